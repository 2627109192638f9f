import FuzzChecks

/// libFuzzer's entry point for the check `FuzzChecks.byTarget["FuzzYAMLFeed"]` (built by `make fuzz` only).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.crashIfBroken("FuzzYAMLFeed", Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

import FuzzChecks

/// libFuzzer's entry point for the check `FuzzChecks.byTarget["FuzzJSONFeed"]` (built by `make fuzz` only).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.crashIfBroken("FuzzJSONFeed", Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

import FuzzChecks

/// libFuzzer's entry point for the check `FuzzChecks.byTarget["FuzzCacheEntry"]` (built by `make fuzz` only).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.crashIfBroken("FuzzCacheEntry", Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

import FuzzChecks

/// libFuzzer's entry point for `FuzzChecks.byTarget["FuzzJSONFeed"]` (built by `make fuzz` only).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.byTarget["FuzzJSONFeed"]?(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

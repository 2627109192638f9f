#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Says on standard error why the example cannot go on, and exits with `status`.
public func fail(_ message: String, status: Int32) -> Never {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(status)
}

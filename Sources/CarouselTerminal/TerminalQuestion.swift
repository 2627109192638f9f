#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CNcursesw

/// A question put to the terminal before the first frame. The reply comes on standard input,
/// where keys come too: it is read here, before curses reads anything, and keys typed meanwhile
/// are handed back to curses in order (`giveBack`).
enum TerminalQuestion {
    /// Writes `question`, then reads standard input until `answered` says the bytes so far hold
    /// the reply, or `timeout` seconds have passed.
    /// - Returns: Everything read.
    static func ask(_ question: String, timeout: Double, until answered: ([UInt8]) -> Bool) -> [UInt8] {
        listen(until: put(question, timeout: timeout), for: answered)
    }

    /// Writes `question`, for `listen` to read the reply later.
    /// - Returns: The instant the reply is waited for until: `timeout` seconds from now.
    static func put(_ question: String, timeout: Double) -> Instant {
        carousel_write_terminal(question)
        return MonotonicClock().now() + timeout
    }

    /// The most bytes read while waiting for a reply: every reply the app asks for fits in a
    /// few dozen, and a terminal (or a program writing to it) that floods more is not waited on.
    static let mostBytes = 4096

    /// Reads standard input until `answered` says the bytes so far hold the reply, `deadline`
    /// has passed, or `mostBytes` have come.
    /// - Returns: Everything read.
    static func listen(until deadline: Instant, for answered: ([UInt8]) -> Bool) -> [UInt8] {
        let clock = MonotonicClock()
        var received: [UInt8] = []
        while received.count < mostBytes, !answered(received),
              let bytes = receive(from: 0, until: deadline, clock: clock) {
            received += bytes
        }
        return received
    }

    /// Hands `bytes` (keys typed while waiting) to curses, to be read before anything new.
    static func giveBack(_ bytes: [UInt8]) {
        // ungetch pushes onto the front of curses' queue: last byte first.
        for byte in bytes.reversed() { ungetch(Int32(byte)) }
    }

    /// What arrives on `descriptor` before `deadline`; `nil` once the time is up or input ended.
    private static func receive(from descriptor: Int32, until deadline: Instant, clock: MonotonicClock) -> [UInt8]? {
        let left = deadline - clock.now()
        guard left > 0 else { return nil }
        var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&wait, 1, Int32((left * 1000).rounded(.up))) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : nil
    }
}

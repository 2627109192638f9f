#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CNcursesw

/// Asks the terminal how wide it draws East Asian Ambiguous characters (docs/behaviour.md §3.6), before the
/// first frame: one ambiguous character at the top-left corner of the alternate screen, then a
/// cursor-position request (`ESC [ 6 n`). The reply (`ESC [ row ; column R`) says column 2 for one
/// column, 3 for two.
///
/// The reply comes on standard input, where keys come too: it is read here, before curses reads
/// anything, and never reaches the key translator; keys typed meanwhile are handed back to curses
/// in order. A terminal that does not answer within `timeout` costs that much start-up, and one
/// column is assumed. The probe character is wiped before anything else is drawn.
enum AmbiguousWidthProbe {
    /// How long to wait for the reply.
    static let timeout = 0.15
    /// The character measured: ambiguous, and as common in text as in the app's own glyphs.
    static let probe = "\u{2026}"

    /// Probes the terminal curses has just started on.
    /// - Returns: The width, or `nil` when no usable reply came in time.
    static func run() -> AmbiguousWidth? {
        let clock = MonotonicClock()
        // Let curses send what it has queued (the alternate screen, a clear) so the probe lands there.
        wrefresh(carousel_stdscr())
        carousel_write_terminal("\u{1B}[H" + probe + "\u{1B}[6n")
        let deadline = clock.now() + timeout
        var received: [UInt8] = []
        var reply: CursorPositionReply?
        while reply == nil, let bytes = receive(from: 0, until: deadline, clock: clock) {
            received += bytes
            reply = CursorPositionReply.find(in: received)
        }
        // Wipe the probe; the cursor goes back to the corner where curses left it.
        carousel_write_terminal("\u{1B}[H\u{1B}[K")
        giveBack(reply.map { Array(received[..<$0.range.lowerBound] + received[$0.range.upperBound...]) } ?? received)
        return reply.flatMap { AmbiguousWidth(rawValue: $0.column - 1) }
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

    /// Hands `bytes` (keys typed during the probe) to curses, to be read before anything new.
    private static func giveBack(_ bytes: [UInt8]) {
        // ungetch pushes onto the front of curses' queue: last byte first.
        for byte in bytes.reversed() { ungetch(Int32(byte)) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CNcursesw
import CProcess

/// The terminal in the screen-reader mode: keys in raw mode, output as plain lines. No curses,
/// so nothing is ever written but the lines (no alternate screen, no cursor addressing, no
/// colours); output processing stays on, so a line ends with the terminal's own line break.
struct PlainTerminal {
    private var saved = termios()

    /// Takes the terminal: raw keys (Ctrl-C and Ctrl-Z arrive as keys, as in the drawn app).
    /// - Throws: `TerminalUnavailable` when standard input or output is not a terminal.
    static func take() throws(TerminalUnavailable) -> PlainTerminal {
        guard isatty(0) == 1 else { throw TerminalUnavailable(reason: "standard input is not a terminal") }
        guard isatty(1) == 1 else { throw TerminalUnavailable(reason: "standard output is not a terminal") }
        var terminal = PlainTerminal()
        guard tcgetattr(0, &terminal.saved) == 0 else {
            throw TerminalUnavailable(reason: "the terminal's settings cannot be read")
        }
        // For the fatal-signal handler and the exit watchdog, which put these settings back.
        carousel_save_terminal_settings()
        terminal.enterRawMode()
        return terminal
    }

    /// Raw keys again (after a suspend).
    func enterRawMode() {
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        tcsetattr(0, TCSANOW, &raw)
    }

    /// The settings from before `take`.
    func restore() {
        var settings = saved
        tcsetattr(0, TCSANOW, &settings)
    }

    /// Writes `lines`, each ending in a line break. The lines have passed the gate already
    /// (`Announcer`); as the screen grid does for its cells, nothing that is not safe to print
    /// is written even so.
    func say(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        carousel_write_terminal(lines.map { String($0.filter(TerminalText.isSafe)) + "\n" }.joined())
    }

    /// The bytes waiting on standard input (at most 4 KiB a call).
    func readAvailable() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }

    /// Whether more input comes within `milliseconds`.
    func hasInput(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// The terminal's size, for the layout (which sections count as in view).
    var size: Size {
        var window = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row)).clampedToLargestScreen
    }
}

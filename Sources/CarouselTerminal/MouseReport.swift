import CarouselKit

/// A mouse report as the terminal sends it, decoded by the app rather than by curses: curses
/// picks its decoder from the terminfo entry and, under `TERM=tmux-256color`, gets X10 reports
/// that lose every column past 223, the horizontal wheel and Shift-wheel's direction. The app
/// turns on SGR reports (mode 1006) itself, so every terminal that knows them sends the same
/// `ESC [ < button ; column ; row M` (press) or `m` (release); one that does not falls back to
/// X10, `ESC [ M` and three bytes, decoded here too.
enum MouseReport {
    /// Mouse reporting on (1000: presses, releases and the wheel; 1006: in SGR form).
    static let reportingOn = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Mouse reporting off, in the reverse order.
    static let reportingOff = "\u{1B}[?1006l\u{1B}[?1000l"

    /// An SGR report: the characters between `ESC [ <` and the final `M` (press) or `m` (release).
    static func sgr(parameters: String, pressed: Bool) -> TerminalInput? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
              column >= 1, row >= 1 else { return nil }
        return event(button: button, x: column - 1, y: row - 1, pressed: pressed)
    }

    /// An X10 report: the three codes after `ESC [ M`, each offset by 32 (columns and rows from 1).
    static func x10(button: UInt32, column: UInt32, row: UInt32) -> TerminalInput? {
        guard (32...255).contains(button), (33...255).contains(column), (33...255).contains(row) else { return nil }
        let code = Int(button) - 32
        // X10 has no release of its own: button code 3 is "released", whichever button it was.
        return event(button: code, x: Int(column) - 33, y: Int(row) - 33, pressed: code & 3 != 3 || code & 64 != 0)
    }

    /// The event for a button code (xterm's bits: 0–2 the button, 4 Shift, 8 Meta, 16 Control,
    /// 32 motion, 64 the wheel: 64 up, 65 down, 66 left, 67 right). Only presses of the first
    /// button and turns of the wheel mean something here.
    static func event(button code: Int, x: Int, y: Int, pressed: Bool) -> TerminalInput? {
        guard pressed, code & 32 == 0, code & 128 == 0 else { return nil }
        let shifted = code & 4 != 0
        let kind: MouseEvent.Kind
        switch (code & 64 != 0, code & 3) {
        case (false, 0): kind = .click
        case (true, 0): kind = shifted ? .wheelLeft : .wheelUp
        case (true, 1): kind = shifted ? .wheelRight : .wheelDown
        case (true, 2): kind = .wheelLeft
        case (true, 3): kind = .wheelRight
        default: return nil
        }
        return .event(.mouse(MouseEvent(kind, x: x, y: y)))
    }
}

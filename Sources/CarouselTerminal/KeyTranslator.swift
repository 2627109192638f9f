import CarouselKit
import CNcursesw

/// Turns what `wgetch` returns, its bytes made characters (`InputReader`), into the core's events.
enum KeyTranslator {
    /// A character, as a Unicode scalar value.
    static func character(_ code: UInt32) -> TerminalInput? {
        switch code {
        case 3: return .event(.key(.interrupt))
        case 26: return .suspend
        case 27: return .event(.key(.escape))
        case 9: return .event(.key(.tab))
        case 10, 13: return .event(.key(.enter))
        case 32: return .event(.key(.space))
        // Other control characters and DEL mean nothing here; passing them on could only
        // produce "does nothing" messages for invisible keys.
        case 0..<32, 127: return nil
        default:
            return Unicode.Scalar(code).map { .event(.key(.character(Character($0)))) }
        }
    }

    /// A key code curses recognised; mouse reports are escape sequences
    /// (`EscapeSequence.mouseReport`).
    static func keyCode(_ code: Int32) -> TerminalInput? {
        switch code {
        case KEY_UP: return .event(.key(.up))
        case KEY_DOWN: return .event(.key(.down))
        case KEY_LEFT: return .event(.key(.left))
        case KEY_RIGHT: return .event(.key(.right))
        case KEY_BTAB: return .event(.key(.backTab))
        case KEY_PPAGE: return .event(.key(.pageUp))
        case KEY_NPAGE: return .event(.key(.pageDown))
        case KEY_HOME: return .event(.key(.home))
        case KEY_END: return .event(.key(.end))
        case KEY_ENTER: return .event(.key(.enter))
        case KEY_RESIZE: return .resize
        case CursesScreen.focusInKey: return .event(.focus(true))
        case CursesScreen.focusOutKey: return .event(.focus(false))
        default: return nil
        }
    }
}

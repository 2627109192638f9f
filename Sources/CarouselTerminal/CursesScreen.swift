#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CNcursesw
import CProcess

/// The terminal under curses: starting it, giving it back, suspending and resizing.
///
/// One instance owns the screen from `start` to `end`. It draws no frames (`FrameWriter` does);
/// it switches the terminal's modes, clears it, reads its capabilities, and keeps its size.
/// Curses' own windows are one column wide: it never draws into them, and at the terminal's width
/// its three windows cost 400 KB at 120x40 and a pass over every cell at each clear. They keep the
/// terminal's height, from which curses sets the scrolling region (`csr`) at start and at the end.
final class CursesScreen {
    /// Key sequences terminals send that a terminfo entry may not list.
    static let extraKeySequences: [(String, Int32)] = [
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        ("\u{1B}[Z", KEY_BTAB),
    ]

    /// Private key codes that `define_key` assigns to the focus-report sequences.
    static let focusInKey = KEY_MAX + 1
    static let focusOutKey = KEY_MAX + 2

    private static let focusReportingOn = "\u{1B}[?1004h"
    private static let focusReportingOff = "\u{1B}[?1004l"

    private var screen: OpaquePointer?
    /// The terminal's size, from the kernel (`TIOCGWINSZ`), never larger than `Size.largestScreen`.
    private(set) var size: Size
    /// How the terminal moves its cursor and sets styles, for the frame writer; whether it has
    /// hyperlinks is set by the app (`--hyperlinks`), since terminfo does not say.
    var capabilities: TerminalCapabilities

    private init(screen: OpaquePointer, size: Size, capabilities: TerminalCapabilities) {
        self.screen = screen
        self.size = size
        self.capabilities = capabilities
    }

    /// Takes over the terminal: alternate screen, raw keys, keypad, mouse, focus reports. The
    /// caller has checked stdin, stdout and TERM (`TerminalUnavailable.check`); the terminfo entry
    /// is read here, by curses.
    /// - Parameter term: `TERM`, for the message when curses cannot start.
    /// - Throws: `TerminalUnavailable` when curses cannot start, or starts on a terminal that
    ///   cannot move the cursor; nothing has been written to the terminal then.
    static func start(term: String?) throws(TerminalUnavailable) -> CursesScreen {
        carousel_save_terminal_settings()
        var width: Int32 = 0
        guard let screen = carousel_newterm(&width) else { throw TerminalUnavailable.diagnose(term: term) }
        guard carousel_terminal_moves_cursor() != 0 else {
            // `newterm` changed the terminal's modes: they go back before the message.
            reset_shell_mode()
            delscreen(screen)
            throw TerminalUnavailable.diagnose(term: term)
        }
        carousel_set_emergency_restore(carousel_emergency_restore_bytes())
        // Curses' windows are as high as the terminal and one column wide (`carousel_newterm`);
        // `width` is the terminal's.
        let size = Size(width: Int(width), height: Int(carousel_lines())).clampedToLargestScreen
        let curses = CursesScreen(screen: screen, size: size, capabilities: TerminalCapabilities.read())
        curses.narrowCursesWindows()
        // After the narrowing: each colour pair curses defines is looked for in every cell of its
        // screen (`_nc_change_pair`), 0.14 M instructions at 120x40 before it.
        curses.capabilities.colors = TerminalColors.start(colorTerm: getenv("COLORTERM").map { String(cString: $0) })
        // The terminal is taken from here (curses sends what `newterm` queued, the alternate
        // screen first, with the first mode that writes), not given back and taken again: that
        // was a write and two switches of screen more for the terminal before the first frame.
        curses.enterProgramModes()
        return curses
    }

    /// The modes the app runs in; set again after a suspend.
    private func enterProgramModes() {
        let window = carousel_stdscr()
        // Raw: Ctrl-C and Ctrl-Z arrive as keys, so quitting and suspending go through the
        // run loop and the terminal is always restored in one place.
        raw()
        noecho()
        nonl()
        // The frames' bytes go to the terminal as written, not looked at one by one by the
        // kernel (docs/terminal.md).
        carousel_output_unprocessed()
        curs_set(0)
        keypad(window, true)
        nodelay(window, true)
        set_escdelay(25)
        // No typeahead checks: curses would poll the keyboard every few lines of an update,
        // and leave the rest of a frame for later when a key is waiting.
        typeahead(-1)
        // The cursor is hidden: curses need not move it back to the window's cursor after each
        // update, a cursor movement (and its cost search) per frame.
        leaveok(window, true)
        // The app reads mouse reports itself (`MouseReport`): curses must neither turn on the
        // reports its terminfo entry names nor take the terminal's reports for its own.
        define_key(nil, KEY_MOUSE)
        define_key("\u{1B}[I", Self.focusInKey)
        define_key("\u{1B}[O", Self.focusOutKey)
        // Arrows, Shift-Tab, Home and End as terminals send them whatever their terminfo entry
        // says (in cursor or application mode): a mismatched TERM (xterm-256color inside tmux,
        // say) must not leave them unrecognised.
        for (sequence, key) in Self.extraKeySequences { define_key(sequence, key) }
        carousel_write_terminal(Self.focusReportingOn + MouseReport.reportingOn)
    }

    /// Asks the terminal how wide it draws ambiguous characters (`AmbiguousWidthProbe`) when the
    /// width is not known yet (`--ambiguous-width auto`) and there is something ambiguous to
    /// draw (not `--ascii`).
    /// - Returns: The question, for its answer to be read; `nil` when none was asked.
    func askAmbiguousWidth(_ options: CarouselOptions) -> AmbiguousWidthProbe.Question? {
        guard options.ambiguousWidthSource == .assumed, !options.ascii else { return nil }
        return AmbiguousWidthProbe.ask()
    }

    /// How the picture mode is to be chosen for this terminal, worked out once (the kernel's
    /// cell size read once): whether the terminal is asked about graphics — `auto` (the options
    /// say `picturesChosenBy` "auto") asks, outside tmux, which protocols it has, only when the
    /// feed has pictures, so that a feed of words costs no round trip.
    struct PicturesPlan {
        fileprivate let asked: GraphicsChoice.Asked
        fileprivate let insideTmux: Bool
        fileprivate let kernelCellPixels: Size?
        /// Whether `choosePictures` asks the terminal, and so reads what it sends.
        let asksTerminal: Bool
    }

    func planPictures(_ options: CarouselOptions, environment tmux: String?, feedHasPictures: Bool) -> PicturesPlan {
        let asked = options.picturesChosenBy == "auto" ? .auto
            : GraphicsChoice.Asked(rawValue: options.pictures.rawValue) ?? .symbols
        let insideTmux = !(tmux ?? "").isEmpty
        let kernel = GraphicsProbe.kernelCellPixels()
        return PicturesPlan(
            asked: asked, insideTmux: insideTmux, kernelCellPixels: kernel,
            asksTerminal: feedHasPictures
                && GraphicsChoice.needsProbe(asked, insideTmux: insideTmux, kernelCellPixels: kernel))
    }

    /// `options` with the picture mode for this terminal (`GraphicsChoice`), asking it first
    /// when `plan` says so.
    func choosePictures(_ options: CarouselOptions, plan: PicturesPlan) -> (CarouselOptions, GraphicsChoice) {
        let replies = plan.asksTerminal ? GraphicsProbe.run() : nil
        let choice = GraphicsChoice.decide(
            plan.asked, insideTmux: plan.insideTmux, replies: replies, kernelCellPixels: plan.kernelCellPixels)
        var options = options
        options.pictures = PictureMode(rawValue: choice.drawing.rawValue) ?? .symbols
        return (options, choice)
    }

    /// Asks the kernel for the terminal's size (after a SIGWINCH).
    func updateSizeFromTerminal() {
        var window = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else { return }
        size = Size(width: Int(window.ws_col), height: Int(window.ws_row)).clampedToLargestScreen
        narrowCursesWindows()
    }

    /// Curses' windows one column wide and as high as the terminal.
    private func narrowCursesWindows() {
        resizeterm(Int32(size.height), 1)
    }

    /// Clears the screen, taking the terminal again if it was given back (alternate screen,
    /// keypad and cursor modes). curses' own idea of the screen stays blank: it never draws.
    func clearScreen() {
        clearok(carousel_curscr(), true)
        wnoutrefresh(carousel_stdscr())
        doupdate()
    }

    /// Gives the terminal back to the shell, stops the process, and takes it again on SIGCONT.
    func suspend(stop: () -> Void) {
        leaveProgramModes()
        stop()
        enterProgramModes()
    }

    private func leaveProgramModes() {
        // The frames set styles and moved the cursor behind curses' back. Curses last drew the
        // cleared screen, which left its cursor at the top left (`clearScreen`): the normal style
        // and the cursor back there, so that `endwin` moves it to the last row from where it
        // believes it is. (`mvcur` would tell curses instead, but writes through stdio, and its
        // bytes left at the exit, after the last messages.)
        // Without an alternate screen the frame would stay under the shell's prompt: cleared
        // (`clear` also leaves the cursor at the top left).
        let restore = capabilities.resetAttributes + (capabilities.clearOnExit ?? capabilities.moveHome)
        restore.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress { carousel_write_terminal_bytes(base, bytes.count) }
        }
        endwin()
        carousel_write_terminal(Self.focusReportingOff + MouseReport.reportingOff)
    }

    /// Gives the terminal back for good. Safe to call more than once.
    func end() {
        guard let screen else { return }
        leaveProgramModes()
        delscreen(screen)
        self.screen = nil
    }
}

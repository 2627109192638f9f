import CarouselKit
import CNcursesw

/// Asks the terminal how wide it draws East Asian Ambiguous characters (docs/behaviour.md §3.6), before the
/// first frame: one ambiguous character at the top-left corner of the alternate screen, then a
/// cursor-position request (`ESC [ 6 n`), then the character wiped, in one write: the terminal
/// reports where the cursor was when it read the request. The reply (`ESC [ row ; column R`) says
/// column 2 for one column, 3 for two.
///
/// The question is put (`ask`) and its reply read later (`Question.answer`): the app makes its run
/// loop for the likeliest reply meanwhile, while the question travels (`TerminalApp`). The reply
/// is read before curses reads anything (`TerminalQuestion`). A terminal that does not answer
/// within `timeout` of the question costs that much start-up, and one column is assumed.
enum AmbiguousWidthProbe {
    /// How long to wait for the reply.
    static let timeout = 0.15
    /// The character measured: ambiguous, and as common in text as in the app's own glyphs.
    static let probe = "\u{2026}"

    /// The question on its way to the terminal.
    struct Question {
        fileprivate let deadline: Instant

        /// Reads the reply (waiting until `timeout` after the question at most) and hands keys
        /// typed meanwhile to curses.
        /// - Returns: The width, or `nil` when no usable reply came in time.
        func answer() -> AmbiguousWidth? {
            let received = TerminalQuestion.listen(until: deadline) { CursorPositionReply.find(in: $0) != nil }
            let reply = CursorPositionReply.find(in: received)
            TerminalQuestion.giveBack(
                reply.map { Array(received[..<$0.range.lowerBound] + received[$0.range.upperBound...]) } ?? received)
            return reply.flatMap { AmbiguousWidth(rawValue: $0.column - 1) }
        }
    }

    /// Puts the question to the terminal curses has just started on. The screen is left clear,
    /// in the normal style, the cursor at the top left: the first frame need not clear it again.
    static func ask() -> Question {
        // Let curses send what it has queued (the alternate screen, a clear) so the probe lands there.
        wrefresh(carousel_stdscr())
        // The cursor goes back to the corner where curses left it.
        return Question(deadline: TerminalQuestion.put("\u{1B}[H" + probe + "\u{1B}[6n\u{1B}[H\u{1B}[K", timeout: timeout))
    }

    /// `options` with the width the terminal replied (`detected`), or one column, assumed, when it
    /// did not.
    static func options(_ options: CarouselOptions, replied detected: AmbiguousWidth?) -> CarouselOptions {
        var options = options
        options.ambiguousWidth = detected ?? .narrow
        options.ambiguousWidthSource = detected == nil ? .assumed : .detected
        return options
    }
}

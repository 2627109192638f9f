import CarouselKit
import CNcursesw

/// Reads everything the terminal has sent so far, without waiting (curses is in nodelay mode).
struct InputReader {
    /// The inputs read, in order; empty when nothing complete was pending.
    func readAll() -> [TerminalInput] {
        let window = carousel_stdscr()
        var inputs: [TerminalInput] = []
        while true {
            var code: wint_t = 0
            let result = wget_wch(window, &code)
            if result == ERR { break }
            if result == KEY_CODE_YES {
                if Int32(code) == KEY_MOUSE {
                    var event = MEVENT()
                    if getmouse(&event) == OK, let input = KeyTranslator.mouse(event) { inputs.append(input) }
                } else if let input = KeyTranslator.keyCode(Int32(code)) {
                    inputs.append(input)
                }
            } else if let input = KeyTranslator.character(UInt32(code)) {
                inputs.append(input)
            }
        }
        return inputs
    }
}

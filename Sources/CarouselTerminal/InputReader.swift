import CarouselKit
import CNcursesw

/// Reads everything the terminal has sent so far, without waiting (curses is in nodelay mode).
struct InputReader {
    /// The inputs read, in order; empty when nothing complete was pending.
    func readAll() -> [TerminalInput] {
        let window = carousel_stdscr()
        var reads: [RawRead] = []
        while true {
            var code: wint_t = 0
            let result = wget_wch(window, &code)
            if result == ERR { break }
            if result == KEY_CODE_YES, Int32(code) == KEY_MOUSE {
                var event = MEVENT()
                reads.append(getmouse(&event) == OK ? .mouse(event) : .ignored)
            } else {
                reads.append(result == KEY_CODE_YES ? .keyCode(Int32(code)) : .character(UInt32(code)))
            }
        }
        return Self.translate(reads)
    }

    /// What one `wget_wch` call returned.
    enum RawRead {
        case character(UInt32)
        case keyCode(Int32)
        case mouse(MEVENT)
        case ignored
    }

    /// The reads as inputs. An Esc followed at once by more characters is an escape sequence
    /// curses did not recognise (a key the terminfo entry does not list, Alt with a key): it is
    /// dropped whole, so that only an Esc typed on its own quits.
    static func translate(_ reads: [RawRead]) -> [TerminalInput] {
        var inputs: [TerminalInput] = []
        var index = 0
        while index < reads.count {
            switch reads[index] {
            case .character(27) where EscapeSequence.startsAt(index, in: reads):
                index = EscapeSequence.end(of: reads, after: index)
                continue
            case .character(let code):
                KeyTranslator.character(code).map { inputs.append($0) }
            case .keyCode(let code):
                KeyTranslator.keyCode(code).map { inputs.append($0) }
            case .mouse(let event):
                KeyTranslator.mouse(event).map { inputs.append($0) }
            case .ignored:
                break
            }
            index += 1
        }
        return inputs
    }
}

/// Where an escape sequence that starts with Esc ends, per ECMA-48.
enum EscapeSequence {
    /// Whether the Esc at `index` begins a sequence: plain characters follow it at once. An Esc
    /// followed by a key curses recognised (Esc, then ↓ in the same read), or by another Esc
    /// (two typed quickly), is an Esc of its own.
    static func startsAt(_ index: Int, in reads: [InputReader.RawRead]) -> Bool {
        guard index + 1 < reads.count, case .character(let next) = reads[index + 1] else { return false }
        return next != 27
    }

    /// The index after the sequence whose Esc is at `start`: `Esc [ parameters final` (CSI),
    /// `Esc O x` (SS3), or `Esc x` (Alt with a key).
    static func end(of reads: [InputReader.RawRead], after start: Int) -> Int {
        guard case .character(let introducer) = reads[start + 1] else { return start + 1 }
        switch introducer {
        case 0x5B:  // "[": parameters and intermediates, then one final byte 0x40–0x7E.
            var index = start + 2
            while index < reads.count, case .character(let byte) = reads[index] {
                index += 1
                if (0x40...0x7E).contains(byte) { break }
            }
            return index
        case 0x4F:  // "O": one more character.
            return min(reads.count, start + 3)
        default:
            return start + 2
        }
    }
}

import CarouselKit
import CNcursesw

/// Reads everything the terminal has sent so far, without waiting (curses is in nodelay mode).
struct InputReader {
    /// An escape sequence cut short by the end of the last read (a mouse report split between two
    /// writes): its rest is on the way, and its digits must not arrive as keys.
    private var unfinished: [RawRead] = []

    /// The inputs read, in order; empty when nothing complete was pending.
    mutating func readAll() -> [TerminalInput] {
        let window = carousel_stdscr()
        var reads = unfinished
        while true {
            var code: wint_t = 0
            let result = wget_wch(window, &code)
            if result == ERR { break }
            reads.append(result == KEY_CODE_YES ? .keyCode(Int32(code)) : .character(UInt32(code)))
        }
        let translation = Self.translate(reads)
        unfinished = translation.unfinished
        return translation.inputs
    }

    /// What one `wget_wch` call returned.
    enum RawRead: Equatable {
        case character(UInt32)
        case keyCode(Int32)
    }

    /// The reads as inputs, and an escape sequence at their end that is not complete yet.
    ///
    /// Mouse reports arrive as escape sequences and are decoded (`MouseReport`). Any other Esc
    /// followed at once by more characters is an escape sequence curses did not recognise (a
    /// key the terminfo entry does not list, Alt with a key): it is dropped whole, so that only
    /// an Esc typed on its own quits.
    static func translate(_ reads: [RawRead]) -> (inputs: [TerminalInput], unfinished: [RawRead]) {
        var inputs: [TerminalInput] = []
        var index = 0
        while index < reads.count {
            switch reads[index] {
            case .character(27) where EscapeSequence.startsAt(index, in: reads):
                guard let end = EscapeSequence.end(of: reads, after: index) else {
                    return (inputs, Array(reads[index...]))
                }
                EscapeSequence.mouseReport(reads[index..<end]).map { inputs.append($0) }
                index = end
                continue
            case .character(let code):
                KeyTranslator.character(code).map { inputs.append($0) }
            case .keyCode(let code):
                KeyTranslator.keyCode(code).map { inputs.append($0) }
            }
            index += 1
        }
        return (inputs, [])
    }
}

/// Where an escape sequence that starts with Esc ends, per ECMA-48, and what it means when it is
/// a mouse report.
enum EscapeSequence {
    /// Longer than any sequence a terminal sends: a run of parameters without end is dropped
    /// rather than kept for ever.
    private static let longest = 64

    /// Whether the Esc at `index` begins a sequence: plain characters follow it at once. An Esc
    /// followed by a key curses recognised (Esc, then ↓ in the same read), or by another Esc
    /// (two typed quickly), is an Esc of its own.
    static func startsAt(_ index: Int, in reads: [InputReader.RawRead]) -> Bool {
        guard index + 1 < reads.count, case .character(let next) = reads[index + 1] else { return false }
        return next != 27
    }

    /// The index after the sequence whose Esc is at `start`: `Esc [ parameters final` (CSI),
    /// `Esc [ M` and three codes (an X10 mouse report), `Esc O x` (SS3), or `Esc x` (Alt with a
    /// key); `nil` when the reads end before it does.
    static func end(of reads: [InputReader.RawRead], after start: Int) -> Int? {
        guard case .character(let introducer) = reads[start + 1] else { return start + 1 }
        switch introducer {
        case 0x5B:  // "[": parameters and intermediates, then one final byte 0x40–0x7E.
            if start + 2 < reads.count, reads[start + 2] == .character(0x4D) {
                return start + 6 <= reads.count ? start + 6 : nil
            }
            var index = start + 2
            while index < reads.count, index - start < longest, case .character(let byte) = reads[index] {
                index += 1
                if (0x40...0x7E).contains(byte) { return index }
            }
            return index == reads.count && index - start < longest ? nil : index
        case 0x4F:  // "O": one more character.
            return start + 3 <= reads.count ? start + 3 : nil
        default:
            return start + 2
        }
    }

    /// The mouse event a whole sequence (`ESC [ < b ; x ; y M`, `… m` or `ESC [ M b x y`) reports,
    /// if it is a mouse report that means something here.
    static func mouseReport(_ sequence: ArraySlice<InputReader.RawRead>) -> TerminalInput? {
        let codes = sequence.compactMap { read -> UInt32? in
            if case .character(let code) = read { return code }
            return nil
        }
        guard codes.count == sequence.count, codes.count >= 6, codes[1] == 0x5B else { return nil }
        if codes[2] == 0x4D {
            return MouseReport.x10(button: codes[3], column: codes[4], row: codes[5])
        }
        guard codes[2] == 0x3C, let final = codes.last, final == 0x4D || final == 0x6D else { return nil }
        let parameters = String(String.UnicodeScalarView(codes.dropFirst(3).dropLast().compactMap(Unicode.Scalar.init)))
        return MouseReport.sgr(parameters: parameters, pressed: final == 0x4D)
    }
}

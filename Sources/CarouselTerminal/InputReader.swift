import CarouselKit
import CNcursesw

/// Reads everything the terminal has sent so far, without waiting (curses is in nodelay mode).
///
/// Bytes are read with `wgetch` and made into characters here rather than by `wget_wch`: an X10
/// mouse report past column 95 carries a byte that is not UTF-8, and `wget_wch` swallows it
/// together with whatever follows it in the same read, keys included.
struct InputReader {
    /// An escape sequence or a character cut short by the end of the last read (a mouse report
    /// split between two writes): its rest is on the way, and its digits must not arrive as keys.
    private var unfinished: [RawRead] = []
    /// The last call stopped at `batch` reads: more may be waiting, in curses' queue too.
    private(set) var moreWaiting = false

    /// The most reads taken at one call: a terminal or a paste that floods input is taken in
    /// batches, each handled (and its memory given back) before the next, the rest still waiting
    /// on the descriptor, which wakes the loop again at once.
    static let batch = 4096

    /// The inputs read, in order; empty when nothing complete was pending.
    mutating func readAll() -> [TerminalInput] {
        let window = carousel_stdscr()
        var reads = unfinished
        while reads.count < unfinished.count + Self.batch {
            let code = wgetch(window)
            if code == ERR { break }
            reads.append((0...0xFF).contains(code) ? .byte(UInt8(code)) : .keyCode(code))
        }
        moreWaiting = reads.count == unfinished.count + Self.batch
        let translation = Self.translate(reads)
        unfinished = translation.unfinished
        return translation.inputs
    }

    /// What one `wgetch` call returned.
    enum RawRead: Equatable {
        case byte(UInt8)
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
            case .byte(27) where EscapeSequence.startsAt(index, in: reads):
                guard let end = EscapeSequence.end(of: reads, after: index) else {
                    return (inputs, Array(reads[index...]))
                }
                EscapeSequence.mouseReport(reads[index..<end]).map { inputs.append($0) }
                index = end
                continue
            case .byte(let byte) where byte >= 0x80:
                guard case let (scalar, length)? = UTF8Character.decode(reads, at: index) else {
                    return (inputs, Array(reads[index...]))
                }
                scalar.map { KeyTranslator.character($0).map { inputs.append($0) } }
                index += length
                continue
            case .byte(let byte):
                KeyTranslator.character(UInt32(byte)).map { inputs.append($0) }
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
        guard index + 1 < reads.count, case .byte(let next) = reads[index + 1] else { return false }
        return next != 27
    }

    /// The index after the sequence whose Esc is at `start`: `Esc [ parameters final` (CSI),
    /// `Esc [ M` and three bytes (an X10 mouse report), `Esc O x` (SS3), or `Esc x` (Alt with a
    /// key); `nil` when the reads end before it does.
    static func end(of reads: [InputReader.RawRead], after start: Int) -> Int? {
        guard case .byte(let introducer) = reads[start + 1] else { return start + 1 }
        switch introducer {
        case 0x5B:  // "[": parameters and intermediates, then one final byte 0x40–0x7E.
            if start + 2 < reads.count, reads[start + 2] == .byte(0x4D) {
                return start + 6 <= reads.count ? start + 6 : nil
            }
            var index = start + 2
            while index < reads.count, index - start < longest, case .byte(let byte) = reads[index] {
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
            if case .byte(let byte) = read { return UInt32(byte) }
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

/// A character of several bytes in UTF-8, put together from the bytes read.
enum UTF8Character {
    /// The character whose first byte is at `index` (`nil` for one that is not UTF-8: dropped),
    /// with how many reads it takes; `nil` when the reads end before it does.
    static func decode(_ reads: [InputReader.RawRead], at index: Int) -> (UInt32?, Int)? {
        guard case .byte(let lead) = reads[index] else { return (nil, 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var bytes = [lead]
        for offset in 1..<length {
            guard index + offset < reads.count else { return nil }
            guard case .byte(let next) = reads[index + offset], next & 0xC0 == 0x80 else { return (nil, offset) }
            bytes.append(next)
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        guard length > 1, case .scalarValue(let scalar) = decoder.decode(&iterator) else { return (nil, 1) }
        return (scalar.value, length)
    }
}

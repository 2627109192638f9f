import CarouselKit

/// Keys from the terminal's bytes, without curses (the screen-reader mode): UTF-8 characters,
/// and the escape sequences terminals send for the arrows, Home, End, PgUp, PgDn and Shift-Tab
/// in either of their common forms (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`). Any other sequence
/// (Alt with a key, focus reports) is dropped whole, so that only an Esc on its own quits.
struct PlainKeyDecoder {
    /// Bytes of a sequence or a character that the last read cut short.
    private var pending: [UInt8] = []

    /// Whether bytes wait for the rest of their sequence (or for the decision that an Esc came
    /// alone: `finish()`).
    var isWaiting: Bool { !pending.isEmpty }

    /// The inputs `bytes` complete, in order.
    mutating func decode(_ bytes: [UInt8]) -> [TerminalInput] {
        let all = pending + bytes
        pending = []
        var inputs: [TerminalInput] = []
        var index = 0
        while index < all.count {
            guard let (length, input) = Self.input(in: all, at: index) else {
                pending = Array(all[index...])
                break
            }
            input.map { inputs.append($0) }
            index += length
        }
        return inputs
    }

    /// What is still waiting, now that no more bytes came: an Esc alone is the Esc key; the
    /// rest of a cut sequence is dropped.
    mutating func finish() -> [TerminalInput] {
        defer { pending = [] }
        return pending == [0x1B] ? [.event(.key(.escape))] : []
    }

    /// The input at `index` and how many bytes it takes, `nil` when the bytes end before it does.
    private static func input(in bytes: [UInt8], at index: Int) -> (Int, TerminalInput?)? {
        let byte = bytes[index]
        if byte == 0x1B { return escape(in: bytes, at: index) }
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + length <= bytes.count else { return nil }
        var scalars = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.makeIterator()
        return (length, scalars.next().flatMap { KeyTranslator.character($0.value) })
    }

    private static func escape(in bytes: [UInt8], at index: Int) -> (Int, TerminalInput?)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["):
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            return (end + 1 - index, key(final: bytes[end], parameters: parameters).map { .event(.key($0)) })
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (3, key(final: bytes[index + 2], parameters: "").map { .event(.key($0)) })
        case 0x1B:
            // Two Escs: the first was typed alone.
            return (1, .event(.key(.escape)))
        default:
            return (2, nil)
        }
    }

    private static func key(final: UInt8, parameters: String) -> Key? {
        switch (Character(Unicode.Scalar(final)), parameters) {
        case ("A", _): return .up
        case ("B", _): return .down
        case ("C", _): return .right
        case ("D", _): return .left
        case ("H", _), ("~", "1"), ("~", "7"): return .home
        case ("F", _), ("~", "4"), ("~", "8"): return .end
        case ("~", "5"): return .pageUp
        case ("~", "6"): return .pageDown
        case ("Z", _): return .backTab
        default: return nil
        }
    }
}

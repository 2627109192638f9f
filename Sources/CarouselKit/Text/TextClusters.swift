/// A grapheme cluster of text, a single ASCII character given as its byte.
enum TextCluster {
    case ascii(UInt8)
    case other(Character)

    var character: Character {
        switch self {
        case .ascii(let byte): Character(Unicode.Scalar(byte))
        case .other(let character): character
        }
    }

    var ascii: UInt8? {
        if case .ascii(let byte) = self { byte } else { nil }
    }
}

/// The grapheme clusters of `text` in order. Most text is ASCII, and a byte followed by another
/// ASCII byte is a character of its own (but for CR LF): such a byte is found without breaking the
/// text into clusters, and handed on as a byte, to be looked at without comparing `Character`s.
struct TextClusters<Text: StringProtocol>: IteratorProtocol {
    private let text: Text
    private let utf8: Text.UTF8View
    private var position: Text.Index

    init(_ text: Text) {
        self.text = text
        utf8 = text.utf8
        position = text.startIndex
    }

    // Inlined into each loop over the clusters: it runs for every character of every card.
    @inline(__always)
    mutating func next() -> TextCluster? {
        guard position < utf8.endIndex else { return nil }
        let byte = utf8[position]
        let afterByte = utf8.index(after: position)
        if byte < 0x80, afterByte == utf8.endIndex || (utf8[afterByte] < 0x80 && !(byte == 0x0D && utf8[afterByte] == 0x0A)) {
            position = afterByte
            return .ascii(byte)
        }
        let character = text[position]
        position = text.index(after: position)
        // An ASCII character before one that does not join it.
        return byte < 0x80 && position == afterByte ? .ascii(byte) : .other(character)
    }
}

/// Where a line may break between two grapheme clusters: after spaces, anywhere in CJK text,
/// after a hyphen inside a word — except where kinsoku shori (Japanese line-breaking rules)
/// forbids it: no line starts with closing punctuation, small kana or the prolonged sound mark,
/// and no line ends with an opening bracket.
enum LineBreakRules {
    /// Whether a line may break between `before` and `after`.
    static func canBreak(
        between before: Character, width beforeWidth: Int, and after: Character, width afterWidth: Int
    ) -> Bool {
        if after == " " { return false }
        if !kinsokuAllows(between: before, after) { return false }
        if before == " " { return true }
        if beforeWidth >= 2 || afterWidth >= 2 { return true }
        return before == "-" && after.isLetter
    }

    /// `canBreak` for two ASCII characters, given as their bytes (each one column or none).
    static func canBreak(betweenASCII before: UInt8, and after: UInt8) -> Bool {
        if after == UInt8(ascii: " ") { return false }
        if noLineStart.contains(ascii: after) || noLineEnd.contains(ascii: before) { return false }
        if before == UInt8(ascii: " ") { return true }
        let lowercased = after | 0x20
        return before == UInt8(ascii: "-") && lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z")
    }

    /// Whether kinsoku alone lets a line break between `before` and `after`: where a word too
    /// long for the line must be broken, it is broken where this holds, if anywhere.
    static func kinsokuAllows(between before: Character, _ after: Character) -> Bool {
        !noLineStart.contains(after) && !noLineEnd.contains(before)
    }

    /// Closing brackets and quotes, punctuation that follows a word, small kana, iteration
    /// marks and the prolonged sound mark, in full- and half-width forms.
    static let noLineStart = CharacterList(
        "）］｝〕〉》」』】〙〗〟｠»’”" + ")]},.:;!?%"
        + "、。，．・：；？！‼⁇⁈⁉" + "｡､｣･ｰ"
        + "ゝゞヽヾ々〻ー" + "‐゠–〜～"
        + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ" + "ｧｨｩｪｫｬｭｮｯ"
        + "…‥"
    )

    /// Opening brackets and quotes.
    static let noLineEnd = CharacterList("（［｛〔〈《「『【〘〖〝｟«‘“" + "([{" + "｢")
}

/// A fixed set of characters, asked about every character of a card twice while it is wrapped.
///
/// It answers for ASCII from a bit mask and for other single scalars from a sorted list of
/// scalars: hashing a `Character` for a `Set` normalizes it, and building the two kinsoku sets
/// that way cost more at start than all the wrapping of the first screen.
///
/// It keeps `Character`'s canonical equivalence (a decomposed ゞ, or U+2329 for 〈, is found): a
/// scalar that NFC turns into a listed one alone counts as that one
/// (`CanonicalNormalization.singletonTarget`), looked up when asked rather than listed when made
/// (that search through every decomposition was 0.3 M instructions before the first frame), and
/// a character of several scalars is looked up in NFC.
struct CharacterList {
    private var ascii: (low: UInt64, high: UInt64) = (0, 0)
    /// The listed scalars outside ASCII, in order.
    private var scalars: [UInt32] = []

    /// - Parameter characters: The listed characters, each a single scalar in normalization
    ///   form C, as text typed into source is (read by scalar: breaking the text into grapheme
    ///   clusters cost more than the rest of making the list).
    init(_ characters: String) {
        for scalar in characters.unicodeScalars {
            let code = scalar.value
            switch code {
            case 0..<64: ascii.low |= 1 << code
            case 64..<128: ascii.high |= 1 << (code - 64)
            default: scalars.append(code)
            }
        }
        scalars.sort()
    }

    func contains(_ character: Character) -> Bool {
        var characterScalars = character.unicodeScalars.makeIterator()
        guard let first = characterScalars.next() else { return false }
        if characterScalars.next() == nil { return containsScalar(first.value) }
        // Several scalars: equivalent to a listed character only if NFC makes them one.
        var normal = CanonicalNormalization.nfc(String(character)).unicodeScalars.makeIterator()
        guard let only = normal.next(), normal.next() == nil else { return false }
        return containsScalar(only.value)
    }

    func contains(ascii byte: UInt8) -> Bool {
        isListed(UInt32(byte))
    }

    private func containsScalar(_ scalar: UInt32) -> Bool {
        if isListed(scalar) { return true }
        guard scalar >= 128, let target = CanonicalNormalization.singletonTarget(of: scalar) else { return false }
        return isListed(target)
    }

    private func isListed(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return ascii.low & (1 << scalar) != 0 }
        if scalar < 128 { return ascii.high & (1 << (scalar - 64)) != 0 }
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar
    }
}

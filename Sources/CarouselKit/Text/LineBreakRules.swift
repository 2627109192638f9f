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
/// It keeps `Character`'s canonical equivalence: a decomposed ゞ, or U+2329 for 〈, is found. The
/// scalars that Unicode maps to another one (`mapsToOtherScalars`) and characters of several
/// scalars with a combining mark are compared with the listed characters in full; no other
/// character can be equivalent to one of them.
struct CharacterList {
    private var ascii: (low: UInt64, high: UInt64) = (0, 0)
    /// The scalars of the listed characters outside ASCII, in order.
    private var scalars: [UInt32] = []
    /// Every listed character, for the full comparison.
    private var listed: [Character] = []

    /// - Parameter characters: The listed characters, each a single scalar in normalization
    ///   form C, as text typed into source is (read by scalar: breaking the text into grapheme
    ///   clusters cost more than the rest of making the list).
    init(_ characters: String) {
        for scalar in characters.unicodeScalars {
            listed.append(Character(scalar))
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
        guard let first = characterScalars.next()?.value else { return false }
        guard let second = characterScalars.next() else {
            if first < 128 {
                return first < 64 ? ascii.low & (1 << first) != 0 : ascii.high & (1 << (first - 64)) != 0
            }
            return listsScalar(first) || (Self.mapsToOtherScalars(first) && listed.contains(character))
        }
        var next: Unicode.Scalar? = second
        while let scalar = next {
            if scalar.properties.canonicalCombiningClass != .notReordered { return listed.contains(character) }
            next = characterScalars.next()
        }
        return false
    }

    private func listsScalar(_ scalar: UInt32) -> Bool {
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar
    }

    /// Whether `scalar` may lie where Unicode gives single scalars another form in normalization
    /// form C (NFC_Quick_Check=No: singletons such as U+2329 → U+3008 and U+037E → ";", and
    /// composition exclusions). The ranges are a superset of those scalars, exact where text is
    /// common (punctuation, CJK).
    static func mapsToOtherScalars(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0340...0x0344, 0x0374, 0x037E, 0x0387, 0x0958...0x0FB9, 0x1F71...0x1FFD,
             0x2000...0x2001, 0x2126, 0x212A...0x212B, 0x2329...0x232A, 0x2ADC,
             0xF900...0xFB4E, 0x1D15E...0x1D1C0, 0x2F800...0x2FA1D:
            true
        default:
            false
        }
    }
}

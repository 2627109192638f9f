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

/// A fixed set of characters that answers for ASCII from a bit mask: wrapping asks about every
/// character of a card twice, most text is ASCII, and hashing a `Character` for a `Set` lookup
/// cost more than all the rest of wrapping it. Other characters are looked up in a
/// `Set<Character>`, which keeps `Character`'s canonical equivalence (a decomposed ゞ, or U+2329
/// for 〈, is found).
struct CharacterList {
    private var ascii: (low: UInt64, high: UInt64) = (0, 0)
    private var others: Set<Character> = []

    init(_ characters: String) {
        for character in characters {
            switch character.asciiValue {
            case let code? where code < 64: ascii.low |= 1 << code
            case let code?: ascii.high |= 1 << (code - 64)
            case nil: others.insert(character)
            }
        }
    }

    func contains(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 1, let code = utf8.first else { return others.contains(character) }
        return code < 64 ? ascii.low & (1 << code) != 0 : ascii.high & (1 << (code - 64)) != 0
    }
}

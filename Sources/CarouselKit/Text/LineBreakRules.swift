/// Where a line may break between two grapheme clusters: after spaces, anywhere in CJK text,
/// after a hyphen inside a word — except where kinsoku shori (Japanese line-breaking rules)
/// forbids it: no line starts with closing punctuation, small kana or the prolonged sound mark,
/// and no line ends with an opening bracket.
enum LineBreakRules {
    /// Whether a line may break between `before` and `after`.
    static func canBreak(between before: Character, width beforeWidth: Int, and after: Character, width afterWidth: Int) -> Bool {
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
    static let noLineStart: Set<Character> = Set(
        "）］｝〕〉》」』】〙〗〟｠»’”" + ")]},.:;!?%"
        + "、。，．・：；？！‼⁇⁈⁉" + "｡､｣･ｰ"
        + "ゝゞヽヾ々〻ー" + "‐゠–〜～"
        + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ" + "ｧｨｩｪｫｬｭｮｯ"
        + "…‥"
    )

    /// Opening brackets and quotes.
    static let noLineEnd: Set<Character> = Set("（［｛〔〈《「『【〘〖〝｟«‘“" + "([{" + "｢")
}

/// Rewrites the emoji sequences that terminals disagree about into forms every common terminal
/// (tmux, xterm, GNOME Terminal, kitty, iTerm2) draws at the width ncursesw counts.
///
/// ncursesw counts glibc's `wcwidth` per code point; a terminal that draws a sequence as one
/// glyph of another width shifts the rest of the row. So (reasons in docs/text.md):
/// - ZWJ sequences (👨‍👩‍👧) lose their ZWJs and show as their separate emoji, 2 columns each —
///   which is also what ncursesw sends, since it drops the ZWJ. A ZWJ anywhere else ("a‍b", the
///   Devanagari क्‍ष) goes too: tmux draws the character after a ZWJ in the ZWJ's cell, so the
///   row would be a column shorter on screen than in the grid.
/// - Skin-tone modifiers are dropped (👍🏽 → 👍): 4 columns to ncursesw and tmux, 2 to kitty
///   and iTerm2; the bare emoji is 2 everywhere. A lone swatch (🏽) goes too: it attaches to
///   whatever precedes it, even a space, so keeping it would depend on its neighbours.
/// - Variation selectors 15 and 16 are dropped: ❤️ is 1 column to ncursesw and tmux but 2 in GUI
///   terminals that honour VS16, while plain ❤ is 1 everywhere.
/// - Keycaps (1️⃣) become their plain character (1): the keycap is 1 column to ncursesw, 2 in
///   GUI terminals.
/// - Flags (🇯🇵, two regional indicators) stay: 2 columns in all of them.
enum EmojiPolicy {
    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let keycap: UInt32 = 0x20E3
    private static let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
    private static let presentationSelectors: ClosedRange<UInt32> = 0xFE0E...0xFE0F

    /// `text` with every cluster rewritten by the rules above; text without the code points
    /// involved is returned as it is.
    static func apply(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvolved) else { return text }
        var result = String.UnicodeScalarView()
        for character in text {
            let scalars = character.unicodeScalars
            guard scalars.contains(where: isInvolved) else {
                result.append(contentsOf: scalars)
                continue
            }
            rewrite(scalars, into: &result)
        }
        return String(result)
    }

    private static func rewrite(_ scalars: Character.UnicodeScalarView, into result: inout String.UnicodeScalarView) {
        if let base = scalars.first, scalars.contains(where: { $0.value == keycap }), isKeycapBase(base) {
            result.append(base)
            return
        }
        for scalar in scalars where !isDropped(scalar.value) {
            result.append(scalar)
        }
    }

    private static func isInvolved(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == zeroWidthJoiner || value == keycap || skinTones.contains(value)
            || presentationSelectors.contains(value)
    }

    private static func isDropped(_ value: UInt32) -> Bool {
        value == zeroWidthJoiner || presentationSelectors.contains(value) || skinTones.contains(value)
    }

    private static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x23 || scalar.value == 0x2A || (0x30...0x39).contains(scalar.value)
    }
}

/// Makes text from outside the program (feeds, file names, error messages) safe to draw.
///
/// PROVISIONAL (issue 5 completes it: escape sequences, bidi controls, emoji policy).
public enum TerminalText {
    /// `text` with control characters removed, tabs as spaces and line breaks normalised to "\n".
    public static func sanitize(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result.unicodeScalars.append(scalar)
            case 0x09: result.append("    ")
            case 0x0D: continue
            case 0..<0x20, 0x7F..<0xA0: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a character can be sent to a terminal as it is.
    public static func isSafe(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
}

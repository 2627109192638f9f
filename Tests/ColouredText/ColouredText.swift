/// Text with SGR colour sequences (`carousel render --ansi`, tmux's `capture-pane -e`) read back:
/// each character with the basic foreground colour the sequences before it set.
public enum ColouredText {
    /// Each character of `line` with its basic foreground colour, 30–37 (bright ones and a
    /// 256-colour index under 8 count as their basic colour); `nil` for the terminal's own or
    /// any other colour.
    public static func characters(of line: Substring) -> [(character: Character, foreground: Int?)] {
        var characters: [(Character, Int?)] = []
        var foreground: Int?
        var rest = line
        while let first = rest.first {
            guard first == "\u{1B}", let match = rest.prefixMatch(of: /\x1B\[([0-9;:]*)m/) else {
                characters.append((first, foreground))
                rest = rest.dropFirst()
                continue
            }
            var parameters = match.1.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
            while let parameter = parameters.popFirst() {
                switch parameter {
                case 0, 39: foreground = nil
                case 30...37: foreground = parameter
                case 90...97: foreground = parameter - 60
                case 38:
                    // 5;N (a basic colour when N < 8) or 2;R;G;B.
                    let kind = parameters.popFirst()
                    let value = parameters.prefix(kind == 2 ? 3 : 1)
                    parameters = parameters.dropFirst(value.count)
                    foreground = kind == 5 ? value.first.flatMap { $0 < 8 ? 30 + $0 : nil } : nil
                case 48: parameters = parameters.dropFirst(parameters.first == 2 ? 4 : 2)
                default: break
                }
            }
            rest = rest[match.range.upperBound...]
        }
        return characters
    }
}

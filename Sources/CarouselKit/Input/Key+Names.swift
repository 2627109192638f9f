/// The names of keys: in `carousel render --keys`, in the help overlay and in messages.
extension Key {
    /// Named keys and the word `render --keys` knows each by (`esc` and `escape` both work).
    static let scriptNames: [(name: String, key: Key)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down),
        ("space", .space), ("pgup", .pageUp), ("pgdown", .pageDown), ("home", .home), ("end", .end),
        ("tab", .tab), ("backtab", .backTab), ("esc", .escape), ("escape", .escape), ("enter", .enter),
    ]

    /// The key a `render --keys` word names: a named key, or any single printable ASCII character.
    public init?(scriptName word: String) {
        if let named = Self.scriptNames.first(where: { $0.name == word.lowercased() }) {
            self = named.key
        } else if word.count == 1, let character = word.first, character.isASCII, !character.isWhitespace,
                  !character.isNewline {
            self = .character(character)
        } else {
            return nil
        }
    }

    var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }

    /// How the help overlay and the README write the key.
    public func label(glyphs: Glyphs) -> String {
        let ascii = glyphs.isASCII
        switch self {
        case .up: return ascii ? "Up" : "↑"
        case .down: return ascii ? "Down" : "↓"
        case .left: return ascii ? "Left" : "←"
        case .right: return ascii ? "Right" : "→"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .space: return "Space"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .interrupt: return "Ctrl-C"
        case .character(let character): return String(character)
        }
    }
}

extension Key {
    /// The key's name in a status-line message.
    var messageName: String {
        switch self {
        case .character(let character): return "'\(character)'"
        case .enter: return "Enter"
        default: return "That key"
        }
    }
}

/// The key language of `carousel render --keys` (SPEC §3.8): names separated by spaces, such as
/// `right right 3 wait:2.5 down`.
public struct KeyScript: Hashable, Sendable {
    public enum Step: Hashable, Sendable {
        case key(Key)
        /// Let this many seconds pass.
        case wait(Double)
    }

    public struct ParseError: Error, Hashable, CustomStringConvertible {
        public var word: String
        /// Why a well-formed word was refused; `nil` for a word that names no key.
        public var problem: String? = nil
        public var description: String {
            if let problem { return "'\(word)': \(problem)" }
            return "unknown key '\(word)' (keys: left right up down 0-9 space pgup pgdown home end tab backtab "
                + "esc enter r q ?, any single letter, or wait:SECONDS)"
        }
    }

    /// The most simulated time the waits may add up to, as for `--time`: a day. Beyond it a
    /// script would only make `render` work for hours to show what a day shows.
    public static let longestWait: Double = 86_400

    public var steps: [Step]

    private static let named: [String: Key] = [
        "left": .left, "right": .right, "up": .up, "down": .down,
        "space": .space, "pgup": .pageUp, "pgdown": .pageDown, "home": .home, "end": .end,
        "tab": .tab, "backtab": .backTab, "esc": .escape, "escape": .escape, "enter": .enter,
    ]

    public init(_ text: String) throws {
        steps = try text.split(whereSeparator: { $0 == " " || $0 == "," }).map { word in
            let word = String(word)
            if word.hasPrefix("wait:") {
                guard let seconds = Double(word.dropFirst(5)), seconds >= 0, seconds.isFinite else {
                    throw ParseError(word: word)
                }
                guard seconds <= Self.longestWait else {
                    throw ParseError(word: word, problem: "waits are at most 86400 seconds (one day)")
                }
                return .wait(seconds)
            }
            if let key = Self.named[word.lowercased()] { return .key(key) }
            if word.count == 1, let character = word.first, character.isASCII, !character.isWhitespace {
                return .key(.character(character))
            }
            throw ParseError(word: word)
        }
        guard duration <= Self.longestWait else {
            throw ParseError(word: text, problem: "the waits add up to more than 86400 seconds (one day)")
        }
    }

    /// The simulated seconds the script's waits add up to.
    public var duration: Double {
        steps.reduce(0) { total, step in
            if case .wait(let seconds) = step { return total + seconds }
            return total
        }
    }
}

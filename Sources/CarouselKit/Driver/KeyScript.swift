/// The key language of `carousel render --keys` (docs/behaviour.md §3.8): names separated by spaces, such as
/// `right right 3 wait:2.5 down`.
public struct KeyScript: Hashable, Sendable {
    /// One word of a script.
    public enum Step: Hashable, Sendable {
        /// Press this key.
        case key(Key)
        /// Let this many seconds pass.
        case wait(Double)
    }

    /// A word of a script that names no key and no wait.
    public struct ParseError: Error, Hashable, CustomStringConvertible {
        /// The word as it was written.
        public var word: String
        /// Why a well-formed word was refused; `nil` for a word that names no key.
        public var problem: String? = nil
        /// The message for the command line, listing the words that work.
        public var description: String {
            if let problem { return "'\(word)': \(problem)" }
            let names = Key.scriptNames.map(\.name).joined(separator: " ")
            return "unknown key '\(word)' (keys: \(names), 0-9, any single letter or symbol, or wait:SECONDS)"
        }
    }

    /// The most simulated time the waits may add up to, as for `--time`: a day. Beyond it a
    /// script would only make `render` work for hours to show what a day shows.
    public static let longestWait: Double = 86_400

    /// The keys and waits, in order.
    public var steps: [Step]

    /// Parses a script such as `right right 3 wait:2.5 down` (words separated by spaces or commas).
    /// - Throws: `ParseError` for the first word that names no key and no wait.
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
            guard let key = Key(scriptName: word) else { throw ParseError(word: word) }
            return .key(key)
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

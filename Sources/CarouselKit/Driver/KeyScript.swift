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
        public var description: String {
            let names = Key.scriptNames.map(\.name).joined(separator: " ")
            return "unknown key '\(word)' (keys: \(names), 0-9, any single letter or symbol, or wait:SECONDS)"
        }
    }

    public var steps: [Step]

    public init(_ text: String) throws {
        steps = try text.split(whereSeparator: { $0 == " " || $0 == "," }).map { word in
            let word = String(word)
            if word.hasPrefix("wait:") {
                guard let seconds = Double(word.dropFirst(5)), seconds >= 0, seconds.isFinite else {
                    throw ParseError(word: word)
                }
                return .wait(seconds)
            }
            guard let key = Key(scriptName: word) else { throw ParseError(word: word) }
            return .key(key)
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

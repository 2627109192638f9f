/// The known key a misspelt one was probably meant to be (`intervall` → `interval`), by edit
/// distance, so an unknown-key warning can say what to write instead (and the command line a
/// misspelt command: `chek` → `check`).
public enum KeySuggestion {
    /// Keys longer than this get no suggestion: no known key is anywhere near that long, and the
    /// distance costs length × length.
    private static let longestComparedKey = 40

    /// The nearest of `known` to `key`, if it is near enough to be a likely typo.
    public static func nearest(to key: String, among known: [String]) -> String? {
        guard key.utf8.count <= longestComparedKey * 4 else { return nil }
        let typed = Array(key.lowercased().unicodeScalars)
        guard typed.count <= longestComparedKey else { return nil }
        var best: (key: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(typed, Array(candidate.unicodeScalars))
            let allowed = max(1, candidate.count / 3)
            if distance <= allowed, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.key
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours (`titel` → `title` is one edit) each cost 1.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

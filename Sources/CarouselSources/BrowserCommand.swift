#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command that opens a link: `$BROWSER` read as Python's `webbrowser` reads it, else
/// `xdg-open`. `$BROWSER` may list commands separated by colons; each is split into words as a
/// POSIX shell splits them (quotes and backslashes honoured, nothing expanded: no shell ever
/// reads it), and the first whose program is found is used. `%s` in an argument stands for the
/// URL (`%%` for a `%`); without any, the URL is the last argument. The program itself is never
/// substituted (`BROWSER=%s` would run the link), and it is found only on `$PATH`'s absolute
/// folders or named by an absolute path: never relative to the folder carousel runs in, which is
/// the feed's.
struct BrowserCommand: Equatable {
    /// The program as it is run: an absolute path.
    var path: String
    /// The program as named, then its arguments.
    var words: [String]

    /// Why no command could be made.
    struct Problem: Error, Equatable {
        let reason: String
    }

    /// The command for `url` under a `$BROWSER` of `browser` (`nil` or blank: `xdg-open`), its
    /// program searched in `searchPath` (`$PATH`).
    static func choose(url: String, browser: String?, searchPath: String) -> Result<BrowserCommand, Problem> {
        let listed = (browser ?? "").split(separator: ":").filter { !$0.allSatisfy(\.isWhitespace) }
        guard !listed.isEmpty else {
            guard let path = resolve("xdg-open", searchPath: searchPath) else {
                return .failure(Problem(reason: "xdg-open not found"))
            }
            return .success(BrowserCommand(path: path, words: ["xdg-open", url]))
        }
        var firstProblem: Problem?
        for entry in listed {
            guard let words = shellWords(String(entry)), let program = words.first else {
                firstProblem = firstProblem ?? Problem(reason: "$BROWSER has an unclosed quote")
                continue
            }
            guard let path = resolve(program, searchPath: searchPath) else {
                firstProblem = firstProblem ?? Problem(reason: "\(program) not found")
                continue
            }
            let arguments = words.dropFirst().map { substituting(url, in: $0) }
            let placed = arguments.contains { $0.placed }
            let command = [program] + arguments.map(\.word) + (placed ? [] : [url])
            return .success(BrowserCommand(path: path, words: command))
        }
        return .failure(firstProblem ?? Problem(reason: "$BROWSER names no program"))
    }

    /// `word` with `%s` replaced by `url` and `%%` by `%`, and whether a `%s` was there.
    private static func substituting(_ url: String, in word: String) -> (word: String, placed: Bool) {
        guard word.contains("%") else { return (word, false) }
        var result = ""
        var placed = false
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            if word[index] == "%", next < word.endIndex, word[next] == "s" || word[next] == "%" {
                placed = placed || word[next] == "s"
                result += word[next] == "s" ? url : "%"
                index = word.index(after: next)
            } else {
                result.append(word[index])
                index = next
            }
        }
        return (result, placed)
    }

    /// `text` split into words as a POSIX shell splits a command line (Python's `shlex.split`):
    /// blanks separate words; single quotes keep everything; double quotes keep everything but
    /// a backslash before `\`, `"`, `$`, `` ` `` or a line break; a backslash outside quotes keeps
    /// the next character. `nil` when a quote is not closed.
    static func shellWords(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            case "'":
                inWord = true
                while true {
                    guard let quoted = characters.next() else { return nil }
                    if quoted == "'" { break }
                    word.append(quoted)
                }
            case "\"":
                inWord = true
                while true {
                    guard let quoted = characters.next() else { return nil }
                    if quoted == "\"" { break }
                    if quoted == "\\" {
                        guard let escaped = characters.next() else { return nil }
                        if !"\\\"$`\n".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(quoted)
                    }
                }
            case "\\":
                inWord = true
                if let escaped = characters.next() { word.append(escaped) }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Where `program` is: itself when it is an absolute path, else the first executable file
    /// of that name in an absolute folder of `searchPath`; `nil` when there is none. A relative
    /// path, or an empty or relative folder in `$PATH`, would be found in the folder carousel
    /// runs in: the feed's, whose files come from anywhere.
    static func resolve(_ program: String, searchPath: String) -> String? {
        guard !program.isEmpty, !program.utf8.contains(0) else { return nil }
        if program.contains("/") { return program.hasPrefix("/") && isExecutableFile(program) ? program : nil }
        for folder in searchPath.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder + "/" + program
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}

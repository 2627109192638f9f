#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command that opens a link: `$BROWSER` when it is set, else `xdg-open`. As the common
/// convention has it, `$BROWSER` may list commands separated by colons (the first is used), its
/// first word is the program, `%s` in a word stands for the URL (`%%` for a `%`), and without any
/// `%s` the URL is the last argument. No shell ever reads it.
struct BrowserCommand: Equatable {
    /// The program as named, then its arguments.
    var words: [String]

    /// The command for `url` under a `$BROWSER` of `browser` (`nil` or blank: `xdg-open`).
    init(url: String, browser: String?) {
        let first = browser?.split(separator: ":").first { !$0.allSatisfy(\.isWhitespace) }
        let words = first.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) } ?? []
        guard !words.isEmpty else {
            self.words = ["xdg-open", url]
            return
        }
        var placed = false
        self.words = words.map { word in
            guard word.contains("%") else { return word }
            var result = ""
            var index = word.startIndex
            while index < word.endIndex {
                let next = word.index(after: index)
                if word[index] == "%", next < word.endIndex, word[next] == "s" || word[next] == "%" {
                    if word[next] == "s" { placed = true }
                    result += word[next] == "s" ? url : "%"
                    index = word.index(after: next)
                } else {
                    result.append(word[index])
                    index = next
                }
            }
            return result
        }
        if !placed { self.words.append(url) }
    }

    var program: String { words[0] }

    /// Where `program` is: itself when it names a path, else the first executable file of that
    /// name in `searchPath` (`$PATH`); `nil` when there is none.
    func resolvedProgram(searchPath: String) -> String? {
        if program.contains("/") { return Self.isExecutableFile(program) ? program : nil }
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + program
            if Self.isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}

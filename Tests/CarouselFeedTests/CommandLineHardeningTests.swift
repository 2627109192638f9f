import CarouselFeed
import CProcessSpawn
import Foundation
import Testing

/// `carousel` run as a process against hostile files, names and locales (issue 11): nothing
/// blocks, nothing outside reaches the terminal as a command, and a locale that is not UTF-8
/// gets ASCII.
@Suite struct CommandLineHardeningTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private static let feed = "title: Tiny\nsections:\n  - title: One\n    pages:\n      - title: Page\n"

    // MARK: 2. Only regular files are read

    @Test(arguments: [["check"], ["render", "--size", "40x10"], []])
    func aFIFOAsTheFeedIsRefusedAtOnce(command: [String]) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("feed.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(symlink(fifo, folder.appendingPathComponent("link.yaml").path) == 0)
        for name in ["feed.yaml", "link.yaml"] {
            let result = try CarouselProcess.run(command + [name], in: folder)
            #expect(result.status == 66)
            #expect((result.standardOutput + result.standardError).contains("\(name): not a regular file"))
        }
    }

    @Test func aHugeFileIsReadOnlyUpToTheLimit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Sparse: a gigabyte that takes no disk.
        let path = folder.appendingPathComponent("huge.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 1 << 30) == 0)
        let result = try CarouselProcess.run(["check", "huge.yaml"], in: folder)
        #expect(result.status == 65)
        #expect(result.outputLines.first == "huge.yaml: the file is larger than \(FeedLimits.fileBytes / 1024 / 1024) MiB; the feed is refused")
    }

    // MARK: 6. Outside text in messages

    @Test func aHostileFileNameIsPrintedNotObeyed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "evil\u{1B}]0;pwned\u{7}\u{1B}[2J\u{202E}lmth.yaml"
        try Data("sections: [".utf8).write(to: folder.appendingPathComponent(name))
        let spelt = "evil\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\u{202E}lmth.yaml"
        let check = try CarouselProcess.run(["check", name], in: folder)
        #expect(check.status == 65)
        #expect(check.outputLines.last == "\(spelt): invalid (1 error)")
        let render = try CarouselProcess.run(["render", name, "--size", "40x10"], in: folder)
        #expect(render.errorLines.first?.hasPrefix("carousel: \(spelt):") == true)
        for text in [check.standardOutput, render.standardError] {
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
        }
    }

    @Test func keysQuotedInWarningsAreSpeltOut() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((Self.feed + "\"ti\\u202Etle\\e[2J\": 1\n").utf8).write(to: folder.appendingPathComponent("keys.yaml"))
        let result = try CarouselProcess.run(["check", "keys.yaml"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("ti\\u{202E}tle\\u{1B}[2J"))
        #expect(!result.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }

    // MARK: 5. Locales that are not UTF-8

    @Test(arguments: ["C", "POSIX", "en_US.ISO-8859-1"])
    func renderInALocaleThatIsNotUTF8PrintsASCII(locale: String) throws {
        let result = try CarouselProcess.run(["render", "--size", "100x30"], environment: ["LC_ALL": locale])
        #expect(result.status == 0)
        #expect(result.standardOutput.components(separatedBy: "\n").dropLast().count == 30)
        #expect(result.standardOutput.utf8.allSatisfy { $0 < 0x80 })
        #expect(result.standardOutput.contains("+--"))
    }

    @Test func renderInAUTF8LocaleDrawsUnicode() throws {
        let result = try CarouselProcess.run(["render", "--size", "100x30"], environment: ["LC_ALL": "C.UTF-8"])
        #expect(result.standardOutput.contains("╭"))
    }

    @Test func messagesInALocaleThatIsNotUTF8AreASCII() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("sections: [".utf8).write(to: folder.appendingPathComponent("冬.yaml"))
        let result = try CarouselProcess.run(["check", "冬.yaml"], in: folder, environment: ["LC_ALL": "C"])
        #expect(result.status == 65)
        #expect(result.outputLines.last == "\\u{51AC}.yaml: invalid (1 error)")
    }

    // MARK: 11. A feed path that is not UTF-8

    @Test func aFeedPathThatIsNotUTF8IsOpenedByItsBytes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // "feed\xFF.yaml": no String holds that name, so it is made and passed as bytes.
        var name: [CChar] = Array("\(folder.path)/feed".utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)]
            + Array(".yaml".utf8CString)
        let file = open(&name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(file >= 0)
        _ = Self.feed.withCString { write(file, $0, strlen($0)) }
        close(file)
        let words: [String] = [TestPaths.binary.path, "check"]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [strdup(name), nil]
        let variables: [String] = ["PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8"]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var output = [CChar](repeating: 0, count: 4096)
        let status = process_spawn_run(argv, envp, &output, output.count)
        let text = String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(status == 0, "\(text)")
        #expect(text.hasSuffix("feed\u{FFFD}.yaml: OK (1 section, 1 page)\n"))
    }
}

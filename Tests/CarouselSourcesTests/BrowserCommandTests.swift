#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import CarouselSources
import Testing

/// `$BROWSER` read as Python's `webbrowser` reads it, on real files: quotes honoured, `%s` only
/// in the arguments, and the program found on `$PATH` only, never in the folder carousel runs in
/// (the feed's), where `BROWSER=%s` once ran the link itself as a program.
@Suite final class BrowserCommandTests {
    let scratch: String
    let url = "https://example.org/a?b=1&c=2"

    init() throws {
        var template = Array("/tmp/carousel-browser-XXXXXX".utf8CString)
        scratch = try #require(template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        })
        try FileManager.default.createDirectory(atPath: scratch + "/bin", withIntermediateDirectories: true)
        for program in ["bin/my browser", "bin/firefox", "bin/xdg-open", "here"] { try executable(program) }
    }

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    private func executable(_ name: String) throws {
        try #require(FileManager.default.createFile(atPath: scratch + "/" + name, contents: Data("#!/bin/sh\n".utf8)))
        try #require(chmod(scratch + "/" + name, 0o755) == 0)
    }

    private func choose(_ browser: String?, path: String? = nil) -> Result<BrowserCommand, BrowserCommand.Problem> {
        BrowserCommand.choose(url: url, browser: browser, searchPath: path ?? scratch + "/bin:/usr/bin:/bin")
    }

    @Test func quotesAndBackslashesAreHonouredAndTheURLFillsPercentS() throws {
        let quoted = try choose("'my browser' --new-tab \"--title=a \\\"b\\\"\" --to=%s --literal=%%s").get()
        #expect(quoted.path == scratch + "/bin/my browser")
        #expect(quoted.words == ["my browser", "--new-tab", "--title=a \"b\"", "--to=" + url, "--literal=%s"])
        let escaped = try choose("my\\ browser").get()
        #expect(escaped.words == ["my browser", url], "without %s the URL is the last argument")
        #expect(BrowserCommand.shellWords("a 'b c' \"d\\e\" '' f\\ g") == ["a", "b c", "d\\e", "", "f g"])
        #expect(BrowserCommand.shellWords("open 'unclosed") == nil)
    }

    @Test func theFirstCommandWhoseProgramIsFoundIsUsed() throws {
        let chosen = try choose("no-such-browser %s:firefox --new-window").get()
        #expect(chosen.words == ["firefox", "--new-window", url])
        #expect(try choose(nil).get().words == ["xdg-open", url])
        #expect(try choose(" : ").get().words == ["xdg-open", url], "a blank $BROWSER is none")
        #expect(choose("no-such-browser") == .failure(.init(reason: "no-such-browser not found")))
        #expect(choose("'unclosed") == .failure(.init(reason: "$BROWSER has an unclosed quote")))
    }

    /// `BROWSER=%s` made the URL the program, and `https://…` is a relative path in the feed's
    /// folder, where carousel runs: a feed could ship that file (LinkEndToEndTests runs it so).
    /// Nothing is looked for relative to the folder carousel runs in.
    @Test func theProgramIsNeverTheLinkNorFoundRelativeToTheFeedsFolder() throws {
        #expect(choose("%s") == .failure(.init(reason: "%s not found")))
        #expect(choose("here", path: "") == .failure(.init(reason: "here not found")))
        #expect(choose("bin/firefox") == .failure(.init(reason: "bin/firefox not found")), "no relative path")
        #expect(choose("firefox", path: ":bin:.") == .failure(.init(reason: "firefox not found")),
                "nor relative folders")
        let absolute = try choose(scratch + "/bin/firefox %s").get()
        #expect(absolute.path == scratch + "/bin/firefox", "an absolute path is fine")
    }
}

import CarouselKit
import Testing

@testable import CarouselTerminal

/// OSC 8 on card titles with a link: written around the title's cells where hyperlinks are on,
/// closed before every cursor movement, right across frames that redraw part of a row, slides
/// and a link that changes under the same text; never written where they are off.
@Suite("Hyperlinks in frames")
struct HyperlinkTests {
    init() {
        _ = TerminalLocale.setUp()
    }

    static let docs = PageLink("https://example.org/docs")!
    static let changed = PageLink("https://example.org/changed?x=1")!
    static let mail = PageLink("mailto:team@example.org")!

    static func feed(firstLink: PageLink?, thirdLink: PageLink?) -> Feed {
        Feed(sections: [
            Section(id: "a", title: "Links", autoplay: .off, pages: [
                Page(id: "1", title: "Docs", body: "Read them.", link: firstLink),
                Page(id: "2", title: "Plain", body: "No link."),
                Page(id: "3", title: "Mail", body: "Write.", link: thirdLink),
            ]),
            Section(id: "b", title: "More", autoplay: .off, pages: [
                Page(id: "1", title: "Docs again", link: docs), Page(id: "2", title: "Other"),
            ]),
        ])
    }

    static func encoder(hyperlinks: Bool) -> FrameEncoder {
        var capabilities = TerminalCapabilities(
            cursorAddressing: .ecma48, resetAttributes: Array("\u{1B}[m".utf8), ecma48Graphics: true,
            attributeCapabilities: [], setForeground: nil, setBackground: nil, movesCharacters: true,
            lastCellScrolls: false, returnsAfterLastColumn: true,
            colors: TerminalColors(enabled: true, count: 256, defaultColors: true))
        capabilities.hyperlinks = hyperlinks
        return FrameEncoder(capabilities: capabilities)
    }

    /// Every frame of a session that slides, jumps and reloads a feed whose links change, each
    /// encoded and played on a terminal that keeps each cell's link.
    final class Recorder {
        var encoder: FrameEncoder
        var terminal = TestTerminal(width: 70, height: 24)
        var bytes: [UInt8] = []
        var mismatches: [String] = []
        var frames = 0

        init(hyperlinks: Bool) { encoder = HyperlinkTests.encoder(hyperlinks: hyperlinks) }

        func show(_ grid: ScreenGrid, changes: [GridRun], expectLinks: Bool) {
            _ = encoder.encode(changes, of: grid)
            let frame = encoder.withLastFrame { Array($0) }
            bytes += frame
            terminal.receive(frame)
            frames += 1
            if let difference = terminal.cells.firstDifference(from: TestTerminal.expected(grid, links: expectLinks)) {
                mismatches.append("frame \(frames): \(difference)")
            }
        }
    }

    static func play(hyperlinks: Bool) throws -> Recorder {
        let recorder = Recorder(hyperlinks: hyperlinks)
        let state = try CarouselState(
            feed: feed(firstLink: docs, thirdLink: mail), size: Renderer.viewport(for: Size(width: 70, height: 24)))
        var session = SimulatedSession(state: state, frames: .every, onFrame: { grid, changes, _ in
            recorder.show(grid, changes: changes, expectLinks: hyperlinks)
        })
        for key: Key in [.right, .right, .left] {
            session.send(.key(key))
            session.wait(1)
        }
        // The same titles, another link and none.
        let relinked = try PreparedFeed(feed(firstLink: changed, thirdLink: nil), options: session.state.options)
        session.send(.feedLoaded(relinked, isReload: true))
        session.wait(1)
        for key: Key in [.left, .down, .right, .up] {
            session.send(.key(key))
            session.wait(1)
        }
        return recorder
    }

    @Test func theTerminalShowsEachTitlesLinkAfterEveryFrame() throws {
        let recorder = try Self.play(hyperlinks: true)
        #expect(recorder.frames > 20)
        #expect(recorder.mismatches.prefix(5) == [])
        #expect(recorder.terminal.linkProblems.prefix(5) == [])
        let text = String(decoding: recorder.bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}]8;;https://example.org/docs\u{1B}\\Docs"))
        #expect(text.contains("\u{1B}]8;;https://example.org/changed?x=1\u{1B}\\Docs"), "a new link, the same text")
        #expect(text.contains("\u{1B}]8;;mailto:team@example.org\u{1B}\\Mail"))
    }

    @Test func noLinkIsWrittenWhereHyperlinksAreOff() throws {
        let recorder = try Self.play(hyperlinks: false)
        #expect(recorder.mismatches.prefix(5) == [])
        #expect(!String(decoding: recorder.bytes, as: UTF8.self).contains("\u{1B}]8"))
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty"], true), (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], true),
        (["TERM_PROGRAM": "WezTerm"], true), (["TERM_PROGRAM": "iTerm.app"], true), (["TERM": "foot"], true),
        (["VTE_VERSION": "5000"], true), (["VTE_VERSION": "7600"], true), (["VTE_VERSION": "4803"], false),
        (["TERM": "xterm-256color"], false), ([:], false),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], false),
        (["TERM": "screen-256color", "VTE_VERSION": "7600"], false),
    ])
    func autoIsOnInTerminalsKnownToHaveHyperlinks(environment: [String: String], on: Bool) {
        #expect(HyperlinkSetting.auto.isOn(environment: environment) == on)
        #expect(HyperlinkSetting.always.isOn(environment: environment))
        #expect(!HyperlinkSetting.never.isOn(environment: environment))
    }
}

import Foundation
@testable import CarouselKit
import Testing

/// The key map is the one source of what keys do and how they are described.
@Suite struct KeyMapTests {
    static let keyMap = KeyMap.standard
    static let glyphs = Glyphs(ascii: false)

    /// The README's key table, as the key map writes it.
    static func markdownTable() -> String {
        let rows = keyMap.bindings.map { "| \($0.keysLabel(glyphs: glyphs)) | \($0.help) |" }
            + keyMap.notes.map { "| \($0.label) | \($0.help) |" }
        return (["| input | action |", "|---|---|"] + rows).joined(separator: "\n")
    }

    @Test func theReadmeKeyTableIsTheKeyMap() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- keys: generated from KeyMap.standard -->\n"))
        let end = try #require(text.range(of: "\n<!-- keys end -->", range: start.upperBound..<text.endIndex))
        #expect(String(text[start.upperBound..<end.lowerBound]) == Self.markdownTable(),
                "README's key table should read:\n\(Self.markdownTable())")
    }

    /// Tab and Shift-Tab share one binding, an action each: played on a session, Tab moves the
    /// focus a section down and Shift-Tab a section up.
    @Test func tabAndShiftTabMoveTheFocusBetweenSections() {
        let feed = TestFeeds.feed(pageCounts: [3, 3, 3], sectionAutoplay: .off)
        var session = SimulatedSession(feed, size: Size(width: 80, height: 40))
        var focus: [Int] = []
        for key in [Key.tab, .tab, .tab, .backTab, .backTab, .backTab] {
            session.send(.key(key))
            focus.append(session.state.focusedSection)
        }
        // The last section keeps the focus on Tab, the first on Shift-Tab.
        #expect(focus == [1, 2, 2, 1, 0, 0])
        #expect(Self.keyMap.action(for: .character("z")) == nil)
    }

    @Test func everyKeyButCtrlCHasAName() {
        for key in Self.keyMap.bindings.flatMap(\.keys) where key != .interrupt {
            let names = Key.scriptNames.filter { $0.key == key }.map(\.name)
            let name = names.first ?? key.label(glyphs: Self.glyphs)
            #expect(Key(scriptName: name) == key, "render --keys cannot name \(key)")
        }
    }

    @Test func theHelpOverlayAndTheHintsComeFromTheMap() throws {
        var state = CarouselState.make(TestFeeds.manual(), size: Size(width: 120, height: 40))
        _ = state.handle(.key(.character("?")), at: .zero)
        let screen = Renderer().render(state).plainText()
        for binding in Self.keyMap.bindings {
            #expect(screen.contains(binding.help), "help lacks \(binding.help)")
        }
        var custom = KeyMap.standard
        custom.bindings = [KeyMap.Binding([.character("n")], [.nextPage], help: "onwards", hint: "next")]
        var rebound = try CarouselState(feed: TestFeeds.manual(), options: CarouselOptions(keyMap: custom), size: Size(width: 80, height: 20))
        #expect(Renderer().render(rebound).plainText().contains("n next"))
        _ = rebound.handle(.key(.character("n")), at: .zero)
        #expect(rebound.targetPage(ofSection: 0) == 1)
        _ = rebound.handle(.key(.right), at: .zero)
        #expect(rebound.targetPage(ofSection: 0) == 1, "→ is not bound in this map")
    }
}

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

    @Test func everyBoundKeyDoesWhatItsBindingSays() {
        for binding in Self.keyMap.bindings {
            for (index, key) in binding.keys.enumerated() {
                let expected = binding.actions.count == 1 ? binding.actions[0] : binding.actions[index % binding.actions.count]
                #expect(Self.keyMap.action(for: key) == expected, "\(key)")
            }
        }
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

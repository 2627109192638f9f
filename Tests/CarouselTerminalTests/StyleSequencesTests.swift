import CarouselKit
import Testing

@testable import CarouselTerminal

@Suite("Style switches")
struct StyleSequencesTests {
    private static func capabilities(ecma48: Bool, colors: Bool = true, dims: Bool = true) -> TerminalCapabilities {
        TerminalCapabilities(
            cursorAddressing: .ecma48, resetAttributes: Array("\u{1B}(B\u{1B}[m".utf8), ecma48Graphics: ecma48,
            attributeCapabilities: [(.bold, Array("<bold>".utf8))] + (dims ? [(.dim, Array("<dim>".utf8))] : []),
            setForeground: nil, setBackground: nil, movesCharacters: true, lastCellScrolls: false, returnsAfterLastColumn: true,
            colors: TerminalColors(enabled: colors, count: 256, defaultColors: true), dims: dims)
    }

    private static func switchText(
        _ old: Style?, _ new: Style, ecma48: Bool = true, colors: Bool = true, dims: Bool = true
    ) -> String {
        var sequences = StyleSequences(capabilities: capabilities(ecma48: ecma48, colors: colors, dims: dims))
        let bytes = sequences.switchBytes(from: old, to: new)
        return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "^")
    }

    private static let dim = Style(attributes: .dim)
    private static let bold = Style(attributes: .bold)
    private static let boldDim = Style(attributes: [.bold, .dim])

    /// The encoder's table of switches gives back the bytes kept for exactly the pair of styles
    /// asked (the terminal's style unknown being one of them); a switch too long to keep inline
    /// is never kept.
    @Test func theSwitchCacheAnswersOnlyForThePairItKept() {
        let cache = StyleSwitchCache()
        let (plain, bold) = (StyleSequences.key(of: .plain), StyleSequences.key(of: Self.bold))
        var output = OutputBuffer()
        #expect(!cache.append(from: plain, to: bold, to: &output), "nothing kept yet")
        cache.keep(Array("\u{1B}[1m".utf8), from: plain, to: bold)
        #expect(cache.append(from: plain, to: bold, to: &output))
        #expect(!cache.append(from: nil, to: bold, to: &output), "from a style not known is another pair")
        #expect(!cache.append(from: bold, to: plain, to: &output))
        cache.keep(Array("\u{1B}[m".utf8), from: nil, to: plain)
        #expect(cache.append(from: nil, to: plain, to: &output))
        let long = Style(foreground: .palette(196), background: .palette(21), attributes: [.bold, .underline])
        cache.keep(Array(repeating: 0x41, count: StyleSwitchCache.maximumCount + 1), from: plain, to: StyleSequences.key(of: long))
        #expect(!cache.append(from: plain, to: StyleSequences.key(of: long), to: &output))
        #expect(output.withBytes { String(decoding: $0, as: UTF8.self) } == "\u{1B}[1m\u{1B}[m")
    }

    @Test func fromAnUnknownStyleTheSwitchStartsWithAReset() {
        #expect(Self.switchText(nil, .plain) == "^[m")
        #expect(Self.switchText(nil, Style(foreground: .red, attributes: .dim)) == "^[0;2;31m")
    }

    /// A terminal without `dim` (vt100, vt220) is never sent it: dim styles are drawn plain.
    @Test func noDimWhereTheTerminalHasNone() {
        #expect(Self.switchText(.plain, Self.dim, dims: false) == "")
        #expect(Self.switchText(nil, Self.boldDim, dims: false) == "^[0;1m")
        #expect(Self.switchText(Self.boldDim, Self.dim, dims: false) == "^[m")
        #expect(Self.switchText(nil, Self.boldDim, ecma48: false, dims: false) == "^(B^[m<bold>")
    }

    @Test func onlyWhatChangesIsNamed() {
        #expect(Self.switchText(.plain, Self.dim) == "^[2m")
        #expect(Self.switchText(Style(foreground: .red, attributes: .dim), Style(foreground: .red)) == "^[22m")
        #expect(Self.switchText(.plain, Style(foreground: .blue)) == "^[34m")
        #expect(Self.switchText(Style(foreground: .blue), Style(foreground: .blue, background: .palette(236))) == "^[48;5;236m")
        #expect(Self.switchText(Style(foreground: .blue, background: .red), Style(foreground: .blue)) == "^[49m")
        #expect(Self.switchText(.plain, Style(foreground: .palette(9))) == "^[91m")
        #expect(Self.switchText(.plain, Style(foreground: .palette(200))) == "^[38;5;200m")
    }

    @Test func leavingDimKeepsBold() {
        // One code (22) leaves both: bold is set again.
        let red = Style(foreground: .red, background: .blue, attributes: [.bold, .dim])
        #expect(Self.switchText(red, Style(foreground: .red, background: .blue, attributes: .bold)) == "^[22;1m")
    }

    @Test func aResetIsUsedWhereItIsShorter() {
        #expect(Self.switchText(Self.dim, .plain) == "^[m")
        #expect(Self.switchText(Style(foreground: .blue), .plain) == "^[m")
        #expect(Self.switchText(Self.boldDim, Self.bold) == "^[0;1m")
        let busy = Style(foreground: .red, background: .blue, attributes: [.bold, .underline, .reverse, .italic])
        #expect(Self.switchText(busy, Style(attributes: .bold)) == "^[0;1m")
    }

    @Test func sameLookingStylesNeedNoSwitch() {
        // Without colours, styles that differ only in colour look the same.
        #expect(Self.switchText(Style(foreground: .red), Style(foreground: .blue), colors: false) == "")
    }

    @Test func otherTerminalsResetAndSetEverything() {
        #expect(Self.switchText(Self.dim, Self.boldDim, ecma48: false) == "^(B^[m<bold><dim>")
    }
}

import Foundation
import Testing

@Suite("Japanese text in a real terminal")
struct UnicodeTests {
    @Test func japaneseTitlesBodiesAndTagsAreIntact() async throws {
        let session = try TmuxSession(
            arguments: ["japanese.yaml", "--no-autoplay"], width: 100, height: 30,
            feeds: ["japanese.yaml": TestFeeds.japanese])
        let screen = try await session.waitFor("Section 1/2")
        #expect(screen.header.contains("日本語のボード"))
        #expect(screen.contains("冬がはじまるよ"))
        #expect(screen.contains("ウールのロングコート"))
        #expect(screen.contains("チャコールグレーのウールコート。冬の朝の風から守ります。"))
        #expect(screen.contains("アウターはMAST / 見れたらいいねスターダスト"))
        // Wide characters keep the card's right border in its column, as on the ASCII rows.
        let cardRows = screen.rows.filter { $0.contains("│") }
        let rightBorders = Set(cardRows.map { Self.columnsOfBorders(in: $0).dropFirst().first })
        #expect(cardRows.count >= 4)
        #expect(rightBorders.count == 1)

        // The decomposed dakuten survives (tmux may hand it back composed).
        session.sendKeys("2")
        let second = try await session.waitFor("Page 2/2")
        #expect(second.precomposedStringWithCanonicalMapping.contains("がらすの羽"))
    }

    /// The screen columns of the vertical borders in a row, counting CJK characters as two.
    static func columnsOfBorders(in row: Substring) -> [Int] {
        var column = 0
        var borders: [Int] = []
        for character in row {
            if character == "│" { borders.append(column) }
            column += character.unicodeScalars.first.map(isWide) == true ? 2 : 1
        }
        return borders
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let wideRanges: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60]
        return wideRanges.contains { $0.contains(scalar.value) }
    }
}

@testable import CarouselKit
import Testing

/// The ASCII shortcut of text scanning: the same clusters as `Character` iteration, ASCII ones as
/// bytes, and the same line-break answers from bytes as from characters.
@Suite struct TextClustersTests {
    static func clusters(_ text: String) -> [String] {
        var scan = TextClusters(text)
        var found: [String] = []
        while let cluster = scan.next() {
            switch cluster {
            case .ascii(let byte): found.append("a:" + String(Character(Unicode.Scalar(byte))))
            case .other(let character): found.append(String(character))
            }
        }
        return found
    }

    @Test func asciiCharactersComeAsBytesAndClustersStayWhole() {
        #expect(Self.clusters("ab") == ["a:a", "a:b"])
        #expect(Self.clusters("e\u{301}x") == ["e\u{301}", "a:x"])
        #expect(Self.clusters("a\r\nb") == ["a:a", "\r\n", "a:b"])
        #expect(Self.clusters("a冬 b") == ["a:a", "冬", "a: ", "a:b"])
        #expect(Self.clusters("1\u{FE0F}\u{20E3}!") == ["1\u{FE0F}\u{20E3}", "a:!"])
        #expect(Self.clusters("") == [])
        for text in ["cafe\u{301} 冬がはじまるよ、\r\n\tok", "🇯🇵a\u{200D}b"] {
            #expect(Self.clusters(text).count == text.count, "\(text)")
        }
    }

    @Test func breaksBetweenASCIIBytesAreTheBreaksBetweenTheirCharacters() {
        for before in UInt8(0x20)..<0x7F {
            for after in UInt8(0x20)..<0x7F {
                let characters = LineBreakRules.canBreak(
                    between: Character(Unicode.Scalar(before)), width: 1, and: Character(Unicode.Scalar(after)), width: 1)
                #expect(LineBreakRules.canBreak(betweenASCII: before, and: after) == characters, "\(before) \(after)")
            }
        }
    }
}

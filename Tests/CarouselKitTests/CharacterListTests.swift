@testable import CarouselKit
import Testing

/// `CharacterList` answers from scalars where it can; these check that it answers exactly as a
/// `Set<Character>` of the same characters does, canonical equivalence included.
@Suite("Kinsoku character lists")
struct CharacterListTests {
    private static let listed = "）］｝〕〉》」』】〙〗〟｠»’”)]},.:;!?%、。，．・：；？！‼⁇⁈⁉｡､｣･ｰゝゞヽヾ々〻ー‐゠–〜～"
        + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥（［｛〔〈《「『【〘〖〝｟«‘“([{｢"

    /// Every scalar of the planes' busy blocks alone, then each followed by a combining mark,
    /// by a dakuten, by a variation selector and by a joiner and an emoji.
    private static var samples: [Character] {
        let blocks: [ClosedRange<UInt32>] = [
            0x0000...0x33FF, 0xF900...0xFB4F, 0xFE00...0xFFEF, 0x1D15E...0x1D1C0, 0x1F300...0x1F64F,
            0x2F800...0x2F8FF,
        ]
        var characters: [Character] = []
        for block in blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                characters.append(Character(scalar))
                for tail in ["\u{301}", "\u{3099}", "\u{FE0F}", "\u{200D}\u{1F600}"] {
                    let text = String(scalar) + tail
                    if text.count == 1 { characters.append(Character(text)) }
                }
            }
        }
        return characters
    }

    @Test func answersAsASetOfCharactersDoes() {
        let list = CharacterList(Self.listed)
        let set = Set(Self.listed)
        var differences: [String] = []
        for character in Self.samples where list.contains(character) != set.contains(character) {
            differences.append(character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "+"))
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    @Test func findsEquivalentForms() {
        let list = CharacterList("〈ゞ;")
        #expect(list.contains("\u{2329}"))
        #expect(list.contains("\u{309D}\u{3099}"))
        #expect(list.contains("\u{037E}"))
        #expect(!list.contains("〉"))
        #expect(!list.contains("\u{309D}"))
    }
}

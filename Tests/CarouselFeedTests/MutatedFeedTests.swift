import CarouselFeed
import Foundation
import PropertyBased
import Testing

/// Thousands of randomly damaged copies of a good feed: the loader never crashes, and it either
/// loads a feed or reports at least one error, every location inside the file.
@Suite struct MutatedFeedTests {
    /// Bytes YAML and JSON give meaning to, plus a few that break encodings.
    static let interestingBytes: [UInt8] = Array("-:[]{},&*!|>'\"#?%@` \n\t\\0123456789.~ux".utf8) + [0x00, 0xC3, 0xFF, 0x1B]

    static func mutate(_ bytes: [UInt8], using generator: inout Xoshiro) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes.remove(at: at)
            case 1: bytes.insert(interestingBytes.randomElement(using: &generator) ?? 0x20, at: at)
            case 2: bytes[at] = interestingBytes.randomElement(using: &generator) ?? 0x20
            default:
                let end = min(bytes.count, at + Int.random(in: 1...40, using: &generator))
                bytes.insert(contentsOf: bytes[at..<end], at: at)
            }
        }
        return bytes
    }

    @Test(arguments: ["winter.yaml", "winter.json"])
    func damagedFeedsLoadOrExplainWhyWithLocationsInsideTheFile(fileName: String) throws {
        let original = try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent(fileName))
        var generator = Xoshiro(seed: (20_261_121, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        var outcomes = (loaded: 0, refused: 0)
        for _ in 0..<1_500 {
            let damaged = Self.mutate(original, using: &generator)
            let lineCount = damaged.split(separator: 0x0A, omittingEmptySubsequences: false).count
            do {
                let loaded = try FeedReader.read(damaged, name: fileName)
                outcomes.loaded += 1
                #expect(!loaded.feed.sections.isEmpty)
                #expect(loaded.warnings.allSatisfy { $0.severity != .error })
            } catch {
                outcomes.refused += 1
                #expect(!error.errors.isEmpty)
                for diagnostic in error.diagnostics {
                    if let location = diagnostic.location {
                        #expect((1...lineCount).contains(location.line), "\(diagnostic)")
                        #expect(location.column >= 1)
                    }
                }
            }
        }
        // Both outcomes happen, so the damage is neither always fatal nor always harmless.
        #expect(outcomes.loaded > 100 && outcomes.refused > 100, "\(outcomes)")
    }
}

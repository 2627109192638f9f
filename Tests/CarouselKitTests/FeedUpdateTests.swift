@testable import CarouselKit
import PropertyBased
import Testing
import TestSeeds

/// docs/behaviour.md §3.9: which old section each reloaded one continues.
@Suite struct FeedUpdateTests {
    /// The batch update as a diff of the ids gives it, moves included: what matching by id must equal.
    private func diffOrigins(from old: [String], to new: [String]) -> [Int?] {
        let difference = new.difference(from: old).inferringMoves()
        var origins: [Int?] = Array(old.indices)
        var removedOrigins: [Int: Int] = [:]
        for case .remove(let offset, _, let movedTo) in difference.removals.reversed() {
            let origin = origins.remove(at: offset)
            if let movedTo, let origin { removedOrigins[movedTo] = origin }
        }
        for case .insert(let offset, _, _) in difference.insertions {
            origins.insert(removedOrigins[offset], at: offset)
        }
        return origins
    }

    @Test func matchingByIdEqualsTheBatchUpdateOfADiff() async {
        // Old ids 0..<n; the new list drops some, shuffles, and adds ids the old one never had.
        let lists = zip(Gen.int(in: 0...40).array(of: 0...30), Gen.int(in: 0...60).array(of: 0...30))
        let regressions = [
            // Nothing before or after; the same ids reordered, with one the old list never had.
            ([], []), ([3, 1, 2], [2, 3, 1, 50]),
        ]
        await seededPropertyCheck(count: 100, input: lists, regressions: regressions) { old, new in
            let oldIDs = Array(Set(old.map { "s\($0)" })).sorted()
            // Each id once, in the order drawn: the case is the same on every run (a Set's order is not).
            var seen: Set<String> = []
            let newIDs = new.map { "s\($0)" }.filter { seen.insert($0).inserted }
            #expect(FeedUpdate(from: oldIDs, to: newIDs).origins == diffOrigins(from: oldIDs, to: newIDs))
        }
    }

    @Test func anIdUsedTwicePairsItsUsesInOrder() {
        #expect(FeedUpdate(from: ["a", "b", "a"], to: ["a", "a", "a", "c"]).origins == [0, 2, nil, nil])
    }

    @Test func aHundredThousandSectionsTakingThePlaceOfAHundredAreMatchedInOnePass() {
        // The diff of these lists takes minutes: the loaded feed after its first part.
        let part = (0..<120).map { "s\($0)" } + ["carousel.loading-rest"]
        let whole = (0..<100_000).map { "s\($0)" }
        let origins = FeedUpdate(from: part, to: whole).origins
        #expect(origins.prefix(120).map { $0 } == Array(0..<120))
        #expect(origins.dropFirst(120).allSatisfy { $0 == nil })
    }
}

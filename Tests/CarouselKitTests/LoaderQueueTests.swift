@testable import CarouselKit
import Testing

/// The loader's queue on simulated time: one slot, the default, and several.
@Suite struct LoaderQueueTests {
    @Test func runsOneAtATimeInOrderWithTheGapCountedFromEachEnd() {
        var queue = LoaderQueue<String>(gap: 2)
        queue.request("a")
        queue.request("b")
        queue.request("c")
        var started = queue.start(at: Instant(seconds: 0))
        #expect(started == "a")
        started = queue.start(at: Instant(seconds: 1))
        #expect(started == nil, "one runs at a time")
        queue.finish("a", at: Instant(seconds: 5))
        #expect(queue.nextStart == Instant(seconds: 7))
        started = queue.start(at: Instant(seconds: 6.999))
        #expect(started == nil)
        started = queue.start(at: Instant(seconds: 7))
        #expect(started == "b")
        // A run that timed out ends like any other: the gap counts from its end.
        queue.finish("b", at: Instant(seconds: 17))
        started = queue.start(at: Instant(seconds: 18))
        #expect(started == nil)
        started = queue.start(at: Instant(seconds: 19))
        #expect(started == "c")
    }

    @Test func aSectionWaitingOrRunningIsQueuedOnce() {
        var queue = LoaderQueue<String>(gap: 0)
        let first = queue.request("a")
        let again = queue.request("a")
        #expect(first && !again)
        let started = queue.start(at: .zero)
        let whileRunning = queue.request("a")
        #expect(started == "a" && !whileRunning)
        queue.finish("a", at: Instant(seconds: 1))
        let afterwards = queue.request("a")
        #expect(afterwards, "done: it may run again")
        #expect(queue.waiting == ["a"])
    }

    @Test func nothingStartsWhileSuspended() {
        var queue = LoaderQueue<String>(gap: 2)
        queue.isSuspended = true
        queue.request("a")
        #expect(queue.nextStart == nil)
        var started = queue.start(at: Instant(seconds: 100))
        #expect(started == nil)
        queue.isSuspended = false
        started = queue.start(at: Instant(seconds: 100))
        #expect(started == "a")
    }

    @Test func aStrangerFinishingChangesNothingAndCancelledRequestsNeverRun() {
        var queue = LoaderQueue<String>(gap: 1)
        queue.request("a")
        queue.request("b")
        queue.cancel("b")
        let started = queue.start(at: .zero)
        #expect(started == "a")
        queue.finish("b", at: Instant(seconds: 1))
        #expect(queue.running == ["a"])
        queue.finish("a", at: Instant(seconds: 2))
        #expect(queue.nextStart == nil)
    }

    @Test func rankingOrdersByUrgencyKeepsArrivalOrderAmongEqualsAndDropsTheUnranked() {
        var queue = LoaderQueue<String>(gap: 0)
        for id in ["far", "b", "gone", "a", "c"] { queue.request(id) }
        let urgency = ["a": 0, "b": 0, "c": 1, "far": 2]
        queue.rank { urgency[$0] }
        #expect(queue.waiting == ["b", "a", "c", "far"])
        let started = queue.start(at: .zero)
        #expect(started == "b")
        let again = queue.request("gone")
        #expect(again, "dropped, so it may be asked for again")
    }

    @Test func severalSlotsRunAtOnceEachKeepingTheGapAfterItsOwnEnd() {
        var queue = LoaderQueue<String>(gap: 2, parallel: 3)
        for id in ["a", "b", "c", "d", "e"] { queue.request(id) }
        let first = (0..<4).compactMap { _ in queue.start(at: .zero) }
        #expect(first == ["a", "b", "c"], "three at once, in queue order")
        #expect(queue.nextStart == nil, "every slot runs")
        queue.finish("b", at: Instant(seconds: 1))
        queue.finish("a", at: Instant(seconds: 3))
        #expect(queue.nextStart == Instant(seconds: 3), "b's slot first: it ended first")
        let atThree = (0..<2).compactMap { _ in queue.start(at: Instant(seconds: 3)) }
        #expect(atThree == ["d"], "a's slot still waits out its gap")
        let atFive = queue.start(at: Instant(seconds: 5))
        #expect(atFive == "e")
        #expect(queue.running == ["c", "d", "e"])
    }

    @Test func fewerSlotsLetTheRunsEndAndMoreStartAtOnce() {
        var queue = LoaderQueue<String>(gap: 10, parallel: 2)
        for id in ["a", "b", "c", "d"] { queue.request(id) }
        _ = queue.start(at: .zero)
        _ = queue.start(at: .zero)
        queue.parallel = 1
        queue.finish("a", at: Instant(seconds: 1))
        #expect(queue.nextStart == nil, "b still holds the one slot")
        queue.finish("b", at: Instant(seconds: 2))
        #expect(queue.nextStart == Instant(seconds: 12))
        queue.parallel = 3
        #expect(queue.nextStart == .zero, "new slots have not run")
        let started = (0..<3).compactMap { _ in queue.start(at: Instant(seconds: 3)) }
        #expect(started == ["c", "d"])
    }
}

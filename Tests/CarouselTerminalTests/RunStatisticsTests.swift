import CarouselKit
import Testing

@testable import CarouselTerminal

@Suite("Run statistics and exit statuses")
struct RunStatisticsTests {
    @Test func reportsOneKeyValueLinePerCounter() {
        var statistics = RunStatistics(startedAt: Instant(seconds: 10))
        statistics.drewFrame(cells: 3000, full: true, at: Instant(seconds: 10), duration: 0.002, cause: .other)
        statistics.wokeUp(at: Instant(seconds: 10.5))
        statistics.received(2)
        statistics.drewFrame(cells: 40, full: false, at: Instant(seconds: 10.5), duration: 0.0005, cause: .input)
        statistics.wokeUp(at: Instant(seconds: 14))

        #expect(statistics.report(endedAt: Instant(seconds: 14.25)) == """
            frames_drawn 2
            full_redraws 1
            cells_written 3040
            full_redraw_cells 3000
            wake_ups 2
            input_events 2
            run_seconds 4.250
            seconds_since_last_frame 3.750
            quiet_seconds_before_last_wake_up 3.500
            longest_frame_microseconds 2000
            mean_frame_microseconds 1250
            p99_frame_microseconds 2000
            frames_for_input 1
            frames_in_motion 0
            frames_at_deadlines 0
            frames_for_other_causes 1

            """)
    }

    @Test func aFrameIsCountedForWhatWokeTheLoop() {
        #expect(FrameCause(wake: InputWaiter.Wake(input: true), moving: true) == .input)
        #expect(FrameCause(wake: InputWaiter.Wake(inputEnded: true), moving: false) == .input)
        #expect(FrameCause(wake: InputWaiter.Wake(feedRead: true), moving: true) == .other)
        #expect(FrameCause(wake: InputWaiter.Wake(other: true), moving: false) == .other)
        #expect(FrameCause(wake: InputWaiter.Wake(), moving: true) == .motion)
        #expect(FrameCause(wake: InputWaiter.Wake(), moving: false) == .deadline)
    }

    @Test func theNinetyNinthPercentileLeavesOutTheSlowestPercent() {
        var histogram = FrameTimeHistogram()
        for _ in 0..<99 { histogram.record(microseconds: 180) }
        histogram.record(microseconds: 4_400)
        #expect(histogram.percentile(0.99) == 180)
        histogram.record(microseconds: 4_400)
        #expect(histogram.percentile(0.99) == 4_400)
        #expect(histogram.percentile(0.5) == 180)
    }

    @Test func framesOverAMillisecondKeepThreeSignificantDigits() {
        var histogram = FrameTimeHistogram()
        histogram.record(microseconds: 12_345)
        #expect(histogram.percentile(0.99) == 12_300)
        var slow = FrameTimeHistogram()
        slow.record(microseconds: 5_000_000_000)
        #expect(slow.percentile(0.99) == 999_000_000)
        #expect(FrameTimeHistogram().percentile(0.99) == 0)
    }

    @Test func exitStatuses() {
        #expect(Termination.quit.exitStatus == 0)
        #expect(Termination.endOfInput.exitStatus == 0)
        #expect(Termination.signal(15).exitStatus == 143)
        #expect(Termination.signal(1).exitStatus == 129)
    }
}

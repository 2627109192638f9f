#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// Counters of what the run loop did, written at exit when `CAROUSEL_STATS` names a file.
///
/// They make "no frames and no wake-ups while idle" checkable from outside: the tests read
/// them after a run that idled. The format is one `key value` pair per line (see
/// docs/terminal.md).
struct RunStatistics {
    private let startedAt: Instant
    /// Frames that changed at least one cell and were sent to the terminal.
    private(set) var framesDrawn = 0
    /// Frames sent with every cell (start, resize, resume).
    private(set) var fullRedraws = 0
    private(set) var cellsWritten = 0
    /// Of `cellsWritten`, those of full redraws: the rest are the cells that changed.
    private(set) var fullRedrawCells = 0
    /// Frames by what brought them about, in `FrameCause` order.
    private(set) var framesByCause = [Int](repeating: 0, count: FrameCause.allCases.count)
    /// Returns from the input wait, for any reason.
    private(set) var wakeUps = 0
    private(set) var inputEvents = 0
    private var lastFrameAt: Instant?
    private var lastWakeUpAt: Instant?
    /// The time between the last two wake-ups: how long the loop slept before the one that
    /// ended the run.
    private var quietBeforeLastWakeUp = 0.0
    private var longestFrame = 0.0
    private var totalFrameTime = 0.0
    private var frameTimes = FrameTimeHistogram()

    init(startedAt: Instant) {
        self.startedAt = startedAt
    }

    mutating func wokeUp(at time: Instant) {
        wakeUps += 1
        quietBeforeLastWakeUp = time - (lastWakeUpAt ?? startedAt)
        lastWakeUpAt = time
    }

    mutating func received(_ count: Int) {
        inputEvents += count
    }

    /// Records a frame sent to the terminal at `time` that took `duration` seconds to build
    /// and write.
    mutating func drewFrame(cells: Int, full: Bool, at time: Instant, duration: Double, cause: FrameCause) {
        framesDrawn += 1
        framesByCause[cause.rawValue] += 1
        cellsWritten += cells
        if full {
            fullRedraws += 1
            fullRedrawCells += cells
        }
        lastFrameAt = time
        longestFrame = max(longestFrame, duration)
        totalFrameTime += duration
        frameTimes.record(microseconds: Int((duration * 1_000_000).rounded()))
    }

    /// The report, one `key value` line per counter.
    func report(endedAt end: Instant) -> String {
        let lines: [(String, String)] = [
            ("frames_drawn", "\(framesDrawn)"),
            ("full_redraws", "\(fullRedraws)"),
            ("cells_written", "\(cellsWritten)"),
            ("full_redraw_cells", "\(fullRedrawCells)"),
            ("wake_ups", "\(wakeUps)"),
            ("input_events", "\(inputEvents)"),
            ("run_seconds", Self.seconds(end - startedAt)),
            ("seconds_since_last_frame", Self.seconds(end - (lastFrameAt ?? startedAt))),
            ("quiet_seconds_before_last_wake_up", Self.seconds(quietBeforeLastWakeUp)),
            ("longest_frame_microseconds", Self.microseconds(longestFrame)),
            ("mean_frame_microseconds", Self.microseconds(framesDrawn > 0 ? totalFrameTime / Double(framesDrawn) : 0)),
            ("p99_frame_microseconds", "\(frameTimes.percentile(0.99))"),
        ] + FrameCause.allCases.map { ($0.key, "\(framesByCause[$0.rawValue])") }
        return lines.map { "\($0.0) \($0.1)\n" }.joined()
    }

    /// Writes the report to `path`, replacing it. Failures are ignored: statistics must never
    /// change how the app exits. Nothing waits: a FIFO without a reader is skipped (its `open`
    /// would block until one came), and a write that would block ends the report.
    func save(to path: String, endedAt end: Instant) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var bytes = Array(report(endedAt: end).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            guard written > 0 else { return }
            offset += written
        }
    }

    private static func microseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1_000_000).rounded()))"
    }

    private static func seconds(_ value: Double) -> String {
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

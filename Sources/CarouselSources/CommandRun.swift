#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// One running command, from start to result: reads its pipes, enforces its limits, and notices
/// its end. It ends when the process has exited and both pipes are at end of file — or, once its
/// group was killed, when the process has exited and `abandonDelay` has passed.
struct CommandRun {
    let id: CommandRunID
    let request: CommandRequest
    let started: Instant
    private var child: ChildProcess
    private let limits: CommandLimits
    private var output: [UInt8] = []
    private var errors: ErrorTail
    /// Set when carousel itself ended the run.
    private var verdict: CommandOutcome?
    private var stage: Stage
    private var end: ChildProcess.End?
    /// Without a pidfd, how long until the next look at whether the process exited.
    private var exitCheck: (at: Instant, delay: Double)?

    /// Where the run is on its way to being stopped.
    private enum Stage {
        case running(terminateAt: Instant)
        case terminated(killAt: Instant)
        case killed(abandonAt: Instant)
        case abandoned
    }

    init(id: CommandRunID, request: CommandRequest, child: ChildProcess, limits: CommandLimits, at now: Instant) {
        self.id = id
        self.request = request
        self.child = child
        self.limits = limits
        started = now
        errors = ErrorTail(lines: limits.errorLines, lineBytes: limits.errorLineBytes)
        // A NaN or negative timeout (not from a validated feed) ends the run at once rather than never.
        stage = .running(terminateAt: now + (request.timeout > 0 ? request.timeout : 0))
    }

    /// The descriptors to wait on for reading (POLLIN).
    var descriptors: [Int32] {
        var descriptors = [child.outputDescriptor, child.errorDescriptor].filter { $0 >= 0 }
        // Only once the pipes are closed: an exited process polls readable until reaped.
        if end == nil, descriptors.isEmpty || isAbandoned, child.exitDescriptor >= 0 {
            descriptors.append(child.exitDescriptor)
        }
        return descriptors
    }

    /// When `advance` must be called even if no descriptor is ready.
    var deadline: Instant? {
        let stageDeadline: Instant? = switch stage {
        case .running(let terminateAt): terminateAt
        case .terminated(let killAt): killAt
        case .killed(let abandonAt): abandonAt
        case .abandoned: nil
        }
        return [stageDeadline, exitCheck?.at].compactMap { $0 }.min()
    }

    /// Reads what the pipes hold (a bounded amount, so a flood cannot starve the caller's loop).
    mutating func drainPipes(using buffer: UnsafeMutableRawBufferPointer, at now: Instant) {
        for stream in [Stream.output, .error] {
            reads: for _ in 0..<4 {
                let descriptor = stream == .output ? child.outputDescriptor : child.errorDescriptor
                guard descriptor >= 0, let count = Self.readSome(descriptor, into: buffer) else { break }
                let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                switch (stream, count) {
                case (.output, 0): child.closeOutput()
                case (.error, 0): child.closeError()
                case (.output, _): keepOutput(bytes, at: now)
                case (.error, _): errors.append(bytes)
                }
                if count == 0 { break reads }
            }
        }
    }

    private enum Stream { case output, error }

    /// Applies the limits due at `now`; the result once the run has ended.
    mutating func advance(to now: Instant) -> CommandResult? {
        switch stage {
        case .running(let terminateAt) where now >= terminateAt:
            child.signalGroup(SIGTERM)
            verdict = .timedOut(seconds: request.timeout)
            stage = .terminated(killAt: now + limits.killDelay)
        case .terminated(let killAt) where now >= killAt:
            killGroup(at: now)
        case .killed(let abandonAt) where now >= abandonAt:
            stage = .abandoned
        default:
            break
        }
        let pipesClosed = child.outputDescriptor < 0 && child.errorDescriptor < 0
        guard pipesClosed || isAbandoned else { return nil }
        if end == nil {
            end = child.end()
        }
        guard let end else {
            if child.exitDescriptor < 0 {
                // The end of the pipes usually comes a moment before the exit.
                let delay = min(0.1, (exitCheck?.delay ?? 0.0025) * 2)
                exitCheck = (now + delay, delay)
            }
            return nil
        }
        child.finish(waiting: false)
        return CommandResult(
            id: id, request: request, outcome: verdict ?? Self.outcome(of: end), output: output,
            errorLines: errors.finished(), processID: child.pid, started: started, ended: now)
    }

    /// Kills the whole group at once and waits for the process (carousel is leaving).
    mutating func killNow() {
        child.finish(waiting: true)
    }

    private var isAbandoned: Bool {
        if case .abandoned = stage { true } else { false }
    }

    private mutating func killGroup(at now: Instant) {
        child.signalGroup(SIGKILL)
        stage = .killed(abandonAt: now + limits.abandonDelay)
    }

    /// Keeps stdout up to the cap; past it the group is killed and the rest is read and dropped.
    private mutating func keepOutput(_ bytes: UnsafeRawBufferPointer, at now: Instant) {
        let limit = request.outputBytes ?? limits.outputBytes
        let room = limit - output.count
        output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes.prefix(max(0, room))))
        guard bytes.count > room else { return }
        if verdict == nil {
            verdict = .outputTooLarge(limit: limit)
        }
        switch stage {
        case .running, .terminated: killGroup(at: now)
        case .killed, .abandoned: break
        }
    }

    /// The bytes read (0 at end of file), or nil when there is nothing to read now.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            // EAGAIN: nothing yet. Anything else will not get better: treat it as the end.
            return errno == EAGAIN || errno == EWOULDBLOCK ? nil : 0
        }
    }

    private static func outcome(of end: ChildProcess.End) -> CommandOutcome {
        switch end {
        case .exited(let status): .exited(status: status)
        case .signaled(let signal): .killed(signal: signal)
        case .lost: .exited(status: -1)
        }
    }
}

import CCommandSpawn

/// How a run ended.
public enum CommandOutcome: Hashable, Sendable {
    /// The command exited by itself (-1: its status was lost, reaped by someone else).
    case exited(status: Int32)
    /// A signal from outside ended it (not carousel's own timeout or output cap).
    case killed(signal: Int32)
    /// It ran past its timeout and its group was terminated.
    case timedOut(seconds: Double)
    /// Its output passed the cap and its group was killed.
    case outputTooLarge(limit: Int)
    /// It never ran: the reason, naming the program (`nosuch: command not found`).
    case failedToStart(reason: String)

    public var succeeded: Bool { self == .exited(status: 0) }

    /// A few words for the status line (`exit 2`, `timed out after 10 s`).
    public var summary: String {
        switch self {
        case .exited(let status) where status < 0: "exit status unknown"
        case .exited(let status): "exit \(status)"
        case .killed(let signal): "killed by \(Self.signalName(signal))"
        case .timedOut(let seconds): "timed out after \(Self.seconds(seconds)) s"
        case .outputTooLarge(let limit): "output over \(ByteCount.text(limit))"
        case .failedToStart(let reason): reason
        }
    }

    private static func signalName(_ number: Int32) -> String {
        carousel_signal_abbreviation(number).map { "SIG" + String(cString: $0) } ?? "signal \(number)"
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

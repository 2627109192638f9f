/// What one run may use (docs/behaviour.md §3.11), so that no command can hang, flood or fill memory.
public struct CommandLimits: Hashable, Sendable {
    /// Bytes of stdout; beyond them the process group is killed and the run reported.
    public var outputBytes: Int
    /// The last lines of stderr kept for the details overlay.
    public var errorLines: Int
    /// A longer stderr line is cut here, so a stderr without newlines stays small.
    public var errorLineBytes: Int
    /// Seconds from SIGTERM (at the timeout) to SIGKILL.
    public var killDelay: Double
    /// Seconds after SIGKILL after which a run ends even though its pipes are still open: a
    /// process that left the group (its own `setsid`) may hold them for ever.
    public var abandonDelay: Double

    public init(outputBytes: Int, errorLines: Int, errorLineBytes: Int, killDelay: Double, abandonDelay: Double) {
        self.outputBytes = outputBytes
        self.errorLines = errorLines
        self.errorLineBytes = errorLineBytes
        self.killDelay = killDelay
        self.abandonDelay = abandonDelay
    }

    /// 1 MiB of output, the last 20 stderr lines of at most 1 KiB each, SIGKILL 1 s after SIGTERM.
    public static let standard = CommandLimits(
        outputBytes: 1 << 20, errorLines: 20, errorLineBytes: 1 << 10, killDelay: 1, abandonDelay: 1)
}

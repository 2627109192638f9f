/// Why the run loop ended, and the exit status that says so.
enum Termination {
    /// q, Esc or Ctrl-C.
    case quit
    /// The terminal hung up or stdin reached its end: nobody is left to type.
    case endOfInput
    /// SIGINT, SIGTERM, SIGHUP or SIGQUIT.
    case signal(Int32)
    /// The feed the app started with turned out to be unusable (after its first part was shown).
    case feedRefused(FeedRefusal)

    /// 0 for a quit or the end of input, 128 + the signal number for a signal (the shell
    /// convention, so a script can tell `kill` from `q`).
    var exitStatus: Int32 {
        switch self {
        case .quit, .endOfInput: return 0
        case .signal(let number): return 128 + number
        case .feedRefused(let refusal): return refusal.exitStatus
        }
    }
}

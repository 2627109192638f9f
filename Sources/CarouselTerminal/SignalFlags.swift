import CProcess

/// The signals the run loop reacts to, read from the C handlers' flags.
///
/// The handlers only set flags and wake the input wait through a self-pipe; everything else
/// (endwin, suspend, resize) happens here, outside signal context.
struct SignalFlags {
    /// The read end of the self-pipe, to wait on together with the terminal.
    let wakeDescriptor: Int32

    /// Installs the handlers and unblocks their signals (a parent may hand down a blocked mask).
    /// - Returns: `nil` when the self-pipe cannot be created.
    static func install() -> SignalFlags? {
        let descriptor = carousel_install_signal_handlers()
        return descriptor >= 0 ? SignalFlags(wakeDescriptor: descriptor) : nil
    }

    /// SIGINT, SIGTERM, SIGHUP or SIGQUIT, once one has arrived.
    var terminatingSignal: Int32? {
        let signal = carousel_pending_termination()
        return signal == 0 ? nil : signal
    }

    func takeSuspendRequest() -> Bool { carousel_take_suspend_request() != 0 }
    func takeResize() -> Bool { carousel_take_resize() != 0 }
    func takeContinued() -> Bool { carousel_take_continued() != 0 }
    func drain() { carousel_drain_signal_pipe() }
}

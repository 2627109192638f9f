#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CProcess

/// Sleeps until the terminal has input, a signal arrived, the feed file changed, the feed's
/// reader thread handed something over, or a deadline passed — the only place the app waits, so
/// an idle app makes no wake-ups of its own.
///
/// The descriptors that last as long as the loop (the terminal, the signal pipe, the feed file's
/// watch, the reader thread's pipe and the `lasting` ones) are registered once in an epoll set.
/// The loop waits once a frame, and `poll` would have the kernel register and poll every one of
/// them again at every wait (an eighth of a session's CPU). The `others` of a wait (running
/// commands' pipes, opened links, watches made again as files come and go) are polled with the
/// set's own descriptor, only while there are any.
final class InputWaiter {
    /// The terminal, the signal pipe, the feed file's watch and the reader thread's pipe (-1 for
    /// none, which is never ready), then the lasting others; their index is their epoll data.
    private let own: [Int32]
    private static let inputIndex = 0, signalIndex = 1, watchIndex = 2, feedReadIndex = 3, firstOtherIndex = 4
    /// `nil` when the kernel gave no epoll set or refused a descriptor: every wait is a `poll`.
    private let epoll: Int32?
    /// What each of `own` reported at the last wait, as `poll`'s `revents`.
    private var ready: [Int16]
    /// The descriptors of one wait, kept from wait to wait.
    private var polled: [pollfd] = []
    private var events: [epoll_event]

    /// - Parameter lasting: More descriptors that stay open as long as the waiter (the picture
    ///   worker's pipe); their input wakes the wait as `Wake.other`.
    init(
        inputDescriptor: Int32, signalDescriptor: Int32, watchDescriptor: Int32?, feedReadDescriptor: Int32,
        lasting: [Int32] = []
    ) {
        own = [inputDescriptor, signalDescriptor, watchDescriptor ?? -1, feedReadDescriptor] + lasting
        ready = Array(repeating: 0, count: own.count)
        events = Array(repeating: epoll_event(), count: own.count)
        epoll = Self.epollSet(of: own)
    }

    deinit {
        if let epoll { close(epoll) }
    }

    private static func epollSet(of descriptors: [Int32]) -> Int32? {
        let set = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard set >= 0 else { return nil }
        for (index, descriptor) in descriptors.enumerated() where descriptor >= 0 {
            var event = epoll_event(events: EPOLLIN.rawValue, data: epoll_data_t(u32: UInt32(index)))
            // A regular file or /dev/null as stdin cannot be watched by epoll (EPERM).
            guard epoll_ctl(set, EPOLL_CTL_ADD, descriptor, &event) == 0 else {
                close(set)
                return nil
            }
        }
        return set
    }

    /// What woke the wait.
    struct Wake {
        var input = false
        /// The terminal hung up or its descriptor failed: no more input will come.
        var inputEnded = false
        var signal = false
        var fileChanged = false
        /// A read of the feed has something to hand over.
        var feedRead = false
        /// One of the `others` descriptors is readable (or hung up).
        var other = false
    }

    /// Waits for at most `timeout` seconds, or without limit when `nil`, also on `others`: the
    /// pipes of running source commands and the source files' watch.
    func wait(timeout: Double?, others: [Int32] = []) -> Wake {
        // Rounded up: waking a little early would only mean another wake-up with nothing to do.
        let milliseconds = timeout.map { Int32(min(86_400_000, max(0, ($0 * 1000).rounded(.up)))) } ?? -1
        for index in ready.indices { ready[index] = 0 }
        var otherReady = false
        if let epoll, others.isEmpty {
            guard collect(from: epoll, milliseconds: milliseconds) else { return Wake() }
        } else {
            polled.removeAll(keepingCapacity: true)
            if let epoll {
                polled.append(pollfd(fd: epoll, events: Int16(POLLIN), revents: 0))
            } else {
                for descriptor in own { polled.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
            }
            let ownCount = polled.count
            for other in others { polled.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0)) }
            guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { return Wake() }
            if let epoll {
                if polled[0].revents != 0 { _ = collect(from: epoll, milliseconds: 0) }
            } else {
                for index in own.indices { ready[index] = polled[index].revents }
            }
            otherReady = polled[ownCount...].contains { $0.revents != 0 }
        }
        let input = ready[Self.inputIndex]
        let ended = Int16(POLLHUP | POLLERR | POLLNVAL)
        return Wake(
            input: input & Int16(POLLIN) != 0,
            inputEnded: input & ended != 0 || (input & Int16(POLLIN) != 0 && Self.isAtEndOfFile(own[Self.inputIndex])),
            signal: ready[Self.signalIndex] & Int16(POLLIN) != 0,
            fileChanged: ready[Self.watchIndex] & Int16(POLLIN) != 0,
            feedRead: ready[Self.feedReadIndex] != 0,
            other: otherReady || ready[Self.firstOtherIndex...].contains { $0 != 0 })
    }

    /// Reads the epoll set's events into `ready` (epoll's bits for input, error and hang-up are
    /// `poll`'s); `false` when nothing was ready.
    private func collect(from epoll: Int32, milliseconds: Int32) -> Bool {
        let count = epoll_wait(epoll, &events, Int32(events.count), milliseconds)
        guard count > 0 else { return false }
        for event in events[..<Int(count)] {
            ready[Int(event.data.u32)] = Int16(truncatingIfNeeded: event.events)
        }
        return true
    }

    /// Readable with nothing to read means end of file.
    private static func isAtEndOfFile(_ descriptor: Int32) -> Bool {
        var pending: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &pending) == 0 && pending == 0
    }
}

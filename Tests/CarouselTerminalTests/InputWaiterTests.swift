#if canImport(Glibc)
import Glibc
#endif
import Testing

@testable import CarouselTerminal

/// The run loop's wait on real pipes: what woke it, from the epoll set of lasting descriptors,
/// from the others of one wait, and from `poll` alone when epoll refuses a descriptor.
@Suite("Input waiter")
struct InputWaiterTests {
    /// A pipe whose ends close with it.
    final class Pipe {
        let readEnd: Int32
        private(set) var writeEnd: Int32

        init() {
            var ends: [Int32] = [-1, -1]
            precondition(pipe(&ends) == 0)
            (readEnd, writeEnd) = (ends[0], ends[1])
        }

        deinit {
            close(readEnd)
            if writeEnd >= 0 { close(writeEnd) }
        }

        func poke() {
            var byte: UInt8 = 1
            precondition(write(writeEnd, &byte, 1) == 1)
        }

        func closeWriteEnd() {
            close(writeEnd)
            writeEnd = -1
        }
    }

    let input = Pipe(), signals = Pipe(), watch = Pipe(), feedReads = Pipe(), worker = Pipe()

    func waiter() -> InputWaiter {
        InputWaiter(
            inputDescriptor: input.readEnd, signalDescriptor: signals.readEnd, watchDescriptor: watch.readEnd,
            feedReadDescriptor: feedReads.readEnd, lasting: [worker.readEnd])
    }

    @Test func aWaitWithNothingReadyEndsAtItsTimeoutWithNothingWoken() {
        let wake = waiter().wait(timeout: 0.001)
        #expect(!wake.input && !wake.inputEnded && !wake.signal && !wake.fileChanged && !wake.feedRead && !wake.other)
    }

    @Test func eachLastingDescriptorWakesItsOwnFlag() {
        let waiter = waiter()
        signals.poke()
        #expect(waiter.wait(timeout: 1).signal)
        watch.poke()
        let fileChanged = waiter.wait(timeout: 1)
        #expect(fileChanged.fileChanged && fileChanged.signal, "level-triggered: the unread signal byte still wakes")
        feedReads.poke()
        #expect(waiter.wait(timeout: 1).feedRead)
        worker.poke()
        #expect(waiter.wait(timeout: 1).other)
        input.poke()
        let keys = waiter.wait(timeout: 1)
        #expect(keys.input && !keys.inputEnded)
    }

    @Test func anOtherOfOneWaitWakesItAsOtherAndTheLastingOnesStillCount() {
        let waiter = waiter()
        let command = Pipe()
        command.poke()
        let woken = waiter.wait(timeout: 1, others: [command.readEnd])
        #expect(woken.other && !woken.signal)
        signals.poke()
        let both = waiter.wait(timeout: 1, others: [command.readEnd])
        #expect(both.other && both.signal)
        let quiet = Pipe()
        let lastingOnly = waiter.wait(timeout: 1, others: [quiet.readEnd])
        #expect(lastingOnly.signal && !lastingOnly.other)
    }

    @Test func aTerminalThatHungUpEndsTheInput() {
        let waiter = waiter()
        input.closeWriteEnd()
        #expect(waiter.wait(timeout: 1).inputEnded)
    }

    @Test func aDescriptorEpollRefusesIsPolled() throws {
        // epoll takes no regular files: the waiter polls everything instead.
        let path = "/tmp/carousel-input-waiter-\(getpid())"
        let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        try #require(file >= 0)
        defer {
            close(file)
            unlink(path)
        }
        #expect(write(file, "q", 1) == 1)
        #expect(lseek(file, 0, SEEK_SET) == 0)
        let waiter = InputWaiter(
            inputDescriptor: file, signalDescriptor: signals.readEnd, watchDescriptor: nil,
            feedReadDescriptor: feedReads.readEnd)
        let keys = waiter.wait(timeout: 1)
        #expect(keys.input && !keys.inputEnded && !keys.signal)
        feedReads.poke()
        #expect(waiter.wait(timeout: 1).feedRead)
    }
}

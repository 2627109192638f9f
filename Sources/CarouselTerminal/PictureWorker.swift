#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CarouselPictures
import CProcess
import Synchronization

/// Decodes and scales the cards' pictures on a thread of its own, so that keys never wait for a
/// decoder: the run loop hands it requests (`Effect.loadPicture`), and takes the answers after a
/// byte on a pipe it waits on with the terminal, like the feed's loads.
///
/// Each answer is kept per (picture version, cells, mode): a picture is decoded once for a card
/// size, and again only when its file changed (`PictureResolver.Version`) or the cards' size did;
/// the answers kept are bounded by their bytes, the least recently asked for going first. For
/// sixel the answer is the picture's sixel bytes, and for kitty its PNG, encoded here too, so that
/// the run loop only writes them. The thread starts with the first request, so that a feed
/// without pictures costs nothing.
final class PictureWorker: Sendable {
    /// An answer, and the file the picture came from (to watch), if any.
    struct Answer: Sendable {
        let request: PictureRequest
        let outcome: PictureOutcome
        let file: String?
        /// For kitty: the picture fitted into the request's cells, as a PNG.
        var png: [UInt8]? = nil
        /// For sixel: the picture fitted into the request's cells, encoded.
        var sixel: [UInt8]? = nil
    }

    /// What is kept of an answer.
    private struct Prepared {
        let outcome: PictureOutcome
        let png: [UInt8]?
        let sixel: [UInt8]?

        var bytes: Int { (png?.count ?? 0) + (sixel?.count ?? 0) + 256 }
    }

    private struct Key: Hashable {
        let version: PictureResolver.Version
        let size: Size
        let mode: PictureMode
        let symbols: SymbolSet
    }

    private struct Shared {
        var requests: [PictureRequest] = []
        var answers: [Answer] = []
        var cache = LeastRecentlyUsed<Key, Prepared>(byteLimit: PictureWorker.cacheBytes)
        var started = false
    }

    /// The bytes of the answers kept: a screenful of pictures many times over.
    static let cacheBytes = 48 << 20
    private static let stackBytes = 1 << 20

    /// Readable once answers are waiting (`takeAnswers()`).
    let descriptor: Int32
    private let answerWriteEnd: Int32
    /// The thread sleeps on this pipe's read end until a request comes.
    private let requestReadEnd: Int32
    private let requestWriteEnd: Int32
    private let resolver: PictureResolver
    /// A cell's size in pixels, for the pixel modes.
    private let cellPixels: Size
    /// The terminal's sixel colour registers.
    private let colorRegisters: Int
    private let shared = Mutex(Shared())

    /// `nil` when no pipe can be made (out of descriptors).
    init?(
        resolver: PictureResolver, cellPixels: Size = Size(width: 10, height: 20),
        colorRegisters: Int = SixelPalette.standardRegisters
    ) {
        var answers: [Int32] = [-1, -1], requests: [Int32] = [-1, -1]
        guard carousel_open_wake_pipe(&answers) == 0 else { return nil }
        guard carousel_open_wake_pipe(&requests) == 0 else {
            close(answers[0])
            close(answers[1])
            return nil
        }
        (descriptor, answerWriteEnd) = (answers[0], answers[1])
        (requestReadEnd, requestWriteEnd) = (requests[0], requests[1])
        self.resolver = resolver
        self.cellPixels = cellPixels
        self.colorRegisters = colorRegisters
    }

    deinit {
        for end in [descriptor, answerWriteEnd, requestReadEnd, requestWriteEnd] { close(end) }
    }

    /// Asks for `request`'s picture; the answer comes through `takeAnswers()`.
    func request(_ request: PictureRequest) {
        let start = shared.withLock { shared in
            shared.requests.append(request)
            defer { shared.started = true }
            return !shared.started
        }
        if start { startThread() }
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up.
        _ = write(requestWriteEnd, &byte, 1)
    }

    /// The answers since the last call, in order.
    func takeAnswers() -> [Answer] {
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) > 0 {}
        return shared.withLock { shared in
            defer { shared.answers = [] }
            return shared.answers
        }
    }

    private func startThread() {
        if !DetachedThread.start(stackBytes: Self.stackBytes, { self.serve() }) {
            // No thread to be had: the requests are answered that they cannot be shown, and the
            // next request tries again.
            let waiting = shared.withLock { shared in
                defer { (shared.requests, shared.started) = ([], false) }
                return shared.requests
            }
            for request in waiting {
                deliver(Answer(request: request, outcome: .failed("cannot be decoded now: no thread left"), file: nil))
            }
        }
    }

    /// The thread's loop: sleep until a request, answer every one waiting, again. It ends with
    /// the process.
    private func serve() {
        while true {
            var waiting = pollfd(fd: requestReadEnd, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiting, 1, -1)
            var byte: UInt8 = 0
            while read(requestReadEnd, &byte, 1) > 0 {}
            while let request = shared.withLock({ $0.requests.isEmpty ? nil : $0.requests.removeFirst() }) {
                deliver(answer(request))
            }
        }
    }

    /// The answer to `request`: kept, or worked out now (outside the lock).
    private func answer(_ request: PictureRequest) -> Answer {
        let file = resolver.file(of: request.name)
        let key = resolver.version(of: request.name).map {
            Key(version: $0, size: request.size, mode: request.mode, symbols: request.symbols)
        }
        if let key, let kept = shared.withLock({ $0.cache.value(for: key) }) {
            return Answer(
                request: request, outcome: kept.outcome, file: file, png: kept.png, sixel: kept.sixel)
        }
        let answer = PictureLoad.answer(to: request, resolver: resolver, cellPixels: cellPixels)
        let prepared = if request.mode == .sixel, let pixels = answer.pixels {
            Prepared(outcome: answer.outcome, png: nil, sixel: SixelEncoder.encode(
                rgba: pixels.rgba, width: pixels.width, height: pixels.height, colorRegisters: colorRegisters))
        } else {
            Prepared(outcome: answer.outcome, png: answer.pixels.flatMap(PNGEncoder.encode), sixel: nil)
        }
        if let key { shared.withLock { $0.cache.keep(prepared, size: prepared.bytes, for: key) } }
        return Answer(
            request: request, outcome: prepared.outcome, file: file, png: prepared.png, sixel: prepared.sixel)
    }

    private func deliver(_ answer: Answer) {
        shared.withLock { $0.answers.append(answer) }
        var byte: UInt8 = 1
        _ = write(answerWriteEnd, &byte, 1)
    }
}

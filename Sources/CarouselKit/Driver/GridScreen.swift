/// A screen in memory: keeps the last frame shown, for tests, `carousel render` and hosts that
/// compose the frame into a screen of their own.
public struct GridScreen: FrameScreen {
    /// The screen's size in cells; change it, then tell the driver with `Driver.screenResized()`.
    public var size: Size
    /// The frame shown last (blank before the first).
    public private(set) var frame: ScreenGrid
    /// The cells written over all frames: what a terminal would have been sent.
    public private(set) var cellsWritten = 0
    private let onShow: ((ScreenGrid, [GridRun]) -> Void)?

    /// A blank screen of `size` cells.
    /// - Parameters:
    ///   - size: The screen's size in cells.
    ///   - onShow: Told every frame shown and its changes (a recording of the session).
    public init(size: Size, onShow: ((ScreenGrid, [GridRun]) -> Void)? = nil) {
        self.size = size
        self.frame = ScreenGrid(size: size)
        self.onShow = onShow
    }

    /// Keeps `frame` as the screen and counts the cells a terminal would have been sent.
    public mutating func show(_ frame: ScreenGrid, changes: [GridRun]) {
        self.frame = frame
        cellsWritten += changes.reduce(0) { $0 + $1.cells.count }
        onShow?(frame, changes)
    }
}

/// A clock that moves only when told: simulated time.
public final class SimulatedClock: DriverClock, @unchecked Sendable {
    // A class so that the session that moves it and the driver that reads it share one time;
    // it is never shared across threads.
    /// The simulated instant now; move it forward to let time pass.
    public var time: Instant

    /// A clock that stands at `time`.
    public init(time: Instant = .zero) {
        self.time = time
    }

    /// The simulated instant now.
    public func now() -> Instant { time }
}

/// A host whose effects are closures: `carousel render` reloads its feed file through one.
public struct ClosureHost: DriverHost {
    private let reload: () -> InputEvent?
    private let runSource: (SourceRun) -> InputEvent?
    private let loadPicture: (PictureRequest) -> InputEvent?

    /// - Parameters:
    ///   - reload: Reads the feed again (`r`); without it, `r` changes nothing.
    ///   - runSource: Runs a live section's source to its end and answers `.sourceLoaded`;
    ///     without it, a source that starts never ends and the loader waits.
    ///   - loadPicture: Decodes and scales a card's picture and answers `.pictureLoaded`;
    ///     without it, cards with pictures show their alt text.
    public init(
        reload: @escaping () -> InputEvent? = { nil }, runSource: @escaping (SourceRun) -> InputEvent? = { _ in nil },
        loadPicture: @escaping (PictureRequest) -> InputEvent? = { _ in nil }
    ) {
        self.reload = reload
        self.runSource = runSource
        self.loadPicture = loadPicture
    }

    /// Calls the closure for the effect.
    public func perform(_ effect: Effect) -> InputEvent? {
        switch effect {
        case .reloadFeed: return reload()
        case .runSource(let run): return runSource(run)
        case .loadPicture(let request): return loadPicture(request)
        case .openLink: return .linkOpened(.failed("links open in the app, not here"))
        // A run here ends before the next one starts: there is never one to cancel.
        case .cancelSourceRuns, .quit: return nil
        }
    }
}

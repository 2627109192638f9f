/// Where a `Driver` shows its frames: the terminal in the app, an in-memory grid in tests and in
/// `carousel render` (the shape of ratatui's `Backend` and its `TestBackend`).
public protocol FrameScreen {
    /// The screen's size in cells now.
    var size: Size { get }

    /// Shows a new frame. `changes` are the runs of cells that differ from the frame shown before
    /// — every run of the frame after `Driver.repaintAll()`. Never called with no change.
    mutating func show(_ frame: ScreenGrid, changes: [GridRun])

    /// After `show`, the pictures to draw in pixels over `frame` (`CarouselState.restingPictures`,
    /// with `--images sixel` only): a screen that draws pixels draws these and removes any other.
    mutating func showPixelPictures(_ placements: [PicturePlacement], over frame: ScreenGrid, changes: [GridRun])
}

extension FrameScreen {
    /// A screen of cells only draws no pixels.
    public mutating func showPixelPictures(
        _ placements: [PicturePlacement], over frame: ScreenGrid, changes: [GridRun]
    ) {}
}

/// A `Driver`'s source of time: a monotonic clock in the app, a simulated one in tests.
public protocol DriverClock {
    /// The instant now; never earlier than an instant returned before.
    func now() -> Instant
}

/// Performs the effects the core asks for and cannot perform itself, such as reading a file.
public protocol DriverHost {
    /// Performs `effect` (never `.quit`, which the driver handles).
    /// - Returns: An event that answers it at once (a reload's result), if any.
    mutating func perform(_ effect: Effect) -> InputEvent?
}

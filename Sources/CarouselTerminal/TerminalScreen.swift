import CarouselKit
import CarouselSources

/// The driver's screen in the app: curses holds the terminal, frames go out through the frame
/// writer. A class: the run loop holds it too, to repaint it and read what a frame wrote.
final class TerminalScreen: FrameScreen {
    private let curses: CursesScreen
    private let writer: FrameWriter
    /// Cells written by the last frame, and whether it rewrote every cell, for the statistics.
    private(set) var lastFrame: (cells: Int, full: Bool) = (0, false)
    private var repaintPending = true

    init(curses: CursesScreen) {
        self.curses = curses
        writer = FrameWriter(capabilities: curses.capabilities)
    }

    var size: Size { curses.size }

    /// Writes what changed; after `invalidate`, the screen is cleared and every cell written.
    func show(_ frame: ScreenGrid, changes: [GridRun]) {
        let full = repaintPending
        if full {
            curses.clearScreen()
            writer.forgetTerminalState()
        }
        let cells = writer.write(full ? frame.changedRuns(since: nil) : changes, of: frame)
        lastFrame = (cells, full)
        repaintPending = false
    }

    /// Makes the next frame clear the screen and write every cell (after a resume or a resize).
    func invalidate() {
        repaintPending = true
    }
}

extension MonotonicClock: DriverClock {}

/// Performs the core's effects in the app: reading the feed file again, starting source runs.
struct TerminalHost: DriverHost {
    /// Reads the feed on the loader thread; the run loop polls its descriptor.
    let loads: FeedLoads
    /// Runs the live sections' commands; the run loop polls its descriptors.
    let sources: SourceHost
    /// Opens links in the user's browser; the run loop polls its descriptors.
    let links: LinkOpener
    let clock: MonotonicClock

    func perform(_ effect: Effect) -> InputEvent? {
        switch effect {
        case .reloadFeed:
            loads.requestReload()
            return nil
        case .runSource(let run): return sources.start(run, at: clock.now()).map(InputEvent.sourceLoaded)
        case .cancelSourceRun(let run):
            sources.cancel(run)
            return nil
        case .openLink(let link): return .linkOpened(links.open(link, at: clock.now()))
        case .quit: return nil
        }
    }
}

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
    /// Whether a frame was written (and may have left the terminal in a style of its own).
    private var wroteFrame = false
    /// The sixel pictures on screen (`--images sixel`).
    private var sixelLayer = SixelLayer()
    /// Each picture's sixel bytes, from the picture worker.
    let sixelPictures = SixelPictures()
    /// The pictures the terminal holds under kitty's protocol.
    private var kittyImages: KittyImages

    init(curses: CursesScreen, kittyPassthrough: Bool = false) {
        self.curses = curses
        writer = FrameWriter(capabilities: curses.capabilities)
        kittyImages = KittyImages(insideTmux: kittyPassthrough)
    }

    /// The worker's answer as the card is to draw it: for kitty, the picture transmitted now
    /// (before the frame that shows its placeholder) and the placeholder; for sixel, the
    /// picture's bytes kept for when its card rests, its symbols drawn meanwhile.
    func adopt(_ answer: PictureWorker.Answer) -> PictureOutcome {
        if let sixel = answer.sixel { sixelPictures.store(answer.request, bytes: sixel) }
        guard answer.request.mode == .kitty, let png = answer.png,
              let sent = kittyImages.transmit(answer.request, png: png)
        else { return answer.outcome }
        writer.write(bytes: sent.bytes)
        return sent.outcome
    }

    /// Deletes the pictures the terminal holds, before the app gives it back.
    func releasePictures() {
        writer.write(bytes: kittyImages.deleteAll())
    }

    var size: Size { curses.size }

    /// Whether the next full repaint finds the screen already clear, in the normal style, and
    /// need not clear it (the width question left it so: `AmbiguousWidthProbe.ask`).
    var startsOnClearScreen = false

    /// Writes what changed; after `invalidate`, the screen is cleared and every cell that is not
    /// blank written.
    func show(_ frame: ScreenGrid, changes: [GridRun]) {
        let full = repaintPending
        if full {
            if !startsOnClearScreen {
                // The clear blanks every cell in the style the terminal is in, which must be the
                // normal one for blank cells to be left alone. Curses leaves it so when it
                // starts; a frame since may not have.
                if wroteFrame { writer.write(bytes: curses.capabilities.resetAttributes) }
                curses.clearScreen()
            }
            startsOnClearScreen = false
            writer.screenCleared()
            sixelLayer.forget()
        }
        writer.pixelRows = sixelLayer.drawn.map { $0.rect.y..<($0.rect.y + $0.rect.height) }
        let cells = writer.write(full ? frame.runsOverBlankScreen() : changes, of: frame)
        lastFrame = (cells, full)
        repaintPending = false
        wroteFrame = true
    }

    /// Draws the sixel pictures `placements` over `frame`, and writes the cells again where a
    /// picture was and is no more.
    func showPixelPictures(_ placements: [PicturePlacement], over frame: ScreenGrid, changes: [GridRun]) {
        let ready = placements.filter { sixelPictures.bytes(for: $0.request) != nil }
        // The pictures leaving are still in pixels until their cells are written: every cell.
        writer.pixelRows = sixelLayer.drawn.map { $0.rect.y..<($0.rect.y + $0.rect.height) }
        let plan = sixelLayer.plan(ready, changes: changes, repaint: lastFrame.full)
        let rows = plan.rewrite.flatMap(frame.runs(in:))
        if !rows.isEmpty { _ = writer.write(rows, of: frame) }
        for placement in plan.draw {
            guard let bytes = sixelPictures.bytes(for: placement.request) else { continue }
            writer.write(picture: bytes, at: placement.rect.x, placement.rect.y, of: frame)
        }
    }

    /// Makes the next frame clear the screen and write every cell (after a resume or a resize).
    func invalidate() {
        repaintPending = true
    }
}

extension MonotonicClock: DriverClock {}

/// Performs the core's effects in the app: reading the feed file again on the reader thread;
/// source runs and links as every host on a terminal does (`ProcessEffects`).
struct TerminalHost: DriverHost {
    /// Reads the feed on the reader thread; the run loop polls its descriptor.
    let feedReads: FeedReads
    /// Source runs and links; the run loop polls their descriptors.
    let processes: ProcessEffects
    /// Decodes the cards' pictures; the run loop polls its descriptor. `nil`: none are drawn.
    let pictures: PictureWorker?

    func perform(_ effect: Effect) -> InputEvent? {
        switch effect {
        case .reloadFeed: feedReads.requestReload()
        case .loadPicture(let request): pictures?.request(request)
        default: return processes.perform(effect)
        }
        return nil
    }
}

/// The effects a host on a terminal carries out with child processes: a source run started or
/// cancelled, a link opened. The feed's reload and the end are each host's own.
struct ProcessEffects {
    let sources: SourceHost
    let links: LinkOpener
    let clock: MonotonicClock

    /// Carries out `effect`; the answer the core is owed at once, if any.
    func perform(_ effect: Effect) -> InputEvent? {
        switch effect {
        case .runSource(let run): return sources.start(run, at: clock.now()).map(InputEvent.sourceLoaded)
        case .cancelSourceRuns(let runs):
            runs.forEach(sources.cancel)
            return nil
        case .openLink(let link): return .linkOpened(links.open(link, at: clock.now()))
        case .reloadFeed, .quit, .loadPicture: return nil
        }
    }
}

import CarouselKit

/// The sixel pictures on screen, which live outside the cell grid: after each frame, which
/// pictures to draw (new, or whose cells the frame wrote over: written cells erase the pixels
/// under them) and which areas to write again, cell by cell, because a picture left them —
/// erasing does not clear sixel pixels in every terminal, and a diff that skips unchanged cells
/// would leave them there.
struct SixelLayer {
    private(set) var drawn: [PicturePlacement] = []

    /// What to do after a frame that wrote `changes` (everything when `repaint`) for the
    /// pictures `wanted` now.
    mutating func plan(_ wanted: [PicturePlacement], changes: [GridRun], repaint: Bool)
        -> (rewrite: [Rect], draw: [PicturePlacement]) {
        let rewrite = drawn.filter { !wanted.contains($0) }.map(\.rect)
        let draw = wanted.filter { placement in
            repaint || !drawn.contains(placement) || changes.contains { Self.run($0, meets: placement.rect) }
                || rewrite.contains { $0.intersects(placement.rect) }
        }
        drawn = wanted
        return (rewrite, draw)
    }

    /// Forgets the pictures: the screen was cleared.
    mutating func forget() {
        drawn = []
    }

    private static func run(_ run: GridRun, meets rect: Rect) -> Bool {
        (rect.y..<(rect.y + rect.height)).contains(run.y)
            && run.x < rect.x + rect.width && run.x + run.cells.count > rect.x
    }
}

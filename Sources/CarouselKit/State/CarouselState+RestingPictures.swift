/// A picture drawn in pixels outside the cell grid (`--images sixel`): which, and where.
public struct PicturePlacement: Hashable, Sendable {
    /// The picture, as the state asked for it.
    public var request: PictureRequest
    /// Its cells on screen, whole: a placement is never cut by the view.
    public var rect: Rect

    /// A placement of `request`'s picture over `rect`.
    public init(request: PictureRequest, rect: Rect) {
        self.request = request
        self.rect = rect
    }
}

extension CarouselState {
    /// The pictures to draw in pixels now (`--images sixel`): each ready picture whose card is
    /// whole on screen and at rest. Nothing while the feed scrolls or an overlay is open, and
    /// nothing of a section while it slides: pixels cannot slide or be cut, so the cells' own
    /// symbols stand in for them meanwhile.
    public func restingPictures() -> [PicturePlacement] {
        guard options.pictures == .sixel, !isTooSmall, overlay == nil,
              !navigation.vertical.isAnimating(at: now) else { return [] }
        var placements: [PicturePlacement] = []
        let top = ScreenLayout(viewport: layout.viewport).viewport.y
        for index in layout.sections(intersecting: visibleRows) where layout.sections[index].pictureRows > 0 {
            guard !sections[index].position.isAnimating(at: now) else { continue }
            let pages = sections[index].content.pages
            let strip = layout.cardStrip(ofSection: index)
            let offset = horizontalOffset(ofSection: index)
            for card in strip.visibleCards(offset: offset) {
                let page = pages[((card % pages.count) + pages.count) % pages.count]
                let frame = layout.cardFrame(section: index, page: card, offset: offset)
                guard let request = pictureRequest(section: index, page: page),
                      case .ready? = picture(for: request),
                      frame.x >= 0, frame.x + frame.width <= layout.viewport.width,
                      frame.y >= verticalOffset, frame.y + frame.height <= verticalOffset + layout.viewport.height
                else { continue }
                let rect = Rect(x: frame.x + 2, y: top + frame.y - verticalOffset + 1,
                                width: request.size.width, height: request.size.height)
                placements.append(PicturePlacement(request: request, rect: rect))
            }
        }
        return placements
    }
}

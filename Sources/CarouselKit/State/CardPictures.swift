/// The pictures the cards of a state show: which request each card's picture is, which are in
/// view, which rest whole on screen for pixels, and why the focused card's failed. It reads the
/// state and changes nothing; `CarouselState` asks the edge for them and takes the answers.
struct CardPictures {
    let state: CarouselState

    /// The request for `page`'s picture in section `index`: `nil` for a page without one, or with
    /// pictures off.
    func request(section index: Int, page: Page) -> PictureRequest? {
        guard state.options.pictures != .none, let name = page.image,
              let size = state.layout.cardStrip(ofSection: index).pictureSize(of: page) else { return nil }
        return PictureRequest(name: name, size: size, mode: state.options.pictures)
    }

    /// The requests of the cards in view where the feed is and where it rests, and of their
    /// neighbours: only sections with pictures are looked at, so a feed of words pays nothing.
    func inView() -> [PictureRequest] {
        guard state.options.pictures != .none, !state.isTooSmall else { return [] }
        let (shown, resting) = (state.visibleRows, state.restingRows)
        let rows = min(shown.lowerBound, resting.lowerBound)..<max(shown.upperBound, resting.upperBound)
        var wanted: [PictureRequest] = []
        for index in state.layout.sections(intersecting: rows) where state.layout.sections[index].pictureRows > 0 {
            let pages = state.sections[index].content.pages
            let offset = state.horizontalOffset(ofSection: index)
            let cards = state.layout.cardStrip(ofSection: index).visibleCards(offset: offset)
            // The card nearest the centre first, then outwards.
            let centre = SectionState.nearestCard(at: state.position(ofSection: index))
            let near = ((cards.lowerBound - 1)...(cards.upperBound + 1)).sorted { abs($0 - centre) < abs($1 - centre) }
            for card in near {
                let page = pages[((card % pages.count) + pages.count) % pages.count]
                if let request = request(section: index, page: page), !wanted.contains(request) {
                    wanted.append(request)
                }
            }
        }
        return wanted
    }

    /// The picture named `name` that failed to show in the focused section's current card, and why.
    func focusedFailure() -> (name: String, reason: String)? {
        let index = state.focusedSection
        let pages = state.sections[index].content.pages
        let page = pages[min(max(0, state.currentPage(ofSection: index)), pages.count - 1)]
        guard let request = request(section: index, page: page),
              case .failed(let reason)? = state.picture(for: request) else { return nil }
        return (request.name, reason)
    }

    /// Each ready picture whose card is whole on screen and at rest, for `--images sixel`:
    /// nothing while the feed scrolls or an overlay is open, and nothing of a section while it
    /// slides, since pixels cannot slide or be cut; the cells' symbols stand in meanwhile.
    func resting() -> [PicturePlacement] {
        let layout = state.layout
        guard state.options.pictures == .sixel, !state.isTooSmall, state.overlay == nil,
              !state.navigation.vertical.isAnimating(at: state.now) else { return [] }
        var placements: [PicturePlacement] = []
        let top = ScreenLayout(viewport: layout.viewport).viewport.y
        let shown = state.verticalOffset..<(state.verticalOffset + layout.viewport.height)
        for index in layout.sections(intersecting: state.visibleRows) where layout.sections[index].pictureRows > 0 {
            guard !state.sections[index].position.isAnimating(at: state.now) else { continue }
            let pages = state.sections[index].content.pages
            let offset = state.horizontalOffset(ofSection: index)
            for card in layout.cardStrip(ofSection: index).visibleCards(offset: offset) {
                let page = pages[((card % pages.count) + pages.count) % pages.count]
                let frame = layout.cardFrame(section: index, page: card, offset: offset)
                guard let request = request(section: index, page: page), case .ready? = state.picture(for: request),
                      frame.x >= 0, frame.x + frame.width <= layout.viewport.width,
                      shown.contains(frame.y), frame.y + frame.height <= shown.upperBound
                else { continue }
                let rect = Rect(x: frame.x + 2, y: top + frame.y - state.verticalOffset + 1,
                                width: request.size.width, height: request.size.height)
                placements.append(PicturePlacement(request: request, rect: rect))
            }
        }
        return placements
    }
}

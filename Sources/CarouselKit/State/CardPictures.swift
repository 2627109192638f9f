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
        return PictureRequest(name: name, size: size, mode: state.options.pictures, symbols: state.options.symbols)
    }

    /// The request of the reader's picture, as large as its box allows; `nil` without a reader,
    /// a picture in its card, or with pictures off.
    func readerRequest() -> PictureRequest? {
        guard state.options.pictures != .none, case .reader(let section, let card)? = state.overlay,
              let size = ReaderLayout.Box(section: section, card: card, of: state)?.picture,
              let name = state.sections[section].content.pages[card].image else { return nil }
        return PictureRequest(name: name, size: size, mode: state.options.pictures, symbols: state.options.symbols)
    }

    /// The requests of the reader's picture, then of the cards in view where the feed is and
    /// where it rests, and of their neighbours: only sections with pictures are looked at, so a
    /// feed of words pays nothing.
    func inView() -> [PictureRequest] {
        guard state.options.pictures != .none, !state.isTooSmall else { return [] }
        let (shown, resting) = (state.visibleRows, state.restingRows)
        let rows = min(shown.lowerBound, resting.lowerBound)..<max(shown.upperBound, resting.upperBound)
        var wanted = readerRequest().map { [$0] } ?? []
        for index in state.layout.sections(intersecting: rows) where state.layout.sections[index].pictureRows > 0 {
            let pages = state.sections[index].content.pages
            let strip = state.layout.cardStrip(ofSection: index)
            let shown = strip.visiblePages(offset: state.horizontalOffset(ofSection: index))
            // The page nearest the centre first, then outwards.
            let centre = SectionState.nearestCard(at: state.position(ofSection: index))
            let near = ((shown.lowerBound - 1)...(shown.upperBound + 1)).sorted { abs($0 - centre) < abs($1 - centre) }
            for page in near {
                for slot in (page * strip.cardsPerPage)..<((page + 1) * strip.cardsPerPage) {
                    guard let card = strip.card(atSlot: slot, of: pages.count, looping: true),
                          let request = request(section: index, page: pages[card]), !wanted.contains(request)
                    else { continue }
                    wanted.append(request)
                }
            }
        }
        return wanted
    }

    /// The picture named `name` that failed to show in the focused card, and why.
    func focusedFailure() -> (name: String, reason: String)? {
        let index = state.focusedSection
        let section = state.sections[index]
        guard let request = request(section: index, page: section.content.pages[section.focusedCard]),
              case .failed(let reason)? = state.picture(for: request) else { return nil }
        return (request.name, reason)
    }

    /// Each ready picture whose card is whole on screen and at rest, for `--images sixel`:
    /// nothing while the feed scrolls or an overlay is open, and nothing of a section while it
    /// slides, since pixels cannot slide or be cut; the cells' symbols stand in meanwhile. The
    /// reader's picture while it shows whole.
    func resting() -> [PicturePlacement] {
        let layout = state.layout
        if let request = readerRequest() {
            guard !state.isTooSmall, request.mode == .sixel, case .ready? = state.picture(for: request),
                  case .reader(let section, let card)? = state.overlay,
                  let reader = ReaderLayout.Box(section: section, card: card, of: state),
                  state.helpScroll == 0, request.size.height <= reader.frame.lineCount else { return [] }
            let origin = (x: reader.frame.box.x + 2, y: reader.frame.row(ofLine: 0))
            return [PicturePlacement(request: request, rect: Rect(
                x: origin.x, y: origin.y, width: request.size.width, height: request.size.height))]
        }
        guard state.options.pictures == .sixel, !state.isTooSmall, state.overlay == nil,
              !state.navigation.vertical.isAnimating(at: state.now) else { return [] }
        var placements: [PicturePlacement] = []
        let top = ScreenLayout(viewport: layout.viewport).viewport.y
        let shown = state.verticalOffset..<(state.verticalOffset + layout.viewport.height)
        for index in layout.sections(intersecting: state.visibleRows) where layout.sections[index].pictureRows > 0 {
            guard !state.sections[index].position.isAnimating(at: state.now) else { continue }
            let section = state.sections[index]
            let offset = state.horizontalOffset(ofSection: index)
            let strip = layout.cardStrip(ofSection: index)
            let looping = section.repeatsAround(ring: state.autoplayRun.isRing(section), at: state.now)
            for slot in strip.visibleCards(offset: offset) {
                guard let card = strip.card(atSlot: slot, of: section.content.pages.count, looping: looping) else {
                    continue
                }
                let frame = layout.cardFrame(section: index, page: slot, offset: offset)
                guard let request = request(section: index, page: section.content.pages[card]),
                      case .ready? = state.picture(for: request),
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

/// The pictures of the cards in view: the state asks the edge for each (`Effect.loadPicture`)
/// and takes its answers (`InputEvent.pictureLoaded`); the cards show the alt text or a quiet
/// placeholder until then.
extension CarouselState {
    /// The next picture to ask the edge for, now marked as asked: one a card in view, or the
    /// card either side of it, shows and that was never asked for at this size and mode, or
    /// whose file changed since; `nil` when there is none. Call it until it returns `nil`.
    public mutating func startPictureLoad() -> PictureRequest? {
        let wanted = picturesInView()
        guard let request = wanted.first(where: pictures.needs) else { return nil }
        pictures.asked(request, keeping: Set(wanted))
        return request
    }

    /// The answer taken for `request`, if any (`nil` while it is awaited or was never asked for).
    public func picture(for request: PictureRequest) -> PictureOutcome? {
        pictures[request]?.outcome
    }

    /// The request for `page`'s picture in section `index`: `nil` for a page without one, or with
    /// pictures off.
    func pictureRequest(section index: Int, page: Page) -> PictureRequest? {
        guard options.pictures != .none, let name = page.image,
              let size = layout.cardStrip(ofSection: index).pictureSize(of: page) else { return nil }
        return PictureRequest(name: name, size: size, mode: options.pictures)
    }

    /// The requests of the cards in view where the feed is and where it rests, and of their
    /// neighbours: only sections with pictures are looked at, so a feed of words pays nothing.
    func picturesInView() -> [PictureRequest] {
        guard options.pictures != .none, !isTooSmall else { return [] }
        let (shown, resting) = (visibleRows, restingRows)
        let rows = min(shown.lowerBound, resting.lowerBound)..<max(shown.upperBound, resting.upperBound)
        var wanted: [PictureRequest] = []
        for index in layout.sections(intersecting: rows) where layout.sections[index].pictureRows > 0 {
            let pages = sections[index].content.pages
            let cards = layout.cardStrip(ofSection: index).visibleCards(offset: horizontalOffset(ofSection: index))
            // The card nearest the centre first, then outwards.
            let centre = SectionState.nearestCard(at: position(ofSection: index))
            let near = ((cards.lowerBound - 1)...(cards.upperBound + 1)).sorted { abs($0 - centre) < abs($1 - centre) }
            for card in near {
                let page = pages[((card % pages.count) + pages.count) % pages.count]
                if let request = pictureRequest(section: index, page: page), !wanted.contains(request) {
                    wanted.append(request)
                }
            }
        }
        return wanted
    }

    /// The picture named `name` that failed to show in the focused section's current card, and why.
    func focusedPictureFailure() -> (name: String, reason: String)? {
        let index = focusedSection
        let pages = sections[index].content.pages
        let page = pages[min(max(0, currentPage(ofSection: index)), pages.count - 1)]
        guard let request = pictureRequest(section: index, page: page),
              case .failed(let reason)? = pictures[request]?.outcome else { return nil }
        return (request.name, reason)
    }
}

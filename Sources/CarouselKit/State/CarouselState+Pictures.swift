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

/// The pictures of the cards in view (`CardPictures`): the state asks the edge for each
/// (`Effect.loadPicture`) and takes its answers (`InputEvent.pictureLoaded`); the cards show the
/// alt text or a quiet placeholder until then.
extension CarouselState {
    /// The next picture to ask the edge for, now marked as asked: one a card in view, or the
    /// card either side of it, shows and that was never asked for at this size and mode, or
    /// whose file changed since; `nil` when there is none. Call it until it returns `nil`.
    public mutating func startPictureLoad() -> PictureRequest? {
        let wanted = CardPictures(state: self).inView()
        guard let request = wanted.first(where: pictures.needs) else { return nil }
        pictures.asked(request, keeping: Set(wanted))
        return request
    }

    /// The answer taken for `request`, if any (`nil` while it is awaited or was never asked for).
    public func picture(for request: PictureRequest) -> PictureOutcome? {
        pictures[request]?.outcome
    }

    /// The pictures to draw in pixels now (`--images sixel`): each ready picture whose card is
    /// whole on screen and at rest (`CardPictures.resting()`).
    public func restingPictures() -> [PicturePlacement] {
        CardPictures(state: self).resting()
    }
}

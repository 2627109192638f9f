/// How pictures are drawn in cards (`--images`): the mode chosen for the terminal at hand.
public enum PictureMode: String, CaseIterable, Hashable, Sendable {
    /// Block symbols in colour inside the cell grid: they slide, clip and diff like text.
    case symbols
    /// The kitty graphics protocol with Unicode placeholders.
    case kitty
    /// Sixel pixels where a card is fully on screen and at rest.
    case sixel
    /// No pictures: the alt text in the card.
    case none
}

/// A picture the state wants for a card (`Effect.loadPicture`): the page's `image` as the feed
/// names it, the cells it is to fill, and how it will be drawn. A resize, another mode or other
/// symbols ask again, as another request; the answer (`InputEvent.pictureLoaded`) carries the
/// request back.
public struct PictureRequest: Hashable, Sendable {
    /// The page's `image`, as the feed names it: the edge resolves it to a file or embedded bytes.
    public var name: String
    /// The cells the picture is fitted into.
    public var size: Size
    /// How it will be drawn.
    public var mode: PictureMode
    /// The symbols its cells are drawn with (in every mode: sixel draws them while a card slides,
    /// kitty where the picture cannot be sent).
    public var symbols: SymbolSet

    /// A request for `name` fitted into `size` cells, to be drawn in `mode`, its cells in `symbols`.
    public init(name: String, size: Size, mode: PictureMode, symbols: SymbolSet) {
        self.name = name
        self.size = size
        self.mode = mode
        self.symbols = symbols
    }
}

/// What became of a `PictureRequest`.
public enum PictureOutcome: Hashable, Sendable {
    /// The picture, fitted into the request's cells.
    case ready(CellPicture)
    /// The terminal holds the picture (`--images kitty`: transmitted by the edge, fitted into the
    /// request's cells): the card draws the placeholder's cells, which the terminal paints.
    case placed(KittyPlaceholder)
    /// It could not be shown, and why, in words for `e` (`not a PNG or JPEG picture`).
    case failed(String)
}

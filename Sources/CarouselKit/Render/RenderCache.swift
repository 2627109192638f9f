/// What the renderer keeps between frames: card text made safe, wrapped and shaped, section titles
/// fitted and shaped, and what is drawn from them — cards (`CardView` images), title rows, tag
/// bands and page controls — as cells that every frame copies. All of it changes only with the
/// feed, the viewport's width (which sets every section's card width), the look (theme and
/// glyphs), or a section's page —
/// never from one animation frame to the next — and shaping text is by far the costliest part
/// of drawing.
///
/// Page text is sanitized here, when its card is first drawn, rather than when the feed loads: a
/// feed of 200,000 pages would otherwise spend most of its start-up on text nobody has seen yet.
///
/// A class: every `SectionView` of a frame draws through the one its `CarouselView` keeps.
final class RenderCache {
    struct CardKey: Hashable {
        var section: Int
        var page: Int
    }

    struct CardText: Equatable {
        var title: ShapedText
        var body: [ShapedText]
        /// The alt text, wrapped to the picture's area (empty for a page without a picture).
        var alt: [ShapedText] = []
    }

    /// A card as drawn: which page, whether it is the current card of a focused section, its size.
    struct CardImageKey: Hashable {
        var card: CardKey
        var current: Bool
        var focused: Bool
        /// The focused card of a page of several (`CardView.Content.marked`).
        var marked: Bool
        var width: Int
        var height: Int
        /// The stamp of the picture's answer (`Pictures.Slot.stamp`; 0 for none yet).
        var picture: Int = 0
    }

    /// A section's title row as drawn.
    struct TitleKey: Hashable {
        var section: Int
        var title: SectionView.Key.Title
        /// Columns from the focus marker to the cards' right edge.
        var width: Int
    }

    /// A row of a section other than its cards, drawn once (`SectionView`).
    enum RowKey: Hashable {
        case title(TitleKey)
        case tag(section: Int)
        case pageControl(PageControlKey)
    }

    struct PageControlKey: Hashable {
        var pageCount: Int
        var currentPage: Int
        var width: Int
        var currentDot: Character
    }

    /// More text entries than this are dropped at once; a screen needs a few dozen.
    private static let limit = 4096
    /// When the images' cells pass this many screens' worth, those not in use are dropped: in use
    /// are the images the last frame drew and those each section in view drew since it last drew
    /// its cards (a frame that draws only a draining dot leaves the sliding sections' cards in
    /// use). That
    /// is about one screen of them, so they are never dropped and drawn again frame after frame;
    /// a fixed count (256) let a session's paging keep half a megabyte of them at 120x40. The
    /// text stays: shaping and wrapping it is the costly part, and dropping it with the images
    /// had a session wrap its cards again every few seconds.
    private static let imageScreens = 2

    /// An image and the frame (`prepare` count) that last drew it.
    private struct Kept {
        var image: ScreenGrid
        var frame: Int
    }

    private var cards: [CardKey: CardText] = [:]
    private var titles: [Int: ShapedText] = [:]
    private var cardImages: [CardImageKey: Kept] = [:]
    private var rowImages: [RowKey: Kept] = [:]
    /// The cells of all `cardImages` and `rowImages`.
    private var imageCells = 0
    /// Frames prepared so far: the clock of `Kept.frame`.
    private var frame = 0
    private var revision = -1
    /// The revision of each section drawn since the feed changed (`SectionState.revision`).
    private var sectionRevisions: [Int: Int] = [:]
    /// The frame each section in view last drew its cards in (`drawingCards(section:)`).
    private var sectionDrawings: [Int: Int] = [:]
    /// The sections in view in the frame being drawn.
    private var inView = 0..<0
    private var layoutWidth = -1
    private var look = -1

    /// Starts a frame that shows the sections `inView`: forgets everything when the feed, the
    /// width the cards were laid out for or the look (`Look.revision`) changed, or when the text
    /// grew past `limit` entries, and the images not in use when they grew past two screens of
    /// `screenCells` cells.
    func prepare(revision: Int, layoutWidth: Int, look: Int, screenCells: Int, inView: Range<Int>) {
        frame += 1
        self.inView = inView
        guard revision != self.revision || layoutWidth != self.layoutWidth || look != self.look
            || cards.count + titles.count > Self.limit
        else {
            if imageCells > Self.imageScreens * screenCells { dropImagesNotInUse() }
            return
        }
        cards.removeAll(keepingCapacity: true)
        titles.removeAll(keepingCapacity: true)
        cardImages.removeAll(keepingCapacity: true)
        rowImages.removeAll(keepingCapacity: true)
        imageCells = 0
        sectionRevisions.removeAll(keepingCapacity: true)
        sectionDrawings.removeAll(keepingCapacity: true)
        self.revision = revision
        self.layoutWidth = layoutWidth
        self.look = look
    }

    /// Forgets what was kept of section `index` when its revision changed since (a live
    /// section's new pages): the other sections' entries stay.
    func prepare(section index: Int, revision: Int) {
        // Revision 0: unchanged since the feed arrived, when everything kept was forgotten.
        guard revision != 0, (sectionRevisions.updateValue(revision, forKey: index) ?? 0) != revision else { return }
        cards = cards.filter { $0.key.section != index }
        titles[index] = nil
        cardImages = cardImages.filter { $0.key.card.section != index }
        rowImages = rowImages.filter { key, _ in
            switch key {
            case .title(let title): title.section != index
            case .tag(let section): section != index
            case .pageControl: true
            }
        }
        countImageCells()
    }

    /// Notes that section `index` draws its cards in this frame: the images it drew before are
    /// no longer in use.
    func drawingCards(section index: Int) {
        sectionDrawings[index] = frame
    }

    private func dropImagesNotInUse() {
        let last = frame - 1
        sectionDrawings = sectionDrawings.filter { inView.contains($0.key) }
        func inUse(_ kept: Kept, section: Int?) -> Bool {
            kept.frame >= last || section.flatMap { sectionDrawings[$0] }.map { kept.frame >= $0 } == true
        }
        // Removed in place: the tables keep their capacity, where filtered copies grew again
        // (and rehashed) as the next slides drew.
        for key in cardImages.compactMap({ inUse($0.value, section: $0.key.card.section) ? nil : $0.key }) {
            cardImages.removeValue(forKey: key)
        }
        let staleRows = rowImages.compactMap { key, kept -> RowKey? in
            switch key {
            case .title(let title): inUse(kept, section: title.section) ? nil : key
            case .tag(let section): inUse(kept, section: section) ? nil : key
            case .pageControl: inUse(kept, section: nil) ? nil : key
            }
        }
        for key in staleRows { rowImages.removeValue(forKey: key) }
        countImageCells()
    }

    private func countImageCells() {
        imageCells = cardImages.values.reduce(0) { $0 + $1.image.cells.count }
            + rowImages.values.reduce(0) { $0 + $1.image.cells.count }
    }

    func card(section: Int, page: Int, make: () -> CardText) -> CardText {
        cached(&cards, CardKey(section: section, page: page), make)
    }

    func title(section: Int, make: () -> ShapedText) -> ShapedText {
        cached(&titles, section, make)
    }

    /// The image kept for `key`, marked as drawn in this frame.
    func cardImage(_ key: CardImageKey) -> ScreenGrid? {
        Self.drawn(&cardImages, key, in: frame)
    }

    func keep(_ image: ScreenGrid, for key: CardImageKey) {
        imageCells += image.cells.count
        cardImages[key] = Kept(image: image, frame: frame)
    }

    /// The image kept for `key`, marked as drawn in this frame.
    func rowImage(_ key: RowKey) -> ScreenGrid? {
        Self.drawn(&rowImages, key, in: frame)
    }

    func keep(_ image: ScreenGrid, for key: RowKey) {
        imageCells += image.cells.count
        rowImages[key] = Kept(image: image, frame: frame)
    }

    private static func drawn<Key: Hashable>(_ store: inout [Key: Kept], _ key: Key, in frame: Int) -> ScreenGrid? {
        guard let index = store.index(forKey: key) else { return nil }
        store.values[index].frame = frame
        return store.values[index].image
    }

    private func cached<Key: Hashable, Value>(_ store: inout [Key: Value], _ key: Key, _ make: () -> Value) -> Value {
        if let value = store[key] { return value }
        let value = make()
        store[key] = value
        return value
    }
}

/// Where everything of a feed goes for one viewport size (docs/behaviour.md §3.1).
///
/// Built once per (feed, viewport size) and never per frame, like UIKit's
/// `UICollectionViewLayout.prepare()`; `elements(in:)` answers from the cache by binary search.
///
/// Content coordinates: `y` counts rows from the top of the first section (the feed scrolls by
/// moving its vertical offset over them); `x` counts columns from the viewport's left edge with
/// every section at rest on its first page (a section's horizontal offset moves its cards left).
public struct FeedLayout: Hashable, Sendable {
    /// The feed viewport: the rows between the header and the status line.
    public let viewport: Size
    /// The proportions the layout was made with.
    public let metrics: LayoutMetrics
    /// Width of a banner's card; a shelf's or a grid's come with its section
    /// (`SectionFrame.grouping`).
    public let cardWidth: Int
    /// Height of a card of words, borders included; a section with pictures has its cards
    /// taller by its `SectionFrame.pictureRows`.
    public let cardHeight: Int
    /// The left edge of a banner's card at rest, so that it is centred.
    public let cardX: Int
    /// Columns from one of a banner's cards' left edge to the next one's.
    public let stride: Int
    /// Sections in feed order, which is also the order of their top edges.
    public private(set) var sections: [SectionFrame]
    /// Rows of all sections together.
    public private(set) var contentHeight: Int

    /// Lays out every section of `feed` for a viewport of `viewport` cells; a tag longer than
    /// `metrics.maxTagLines` ends with `ellipsis`.
    public init(
        feed: Feed, viewport: Size, metrics: LayoutMetrics = .standard, ellipsis: String = "…",
        ambiguous: AmbiguousWidth = .narrow
    ) {
        self.init(
            sections: feed.sections, viewport: viewport, metrics: metrics, ellipsis: ellipsis, ambiguous: ambiguous)
    }

    /// Lays out `sections`, in feed order, for a viewport of `viewport` cells.
    /// - Parameters:
    ///   - feedSections: The sections, in feed order.
    ///   - viewport: The cells the feed is shown in.
    ///   - metrics: The proportions of cards, gaps and peeks.
    ///   - ellipsis: Ends a tag longer than `metrics.maxTagLines`.
    ///   - ambiguous: How wide the terminal draws East Asian Ambiguous characters: tag bands are
    ///     wrapped with it, and cards get an even width where it is two, so that their box
    ///     drawing (two columns a glyph there) closes.
    public init<Sections: Collection<Section>>(
        sections feedSections: Sections, viewport: Size, metrics: LayoutMetrics = .standard, ellipsis: String = "…",
        ambiguous: AmbiguousWidth = .narrow
    ) {
        self.viewport = viewport
        self.metrics = metrics
        let banner = CardGrouping(
            CardLayout(style: .banner), width: viewport.width, metrics: metrics, ambiguous: ambiguous)
        self.cardWidth = banner.cardWidth
        self.cardHeight = metrics.bodyLines + 3
        self.cardX = banner.cardX
        self.stride = banner.cardWidth + metrics.gap

        var frames: [SectionFrame] = []
        frames.reserveCapacity(feedSections.count)
        var top = 0
        // Most sections share a layout: each is worked out once.
        let standard = CardGrouping(CardLayout(), width: viewport.width, metrics: metrics, ambiguous: ambiguous)
        // A feed names a few layouts at most: a list searched in order costs less than hashing.
        var others: [(layout: CardLayout, grouping: CardGrouping)] = []
        for section in feedSections {
            var grouping = standard
            if section.layout != CardLayout() {
                if let known = others.first(where: { $0.layout == section.layout }) {
                    grouping = known.grouping
                } else {
                    grouping = CardGrouping(
                        section.layout, width: viewport.width, metrics: metrics, ambiguous: ambiguous)
                    others.append((section.layout, grouping))
                }
            }
            let frame = Self.frame(of: section, top: top, viewport: viewport, grouping: grouping,
                                   metrics: metrics, ellipsis: ellipsis, ambiguous: ambiguous)
            frames.append(frame)
            top = frame.frame.maxY
        }
        self.sections = frames
        self.contentHeight = top
    }

    /// Lays section `index` out again as `section` (a live section's new pages): the sections
    /// after it move by the rows it grew or shrank, and nothing else is laid out again.
    public mutating func relayout(
        section index: Int, as section: Section, ellipsis: String = "…", ambiguous: AmbiguousWidth = .narrow
    ) {
        let old = sections[index].frame
        sections[index] = Self.frame(
            of: section, top: old.y, viewport: viewport, grouping: sections[index].grouping, metrics: metrics,
            ellipsis: ellipsis, ambiguous: ambiguous)
        let delta = sections[index].frame.height - old.height
        guard delta != 0 else { return }
        for later in sections.indices.dropFirst(index + 1) { sections[later].move(by: delta) }
        contentHeight += delta
    }

    /// The frames of `section` with its top edge on row `top`, its cards grouped by `grouping`.
    private static func frame(
        of section: Section, top: Int, viewport: Size, grouping: CardGrouping, metrics: LayoutMetrics,
        ellipsis: String, ambiguous: AmbiguousWidth
    ) -> SectionFrame {
        let pageWidth = grouping.columns * (grouping.cardWidth + metrics.gap) - metrics.gap
        let tagLines = section.tag.flatMap { $0.isEmpty ? nil : $0 }.map {
            Self.wrapTag($0, width: textWidth(cardWidth: pageWidth), maxLines: metrics.maxTagLines,
                         ellipsis: ellipsis, ambiguous: ambiguous)
        } ?? []
        let title = Rect(x: 0, y: top, width: viewport.width, height: 1)
        let pictureRows = section.pictureRows
        let cardHeight = metrics.bodyLines + 3 + pictureRows
        let cards = Rect(
            x: 0, y: title.maxY, width: viewport.width,
            height: grouping.rows * cardHeight + (grouping.rows - 1) * CardStrip.rowGap)
        let tagBand = Rect(x: grouping.cardX, y: cards.maxY, width: pageWidth, height: tagLines.count)
        let pageCount = grouping.pageCount(cards: section.pages.count)
        let pageControl = Rect(x: grouping.cardX, y: tagBand.maxY, width: pageWidth, height: pageCount > 1 ? 1 : 0)
        let frame = Rect(x: 0, y: top, width: viewport.width, height: pageControl.maxY + 1 - top)
        return SectionFrame(
            frame: frame, title: title, cards: cards, tagBand: tagBand, pageControl: pageControl,
            pageCount: pageCount, cardCount: section.pages.count, grouping: grouping, pictureRows: pictureRows,
            tagLines: tagLines)
    }

    /// Columns of text inside a card (and in the tag band, which lines up with it).
    public static func textWidth(cardWidth: Int) -> Int {
        max(1, cardWidth - 2 - 2 * LayoutMetrics.cardPadding)
    }

    /// Columns of text inside each card of this layout.
    public var textWidth: Int { Self.textWidth(cardWidth: cardWidth) }

    /// The largest vertical offset: the last rows of the feed at the bottom of the viewport.
    public var maxVerticalOffset: Int { max(0, contentHeight - viewport.height) }

    /// Columns of one section's strip of cards (docs/behaviour.md §3.1 "content width"): its
    /// pages side by side.
    public func contentWidth(ofSection index: Int) -> Int {
        let strip = cardStrip(ofSection: index)
        return sections[index].pageCount * strip.pageStride - strip.gap
    }

    /// The frame of the card in slot `slot` (cards counted along the strip, page by page; any
    /// integer: loop mode draws pages past the end) of a section scrolled horizontally by
    /// `offset` columns.
    public func cardFrame(section index: Int, page slot: Int, offset: Int = 0) -> Rect {
        cardStrip(ofSection: index).frame(ofCard: slot, offset: offset).offsetBy(dy: sections[index].cards.y)
    }

    /// Where section `index`'s cards go across the viewport.
    func cardStrip(ofSection index: Int) -> CardStrip {
        // The fields alone: a copy of the frame would retain its tag lines on every frame.
        let grouping = sections[index].grouping, pictureRows = sections[index].pictureRows
        return CardStrip(
            width: viewport.width, cardX: grouping.cardX, cardWidth: grouping.cardWidth,
            cardHeight: cardHeight + pictureRows, stride: grouping.cardWidth + metrics.gap, gap: metrics.gap,
            textWidth: Self.textWidth(cardWidth: grouping.cardWidth), bodyLines: metrics.bodyLines,
            pictureRows: pictureRows, columns: grouping.columns, rows: grouping.rows)
    }

    /// Columns from one of section `index`'s pages to the next: what a whole page's slide moves.
    func pageStride(ofSection index: Int) -> Int {
        let grouping = sections[index].grouping
        return grouping.columns * (grouping.cardWidth + metrics.gap)
    }

    /// The indices of the sections whose rows meet `rows`, found by binary search.
    public func sections(intersecting rows: Range<Int>) -> Range<Int> {
        guard !rows.isEmpty else { return 0..<0 }
        let first = partitionPoint { $0.frame.maxY > rows.lowerBound }
        let end = partitionPoint { $0.frame.y >= rows.upperBound }
        return first..<max(first, end)
    }

    /// The section that holds content row `y`, if any.
    public func section(atRow y: Int) -> Int? {
        let range = sections(intersecting: y..<(y + 1))
        return range.isEmpty ? nil : range.lowerBound
    }

    /// Every element whose frame meets `rect` (content coordinates, sections at rest on page 1):
    /// O(log n + k) by binary search over the sections' top edges.
    public func elements(in rect: Rect) -> [LayoutElement] {
        guard !rect.isEmpty else { return [] }
        var result: [LayoutElement] = []
        for index in sections(intersecting: rect.y..<rect.maxY) {
            let section = sections[index]
            if section.title.intersects(rect) {
                result.append(LayoutElement(section: index, kind: .sectionTitle, frame: section.title))
            }
            // The strip of cards runs on past the viewport's columns.
            if section.cards.y < rect.maxY, rect.y < section.cards.maxY {
                let strip = cardStrip(ofSection: index)
                let first = max(0, floorDivide(rect.x - strip.cardX - strip.pageWidth, strip.pageStride) + 1)
                let last = min(section.pageCount - 1, floorDivide(rect.maxX - 1 - strip.cardX, strip.pageStride))
                let slots = (first * strip.cardsPerPage)..<(max(first, last + 1) * strip.cardsPerPage)
                for slot in slots where slot < section.cardCount {
                    let frame = strip.frame(ofCard: slot, offset: 0).offsetBy(dy: section.cards.y)
                    if frame.intersects(rect) {
                        result.append(LayoutElement(section: index, kind: .card(page: slot), frame: frame))
                    }
                }
            }
            if section.tagBand.intersects(rect) {
                result.append(LayoutElement(section: index, kind: .tagBand, frame: section.tagBand))
            }
            if section.pageControl.intersects(rect) {
                result.append(LayoutElement(section: index, kind: .pageControl, frame: section.pageControl))
            }
        }
        return result
    }

    /// The first index whose section satisfies `predicate`, which must be false then true in order.
    private func partitionPoint(_ predicate: (SectionFrame) -> Bool) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(sections[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private static func wrapTag(
        _ tag: String, width: Int, maxLines: Int, ellipsis: String, ambiguous: AmbiguousWidth
    ) -> [String] {
        if !tag.contains("\n"), DisplayWidth.of(tag, ambiguous: ambiguous) <= width { return [tag] }
        return TextWrapper.wrap(tag, width: width, maxLines: maxLines, ellipsis: ellipsis, ambiguous: ambiguous)
    }
}

/// Division that rounds towards negative infinity.
func floorDivide(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}

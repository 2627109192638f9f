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
    /// Width of every card.
    public let cardWidth: Int
    /// Height of a card of words, borders included; a section with pictures has its cards
    /// taller by its `SectionFrame.pictureRows`.
    public let cardHeight: Int
    /// The left edge of the card at rest, so that it is centred.
    public let cardX: Int
    /// Columns from one card's left edge to the next one's.
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
        var cardWidth = max(1, min(viewport.width - 2 * metrics.peek, metrics.maxCardWidth))
        if ambiguous == .wide, cardWidth > 2 { cardWidth -= cardWidth % 2 }
        self.cardWidth = cardWidth
        self.cardHeight = metrics.bodyLines + 3
        let cardX = max(0, (viewport.width - cardWidth) / 2)
        self.cardX = cardX
        self.stride = cardWidth + metrics.gap

        var frames: [SectionFrame] = []
        frames.reserveCapacity(feedSections.count)
        var top = 0
        for section in feedSections {
            let frame = Self.frame(of: section, top: top, viewport: viewport, cardX: cardX, cardWidth: cardWidth,
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
            of: section, top: old.y, viewport: viewport, cardX: cardX, cardWidth: cardWidth, metrics: metrics,
            ellipsis: ellipsis, ambiguous: ambiguous)
        let delta = sections[index].frame.height - old.height
        guard delta != 0 else { return }
        for later in sections.indices.dropFirst(index + 1) { sections[later].move(by: delta) }
        contentHeight += delta
    }

    /// The frames of `section` with its top edge on row `top`.
    private static func frame(
        of section: Section, top: Int, viewport: Size, cardX: Int, cardWidth: Int, metrics: LayoutMetrics,
        ellipsis: String, ambiguous: AmbiguousWidth
    ) -> SectionFrame {
        let tagLines = section.tag.flatMap { $0.isEmpty ? nil : $0 }.map {
            Self.wrapTag($0, width: textWidth(cardWidth: cardWidth), maxLines: metrics.maxTagLines,
                         ellipsis: ellipsis, ambiguous: ambiguous)
        } ?? []
        let title = Rect(x: 0, y: top, width: viewport.width, height: 1)
        let pictureRows = section.pictureRows
        let cards = Rect(x: 0, y: title.maxY, width: viewport.width, height: metrics.bodyLines + 3 + pictureRows)
        let tagBand = Rect(x: cardX, y: cards.maxY, width: cardWidth, height: tagLines.count)
        let dotsHeight = section.pages.count > 1 ? 1 : 0
        let pageControl = Rect(x: cardX, y: tagBand.maxY, width: cardWidth, height: dotsHeight)
        let frame = Rect(x: 0, y: top, width: viewport.width, height: pageControl.maxY + 1 - top)
        return SectionFrame(
            frame: frame, title: title, cards: cards, tagBand: tagBand,
            pageControl: pageControl, pageCount: section.pages.count, pictureRows: pictureRows, tagLines: tagLines)
    }

    /// Columns of text inside a card (and in the tag band, which lines up with it).
    public static func textWidth(cardWidth: Int) -> Int {
        max(1, cardWidth - 2 - 2 * LayoutMetrics.cardPadding)
    }

    /// Columns of text inside each card of this layout.
    public var textWidth: Int { Self.textWidth(cardWidth: cardWidth) }

    /// The largest vertical offset: the last rows of the feed at the bottom of the viewport.
    public var maxVerticalOffset: Int { max(0, contentHeight - viewport.height) }

    /// Columns of one section's strip of cards (docs/behaviour.md §3.1 "content width").
    public func contentWidth(ofSection index: Int) -> Int {
        let pages = sections[index].pageCount
        return pages * cardWidth + max(0, pages - 1) * metrics.gap
    }

    /// The frame of card `page` (any integer: loop mode draws pages past the end) of a section
    /// scrolled horizontally by `offset` columns.
    public func cardFrame(section index: Int, page: Int, offset: Int = 0) -> Rect {
        cardStrip(ofSection: index).frame(ofCard: page, offset: offset).offsetBy(dy: sections[index].cards.y)
    }

    /// The card indices whose frames meet the columns `0..<viewport.width` at `offset`.
    public func visibleCardIndices(offset: Int) -> ClosedRange<Int> {
        cardStrip.visibleCards(offset: offset)
    }

    /// Where section `index`'s cards go across the viewport.
    func cardStrip(ofSection index: Int) -> CardStrip {
        var strip = cardStrip
        strip.pictureRows = sections[index].pictureRows
        strip.cardHeight += strip.pictureRows
        return strip
    }

    /// Where the cards of a section of words go across the viewport.
    private var cardStrip: CardStrip {
        CardStrip(
            width: viewport.width, cardX: cardX, cardWidth: cardWidth, cardHeight: cardHeight, stride: stride,
            gap: metrics.gap, textWidth: textWidth, bodyLines: metrics.bodyLines)
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
            // Only the rows: the strip of cards runs on past the viewport's columns.
            if section.cards.y < rect.maxY, rect.y < section.cards.maxY {
                let columns = visibleCardIndices(in: rect.x..<rect.maxX, pageCount: section.pageCount)
                for page in columns {
                    result.append(LayoutElement(
                        section: index, kind: .card(page: page), frame: cardFrame(section: index, page: page)))
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

    private func visibleCardIndices(in columns: Range<Int>, pageCount: Int) -> Range<Int> {
        let first = max(0, floorDivide(columns.lowerBound - cardX - cardWidth, stride) + 1)
        let last = min(pageCount - 1, floorDivide(columns.upperBound - 1 - cardX, stride))
        return first..<max(first, last + 1)
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

extension SectionView {
    /// What a section shows: its `key`, and what the key's revisions stand for — the section's
    /// title and pages, its frames — with where its cards go across the feed.
    struct Content: Equatable {
        let key: Key
        /// The feed's revision (`CarouselState.feedRevision`).
        let feedRevision: Int
        /// The section's title, made safe to draw.
        let title: String
        let pages: [Page]
        /// Its frames, in the feed's content rows.
        let frame: SectionFrame
        let strip: CardStrip
        /// The answers for the section's pictures.
        let pictures: SectionPictures

        /// The title, the pages and the frames' sizes are those of the revisions; where the
        /// frames are is the rectangle's to say (`rect(in:verticalOffset:)`).
        static func == (lhs: Content, rhs: Content) -> Bool {
            lhs.key == rhs.key && lhs.feedRevision == rhs.feedRevision && lhs.strip == rhs.strip
        }

        /// The section's rectangle in `feed`, the rectangle the feed is drawn in, scrolled by
        /// `verticalOffset` rows.
        func rect(in feed: Rect, verticalOffset: Int) -> Rect {
            frame.frame.rect(in: feed, verticalOffset: verticalOffset)
        }
    }

    /// All of a section's drawing reads that changes while the feed, the screen and the vertical
    /// scroll stay the same: the renderer draws a section again only when this changes
    /// (`Renderer.update`).
    struct Key: Equatable {
        let index: Int
        /// Columns the cards have slid by (first: it changes on every frame of a slide).
        let offset: Int
        /// The section's content revision (`SectionState.revision`).
        let revision: Int
        /// What the title row shows, apart from the feed.
        let title: Title
        /// The page nearest the centre (counted along the strip), whose cards are drawn as current.
        let currentCard: Int
        /// The focused card where a page holds several (marked on the board); `nil` in a banner
        /// and in a section without the focus.
        let markedCard: Int?
        /// Whether the pages repeat around (a loop section, or a slide past either end).
        let looping: Bool
        /// The page control's current dot, which drains while the page's time runs.
        private(set) var currentDot: Character

        /// The answers taken for pictures (`Pictures.revision`) in a section with pictures, else 0.
        let pictures: Int

        /// The focus (marker and colour), the page label and a live section's state.
        struct Title: Hashable {
            let focused: Bool
            let page: Int
            let failed: Bool
            /// Its pages changed since it was last focused.
            let changed: Bool
            let changedAt: String?
        }

        var focused: Bool { title.focused }
        var page: Int { title.page }

        /// The parts of the section that show something else than at `other`, an earlier key of
        /// the same section: a slide's frame draws the cards again (and the title and the dots
        /// when the current page changes), a draining dot its page control's row alone.
        func parts(changedSince other: Key) -> SectionView.Parts {
            guard index == other.index, revision == other.revision else { return .whole }
            var parts: SectionView.Parts = []
            if title != other.title { parts.insert(.title) }
            if focused != other.focused || offset != other.offset || currentCard != other.currentCard
                || markedCard != other.markedCard || looping != other.looping || pictures != other.pictures {
                parts.insert(.cards)
            }
            if page != other.page || currentDot != other.currentDot { parts.insert(.pageControl) }
            return parts
        }
    }
}

extension SectionView.Content {
    /// What the section of `key` shows in `state`, its cards placed along `strip`.
    init(_ state: borrowing CarouselState, key: SectionView.Key, strip: CardStrip) {
        self.key = key
        self.strip = strip
        feedRevision = state.feedRevision
        let content = state.sections[key.index].content
        title = content.title
        pages = content.pages
        frame = state.layout.sections[key.index]
        pictures = SectionPictures(slots: state.pictures, mode: state.options.pictures, symbols: state.options.symbols)
    }
}

extension SectionView.Key {
    /// What section `index` of `state` shows now, its dots drawn with `glyphs`.
    init(_ state: borrowing CarouselState, index: Int, glyphs: borrowing Glyphs) {
        self.index = index
        // Read in place: a copy of the section's state was a good part of a wake-up's work.
        revision = state.paging.sections[index].revision
        let source = state.paging.sections[index].source
        title = Title(
            focused: state.focusedSection == index, page: state.currentPage(ofSection: index),
            failed: source?.failure != nil, changed: state.paging.sections[index].isChangedSinceSeen,
            changedAt: source?.stamp)
        let position = state.position(ofSection: index)
        offset = state.horizontalOffset(ofSection: index)
        currentCard = SectionState.nearestCard(at: position)
        markedCard = title.focused && state.paging.sections[index].cardsPerPage > 1
            ? state.paging.sections[index].focusedCard : nil
        looping = state.paging.sections[index].repeatsAround(
            ring: state.autoplayRun.isRing(state.paging.sections[index]), at: state.now)
        currentDot = glyphs.currentDot(progress: state.autoAdvanceProgress(ofSection: index))
        pictures = state.layout.sections[index].pictureRows > 0 ? state.pictures.revision : 0
    }
}

extension Rect {
    /// This rectangle of the feed's content rows on the grid, in `feed` scrolled by
    /// `verticalOffset` rows.
    func rect(in feed: Rect, verticalOffset: Int) -> Rect {
        Rect(x: feed.x, y: feed.y + y - verticalOffset, width: feed.width, height: height)
    }
}

/// The pictures' answers as a section's cards read them.
struct SectionPictures {
    let slots: Pictures
    let mode: PictureMode
    let symbols: SymbolSet

    /// The answer for `page`'s picture on the cards of `strip`; `nil` for none yet, or no picture.
    func slot(of page: Page, strip: CardStrip) -> Pictures.Slot? {
        guard mode != .none, let name = page.image, let size = strip.pictureSize(of: page) else { return nil }
        return slots[PictureRequest(name: name, size: size, mode: mode, symbols: symbols)]
    }
}

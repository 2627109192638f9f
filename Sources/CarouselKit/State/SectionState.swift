/// One section as the carousel shows it: its content, where its cards are, and since when its
/// current page has been shown.
///
/// The state keeps one array of these, so everything about a section lives in one value.
public struct SectionState: Hashable, Sendable {
    /// The section as the feed gave it, its own text made safe to draw.
    public internal(set) var content: Section
    /// Horizontal position in pages: 2.0 rests on page 3; 2.4 is on the way to page 4. Keeping it
    /// in pages, not columns, is what keeps every section on its page through a resize.
    var position: AnimatedValue
    /// Cards a page holds: 1 in a banner, a group's in a shelf or a grid (`CardGrouping`), as
    /// the layout last said (`regroup(cardsPerPage:)`).
    private(set) var cardsPerPage = 1
    /// The focused card's place in its page (0 in a banner): it stays in that place as the
    /// pages turn, on the last card of a shorter last page.
    var focusSlot = 0
    /// The instant the page it rests on (or is moving to) started being shown: when the move to it
    /// settles, which is known as soon as the move starts. Auto-advance counts from here.
    var shownSince: Instant
    /// A live section's loading; `nil` for a section of fixed pages.
    public internal(set) var source: SourceStatus?
    /// A live section whose pages changed since it was last focused (not by its first load):
    /// its title row carries a mark, and `n` goes to it.
    public internal(set) var isChangedSinceSeen = false
    /// Counts changes of the section's content or live state since the feed arrived, so that
    /// what is drawn of it alone is drawn again: a source's new pages invalidate this section.
    public internal(set) var revision = 0

    init(content: Section, page: Int = 0, shownSince: Instant) {
        self.content = content
        self.source = content.source.map(SourceStatus.init)
        self.position = AnimatedValue(Double(page))
        self.shownSince = shownSince
    }

    /// Before any instant a state reaches: the time of a new section's page, until the state
    /// starts it when the section comes into view.
    static let notShownYet = Instant(nanoseconds: -(1 << 62))

    /// Goes on from the section this one continues after a reload, whose focused card was
    /// `oldCard` (whose id is `oldID`), on its page since `oldShownSince`: on the card with that
    /// id (else at that position), whose time goes on when it is the same card and starts at
    /// `now` when it is not.
    /// (The old section's parts are passed rather than the section: copying a hundred thousand
    /// of them out of their array showed in a big reload.)
    /// A new state has a card a page until the layout regroups it (`regroup(cardsPerPage:)`).
    mutating func carryOn(card oldCard: Int, id oldID: String, shownSince oldShownSince: Instant, at now: Instant) {
        let page = FeedUpdate.page(in: content, continuing: oldCard, id: oldID)
        position = AnimatedValue(Double(page))
        shownSince = content.pages[page].id == oldID ? oldShownSince : now
    }

    /// The number of pages, never zero: of cards, or of groups of them.
    public var pageCount: Int { (content.pages.count + cardsPerPage - 1) / cardsPerPage }

    /// The card the reader opens, `o` opens the link of and a shelf marks: in its place on the
    /// page the section rests on or moves to.
    public var focusedCard: Int { min(targetPage * cardsPerPage + focusSlot, content.pages.count - 1) }

    /// The cards page `page` holds.
    func cards(onPage page: Int) -> Range<Int> {
        (page * cardsPerPage)..<min(content.pages.count, (page + 1) * cardsPerPage)
    }

    /// Takes `count` cards a page (after a resize, or a new layout): at once on the page that
    /// holds the focused card, which keeps the focus.
    mutating func regroup(cardsPerPage count: Int) {
        guard count != cardsPerPage else { return }
        let card = focusedCard
        cardsPerPage = count
        focusSlot = card % count
        position = AnimatedValue(Double(card / count))
    }

    /// Focuses card `card`, on the page the section is on or moves to: its place in the page
    /// stays as the pages turn.
    mutating func focus(card: Int) {
        focusSlot = card % cardsPerPage
    }

    /// Where the section is at `time`, in pages.
    func position(at time: Instant) -> Double { position.value(at: time) }

    /// The page whose card is nearest the viewport's centre at `time`.
    func currentPage(at time: Instant) -> Int { Self.page(at: position(at: time), pageCount: pageCount) }

    /// The page the section is moving to, or rests on.
    var targetPage: Int { Self.page(at: position.target, pageCount: pageCount) }

    /// Moves to `target` (in pages) at `time`, taking `duration` or at once when `nil`; the new
    /// page counts as shown from the instant the move settles.
    mutating func move(to target: Double, at time: Instant, duration: ((Double) -> Double)?) {
        let before = position
        position.move(to: target, at: time, duration: duration)
        if position != before { shownSince = position.animationEnd ?? time }
    }

    /// Whether its pages repeat around at `time`: all the time in a loop section (`ring`), so
    /// that the last page shows the first peeking after it and the loop never looks like an
    /// end, and in any section during a slide past either end.
    func repeatsAround(ring: Bool, at time: Instant) -> Bool {
        let position = position(at: time)
        return ring || position < 0 || position > Double(pageCount - 1)
    }

    /// After a loop-mode slide past the last page the section is on page 1 again (and before the
    /// first, on the last): renumbers its position (and any slide under way) so that targets stay
    /// within the pages.
    mutating func renumberAfterLoop() {
        let count = Double(pageCount)
        let laps = (position.target / count).rounded(.down)
        if laps != 0 { position.rebase(by: -laps * count) }
    }

    /// The page whose card is nearest the viewport's centre: the nearest whole position, ties to
    /// the lower page; positions outside the pages (a loop slide) wrap around.
    static func page(at position: Double, pageCount: Int) -> Int {
        let nearest = nearestCard(at: position)
        return ((nearest % pageCount) + pageCount) % pageCount
    }

    /// The card (counted along the strip, before wrapping around) nearest the centre.
    static func nearestCard(at position: Double) -> Int {
        let lower = position.rounded(.down)
        return Int(position - lower > 0.5 ? lower + 1 : lower)
    }
}

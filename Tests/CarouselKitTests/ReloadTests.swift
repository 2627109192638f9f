@testable import CarouselKit
import Testing

/// docs/behaviour.md §3.9: reload as a batch update.
@Suite struct ReloadTests {
    @Test func survivingSectionsKeepTheirPageByIdAndTheFocusStaysOnTheSameSection() {
        let old = TestFeeds.feed(pageCounts: [4, 4, 4, 4], sectionAutoplay: .off)
        var state = CarouselState.make(old)
        state.press(.down, at: 0)
        state.press(.down, at: 0.1)  // focus s2
        state.press(.character("3"), at: 0.2)  // s2 on p2
        state.advance(to: Instant(seconds: 2))

        var new = old
        new.sections.remove(at: 0)  // s0 deleted
        new.sections.insert(Section(id: "fresh", title: "Fresh", pages: [Page(id: "a", title: "A")]), at: 0)
        new.sections.swapAt(1, 2)  // s1 and s2 move
        new.sections[1].pages.removeFirst()  // s2's page p2 is now at index 1
        _ = state.handle(.reloaded(new), at: Instant(seconds: 3))

        #expect(state.feed.sections.map(\.id) == ["fresh", "s2", "s1", "s3"])
        #expect(state.focusedSection == 1, "still on s2")
        #expect(state.currentPage(ofSection: 1) == 1, "still on page p2")
        #expect(state.currentPage(ofSection: 2) == 0)
        #expect(state.message?.text == "Reloaded: 4 sections")
    }

    @Test func aVanishedPageKeepsThePositionWithinTheNewPages() {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [5], sectionAutoplay: .off))
        state.press(.character("5"), at: 0)
        var new = state.feed
        new.sections[0].pages = Array(new.sections[0].pages.prefix(2))
        _ = state.handle(.reloaded(new), at: Instant(seconds: 2))
        #expect(state.currentPage(ofSection: 0) == 1)
    }

    @Test func aFailedReloadKeepsTheOldFeedAndSaysWhy() {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [3]))
        let before = state.feed
        #expect(state.handle(.key(.character("r")), at: .zero) == .reloadFeed)
        _ = state.handle(.reloadFailed("feed.yaml:3:1: sections: missing"), at: .zero)
        #expect(state.feed == before)
        #expect(state.message?.kind == .error)
        #expect(state.message?.text.contains("feed.yaml:3:1") == true)
    }
}

/// A feed prepared away from the state's thread takes the place of its stand-in, of its first
/// part, or of the feed shown (a reload).
@Suite struct FeedLoadedTests {
    private func prepared(_ feed: Feed, for state: CarouselState, viewport: Size? = nil) -> PreparedFeed {
        // swiftlint:disable:next force_try
        try! PreparedFeed(feed, options: state.options, viewport: viewport)
    }

    @Test func theLoadedFeedReplacesTheStandInWithoutAMessageAndTheHelpStaysOpen() {
        let standIn = Feed(title: "board.yaml", sections: [Section(id: "carousel.loading", title: "Loading…", pages: [.loading])])
        var state = CarouselState.make(standIn)
        state.press(.character("?"), at: 0.1)
        let loaded = TestFeeds.feed(pageCounts: [3, 2])
        _ = state.handle(.feedLoaded(prepared(loaded, for: state), isReload: false), at: Instant(seconds: 1))
        #expect(state.feed.sections.map(\.id) == loaded.sections.map(\.id))
        #expect(state.focusedSection == 0)
        #expect(state.message == nil)
        #expect(state.isShowingHelp)
    }

    @Test func theWholeFeedKeepsThePlaceReachedInItsFirstPart() {
        let whole = TestFeeds.feed(pageCounts: [4, 4, 4, 4, 4], sectionAutoplay: .off)
        var part = whole
        part.sections = Array(whole.sections.prefix(3)) + [Section(id: "carousel.loading-rest", title: "Loading…", pages: [.loading])]
        var state = CarouselState.make(part)
        state.press(.down, at: 0)
        state.press(.character("3"), at: 0.1)
        _ = state.handle(.feedLoaded(prepared(whole, for: state), isReload: false), at: Instant(seconds: 2))
        #expect(state.feed.sections.count == 5)
        #expect(state.focusedSection == 1)
        #expect(state.currentPage(ofSection: 1) == 2)
        #expect(state.message == nil)
    }

    /// A state showing the first `count` sections of `whole` and a section for the rest, handed
    /// over as a first part (as the app does while a big feed loads).
    private func showingFirstPart(of whole: Feed, count: Int) -> CarouselState {
        var part = whole
        part.sections = Array(whole.sections.prefix(count)) + [Section(id: "carousel.loading-rest", title: "Loading…", pages: [.loading])]
        var state = CarouselState.make(Feed(title: "feed.yaml", sections: [Section(id: "carousel.loading", title: "Loading…", pages: [.loading])]))
        // swiftlint:disable:next force_try
        let first = try! PreparedFeed(part, options: state.options, isFirstPart: true)
        _ = state.handle(.feedLoaded(first, isReload: false), at: .zero)
        return state
    }

    @Test func endOnAFirstPartShowsTheRealLastSectionAsSoonAsTheWholeFeedArrives() {
        let whole = TestFeeds.feed(pageCounts: Array(repeating: 2, count: 40), sectionAutoplay: .off)
        var state = showingFirstPart(of: whole, count: 3)
        state.press(.end, at: 0.5)
        #expect(state.focusedSection == 3, "on the section standing for the rest")
        #expect(state.message?.text == "The last section shows once the feed is in")
        _ = state.handle(.feedLoaded(prepared(whole, for: state), isReload: false), at: Instant(seconds: 2))
        #expect(state.focusedSection == 39)
        #expect(state.verticalOffset == state.at(10).verticalOffset, "there at once, not sliding")
        #expect(Renderer().render(state).plainText().contains("Section 40"))
        #expect(state.message == nil)
    }

    @Test func endIsForgottenOnceTheFocusMovesAndOnAWholeFeed() {
        let whole = TestFeeds.feed(pageCounts: Array(repeating: 2, count: 40), sectionAutoplay: .off)
        var state = showingFirstPart(of: whole, count: 3)
        state.press(.end, at: 0.5)
        state.press(.up, at: 0.6)
        state.press(.down, at: 0.7)
        _ = state.handle(.feedLoaded(prepared(whole, for: state), isReload: false), at: Instant(seconds: 2))
        #expect(state.focusedSection == 3, "the first of the rest, where the stand-in was")

        state.press(.home, at: 3)
        state.press(.end, at: 3.5)
        #expect(state.focusedSection == 39)
        #expect(state.message == nil, "nothing is awaited on a whole feed")
    }

    @Test func aNewSectionAmongOnesInViewStartsItsPageAtTheReload() {
        let old = TestFeeds.feed(pageCounts: [3, 3])
        var state = CarouselState.make(old, size: Size(width: 100, height: 60))
        state.advance(to: Instant(seconds: 10))
        var new = old
        new.sections.insert(Section(id: "fresh", title: "Fresh", pages: old.sections[0].pages), at: 1)
        _ = state.handle(.feedLoaded(prepared(new, for: state, viewport: state.size), isReload: true), at: Instant(seconds: 10))
        #expect(state.halfVisibleSections() == [0, 1, 2])
        #expect(state.sections[1].shownSince == state.now, "its page shown from the reload")
        #expect(state.at(12.9).currentPage(ofSection: 1) == 0)
        #expect(state.at(14).currentPage(ofSection: 1) == 1)
    }

    @Test func aPreparedFeedAppliedTwiceGivesTheSameState() {
        let old = TestFeeds.feed(pageCounts: [4, 4, 4], sectionAutoplay: .off)
        var new = old
        new.sections.swapAt(0, 2)
        var first = CarouselState.make(old)
        first.press(.character("2"), at: 0.1)
        var second = first
        let feed = prepared(new, for: first, viewport: first.size)
        _ = first.handle(.feedLoaded(feed, isReload: true), at: Instant(seconds: 1))
        _ = second.handle(.feedLoaded(feed, isReload: true), at: Instant(seconds: 1))
        #expect(first.sections == second.sections)
        #expect(first.currentPage(ofSection: 2) == 1)
    }

    @Test func aReloadPreparedForTheStateIsTheReloadPreparedWhereItIsApplied() {
        let old = TestFeeds.feed(pageCounts: [4, 4, 4], sectionAutoplay: .off)
        var new = old
        new.sections.swapAt(0, 2)
        new.sections[1].tag = "A tag band now"
        var byFeed = CarouselState.make(old)
        byFeed.press(.down, at: 0)
        byFeed.press(.character("2"), at: 0.1)
        var byPrepared = byFeed
        // Prepared for other options and no viewport, it is prepared again where it is applied.
        _ = byFeed.handle(.reloaded(new, options: CarouselOptions(ascii: true)), at: Instant(seconds: 1))
        _ = byPrepared.handle(.feedLoaded(prepared(new, for: byPrepared, viewport: byPrepared.size), isReload: true), at: Instant(seconds: 1))
        #expect(byPrepared.feed == byFeed.feed)
        #expect(byPrepared.layout == byFeed.layout)
        #expect(byPrepared.focusedSection == byFeed.focusedSection)
        #expect(byPrepared.currentPage(ofSection: 1) == 1)
        #expect(byPrepared.message?.text == "Reloaded: 3 sections")
    }

    @Test func aFeedPreparedForOtherOptionsOrAnotherViewportIsRedoneWhereItIsApplied() throws {
        var state = CarouselState(feed: TestFeeds.feed(pageCounts: [2]), options: CarouselOptions(ascii: true), screenSize: Size(width: 80, height: 24))
        var new = TestFeeds.feed(pageCounts: [2, 3])
        new.sections[0].title = "Fancy — title"
        let elsewhere = try PreparedFeed(new, options: CarouselOptions(), viewport: Size(width: 200, height: 60))
        _ = state.handle(.feedLoaded(elsewhere, isReload: true), at: Instant(seconds: 1))
        #expect(state.feed.sections[0].title == "Fancy - title", "made ASCII for this state's options")
        #expect(state.layout.viewport == state.size)
    }
}

/// A failed reload can be acted on: the first problem, how many more, and `e` for all of them.
@Suite struct ReloadFailureDetailsTests {
    @Test func theStatusLineGivesTheFirstProblemAndEListsEveryOne() {
        var state = CarouselState.make(TestFeeds.feed(pageCounts: [3], sectionAutoplay: .off), size: Size(width: 80, height: 20))
        let problems = ["feed.yaml:3:1: sections: missing", "feed.yaml:7:5: title: \u{1B}[31mexpected text", "feed.yaml:9:2: warning: unknown key"]
        _ = state.handle(.reloadFailed(problems[0], details: problems), at: .zero)
        let screen = Renderer().render(state).plainText()
        let statusLine = screen.split(separator: "\n").last ?? ""
        #expect(statusLine.contains("feed.yaml:3:1"))
        #expect(statusLine.hasSuffix("+2 more · e details"), "the hint survives a long problem")
        state.press(.character("e"), at: 1)
        #expect(state.overlay == .reloadDetails)
        let overlay = Renderer().render(state).plainText()
        #expect(overlay.contains("Reload failed; the old feed stays"))
        #expect(overlay.contains("feed.yaml:7:5: title: expected text"), "made safe to draw")
        #expect(overlay.contains("feed.yaml:9:2: warning: unknown key"))
        state.press(.character("x"), at: 2)
        #expect(state.overlay == nil)
        _ = state.handle(.reloaded(TestFeeds.feed(pageCounts: [3], sectionAutoplay: .off)), at: Instant(seconds: 3))
        #expect(state.reloadProblems == nil, "a reload that works forgets them")
    }
}

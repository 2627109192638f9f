@testable import CarouselKit
import PropertyBased
import Testing
import TestSeeds

/// Invariants of the state machine over random sequences of keys, waits, resizes and mouse input.
@Suite struct StatePropertyTests {
    /// Sections of every shape: one page, many pages, tags, each wrap mode, autoplay on and off.
    static let feed: Feed = {
        var feed = TestFeeds.feed(pageCounts: [1, 2, 3, 5, 8, 4, 2, 6, 3], autoplay: AutoplaySettings(interval: 0.7, resumeAfter: 0.5))
        let wraps: [WrapMode] = [.rewind, .jump, .loop]
        for index in feed.sections.indices {
            feed.sections[index].autoplay = index == 5 ? .off : .on(AutoplayOverrides(wrap: wraps[index % 3]))
            if index % 4 == 1 { feed.sections[index].tag = String(repeating: "タグ tag ", count: index * 3) }
            // Every layout: banners, shelves and grids (auto, the rest, is a shelf on wide screens).
            if index % 4 == 2 { feed.sections[index].layout = CardLayout(style: .grid, cardWidth: 30, rows: 2) }
            if index % 4 == 3 { feed.sections[index].layout = CardLayout(style: .shelf, cardWidth: 40) }
            if index == 4 { feed.sections[index].layout = CardLayout(style: .banner) }
        }
        return feed
    }()

    static let keys: [Key] = [
        .up, .down, .left, .right, .tab, .backTab, .pageUp, .pageDown, .home, .end, .space,
        .character("1"), .character("2"), .character("5"), .character("0"), .character("9"),
        .character("x"), .character("?"), .character("g"), .character("G"), .character("j"), .character("l"),
        .character("v"), .enter,
    ]
    static let sizes = [
        Size(width: 1, height: 1), Size(width: 19, height: 7), Size(width: 20, height: 8),
        Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 37, height: 13), Size(width: 120, height: 9),
    ]

    @Test func invariantsHoldOverRandomInput() async {
        let regressions = [
            // A ring clicked mid-slide, after its slide was renumbered a lap back, aims at the card
            // under the click: three cards before the first page, the same card as page 1.
            [1070, 1235, 465, 6607, 6149, 2498, 8317, 2998, 6658],
        ]
        let input = Gen.int(in: 0...9999).array(of: 1...40)
        await seededPropertyCheck(count: 2000, input: input, regressions: regressions) { checkInvariants(over: $0) }
    }

    private func checkInvariants(over steps: [Int]) {
        var session = SimulatedSession(Self.feed, size: Size(width: 80, height: 24))
        for step in steps {
            apply(step, to: &session)
            checkInFlight(session.state)
        }
        // Hold auto-advance (as when the terminal loses focus) and let everything come to rest.
        session.send(.focus(false))
        session.wait(2)
        checkAtRest(session.state)
        checkGrid(Renderer().render(session.state), size: session.state.screenSize)
    }

    private func apply(_ step: Int, to session: inout SimulatedSession) {
        let kind = step % 10, parameter = step / 10
        switch kind {
        case 0...4: session.send(.key(Self.keys[parameter % Self.keys.count]))
        case 5, 6: session.wait(Double(parameter % 40) * 0.025)
        case 7: session.send(.resize(Self.sizes[parameter % Self.sizes.count]))
        case 8:
            let kinds: [MouseEvent.Kind] = [.click, .wheelUp, .wheelDown, .wheelLeft, .wheelRight]
            let size = session.state.screenSize
            session.send(.mouse(MouseEvent(
                kinds[parameter % 5], x: (parameter / 5) % max(1, size.width), y: (parameter / 7) % max(1, size.height))))
        default: session.wait(Double(parameter % 5))
        }
        if session.state.overlay != nil, parameter % 3 == 0 { session.send(.key(.escape)) }
    }

    private func checkInFlight(_ state: CarouselState) {
        #expect(state.feed.sections.indices.contains(state.focusedSection))
        for index in state.feed.sections.indices {
            let count = Double(state.feed.sections[index].pages.count)
            let position = state.position(ofSection: index)
            // A ring slides past its ends to the cards shown there: back to -1 (the last page) or
            // on to `count` (the first), and a click mid-slide on a wide screen one card further.
            // Renumbered by whole laps, a slide under way may start laps back: the same cards.
            let target = state.sections[index].position.target
            #expect(target == target.rounded(), "section \(index) aims at \(target)")
            if state.autoplayRun.isRing(state.sections[index]) {
                #expect(position.isFinite, "section \(index) at \(position)")
                // Paged or advanced, a ring aims at most one card past either end; clicked, at a
                // card in view, numbered from wherever the slide under way is.
                let aimsNearTheEnds = target >= -1 && target <= count
                let aimsAtACardInView = abs(target - position) <= 3
                #expect(aimsNearTheEnds || aimsAtACardInView, "section \(index) slides \(position) → \(target)")
            } else {
                #expect(position >= -1 && position <= count, "section \(index) at \(position)")
                #expect(target >= -2 && target <= count + 1, "section \(index) aims at \(target)")
            }
        }
        #expect(state.verticalOffset >= 0)
        #expect(state.verticalOffset <= max(state.layout.maxVerticalOffset, Int(state.navigation.vertical.target)))
    }

    private func checkAtRest(_ state: CarouselState) {
        #expect(!state.isAnimating)
        for index in state.feed.sections.indices {
            let count = state.sections[index].pageCount
            let position = state.position(ofSection: index)
            #expect(position == position.rounded() && position >= 0 && position < Double(count), "section \(index) at \(position)")
            #expect(state.currentPage(ofSection: index) == state.targetPage(ofSection: index))
            let control = PageControl(
                pageCount: count, currentPage: state.currentPage(ofSection: index), width: state.layout.cardWidth,
                glyphs: Glyphs(ascii: false))
            let current = control.items.filter(\.isCurrent)
            #expect(count == 1 ? current.isEmpty : current.map(\.page) == [state.currentPage(ofSection: index)])
        }
        #expect(state.verticalOffset >= 0 && state.verticalOffset <= state.layout.maxVerticalOffset)
        if !state.isTooSmall {
            // The focused card is whole across the screen, in a page of one card or of several.
            let card = state.layout.cardFrame(
                section: state.focusedSection, page: state.sections[state.focusedSection].focusedCard,
                offset: state.horizontalOffset(ofSection: state.focusedSection))
            #expect(card.x >= 0 && card.maxX <= state.size.width, "the focused card \(card) is whole across")
            let focused = state.layout.sections[state.focusedSection].visibleBody
            let rows = state.visibleRows
            #expect(focused.y < rows.upperBound && rows.lowerBound < focused.maxY, "the focused section is in view")
            let titlesInView = state.layout.sections.filter { rows.contains($0.title.y) }.count
            let focusedTitleInView = rows.contains(focused.y)
            #expect(titlesInView == 0 || focusedTitleInView, "the focused title is on screen whenever any title is")
        }
    }

    private func checkGrid(_ grid: ScreenGrid, size: Size) {
        #expect(grid.size == size)
        for y in 0..<size.height {
            var columns = 0
            var expectContinuation = false
            for cell in grid.row(y) {
                #expect(cell.isContinuation == expectContinuation, "row \(y) keeps wide characters whole")
                expectContinuation = cell.width == 2
                columns += cell.isContinuation ? 0 : Int(cell.width)
            }
            #expect(columns == size.width)
        }
    }
}

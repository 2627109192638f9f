// A small ncurses program of its own that shows a carousel feed in part of its screen: a
// sidebar of text on the left, a clock line on top, the carousel (CarouselView) in the rest.
// Keys go to the carousel's state; q, Esc or Ctrl-C quits.
import CExampleCurses
import CarouselKit
import ExampleSupport
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

let feed = Feed(title: "Embedded", autoplay: AutoplaySettings(interval: 3), sections: [
    Section(id: "tips", title: "Tips", tag: "Arrow keys move; Space pauses", pages: [
        Page(id: "1", title: "A carousel in a corner", body: "This program draws its own sidebar and clock; the carousel gets a rectangle."),
        Page(id: "2", title: "Your keys, its state", body: "Each key is handed to CarouselState with the instant it arrived.", accent: .green),
        Page(id: "3", title: "Idle means idle", body: "With nothing moving, the program sleeps until the next deadline or key.", accent: .magenta),
    ]),
    Section(id: "log", title: "Log", pages: [
        Page(id: "a", title: "12:00 deploy", body: "Version 2 is live."),
        Page(id: "b", title: "12:05 alert", body: "Latency back to normal.", accent: .yellow),
    ]),
])

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The key a code from `example_read` stands for.
func key(for code: Int32) -> Key? {
    switch code {
    case example_key_up.rawValue: return .up
    case example_key_down.rawValue: return .down
    case example_key_left.rawValue: return .left
    case example_key_right.rawValue: return .right
    case example_key_page_up.rawValue: return .pageUp
    case example_key_page_down.rawValue: return .pageDown
    case example_key_home.rawValue: return .home
    case example_key_end.rawValue: return .end
    case example_key_back_tab.rawValue: return .backTab
    case 3: return .interrupt
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 32: return .space
    default:
        guard code > 32, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        return .character(Character(scalar))
    }
}

/// Where everything goes on a screen of `size`.
struct ScreenPlan {
    static let sidebarWidth = 22
    let size: Size
    var carousel: Rect { Rect(x: Self.sidebarWidth, y: 1, width: size.width - Self.sidebarWidth, height: size.height - 2) }
    var carouselSize: Size { Size(width: max(0, carousel.width), height: max(0, carousel.height)) }
}

/// Writes the runs of cells that changed to the terminal.
func show(_ runs: [GridRun]) {
    for run in runs {
        for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
            let style = cell.style
            String(cell.symbol).withCString {
                example_put(Int32(run.y), Int32(run.x + offset), $0, curses(style.foreground),
                            curses(style.background), Int32(style.attributes.rawValue))
            }
        }
    }
    example_refresh()
}

/// The host's own content: a sidebar listing the sections, a clock line, a line of help.
func drawChrome(_ state: CarouselState, plan: ScreenPlan, elapsed: Int, into grid: inout ScreenGrid) {
    let bold = Style(attributes: .bold), dim = Style(attributes: .dim)
    grid.write(" Embedded carousel", x: 0, y: 0, style: bold)
    let clock = "up \(elapsed / 60):\(elapsed % 60 < 10 ? "0" : "")\(elapsed % 60) "
    grid.write(clock, x: plan.size.width - clock.count, y: 0, style: dim)
    grid.write(" Sections", x: 0, y: 2, style: bold)
    for (index, section) in state.sections.enumerated() {
        let marker = index == state.focusedSection ? "▸" : " "
        let line = " \(marker) \(section.content.title) \(state.currentPage(ofSection: index) + 1)/\(section.pageCount)"
        grid.write(line, x: 0, y: 3 + index, style: index == state.focusedSection ? Style(foreground: .cyan) : Style())
    }
    grid.write(" \(state.message?.text ?? "←→ page  ↑↓ section  q quit")", x: 0, y: plan.size.height - 1, style: dim)
}

guard example_start() != 0 else {
    fail("embedded: needs a terminal (run it in one)", status: 69)
}
defer { example_stop() }

let start = monotonicSeconds()
func now() -> Instant { Instant(seconds: monotonicSeconds() - start) }

var plan = ScreenPlan(size: Size(width: Int(example_columns()), height: Int(example_lines())))
var state: CarouselState
do {
    state = try CarouselState(feed: feed, size: plan.carouselSize, now: now())
} catch {
    example_stop()
    fail("embedded: \(error)", status: 65)
}
let view = CarouselView()
var shown: ScreenGrid?

loop: while true {
    let time = now()
    state.advance(to: time)
    var grid = ScreenGrid(size: plan.size)
    drawChrome(state, plan: plan, elapsed: Int(time.seconds), into: &grid)
    view.draw(state, in: plan.carousel, into: &grid)
    show(grid.changedRuns(since: shown))
    shown = grid

    // Sleep until the carousel's next deadline, the next animation frame, or the clock's next second.
    var wake = time.seconds.rounded(.down) + 1
    if let deadline = state.nextDeadline() { wake = min(wake, deadline.seconds) }
    if state.isAnimating { wake = min(wake, time.seconds + MotionTiming.frameInterval) }
    let code = example_read(Int32(max(0, (wake - now().seconds) * 1000).rounded(.up)))

    if code == example_key_resize.rawValue {
        plan = ScreenPlan(size: Size(width: Int(example_columns()), height: Int(example_lines())))
        _ = state.handle(.resize(plan.carouselSize), at: now())
        shown = nil
    } else if let key = key(for: code) {
        switch state.handle(.key(key), at: now()) {
        case .quit: break loop
        case .reloadFeed: _ = state.handle(.reloadFailed("this example has no feed file"), at: now())
        // Its feed has no live sections: nothing asks for a run.
        case .runSource, .cancelSourceRuns, nil: break
        // Nor links, nor pictures.
        case .openLink, .loadPicture: break
        }
    }
}

/// A colour as the C shim numbers it: 0 the terminal's default, 1–8 its eight basic colours.
func curses(_ color: Style.Color) -> Int32 {
    color.number(forTerminalColors: 8).map { Int32($0 + 1) } ?? 0
}

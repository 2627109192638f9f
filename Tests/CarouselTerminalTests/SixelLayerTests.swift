import CarouselKit
import Testing

@testable import CarouselTerminal

/// Which sixel pictures to draw after a frame, and which areas to write again: no pixel is ever
/// left where a picture was, and a picture whose cells a frame wrote over is drawn again.
@Suite("Sixel pictures over the frames")
struct SixelLayerTests {
    static let first = PicturePlacement(
        request: PictureRequest(name: "a.png", size: Size(width: 10, height: 4), mode: .sixel, symbols: .quadrant),
        rect: Rect(x: 5, y: 3, width: 10, height: 4))
    static let second = PicturePlacement(
        request: PictureRequest(name: "b.png", size: Size(width: 10, height: 4), mode: .sixel, symbols: .quadrant),
        rect: Rect(x: 30, y: 3, width: 10, height: 4))

    static func run(x: Int, y: Int, count: Int) -> GridRun {
        ScreenGrid(size: Size(width: 80, height: 10)).runs(in: Rect(x: x, y: y, width: count, height: 1))[0]
    }

    @Test func aNewPictureIsDrawnOnceAndKeptWhileNothingTouchesIt() {
        var layer = SixelLayer()
        let plan = layer.plan([Self.first], changes: [Self.run(x: 0, y: 0, count: 3)], repaint: false)
        #expect(plan.draw == [Self.first] && plan.rewrite.isEmpty)
        let again = layer.plan([Self.first], changes: [Self.run(x: 0, y: 0, count: 80)], repaint: false)
        #expect(again.draw.isEmpty && again.rewrite.isEmpty)
    }

    @Test func aPictureThatLeavesHasItsWholeAreaWrittenAgain() {
        var layer = SixelLayer()
        _ = layer.plan([Self.first, Self.second], changes: [], repaint: false)
        let plan = layer.plan([Self.second], changes: [Self.run(x: 6, y: 4, count: 2)], repaint: false)
        #expect(plan.rewrite == [Self.first.rect])
        #expect(plan.draw.isEmpty)
        #expect(layer.plan([], changes: [], repaint: false).rewrite == [Self.second.rect])
    }

    @Test func cellsWrittenOverAPictureOrAClearedScreenDrawItAgain() {
        var layer = SixelLayer()
        _ = layer.plan([Self.first], changes: [], repaint: false)
        #expect(layer.plan([Self.first], changes: [Self.run(x: 14, y: 6, count: 1)], repaint: false).draw == [Self.first])
        #expect(layer.plan([Self.first], changes: [Self.run(x: 15, y: 6, count: 5)], repaint: false).draw.isEmpty)
        #expect(layer.plan([Self.first], changes: [], repaint: true).draw == [Self.first])
    }

    @Test func theRunsOfAnAreaStartOnWholeCharacters() {
        var grid = ScreenGrid(size: Size(width: 20, height: 3))
        grid.write("日本", x: 3, y: 1, style: .plain)
        let runs = grid.runs(in: Rect(x: 4, y: 0, width: 3, height: 2))
        #expect(runs.map(\.x) == [4, 3])
        #expect(runs.map(\.cells.count) == [3, 4])
    }
}

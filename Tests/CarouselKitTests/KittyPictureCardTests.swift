@testable import CarouselKit
import Testing

/// A picture the terminal holds (kitty's Unicode placeholders) is drawn as placeholder cells in
/// the card: each cell names its own row and column, so a card cut by the view's edge mid-slide
/// shows the right part of the picture.
@Suite struct KittyPictureCardTests {
    /// The row and column a placeholder cell names, or `nil` for any other cell.
    static func position(of cell: Cell) -> (row: Int, column: Int)? {
        let scalars = Array(cell.symbol.unicodeScalars)
        guard scalars.first == KittyPlaceholder.character, scalars.count >= 3,
              let row = KittyDiacritics.marks.firstIndex(of: scalars[1].value),
              let column = KittyDiacritics.marks.firstIndex(of: scalars[2].value) else { return nil }
        return (row, column)
    }

    static func placed(_ state: inout CarouselState) throws -> (PictureRequest, KittyPlaceholder) {
        var asked: [PictureRequest] = []
        while let request = state.startPictureLoad() { asked.append(request) }
        let request = try #require(asked.first)
        let placeholder = try #require(KittyPlaceholder(
            imageID: 42, columns: request.size.width, rows: request.size.height))
        _ = state.handle(.pictureLoaded(request, .placed(placeholder)), at: Instant(seconds: 0.1))
        return (request, placeholder)
    }

    @Test func theCardShowsEveryPlaceholderCellInPlace() throws {
        let options = CarouselOptions(pictures: .kitty)
        var state = CarouselState(feed: PictureCardTests.feed(), options: options, screenSize: Size(width: 100, height: 40))
        let (request, _) = try Self.placed(&state)
        #expect(request.mode == .kitty)
        let grid = Renderer().render(state)
        let card = state.layout.cardFrame(section: 0, page: 0)
        let top = 1 + card.y - state.verticalOffset + 1
        for row in 0..<request.size.height {
            for column in 0..<request.size.width {
                let cell = grid[card.x + 2 + column, top + row]
                let named = Self.position(of: cell)
                #expect(named?.row == row && named?.column == column, "cell \(column), \(row)")
                #expect(cell.style.foreground == .palette(42))
            }
        }
        #expect(!grid.plainText().contains("An orange sun"))
    }

    @Test func aCardCutMidSlideShowsItsOwnColumns() throws {
        let options = CarouselOptions(pictures: .kitty)
        var state = CarouselState(feed: PictureCardTests.feed(), options: options, screenSize: Size(width: 100, height: 40))
        let (request, _) = try Self.placed(&state)
        state.press(.character("l"), at: 0.2)
        var cut = false
        for step in 1...20 {
            state.advance(to: Instant(seconds: 0.2 + Double(step) * 0.02))
            let grid = Renderer().render(state)
            for y in 0..<grid.size.height {
                let named = (0..<grid.size.width).compactMap { x in Self.position(of: grid[x, y]).map { (x, $0) } }
                guard let first = named.first else { continue }
                // Consecutive columns of one picture row, as far as the view shows them.
                for (x, position) in named {
                    #expect(position.row == named[0].1.row && position.column - first.1.column == x - first.0)
                }
                #expect(named.count <= request.size.width)
                if first.1.column > 0 { cut = true }
            }
        }
        #expect(cut, "the view cut the card's left side during the slide")
    }
}

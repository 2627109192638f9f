@testable import CarouselKit
import PropertyBased
import Testing
import TestSeeds

/// Cards with pictures slide, clip and diff like text: whatever the keys, resizes, answers and
/// changed files, every frame is the screen drawn whole.
@Suite struct PictureRenderPropertyTests {
    /// The requests the session handed out, answered later by the test.
    final class Asked: @unchecked Sendable {
        var requests: [PictureRequest] = []
    }

    /// The standard feed of the property tests with a picture on every other page; pictures
    /// named `bad…` fail, the others are a gradient.
    static let feed: Feed = {
        var feed = StatePropertyTests.feed
        for section in feed.sections.indices where section % 3 != 2 {
            for page in feed.sections[section].pages.indices where page % 2 == 0 {
                feed.sections[section].pages[page].image = page % 4 == 0 ? "p\(section)-\(page).png" : "bad\(page).png"
                feed.sections[section].pages[page].alt = "Picture \(section) \(page)"
                if page % 3 == 0 { feed.sections[section].pages[page].body = "" }
            }
            feed.sections[section].imageRows = 2 + section
        }
        return feed
    }()

    /// A gradient filling `request`'s cells in its symbols, transparent in its first pixel column.
    static func gradient(_ request: PictureRequest, shade: Int) -> CellPicture {
        let (columns, rows, symbols) = (request.size.width, request.size.height, request.symbols)
        let width = columns * symbols.pixelsAcross
        let pixels = (0..<(width * rows * symbols.pixelsDown)).map { index -> CellPicture.Pixel? in
            let x = index % width, y = index / width
            guard x > 0 else { return nil }
            return CellPicture.Pixel(red: UInt8((x * 7 + shade) % 256), green: UInt8(y * 9 % 256), blue: UInt8(shade % 256))
        }
        return CellPicture(columns: columns, rows: rows, symbols: symbols, pixels: pixels)
    }

    @Test func everyFrameWithPicturesIsTheScreenDrawnWhole() async {
        let regressions = [
            // Resized to too small, a picture answered then, one changed on disk, and back.
            [14, 5, 8, 4],
        ]
        let input = Gen.int(in: 0...9999).array(of: 1...30)
        await seededPropertyCheck(count: 60, input: input, regressions: regressions) { steps in
            let asked = Asked()
            var session = SimulatedSession(
                state: CarouselState(feed: Self.feed, screenSize: Size(width: 80, height: 24)), frames: .every,
                loadPicture: { request in
                    asked.requests.append(request)
                    return nil
                })
            for step in steps {
                let parameter = step / 10
                switch step % 10 {
                case 0...3: session.send(.key(IncrementalRenderTests.keys[parameter % IncrementalRenderTests.keys.count]))
                case 4: session.send(.resize(IncrementalRenderTests.sizes[parameter % IncrementalRenderTests.sizes.count]))
                case 5...7:
                    // Answers, oldest first; some wait longer.
                    for request in asked.requests.prefix(1 + parameter % 3) {
                        let outcome: PictureOutcome = request.name.hasPrefix("bad")
                            ? .failed("not a PNG or JPEG file") : .ready(Self.gradient(request, shade: parameter))
                        session.send(.pictureLoaded(request, outcome))
                    }
                    asked.requests.removeFirst(min(asked.requests.count, 1 + parameter % 3))
                case 8:
                    let named = Self.feed.sections[parameter % 9].pages.compactMap(\.image)
                    if let name = named.first { session.send(.pictureChanged(name)) }
                default: break
                }
                for _ in 0...(parameter % 6) {
                    session.wait(MotionTiming.frameInterval)
                    let same = session.screen == Renderer().render(session.state)
                    #expect(same, "after \(steps) at \(session.time)")
                }
            }
        }
    }
}

// A carousel feed built in code, driven headlessly: keys and waits on a simulated clock, each
// resulting screen printed as text. What `carousel render` does, as a host program would.
import CarouselKit
import ExampleSupport

let feed = Feed(title: "Headless example", autoplay: AutoplaySettings(interval: 2, resumeAfter: 3), sections: [
    Section(id: "planets", title: "Planets", tag: "Turns a page every 2 s", pages: [
        Page(id: "mercury", title: "Mercury", body: "The smallest planet, and the closest to the Sun."),
        Page(id: "venus", title: "Venus", body: "The hottest planet, under thick clouds."),
        Page(id: "earth", title: "Earth", body: "Home.", accent: .blue),
        Page(id: "mars", title: "Mars", body: "Red dust and the tallest volcano.", accent: .red),
    ]),
    Section(id: "moons", title: "Moons", autoplay: .off, pages: [
        Page(id: "moon", title: "The Moon", body: "Earth's only natural satellite."),
        Page(id: "phobos", title: "Phobos", body: "The larger moon of Mars."),
        Page(id: "europa", title: "Europa", body: "An ocean under the ice of Jupiter's moon."),
    ]),
])

/// Each step: a `render --keys` script, then the screen it leads to.
let steps = ["", "right wait:1", "down wait:1", "3 wait:1", "wait:7"]

do {
    let screen = Size(width: 60, height: 20)
    let state = try CarouselState(feed: feed, size: Renderer.viewport(for: screen))
    var session = SimulatedSession(state: state, frames: .last)
    for step in steps {
        session.play(try KeyScript(step))
        print("--- \(step.isEmpty ? "start" : step) (t=\(session.time.seconds)s) ---")
        print(session.screen.plainText())
    }
} catch {
    fail("headless: \(error)", status: 1)
}

import Foundation
import Testing

/// A real sixel terminal: xterm as a VT340 under Xvfb, the app started in it with `--images auto`,
/// screenshots read for the picture's own colours. xterm's TERM (`xterm`, eight colours) cannot
/// draw those colours in cells, so they on screen are sixel pixels.
@Suite("Pictures in a real sixel terminal")
struct SixelTerminalTests {
    /// The stripes' own colours (#FF6400, #005AFF) as sixel says them, in whole percents.
    static let orange = "#FF6300", blue = "#0059FF"
    /// The focused section's title in xterm's colours: the first screen is up.
    static let cyan = "#00FFFF"

    /// Starts Xvfb and an xterm that runs the app on `$FEED` with the arguments `$ARGUMENTS`, and
    /// defines `count FILE COLOUR` (the pixels of that colour in a screenshot), `appears FILE
    /// COLOUR`, `settled FILE` (a screenshot equal to the one before, 0.3 s apart) and `quit`.
    /// The test's steps follow it.
    static let prologue = #"""
        set -u
        cd "$SCRATCH"
        display=":$((200 + $$ % 700))"
        Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
        xvfb=$!
        trap 'kill $xterm $xvfb 2>/dev/null; wait 2>/dev/null' EXIT
        export DISPLAY="$display"
        for _ in $(seq 100); do import -window root probe.png 2>/dev/null && break; sleep 0.1; done
        xterm -ti vt340 -xrm 'XTerm*decTerminalID: vt340' -xrm 'XTerm*numColorRegisters: 256' -geometry 100x30+0+0 \
          -e sh -c "TERM=xterm SWIFT_BACKTRACE=enable=no '$CAROUSEL' $FEED $ARGUMENTS; echo \$? > exit.txt" \
          >/dev/null 2>&1 &
        xterm=$!
        count() { convert "$1" -fill black +opaque "$2" -fill white -opaque "$2" -format '%[fx:int(mean*w*h+0.5)]' info:; }
        appears() {  # a screenshot with pixels of colour $2
          for _ in $(seq 150); do
            import -window root "$1" 2>/dev/null && [ "$(count "$1" "$2")" -gt 0 ] && return 0
            sleep 0.2
          done
          return 1
        }
        settled() {
          import -window root "$1"
          for _ in $(seq 100); do
            sleep 0.3
            import -window root next.png
            if cmp -s <(convert "$1" rgb:-) <(convert next.png rgb:-); then return 0; fi
            mv next.png "$1"
          done
          return 1
        }
        quit() {
          xdotool key q
          for _ in $(seq 100); do [ -s exit.txt ] && break; sleep 0.1; done
          echo "exit $(cat exit.txt 2>/dev/null)"
        }

        """#

    /// Waits for the picture in pixels, slides to the next page, waits for a settled screen, and
    /// prints how many pixels of each colour each screenshot has.
    static let slide = #"""
        appears rest.png "$ORANGE"
        settled rest.png
        echo "rest $(count rest.png "$ORANGE") $(count rest.png "$BLUE")"
        xdotool key l
        for _ in $(seq 100); do
          import -window root slid.png && ! cmp -s <(convert rest.png rgb:-) <(convert slid.png rgb:-) && break
          sleep 0.1
        done
        settled slid.png
        echo "slid $(count slid.png "$ORANGE") $(count slid.png "$BLUE")"
        quit
        """#

    /// With auto-advance off, `2` slides to the picture's page: the picture in pixels a second
    /// later. Then the wheel scrolls its card partly out of view: no pixel of it left.
    static let restAndWheel = #"""
        appears start.png "$CYAN"
        settled start.png
        echo "start $(count start.png "$ORANGE") $(count start.png "$BLUE")"
        xdotool key 2
        sleep 1
        import -window root second.png
        echo "second $(count second.png "$ORANGE") $(count second.png "$BLUE")"
        xdotool mousemove 300 200 click 5
        settled wheel.png
        echo "wheel $(count wheel.png "$ORANGE") $(count wheel.png "$BLUE")"
        quit
        """#

    /// Runs `steps` after the prologue in the scratch folder, with `feed` and `arguments`.
    static func run(_ steps: String, in scratch: URL, feed: String, arguments: String) throws -> [String: [Int]] {
        for tool in ["Xvfb", "xterm", "xdotool", "import"] {
            let found = ProgramRunner.run(["sh", "-c", "command -v \(tool)"], environment: ["PATH": "/usr/bin:/bin"])
            try #require(found.status == 0, "\(tool) is missing: make test installs xvfb, xterm, xdotool, imagemagick")
        }
        var environment = TestEnvironment.baseEnvironment(home: scratch)
        environment["SCRATCH"] = scratch.path
        environment["CAROUSEL"] = try TestEnvironment.carouselBinary()
        environment["FEED"] = feed
        environment["ARGUMENTS"] = arguments
        environment["ORANGE"] = Self.orange
        environment["BLUE"] = Self.blue
        environment["CYAN"] = Self.cyan
        let result = ProgramRunner.run(["bash", "-c", Self.prologue + steps], environment: environment)
        var counts: [String: [Int]] = [:]
        for line in result.output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let name = words.first { counts[String(name)] = words.dropFirst().compactMap { Int($0) } }
        }
        return counts
    }

    @Test func thePictureIsInPixelsAtRestAndNoneOfItStaysAfterASlide() throws {
        let scratch = try TestEnvironment.scratchWithPictureCards()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let counts = try Self.run(Self.slide, in: scratch, feed: "cards.yaml", arguments: "--no-autoplay --images auto")
        let rest = try #require(counts["rest"], "\(counts)")
        let slid = try #require(counts["slid"], "\(counts)")
        // The stripes fitted into six rows of cells: thousands of pixels of each colour.
        #expect(rest.count == 2 && rest.allSatisfy { $0 >= 2000 }, "\(counts)")
        #expect(slid == [0, 0], "no pixel of the picture left after the slide: \(counts)")
        #expect(counts["exit"] == [0], "\(counts)")
    }

    @Test func aPictureSlidIntoViewIsInPixelsWithinASecondAndAWheelScrollLeavesNoneOfIt() throws {
        let scratch = try TestEnvironment.scratchWithPictureCards()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var feed = """
            title: Sixel at rest
            sections:
              - title: Gallery
                autoplay: false
                image_rows: 6
                pages:
                  - title: Words first
                    body: No picture on this page
                  - title: Stripes
                    image: stripes.png

            """
        for index in 1...6 {
            feed += "  - {title: Words \(index), autoplay: false, pages: [{title: Plain \(index), body: words}]}\n"
        }
        try feed.write(to: scratch.appendingPathComponent("rest.yaml"), atomically: true, encoding: .utf8)
        let counts = try Self.run(Self.restAndWheel, in: scratch, feed: "rest.yaml", arguments: "--no-autoplay --images auto")
        #expect(counts["start"] == [0, 0], "no picture on the first page: \(counts)")
        let second = try #require(counts["second"], "\(counts)")
        #expect(second.count == 2 && second.allSatisfy { $0 >= 2000 }, "in pixels a second after 2: \(counts)")
        #expect(counts["wheel"] == [0, 0], "no pixel left after the wheel: \(counts)")
        #expect(counts["exit"] == [0], "\(counts)")
    }
}

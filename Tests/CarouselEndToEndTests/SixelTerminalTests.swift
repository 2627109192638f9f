import Foundation
import Testing

/// A real sixel terminal: xterm as a VT340 under Xvfb, the app started in it with `--images auto`,
/// screenshots read for the picture's own colours. xterm's TERM (`xterm`, eight colours) cannot
/// draw those colours in cells, so they on screen are sixel pixels.
@Suite("Pictures in a real sixel terminal")
struct SixelTerminalTests {
    /// The stripes' colours as sixel's palette draws them.
    static let orange = "#FF6600", blue = "#0066FF"

    /// Starts Xvfb and xterm, waits for the picture in pixels, slides to the next page, waits for
    /// a settled screen, and prints how many pixels of each colour each screenshot has.
    static let script = #"""
        set -u
        cd "$SCRATCH"
        display=":$((200 + $$ % 700))"
        Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
        xvfb=$!
        trap 'kill $xterm $xvfb 2>/dev/null; wait 2>/dev/null' EXIT
        export DISPLAY="$display"
        for _ in $(seq 100); do import -window root probe.png 2>/dev/null && break; sleep 0.1; done
        xterm -ti vt340 -xrm 'XTerm*decTerminalID: vt340' -xrm 'XTerm*numColorRegisters: 256' -geometry 100x30+0+0 \
          -e sh -c "TERM=xterm SWIFT_BACKTRACE=enable=no '$CAROUSEL' cards.yaml --no-autoplay --images auto; echo \$? > exit.txt" \
          >/dev/null 2>&1 &
        xterm=$!
        count() { convert "$1" -fill black +opaque "$2" -fill white -opaque "$2" -format '%[fx:int(mean*w*h+0.5)]' info:; }
        settled() {  # a screenshot equal to the one before, 0.3 s apart
          import -window root "$1"
          for _ in $(seq 100); do
            sleep 0.3
            import -window root next.png
            if cmp -s <(convert "$1" rgb:-) <(convert next.png rgb:-); then return 0; fi
            mv next.png "$1"
          done
          return 1
        }
        for _ in $(seq 150); do
          import -window root rest.png 2>/dev/null && [ "$(count rest.png "$ORANGE")" -gt 0 ] && break
          sleep 0.2
        done
        settled rest.png
        echo "rest $(count rest.png "$ORANGE") $(count rest.png "$BLUE")"
        xdotool key l
        for _ in $(seq 100); do
          import -window root slid.png && ! cmp -s <(convert rest.png rgb:-) <(convert slid.png rgb:-) && break
          sleep 0.1
        done
        settled slid.png
        echo "slid $(count slid.png "$ORANGE") $(count slid.png "$BLUE")"
        xdotool key q
        for _ in $(seq 100); do [ -s exit.txt ] && break; sleep 0.1; done
        echo "exit $(cat exit.txt 2>/dev/null)"
        """#

    @Test func thePictureIsInPixelsAtRestAndNoneOfItStaysAfterASlide() throws {
        for tool in ["Xvfb", "xterm", "xdotool", "import"] {
            let found = ProgramRunner.run(["sh", "-c", "command -v \(tool)"], environment: ["PATH": "/usr/bin:/bin"])
            try #require(found.status == 0, "\(tool) is missing: make test installs xvfb, xterm, xdotool, imagemagick")
        }
        let scratch = try TestEnvironment.scratchWithPictureCards()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = TestEnvironment.baseEnvironment(home: scratch)
        environment["SCRATCH"] = scratch.path
        environment["CAROUSEL"] = try TestEnvironment.carouselBinary()
        environment["ORANGE"] = Self.orange
        environment["BLUE"] = Self.blue
        let result = ProgramRunner.run(["bash", "-c", Self.script], environment: environment)
        var counts: [String: [Int]] = [:]
        for line in result.output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let name = words.first { counts[String(name)] = words.dropFirst().compactMap { Int($0) } }
        }
        let rest = try #require(counts["rest"], "\(result.output)")
        let slid = try #require(counts["slid"], "\(result.output)")
        // The stripes fitted into six rows of cells: thousands of pixels of each colour.
        #expect(rest.count == 2 && rest.allSatisfy { $0 >= 2000 }, "\(result.output)")
        #expect(slid == [0, 0], "no pixel of the picture left after the slide: \(result.output)")
        #expect(counts["exit"] == [0], "\(result.output)")
    }
}

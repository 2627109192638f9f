import Foundation
import Testing

/// `carousel`'s command line, run as a process: every option, every refused value, and the exit
/// code of each class of outcome (0, 64, 65, 66).
@Suite struct CommandLineTests {
    @Test func everyOptionOfTheMainCommandIsAcceptedByRender() throws {
        let result = try CarouselProcess.run([
            "render", "--size", "60x12", "--interval", "2", "--resume-after", "1.5", "--wrap", "jump",
            "--no-autoplay", "--reduced-motion", "--ascii", "--no-color", "--ambiguous-width", "2", "--border", "none",
            "--keys", "right wait:1 down", "--time", "3",
        ])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.components(separatedBy: "\n").dropLast().count == 12)
    }

    @Test func helpDocumentsEveryOptionAndEveryCommand() throws {
        let result = try CarouselProcess.run(["--help"])
        #expect(result.status == 0)
        // Every option the main command takes (ArgumentParser lists them for the hidden `run`),
        // in the root's own help and its usage line (`--images` and `--hyperlinks` were missing).
        let run = try CarouselProcess.run(["run", "--help"])
        let options = run.outputLines.compactMap { line in
            line.firstMatch(of: /^ +(?:-[a-z], )?(--[a-z-]+)/).map { String($0.1) }
        }.filter { $0 != "--help" }
        #expect(options.count >= 15, "\(options)")
        let usage = result.standardOutput.components(separatedBy: "USAGE:").last ?? ""
        for option in options {
            #expect(result.standardOutput.contains(" \(option)"), "root --help lacks \(option)")
            #expect(option == "--version" || usage.contains(option), "the usage lacks \(option)")
        }
        #expect(usage.contains("[-x|--allow-commands]"), "the usage names -x")
        for usage in ["carousel render", "carousel check", "Exit codes"] {
            #expect(result.standardOutput.contains(usage))
        }
        let render = try CarouselProcess.run(["render", "--help"])
        for option in ["--size", "--keys", "--time", "--interval", "--ambiguous-width", "CAROUSEL_AMBIGUOUS_WIDTH", "--border"] {
            #expect(render.standardOutput.contains(option))
        }
        let check = try CarouselProcess.run(["check", "--help"])
        #expect(check.standardOutput.contains("Exit codes"))
        // A line of the source's help text that lost its trailing backslash joins the next
        // with its indentation: a run of spaces between two words of one sentence.
        for text in [result.standardOutput, render.standardOutput, check.standardOutput] {
            let gaps = text.split(separator: "\n").filter { $0.contains(/[a-z,.;:'] {6,}[a-z(]/) }
            #expect(gaps.isEmpty, "\(gaps)")
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try CarouselProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.outputLines == ["0.1.0"])
    }

    @Test(arguments: [
        (["--interval", "0"], "--interval <S>': expected a number of seconds above 0 and at most 86400"),
        (["--interval", "-1"], "--interval <S>': expected a number of seconds above 0 and at most 86400"),
        (["--interval", "abc"], "--interval <S>': expected a number of seconds above 0 and at most 86400"),
        (["--interval", "nan"], "--interval <S>': expected a number of seconds above 0 and at most 86400"),
        (["--interval", "100000"], "--interval <S>': expected a number of seconds above 0 and at most 86400"),
        (["--resume-after", "0"], "--resume-after <S>': expected a number of seconds above 0 and at most 86400"),
        (["--wrap", "sideways"], "Please provide one of 'rewind', 'jump' or 'loop'"),
        (["--bogus"], "Unknown option '--bogus'"),
        (["render", "--size", "0x0"], "--size <WxH>': expected COLUMNSxROWS, each from 1 to 1000, e.g. 100x30"),
        (["render", "--size", "abc"], "--size <WxH>': expected COLUMNSxROWS, each from 1 to 1000, e.g. 100x30"),
        (["render", "--size", "99999999999999999999x2"], "--size <WxH>': expected COLUMNSxROWS"),
        (["render"], "Missing expected argument '--size <WxH>'"),
        (["render", "--size", "10x10", "--time", "-1"], "--time <S>': expected a number of seconds from 0 to 86400"),
        (["render", "--size", "10x10", "--time", "soon"], "--time <S>': expected a number of seconds from 0 to 86400"),
        (["render", "--size", "10x10", "--keys", "jump"], "--keys: unknown key 'jump'"),
        (["render", "--size", "10x10", "--keys", "wait:-1"], "--keys:"),
        (["render", "--size", "10x10", "--keys", "wait:1e7"], "--keys: 'wait:1e7': waits are at most 86400 seconds (one day)"),
        (["render", "--size", "10x10", "--keys", "wait:50000 wait:50000"], "the waits add up to more than 86400 seconds"),
        (["render", "--size", "-1x-1"], "The value '-1x-1' is invalid for '--size <WxH>': expected COLUMNSxROWS"),
        (["render", "--size", "1001x10"], "--size <WxH>': expected COLUMNSxROWS, each from 1 to 1000"),
        (["--interval", "\u{1B}]0;pwned\u{7}"], "The value '\\u{1B}]0;pwned\\u{7}' is invalid for '--interval <S>'"),
        (["check"], "Missing expected argument '<feed> ...'"),
        (["--ambiguous-width", "3"], "Please provide one of 'auto', '1' or '2'"),
        (["render", "--size", "10x10", "--border", "dotted"], "Please provide one of 'auto', 'rounded', 'ascii' or 'none'"),
    ])
    func aBadValueIsAUsageErrorThatSaysWhatIsAllowed(arguments: [String], expected: String) throws {
        let result = try CarouselProcess.run(arguments)
        #expect(result.status == 64)
        let first = try #require(result.errorLines.first)
        #expect(first.hasPrefix("carousel: "))
        #expect(first.contains(expected), "\(first)")
        #expect(result.standardOutput.isEmpty)
        #expect(!result.standardError.contains("carousel run"))
    }

    @Test func aBadAmbiguousWidthInTheEnvironmentIsAUsageError() throws {
        let result = try CarouselProcess.run(["render", "--size", "40x10"], environment: ["CAROUSEL_AMBIGUOUS_WIDTH": "wide"])
        #expect(result.status == 64)
        #expect(result.errorLines.first == "carousel: CAROUSEL_AMBIGUOUS_WIDTH=wide is not a width; expected auto, 1 or 2")
    }

    /// `render` has no terminal to ask: `auto` is one column; the variable and the option say two,
    /// the option winning over the variable.
    @Test func renderTakesTheAmbiguousWidthFromTheOptionThenTheEnvironment() throws {
        let arguments = ["render", "--size", "60x12", "--no-autoplay"]
        let auto = try CarouselProcess.run(arguments)
        let one = try CarouselProcess.run(arguments + ["--ambiguous-width", "1"])
        let two = try CarouselProcess.run(arguments + ["--ambiguous-width", "2"])
        let fromEnvironment = try CarouselProcess.run(arguments, environment: ["CAROUSEL_AMBIGUOUS_WIDTH": "2"])
        let optionWins = try CarouselProcess.run(arguments + ["--ambiguous-width", "1"], environment: ["CAROUSEL_AMBIGUOUS_WIDTH": "2"])
        #expect([auto, one, two, fromEnvironment, optionWins].allSatisfy { $0.status == 0 })
        #expect(auto.standardOutput == one.standardOutput && optionWins.standardOutput == one.standardOutput)
        #expect(two.standardOutput != one.standardOutput && fromEnvironment.standardOutput == two.standardOutput)
        #expect(two.standardOutput.contains("+----") && !two.standardOutput.contains("╭"))
    }

    @Test func aTimeBeforeTheKeysWaitsEndIsAUsageErrorNamingBoth() throws {
        let result = try CarouselProcess.run(["render", "--size", "40x10", "--keys", "wait:20", "--time", "7"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("carousel: --time 7 is before the end of --keys, whose waits add up to 20 s\n"))
        let atTheEnd = try CarouselProcess.run(["render", "--size", "40x10", "--keys", "wait:2.5 right wait:1", "--time", "3.5"])
        #expect(atTheEnd.status == 0)
    }

    /// A screen of one row prints one row, the too-small notice fitted into it.
    @Test(arguments: [1, 2, 3])
    func aScreenTooLowPrintsExactlyItsRows(height: Int) throws {
        let result = try CarouselProcess.run(["render", "--size", "50x\(height)"])
        #expect(result.status == 0)
        let rows = result.standardOutput.components(separatedBy: "\n").dropLast()
        #expect(rows.count == height)
        #expect(rows.contains { $0.contains("oo small") })
        #expect(rows.contains { $0.contains("need 20x8") })
    }

    @Test func renderExitsZeroOnTheBuiltInFeed() throws {
        let result = try CarouselProcess.run(["render", "--size", "40x10"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
    }

    @Test func anInvalidFeedExits65WithEveryProblemOnStandardError() throws {
        let result = try CarouselProcess.run(["render", "many-problems.yaml", "--size", "40x10"], in: TestPaths.badFixtures)
        #expect(result.status == 65)
        #expect(result.standardOutput.isEmpty)
        let expected = (BadFeedCorpus.expectations["many-problems.yaml"] ?? []).map { "carousel: \($0)" }
        #expect(result.errorLines == expected)
    }

    @Test func aMissingFeedExits66() throws {
        let result = try CarouselProcess.run(["render", "no-such-feed.yaml", "--size", "40x10"])
        #expect(result.status == 66)
        #expect(result.errorLines == ["carousel: no-such-feed.yaml: no such file"])
    }

    @Test func checkGivesInvalidPrecedenceOverMissing() throws {
        let missingAndInvalid = try CarouselProcess.run(["check", "no-such-feed.yaml", "empty.yaml"], in: TestPaths.badFixtures)
        #expect(missingAndInvalid.status == 65)
        #expect(missingAndInvalid.outputLines.first == "no-such-feed.yaml: no such file")
        let missingAndValid = try CarouselProcess.run(["check", "no-such-feed.yaml", "../good/winter.yaml"], in: TestPaths.badFixtures)
        #expect(missingAndValid.status == 66)
        #expect(missingAndValid.outputLines.last == "../good/winter.yaml: OK (3 sections, 5 pages)")
    }

    @Test func flagsOverrideTheFeedsSettings() throws {
        // The feed turns pages every 3 s; --interval 1 turns them every second.
        let feed = "sections: [{title: A, autoplay: {interval: 3}, pages: [{title: one}, {title: two}]}]"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-override-\(UUID().uuidString).yaml")
        try Data(feed.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let asWritten = try CarouselProcess.run(["render", url.path, "--size", "60x12", "--time", "1.9"])
        let overridden = try CarouselProcess.run(["render", url.path, "--size", "60x12", "--time", "1.9", "--interval", "1"])
        #expect(asWritten.status == 0 && overridden.status == 0)
        #expect(asWritten.standardOutput.contains("Page 1/2"))
        #expect(overridden.standardOutput.contains("Page 2/2"))
    }
}

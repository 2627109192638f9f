import Testing

/// `carousel` and `carousel FEED` are read without ArgumentParser (`QuickCommandLine`, for the
/// start-up time); they must end exactly as `carousel run …`, which ArgumentParser reads, does.
@Suite("The common command line read without ArgumentParser")
struct QuickCommandLineTests {
    /// Without a terminal on standard input both ways say the same and exit with the same status:
    /// 69 (no terminal), or 66 for a feed that is not there.
    @Test(arguments: [([], 69), (["Resources/feed.yaml"], 69), (["no-such-feed.yaml"], 66)] as [([String], Int32)])
    func itEndsAsTheMainCommandDoes(arguments: [String], status: Int32) throws {
        let quick = try CarouselProcess.run(arguments)
        let parsed = try CarouselProcess.run(["run"] + arguments)
        #expect(quick.status == status, "\(quick.standardError)")
        #expect(parsed.status == status, "\(parsed.standardError)")
        #expect(quick.standardError == parsed.standardError)
    }

    /// A setting the environment gives wrongly is refused before anything starts, in ArgumentParser's
    /// words, whichever way the command line was read.
    @Test(arguments: [
        ("CAROUSEL_IMAGES", "pixels",
         "carousel: CAROUSEL_IMAGES=pixels is not a way to draw pictures; expected auto, kitty, sixel, symbols, none"),
        ("CAROUSEL_AMBIGUOUS_WIDTH", "wide",
         "carousel: CAROUSEL_AMBIGUOUS_WIDTH=wide is not a width; expected auto, 1 or 2"),
    ])
    func aRefusedEnvironmentSettingIsAUsageError(variable: String, value: String, message: String) throws {
        for arguments in [["Resources/feed.yaml"], ["run", "Resources/feed.yaml"]] {
            let result = try CarouselProcess.run(arguments, environment: [variable: value])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errorLines.first == message, "\(arguments)")
        }
    }

    /// A single argument that names a command, or help, is that command, not a feed.
    @Test func aLoneCommandNameIsTheCommand() throws {
        let schema = try CarouselProcess.run(["schema"])
        #expect(schema.status == 0)
        #expect(schema.standardOutput.hasPrefix("{"))
        let help = try CarouselProcess.run(["help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE:"))
    }

    /// The quick reading takes an argument with a `.` or a `/` for a feed without asking for the
    /// command names: no command's name may have either, and a feed named like a command is
    /// still a feed when written as a path.
    @Test func commandNamesAreWordsThatAPathNeverIs() throws {
        let help = try CarouselProcess.run(["help"])
        let lines = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("SUBCOMMANDS:") })
        // A name starts its line two spaces in; a description's second line starts further in.
        let names = lines[(start + 1)...].prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first }
        #expect(names == ["render", "check", "init", "schema"], "\(names)")
        #expect(names.allSatisfy { !$0.contains(".") && !$0.contains("/") }, "\(names)")
        let schemaAsFeed = try CarouselProcess.run(["./schema"])
        #expect(schemaAsFeed.status == 66, "\(schemaAsFeed.standardError)")
    }
}

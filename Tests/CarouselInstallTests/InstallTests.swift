import Foundation
import Testing

/// `make install` and `make uninstall` into a scratch DESTDIR, and the installed binary run as a
/// machine without the Swift toolchain would run it (docs/behaviour.md §3.12).
@Suite struct InstallTests {
    static let installed = [
        "usr/local/bin/carousel",
        "usr/local/share/bash-completion/completions/carousel",
        "usr/local/share/carousel/examples/built-in.yaml",
        "usr/local/share/carousel/examples/chart.py",
        "usr/local/share/carousel/examples/live.yaml",
        "usr/local/share/carousel/examples/notes.md",
        "usr/local/share/carousel/examples/pictures/aurora.png",
        "usr/local/share/carousel/examples/pictures/builds.png",
        "usr/local/share/carousel/examples/pictures/harbour.png",
        "usr/local/share/carousel/examples/pictures/sunset.png",
        "usr/local/share/carousel/examples/starter.yaml",
        "usr/local/share/carousel/feed.schema.json",
        "usr/local/share/fish/vendor_completions.d/carousel.fish",
        "usr/local/share/man/man1/carousel.1",
        "usr/local/share/zsh/site-functions/_carousel",
    ]

    /// Installs into a new scratch folder with PREFIX=/usr/local.
    static func install() throws -> Scratch {
        try Package.requireStaged()
        let destination = try Scratch()
        let result = try Package.make(["install", "DESTDIR=\(destination.url.path)", "PREFIX=/usr/local"])
        try #require(result.status == 0, "make install failed: \(result.error)")
        return destination
    }

    @Test func installPutsEveryFileInItsPlaceAndUninstallRemovesExactlyThose() throws {
        let destination = try Self.install()
        #expect(try destination.files() == Self.installed)
        let schema = try Data(contentsOf: destination.url.appendingPathComponent("usr/local/share/carousel/feed.schema.json"))
        #expect(schema == (try Data(contentsOf: Package.root.appendingPathComponent("Resources/feed.schema.json"))))

        // Files of other programs beside carousel's stay where they are.
        let others = ["usr/local/bin/other-tool", "usr/local/share/carousel/my-board.yaml"]
        for other in others {
            #expect(FileManager.default.createFile(atPath: destination.url.appendingPathComponent(other).path, contents: Data()))
        }
        let result = try Package.make(["uninstall", "DESTDIR=\(destination.url.path)", "PREFIX=/usr/local"])
        #expect(result.status == 0, "\(result.error)")
        #expect(try destination.files() == others.sorted())
    }

    @Test func theInstalledBinaryIsStrippedSmallAndRunsInAnEmptyEnvironment() throws {
        let destination = try Self.install()
        let binary = destination.url.appendingPathComponent("usr/local/bin/carousel").path
        let size = try #require(try FileManager.default.attributesOfItem(atPath: binary)[.size] as? Int)
        #expect(size <= 20_000_000, "the installed binary has \(size) bytes; docs/behaviour.md §3.12 allows 20 MB")
        #expect(!(try Command.run(["readelf", "--section-headers", binary]).output.contains(".symtab")), "not stripped")

        let screen = try Command.run([binary, "render", "--size", "80x24"], in: destination.url, environment: ["PATH": "/usr/bin:/bin"])
        #expect(screen.status == 0, "\(screen.error)")
        #expect(screen.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 24)
        #expect(screen.output.contains("Section 1/"))
        let version = try Command.run([binary, "--version"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(version.outputLines == [try Package.version()])
    }

    /// Every installed example is a valid feed where it is installed: the built-in one finds its
    /// pictures, `live.yaml` its notes and its chart program.
    @Test func theInstalledExamplesPassCheckWhereTheyAre() throws {
        let destination = try Self.install()
        let examples = destination.url.appendingPathComponent("usr/local/share/carousel/examples")
        let binary = destination.url.appendingPathComponent("usr/local/bin/carousel").path
        let feeds = Self.installed.filter { $0.hasPrefix("usr/local/share/carousel/examples/") && $0.hasSuffix(".yaml") }
        #expect(feeds.count == 3)
        for feed in feeds {
            let path = destination.url.appendingPathComponent(feed).path
            let check = try Command.run([binary, "check", path], environment: ["PATH": "/usr/bin:/bin"])
            #expect(check.status == 0, "\(feed): \(check.output)\(check.error)")
        }
        let chart = try FileManager.default.attributesOfItem(atPath: examples.appendingPathComponent("chart.py").path)
        #expect((chart[.posixPermissions] as? Int).map { $0 & 0o111 != 0 } == true, "chart.py can be run")
    }

    /// The binary needs no library at all (it is static), and has no run path.
    @Test func theInstalledBinaryNeedsNoLibrary() throws {
        let destination = try Self.install()
        let binary = destination.url.appendingPathComponent("usr/local/bin/carousel").path
        let segments = try Command.run(["readelf", "-lW", binary])
        #expect(segments.status == 0)
        #expect(!segments.output.contains("INTERP"), "\(segments.output)")
        let dynamic = try Command.run(["readelf", "-d", binary])
        #expect(!dynamic.output.contains("RUNPATH") && !dynamic.output.contains("RPATH"))

        // Foundation's symbols would be in the unstripped build.
        let symbols = try Command.run(["nm", Package.root.appendingPathComponent(".build/release/carousel").path]).output
        #expect(symbols.contains("s20FoundationEssentials"), "swift-argument-parser's FoundationEssentials is expected")
        for module in ["10Foundation", "FoundationInternationalization"] {
            #expect(!symbols.contains(module), "\(module) is linked into carousel")
        }
    }

    /// The man page is made from the command definitions: every option and subcommand of
    /// `--help` is in it, next to the hand-written sections.
    @Test func theManPageHasEveryOptionOfHelpAndTheHandWrittenSections() throws {
        let destination = try Self.install()
        let page = try String(
            contentsOf: destination.url.appendingPathComponent("usr/local/share/man/man1/carousel.1"), encoding: .utf8)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "FEED FORMAT", "KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES"] {
            #expect(page.components(separatedBy: ".Sh \(section)\n").count == 2, "\(section) should be there once")
        }
        let binary = Package.root.appendingPathComponent(".build/release/carousel").path
        for command in [[], ["render"], ["check"], ["init"], ["schema"]] {
            let help = try Command.run([binary] + command + ["--help"]).output
            let options = Set(help.matches(of: /--[a-z][a-z-]+/).map { String($0.output) })
            for option in options.subtracting(["--help"]) {
                // mdoc's `Fl` adds the first dash; an option with a short name reads `Fl x , -long`.
                let long = option.dropFirst()
                #expect(page.contains("Fl \(long)") || page.contains(" , \(long)\n") || page.contains(" , \(long) "),
                        "the man page lacks \(option) of carousel \(command.joined())")
            }
            if let name = command.first { #expect(page.contains(".It Em \(name)\n")) }
        }
        #expect(page.contains(".It 73\n"))
    }

    @Test func completionsOfferTheSubcommandsAndOptions() throws {
        let destination = try Self.install()
        let share = destination.url.appendingPathComponent("usr/local/share")
        let bash = share.appendingPathComponent("bash-completion/completions/carousel").path
        let script = """
            shopt -s extglob; source \(bash)
            COMP_LINE='carousel sch'; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(carousel sch); COMP_CWORD=1
            _carousel carousel sch carousel; printf '%s\\n' "${COMPREPLY[@]}"
            """
        #expect(try Command.run(["bash", "-c", script]).outputLines == ["schema"])
        let zsh = try String(contentsOf: share.appendingPathComponent("zsh/site-functions/_carousel"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef carousel"))
        let fish = try String(contentsOf: share.appendingPathComponent("fish/vendor_completions.d/carousel.fish"), encoding: .utf8)
        #expect(fish.contains("complete -c 'carousel'"))
        for subcommand in ["render", "check", "init", "schema"] {
            #expect(zsh.contains(subcommand) && fish.contains(subcommand), "\(subcommand)")
        }
    }
}

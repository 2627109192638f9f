import Foundation
import Testing

/// `make dist`: the tarball and the Debian package hold what `make install` installs, named and
/// versioned after `carousel --version`, and apt accepts the package.
@Suite struct DistTests {
    @Test func distBuildsATarballAndADebianPackageThatAptAccepts() throws {
        try Package.requireStaged()
        let output = try Scratch()
        let made = try Package.make(["dist", "DIST_DIR=\(output.url.path)"])
        try #require(made.status == 0, "make dist failed: \(made.error)")
        let version = try Package.version()
        let machine = try Command.run(["uname", "-m"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let architecture = try Command.run(["dpkg", "--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let tarball = "carousel-\(version)-linux-\(machine).tar.gz"
        let package = "carousel_\(version)_\(architecture).deb"
        #expect(try output.files() == [tarball, package].sorted())

        let listing = try Command.run(["tar", "-tzf", tarball], in: output.url).outputLines.filter { !$0.hasSuffix("/") }
        let top = "carousel-\(version)-linux-\(machine)/"
        #expect(listing.sorted() == (["LICENSE", "README.md"] + InstallTests.installed.map { String($0.dropFirst("usr/local/".count)) })
            .map { top + $0 }.sorted())

        let fields = try Command.run(["dpkg-deb", "--field", package, "Package", "Version", "Architecture", "Depends"], in: output.url)
        #expect(fields.outputLines.prefix(3) == ["Package: carousel", "Version: \(version)", "Architecture: \(architecture)"])
        let depends = try #require(fields.outputLines.last)
        for library in ["libc6", "libpng16-16", "libjpeg62-turbo"] {
            #expect(depends.contains(library), "\(depends)")
        }
        // Curses, terminfo and libyaml are linked in where their archives are installed
        // (scripts/link-static-archives.sh); a package is needed exactly for what stays shared.
        let binary = Package.root.appendingPathComponent(".build/release/carousel").path
        let shared = try Command.run(["ldd", binary]).output
        let packages = [("libncursesw.so", "libncursesw6"), ("libtinfo.so", "libtinfo6"), ("libyaml-0.so", "libyaml-0-2")]
        for (library, package) in packages {
            #expect(depends.contains(package) == shared.contains(library), "\(depends)")
        }
        let contents = try Command.run(["dpkg-deb", "--contents", package], in: output.url).output
        for file in ["./usr/bin/carousel", "./usr/share/man/man1/carousel.1.gz", "./usr/share/carousel/feed.schema.json",
                     "./usr/share/bash-completion/completions/carousel", "./usr/share/zsh/site-functions/_carousel",
                     "./usr/share/fish/vendor_completions.d/carousel.fish", "./usr/share/doc/carousel/copyright"] {
            #expect(contents.contains(" \(file)\n"), "\(file)")
        }

        // What `apt install ./carousel_….deb` does, simulated (scripts/try-deb.sh installs it for real).
        let apt = try Command.run(["apt-get", "install", "--simulate", "./\(package)"], in: output.url)
        #expect(apt.status == 0, "\(apt.error)")
        #expect(apt.output.contains("Inst carousel (\(version) "))
    }
}

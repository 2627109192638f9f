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
        // The binary is static (LeanLinkTests): the package depends on nothing.
        #expect(!fields.output.contains("Depends"), "\(fields.output)")
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

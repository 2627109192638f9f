import Foundation
import Testing

/// The release link that keeps the app's pages few (the Makefile's LEAN_FLAGS, README
/// "Side by side with the Rust peer"): what the loader would otherwise read, write and map.
@Suite struct LeanLinkTests {
    static var binary: String { Package.root.appendingPathComponent(".build/release/carousel").path }

    /// Position-dependent: no relocations for the loader to apply at start, and no table of the
    /// executable's symbols for other libraries.
    @Test func theReleaseBinaryHasNothingForTheLoaderToRelocateOrExport() throws {
        try Package.requireStaged()
        let header = try Command.run(["readelf", "-h", Self.binary])
        #expect(header.output.contains("EXEC (Executable file)"), "\(header.output)")
        let relocations = try Command.run(["readelf", "-r", Self.binary]).output
        #expect(!relocations.contains("_RELATIVE"))
        let exported = try Command.run(["nm", "-D", "--defined-only", Self.binary]).outputLines
        #expect(exported.count < 50, "\(exported.count) exported symbols")
    }

    /// The protocol conformance descriptors, which the runtime's first conformance lookup reads
    /// all of, sit together at the start of `.rodata` (scripts/link-order.txt) rather than over
    /// all of its 1.9 MB.
    @Test func theConformanceDescriptorsAreTogether() throws {
        try Package.requireStaged()
        let sections = try Command.run(["readelf", "-SW", Self.binary]).outputLines
        let rodata = try #require(sections.first { $0.contains(" .rodata ") }?.split(separator: " "))
        let start = try #require(rodata.firstIndex(of: ".rodata").flatMap { UInt64(rodata[$0 + 2], radix: 16) })
        let addresses = try Command.run(["nm", Self.binary]).outputLines.compactMap { line -> UInt64? in
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[2].hasSuffix("Mc"), "dDrR".contains(fields[1]) else { return nil }
            return UInt64(fields[0], radix: 16)
        }
        #expect(addresses.count > 1000, "\(addresses.count) conformance descriptors")
        let last = try #require(addresses.max())
        #expect(addresses.allSatisfy { $0 >= start }, "a descriptor before .rodata")
        #expect(last - start < 512 * 1024, "descriptors spread over \((last - start) / 1024) KB")
    }

    /// The functions Swift emits without a symbol (in `.text..L…` sections, which no symbol
    /// order can name) are gathered in one section of their own (scripts/link-layout.ld).
    @Test func theFunctionsWithoutASymbolAreTogether() throws {
        try Package.requireStaged()
        let sections = try Command.run(["readelf", "-SW", Self.binary]).output
        #expect(sections.contains(" .text.unnamed "), "\(sections)")
    }

    /// The C++ runtime is linked in where GCC's static archive is installed (it is wherever the
    /// Swift toolchain builds), not loaded and relocated whole at every start.
    @Test func theReleaseBinaryDoesNotLoadTheSharedCPlusPlusRuntime() throws {
        try Package.requireStaged()
        let archive = try Command.run(["gcc", "-print-file-name=libstdc++.a"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(FileManager.default.fileExists(atPath: archive), "no static libstdc++ here")
        let libraries = try Command.run(["ldd", Self.binary]).output
        #expect(!libraries.contains("libstdc++"), "\(libraries)")
    }

    /// Curses, terminfo, libyaml and GCC's unwinder are linked in too where their archives are
    /// installed (scripts/link-static-archives.sh): the loader finds and maps only the C library.
    @Test func theReleaseBinaryLoadsNoLibraryWhoseArchiveIsInstalled() throws {
        try Package.requireStaged()
        let libraries = try Command.run(["ldd", Self.binary]).output
        for (archive, library) in [
            ("libncursesw.a", "libncursesw.so"), ("libtinfo.a", "libtinfo.so"), ("libyaml.a", "libyaml-0.so"),
            ("libgcc_eh.a", "libgcc_s.so"),
        ] {
            let path = try Command.run(["gcc", "-print-file-name=\(archive)"]).output
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            #expect(!libraries.contains(library), "\(archive) is installed, yet: \(libraries)")
        }
    }
}

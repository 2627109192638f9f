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

    /// The code of libraries no session runs (FoundationEssentials, which swift-argument-parser
    /// links in, among them) sits after the data, at the end of the file, where the readahead
    /// window of a cold start around the data does not read it (scripts/link-layout.ld).
    @Test func theCodeNoSessionRunsIsAfterTheData() throws {
        try Package.requireStaged()
        let sections = try Command.run(["readelf", "-SW", Self.binary]).outputLines
        func range(_ name: String) throws -> Range<UInt64> {
            let fields = try #require(sections.first { $0.contains(" \(name) ") }?.split(separator: " "))
            let at = try #require(fields.firstIndex(of: Substring(name)))
            let start = try #require(UInt64(fields[at + 2], radix: 16))
            return start..<(start + (try #require(UInt64(fields[at + 4], radix: 16))))
        }
        let cold = try range(".text.cold"), data = try range(".data"), bss = try range(".bss")
        #expect(cold.lowerBound >= data.upperBound && cold.lowerBound >= bss.upperBound)
        let foundation = try Command.run(["nm", Self.binary]).outputLines.compactMap { line -> UInt64? in
            let fields = line.split(separator: " ")
            guard fields.count == 3, "tT".contains(fields[1]), fields[2].hasPrefix("$s20FoundationEssentials") else {
                return nil
            }
            return UInt64(fields[0], radix: 16)
        }
        #expect(foundation.count > 1000, "\(foundation.count) FoundationEssentials functions")
        // Identical code folding may keep a few at a copy's place elsewhere.
        let outside = foundation.filter { !cold.contains($0) }.count
        #expect(outside * 100 < foundation.count, "\(outside) of \(foundation.count) outside .text.cold")
    }

    /// Static: no program interpreter and no dynamic section, so no loader finds, maps or
    /// relocates a library at start, and no C function is looked up at its first call. The C
    /// library, the C++ runtime, curses, terminfo, libyaml, libpng and libjpeg are all inside.
    @Test func theReleaseBinaryIsStaticWithEveryLibraryInside() throws {
        try Package.requireStaged()
        let segments = try Command.run(["readelf", "-lW", Self.binary]).output
        #expect(!segments.contains("INTERP") && !segments.contains("DYNAMIC"), "\(segments)")
        let symbols = Set(try Command.run(["nm", Self.binary]).outputLines.compactMap { $0.split(separator: " ").last })
        for symbol in ["malloc", "newterm", "yaml_parser_parse", "png_read_image", "jpeg_read_scanlines", "inflate"] {
            #expect(symbols.contains(Substring(symbol)), "\(symbol) is not in the binary")
        }
    }
}

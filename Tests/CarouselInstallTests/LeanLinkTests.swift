import Foundation
import Testing

/// The release link that keeps the app's pages few (the Makefile's LEAN_FLAGS,
/// docs/performance.md): what the loader would otherwise read, write and map. Only what holds
/// whatever the generated link lists say is tested here: how well the lists fit today's code
/// (peak memory, what a cold start reads) is measured by `make bench`.
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

    /// The functions Swift emits without a symbol (in `.text..L…` sections, which no symbol
    /// order can name) are gathered in one section of their own (scripts/link-layout.ld).
    @Test func theFunctionsWithoutASymbolAreTogether() throws {
        try Package.requireStaged()
        let sections = try Command.run(["readelf", "-SW", Self.binary]).output
        #expect(sections.contains(" .text.unnamed "), "\(sections)")
    }

    /// The code of libraries no session runs (FoundationEssentials, which swift-argument-parser
    /// links in, among them) sits after the data, at the end of the file, where the readahead
    /// window of a cold start does not read it (scripts/link-layout.ld).
    @Test func theCodeNoSessionRunsIsAfterTheData() throws {
        try Package.requireStaged()
        let sections = try Self.sections()
        let cold = try #require(sections[".text.cold"]), data = try #require(sections[".data"])
        let bss = try #require(sections[".bss"])
        #expect(cold.address >= data.addresses.upperBound && cold.address >= bss.addresses.upperBound)
        let foundation = try Self.symbols(ofKinds: "tT").filter { $0.name.hasPrefix("$s20FoundationEssentials") }
        #expect(foundation.count > 1000, "\(foundation.count) FoundationEssentials functions")
        let outside = foundation.filter { !cold.addresses.contains($0.address) }
        #expect(outside.isEmpty, "\(outside.count) of \(foundation.count) outside .text.cold")
    }

    struct Section {
        var address: UInt64, offset: UInt64, size: UInt64
        var addresses: Range<UInt64> { address..<(address + size) }
    }

    /// The binary's sections by name, from `readelf -SW`.
    static func sections() throws -> [String: Section] {
        var sections: [String: Section] = [:]
        for line in try Command.run(["readelf", "-SW", binary]).outputLines {
            // "  [25] .text  PROGBITS  0000000000256b00 055b00 2d09ae 00 AXo  0   0 64"
            let fields = line.split(separator: " ")
            guard let type = fields.firstIndex(where: { ["PROGBITS", "NOBITS"].contains($0) }), type > 0,
                  fields.count > type + 3,
                  let address = UInt64(fields[type + 1], radix: 16), let offset = UInt64(fields[type + 2], radix: 16),
                  let size = UInt64(fields[type + 3], radix: 16)
            else { continue }
            sections[String(fields[type - 1])] = Section(address: address, offset: offset, size: size)
        }
        return sections
    }

    /// The binary's symbols of `kinds` (`nm`'s letters) and their addresses.
    static func symbols(ofKinds kinds: String) throws -> [(name: String, address: UInt64)] {
        try Command.run(["nm", binary]).outputLines.compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, kinds.contains(fields[1]), let address = UInt64(fields[0], radix: 16) else { return nil }
            return (String(fields[2]), address)
        }
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

import CProcessSpawn
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
        let start = try #require(Self.sections()[".rodata"]).address
        let addresses = try Self.symbols(ofKinds: "dDrR").filter { $0.name.hasSuffix("Mc") }.map(\.address)
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

    /// What a start reads lies in the file's first 8 MiB, the readahead window of the loader's
    /// first read (scripts/link-layout.ld): the headers, the code a session runs (`.text`, the
    /// functions scripts/link-hot.ld names), the data, and the first bytes of the unwinding
    /// tables. The functions of a start are among that code.
    @Test func whatAStartReadsIsInTheFilesFirstEightMebibytes() throws {
        try Package.requireStaged()
        let sections = try Self.sections()
        let window: UInt64 = 8 << 20
        for name in [".text", ".data.rel.ro", ".got", ".data", ".rodata"] {
            let section = try #require(sections[name], "\(name)")
            #expect(section.offset + section.size <= window, "\(name) ends \(section.offset + section.size) bytes in")
        }
        let unwinding = try #require(sections[".eh_frame"])
        #expect(unwinding.offset < window)
        let text = try #require(sections[".text"])
        let functions = try Self.symbols(ofKinds: "tTwW")
        for name in ["_start", "carousel_main", "malloc", "swift_retain", "newterm", "yaml_parser_parse"] {
            let function = try #require(functions.first { $0.name == name }, "\(name)")
            #expect(text.addresses.contains(function.address), "\(name) is not in .text")
        }
        // The frame's work, in the copy specialized for the terminal (the generic one never runs).
        let driverUpdate = functions.filter { $0.name.hasPrefix("$s11CarouselKit6DriverV6update") }
        #expect(driverUpdate.contains { text.addresses.contains($0.address) })
    }

    /// A start runs none of the code after the data. A function the link lists miss (one that
    /// the link-order sessions' traces did not see run, like the width reply's path under
    /// valgrind, where the reply comes too late) is called from the end of the file; on this
    /// kernel a fault in code reads ahead from its page to the end of its segment, so that one
    /// call read 3.6 MB of code. A copy of the release binary, none of it in the page cache,
    /// starts on the built-in feed in tmux, draws, and quits on `q`: the last page of that code
    /// must still not be in the page cache.
    @Test func aStartRunsNoCodeAfterTheData() throws {
        try Package.requireStaged()
        let cold = try #require(Self.sections()[".text.cold"])
        // In the build folder, on the disk: a copy in a tmpfs could not leave the page cache.
        let folder = Package.root.appendingPathComponent(".build/lean-link-cold-start")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("carousel").path
        try FileManager.default.copyItem(atPath: Self.binary, toPath: copy)
        try PageCache.drop(copy)
        let lastPage = (cold.offset + cold.size - 1) / 4096
        try #require(try !PageCache.holds(copy, page: lastPage), "the copy's pages could not be dropped")

        let socket = "lean-link-\(getpid())"
        defer { _ = Self.spawn(["tmux", "-L", socket, "kill-server"]) }
        // Through the spawn helper, which passes on no descriptor but 0-2: the tmux server, a
        // daemon, would keep one of Foundation's `Process` open, and its wait would never end.
        let started = Self.spawn([
            "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40",
            "env TERM=tmux-256color LANG=C.UTF-8 \(copy); tmux -L \(socket) wait-for -S quit; sleep 60",
        ])
        try #require(started == 0, "tmux new-session failed")
        var screen = "", polls = 0
        while screen.filter({ !$0.isWhitespace }).count < 40 && polls < 100 {
            Thread.sleep(forTimeInterval: 0.1)
            screen = try Command.run(["tmux", "-L", socket, "capture-pane", "-p"]).output
            polls += 1
        }
        try #require(screen.filter { !$0.isWhitespace }.count >= 40, "no first screen:\n\(screen)")
        Thread.sleep(forTimeInterval: 0.5)
        _ = try Command.run(["tmux", "-L", socket, "send-keys", "q"])
        let quit = try Command.run(["timeout", "20", "tmux", "-L", socket, "wait-for", "quit"])
        try #require(quit.status == 0, "the app did not quit on q")
        #expect(try !PageCache.holds(copy, page: lastPage), "a start ran code after the data: make the link lists again (scripts/make-link-order.sh)")
    }

    /// Runs `arguments` to its end with this process's environment: its exit status.
    static func spawn(_ arguments: [String]) -> Int32 {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var output = [CChar](repeating: 0, count: 4096)
        return process_spawn_run(argv, envp, &output, output.count)
    }

    /// A file's pages in the page cache: dropped, and asked for (`mincore`).
    enum PageCache {
        static func drop(_ path: String) throws {
            let descriptor = open(path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            // Pages not yet written back cannot be dropped.
            try #require(fsync(descriptor) == 0)
            try #require(posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED) == 0)
        }

        static func holds(_ path: String, page: UInt64) throws -> Bool {
            let descriptor = open(path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let offset = off_t(page * 4096)
            let mapping = try #require(mmap(nil, 4096, PROT_READ, MAP_SHARED, descriptor, offset))
            try #require(mapping != MAP_FAILED)
            defer { munmap(mapping, 4096) }
            var resident: UInt8 = 0
            try #require(mincore(mapping, 4096, &resident) == 0)
            return resident & 1 == 1
        }
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

import CarouselFeed
import Foundation
import Testing

/// Files built to hurt: each is refused with a clear message, quickly, without a crash.
@Suite struct HostileFeedTests {
    private func errors(loading text: String, name: String = "hostile.yaml") -> [String] {
        do {
            _ = try FeedReader.read(text, name: name)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func moreThan100000SectionsAreRefused() {
        let sections = Array(repeating: "*s", count: 100_001).joined(separator: ",")
        let text = "x: &s {title: A, pages: [{title: a}]}\nsections: [\(sections)]\n"
        #expect(errors(loading: text).contains { $0.hasSuffix("sections: has 100001 sections; at most 100000 are allowed") })
    }

    @Test func moreThan10000PagesInASectionAreRefused() {
        let pages = Array(repeating: "*p", count: 10_001).joined(separator: ",")
        let text = "x: &p {title: a}\nsections: [{title: A, pages: [\(pages)]}]\n"
        #expect(errors(loading: text).contains { $0.hasSuffix("sections[0].pages: has 10001 pages; at most 10000 are allowed") })
    }

    @Test func aBodyOverOneMegabyteIsRefused() {
        let body = String(repeating: "a", count: 1_000_001)
        let text = "sections: [{title: A, pages: [{title: a, body: \(body)}]}]"
        #expect(errors(loading: text) == [
            "hostile.yaml:1:48: sections[0].pages[0].body: is 1000001 bytes long; at most 1000000 are allowed",
        ])
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: FeedLimits.fileBytes + 1)
        #expect(throws: FeedReadError.self) { try FeedReader.read(bytes, name: "huge.yaml") }
    }

    @Test func deepNestingIsRefusedWithoutExhaustingTheStack() {
        let text = "sections: " + String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let found = errors(loading: text)
        #expect(found.count == 1)
        #expect(found.first?.contains("nest") == true)
    }

    @Test func anAliasBombIsRefusedInBoundedTime() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        text += "? *l\n: boom\nsections: [{title: A, pages: [{title: a}]}]\n"
        let start = ContinuousClock.now
        let found = errors(loading: text)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(found.count == 1)
        #expect(found.first?.contains("billion laughs") == true)
    }

    @Test func thousandsOfProblemsAreCappedWithANote() throws {
        let pages = Array(repeating: "{body: no title}", count: 1_000).joined(separator: ",")
        let text = "sections: [{title: A, pages: [\(pages)]}]"
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(text, name: "many.yaml") }
        #expect(error?.errors.count == FeedLimits.diagnostics)
        #expect(error?.diagnostics.last?.description == "many.yaml: note: 800 more problems are not shown; fix these first")
    }

    @Test func aFloodOfWarningsNeverHidesAnError() throws {
        let unknownKeys = (0..<300).map { "unknown\($0): 1" }.joined(separator: ", ")
        let text = "{\(unknownKeys), sections: [{title: A, pages: [{title: a, duration: -1}]}]}"
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(text, name: "flood.yaml") }
        #expect(error?.errors.count == 1)
        #expect(error?.diagnostics.filter { $0.severity == .warning }.count == FeedLimits.diagnostics)
        #expect(error?.summary.hasSuffix("sections[0].pages[0].duration: must be more than 0 and at most 86400 seconds (a day), found -1") == true)
    }

    @Test func aMegabyteValueRepeatedByThousandsOfAliasesIsRefusedQuickly() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let pages = Array(repeating: "{title: a, body: *huge}", count: 5_000).joined(separator: ",")
        let text = "big: &huge \(huge)\nsections: [{title: A, pages: [\(pages)]}]"
        let start = ContinuousClock.now
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(text, name: "huge.yaml") }
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(error?.errors.map(\.message) == [
            "the feed's text, with aliases expanded, passes 256 MiB here; the feed is refused",
        ])
    }

    @Test func aHugeValueNamedInManyErrorsIsCutShort() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let pages = Array(repeating: "{title: a, duration: *huge}", count: 200).joined(separator: ",")
        let text = "big: &huge \(huge)\nsections: [{title: A, pages: [\(pages)]}]"
        let error = #expect(throws: FeedReadError.self) { try FeedReader.read(text, name: "huge.yaml") }
        let first = try #require(error?.errors.first)
        #expect(first.message == "expected a number of seconds, found the string \"\(String(repeating: "x", count: 40))…\"")
        #expect(error?.errors.count == 200)
        #expect(error?.diagnostics.allSatisfy { $0.description.count < 300 } == true)
    }

    @Test func controlCharactersInKeysNeverReachTheTerminal() throws {
        let text = "\"\\e[2Jevil\": 1\nsections: [{title: A, pages: [{title: a}]}]"
        let loaded = try FeedReader.read(text, name: "keys.yaml")
        let warning = try #require(loaded.warnings.first)
        #expect(!warning.description.unicodeScalars.contains { $0.value == 0x1B })
        #expect(warning.description.contains("\\u{1B}[2Jevil"))
    }

    @Test func anEndlessDeviceIsNeverRead() throws {
        let result = try CarouselProcess.run(["check", "/dev/zero"])
        #expect(result.status == 66)
        #expect(result.outputLines.first == "/dev/zero: not a regular file (a FIFO, socket or device is never read)")
    }

    @Test func aDirectoryIsUnreadableNotInvalid() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-feed-dir-\(UUID().uuidString).yaml")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: FeedFileError.self) { try FeedFile.readFeed(atPath: directory.path) }
        let result = try CarouselProcess.run(["check", directory.path])
        #expect(result.status == 66)
        #expect(result.outputLines == ["\(directory.path): is a directory, not a feed file"])
    }
}

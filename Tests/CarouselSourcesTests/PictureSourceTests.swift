#if canImport(Glibc)
import Glibc
#endif
import CarouselFeed
import CarouselKit
import CarouselSources
import Testing

/// `format: image` sources and JSON pages that name pictures, with real commands and files.
extension ChildProcessTests {
    @Suite(.serialized) final class PictureSources {
        let folder = makeTemporaryDirectory()

        init() {
            writeFile(folder + "/png.py", pngScript)
        }

        deinit { removeDirectory(folder) }

        private func load(
            _ source: SectionSource, host: SourceHost? = nil, sectionID: String = "chart", timeout: Double = 30
        ) -> SourceLoad.Result {
            let host = host ?? SourceHost(directory: folder)
            let run = SourceRun(
                sectionID: sectionID, sectionTitle: "Load chart", source: source, textSize: Size(width: 40, height: 3),
                timeout: timeout)
            return host.runToEnd(run).result
        }

        private func picturePath(_ result: SourceLoad.Result) -> String? {
            guard case .loaded(let output) = result, output.pages.count == 1 else { return nil }
            return output.pages[0].image
        }

        @Test func aCommandsPictureIsOnePageTitledByTheSectionNamingAPrivateFile() throws {
            let result = load(SectionSource(.program(["python3", "png.py", "8", "6"]), format: .image))
            guard case .loaded(let output) = result else { Issue.record("not loaded: \(result)"); return }
            #expect(output.pages.map(\.title) == ["Load chart"])
            let path = try #require(output.pages.first?.image)
            #expect(path.hasPrefix("/") && path.hasSuffix(".png"))
            var status = stat()
            #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
            let parent = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            #expect(stat(parent, &status) == 0 && status.st_mode & 0o777 == 0o700)
            #expect(parent.split(separator: "/").last?.hasPrefix("carousel-\(getpid())-") == true)
            #expect(readBytes(path) == runCommand(.arguments(["python3", "png.py", "8", "6"]), in: folder).output)
        }

        @Test func anOutputReplacedRemovesTheFileItReplacesAndTheSameOutputKeepsItsName() throws {
            let host = SourceHost(directory: folder)
            let small = SectionSource(.program(["python3", "png.py", "8", "6"]), format: .image)
            let large = SectionSource(.program(["python3", "png.py", "9", "6"]), format: .image)
            let first = try #require(picturePath(load(small, host: host)))
            #expect(picturePath(load(small, host: host)) == first, "the same output, the same file")
            let second = try #require(picturePath(load(large, host: host)))
            #expect(second != first, "a new output is a new name")
            #expect(access(first, F_OK) != 0, "the replaced file is gone")
            #expect(access(second, F_OK) == 0)
            let other = try #require(picturePath(load(small, host: host, sectionID: "other")))
            #expect(other == first && access(first, F_OK) == 0, "another section's file stays")
        }

        @Test func garbageIsRefusedClearly() throws {
            let result = load(SectionSource(.shell("echo not a picture"), format: .image))
            guard case .failed(let failure) = result else { Issue.record("loaded garbage"); return }
            #expect(failure.reason == "echo not a picture: invalid image output — the output is not a PNG or JPEG file")
        }

        @Test func aTruncatedPictureIsRefusedWhenChecked() throws {
            let cut = SectionSource(.shell("python3 png.py 40 30 | head -c 60"), format: .image)
            let result = load(cut, host: SourceHost(directory: folder, checksPictures: true))
            guard case .failed(let failure) = result else { Issue.record("loaded a cut picture"); return }
            #expect(failure.reason.contains("invalid image output — the output is cut short"))
        }

        @Test func moreThan16MiBIsRefused() throws {
            let flood = SectionSource(.shell("head -c 17000000 /dev/zero"), format: .image)
            guard case .failed(let failure) = load(flood) else { Issue.record("loaded a flood"); return }
            #expect(failure.reason == "head -c 17000000 /dev/zero: output over 16 MiB")
            let within = SectionSource(.shell("python3 png.py 700 700 stored"), format: .image)
            #expect(picturePath(load(within)) != nil, "a picture over the 1 MiB of text output is kept")
        }

        @Test func aHangingCommandTimesOut() throws {
            guard case .failed(let failure) = load(SectionSource(.shell("sleep 30"), format: .image), timeout: 1) else {
                Issue.record("a hanging command loaded")
                return
            }
            #expect(failure.reason == "sleep 30: timed out after 1 s")
        }

        @Test func aFileSourceNamesItsOwnFileInsideTheFeedsFolderOnly() throws {
            _ = runCommand(.shell("python3 png.py 8 6 > map.png"), in: folder)
            let inside = load(SectionSource(.file("map.png"), format: .image))
            #expect(picturePath(inside) == "map.png")
            let outside = SectionSource(.file("/etc/hostname"), format: .image)
            guard case .failed(let failure) = load(outside) else { Issue.record("read outside"); return }
            #expect(failure.reason.hasPrefix("/etc/hostname: is outside the feed's folder"))
            let anywhere = SourceHost(directory: folder, filesAnywhere: true)
            #expect(picturePath(load(outside, host: anywhere)) == "/etc/hostname", "with -x it may")
            let checked = SourceHost(directory: folder, filesAnywhere: true, checksPictures: true)
            guard case .failed(let notPicture) = load(outside, host: checked) else { Issue.record("checked"); return }
            #expect(notPicture.reason == "/etc/hostname: is not a PNG or JPEG file")
        }

        @Test func jsonPagesNamePicturesCheckedWhereTheyAreWritten() throws {
            _ = runCommand(.shell("python3 png.py 8 6 > map.png"), in: folder)
            let json = #"[{"title": "Map", "image": "map.png", "alt": "A map"},"#
                + "\n" + #" {"title": "Gone", "image": "gone.png"}]"#
            writeFile(folder + "/pages.json", json)
            let source = SectionSource(.file("pages.json"), format: .json)
            guard case .loaded(let output) = load(source) else { Issue.record("not loaded"); return }
            #expect(output.pages.map(\.image) == ["map.png", "gone.png"])
            #expect(output.pages.map(\.alt) == ["A map", nil])
            let checked = load(source, host: SourceHost(directory: folder, checksPictures: true))
            guard case .failed(let failure) = checked else { Issue.record("a missing picture passed"); return }
            #expect(failure.details.last == #"line 2, column 29: pages[1].image: "gone.png": no such file"#)
        }

        @Test func aJSONPictureOutsideTheFeedsFolderNeedsAllowing() throws {
            writeFile(folder + "/pages.json", #"[{"title": "Key", "image": "../../etc/hostname"}]"#)
            let source = SectionSource(.file("pages.json"), format: .json)
            let checked = load(source, host: SourceHost(directory: folder, checksPictures: true))
            guard case .failed(let failure) = checked else { Issue.record("outside passed"); return }
            #expect(failure.reason.contains("pages[0].image: \"../../etc/hostname\": is outside the feed's folder"))
            let allowed = load(source, host: SourceHost(directory: folder, filesAnywhere: true, checksPictures: true))
            guard case .failed(let notPicture) = allowed else { Issue.record("not a picture passed"); return }
            #expect(notPicture.reason.contains("is not a PNG or JPEG file"), "allowed there, but still checked")
        }
    }
}

/// Writes a PNG of ARGV[1] × ARGV[2] pixels (a colour gradient) to stdout, with zlib alone;
/// `stored` after them leaves the pixels uncompressed (a large file).
let pngScript = """
    import struct, sys, zlib
    width, height = int(sys.argv[1]), int(sys.argv[2])
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(
        b"\\0" + bytes(v for x in range(width) for v in (x * 255 // width, y * 255 // height, 160))
        for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    sys.stdout.buffer.write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 0 if sys.argv[3:] == ["stored"] else 6)) + chunk(b"IEND", b""))

    """

#if canImport(Glibc)
import Glibc
#endif
import CarouselSources
import Testing

@Suite struct FileSourceReaderTests {
    private func failure(_ path: String, in directory: String = "/") -> String? {
        do {
            _ = try FileSourceReader.read(path, relativeTo: directory)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsAFileRelativeToTheFeedsFolder() throws {
        let directory = makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        writeFile(directory + "/notes.md", "# Notes\nfirst\n")
        #expect(try FileSourceReader.read("notes.md", relativeTo: directory) == Array("# Notes\nfirst\n".utf8))
        #expect(try FileSourceReader.read(directory + "/notes.md", relativeTo: "/elsewhere") == Array("# Notes\nfirst\n".utf8))
    }

    @Test func readsAnEmptyFileAndOneOfExactlyTheLimit() throws {
        let directory = makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        writeFile(directory + "/empty", "")
        #expect(try FileSourceReader.read("empty", relativeTo: directory) == [])
        writeFile(directory + "/limit", String(repeating: "x", count: FileSourceReader.sizeLimit))
        #expect(try FileSourceReader.read("limit", relativeTo: directory).count == 1 << 20)
    }

    @Test func refusesAFileOverTheLimit() {
        let directory = makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        writeFile(directory + "/big", String(repeating: "x", count: FileSourceReader.sizeLimit + 1))
        #expect(failure("big", in: directory) == "big: is larger than 1 MiB")
    }

    @Test func refusesAFIFOWithoutWaitingForAWriter() {
        let directory = makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        #expect(mkfifo(directory + "/pipe", 0o644) == 0)
        #expect(failure("pipe", in: directory)
            == "pipe: is a FIFO (named pipe), not a regular file: it is not read, since it could wait for ever")
    }

    @Test func refusesDevicesAndFolders() {
        #expect(failure("/dev/zero") == "/dev/zero: is a device, not a regular file")
        #expect(failure("tmp") == "tmp: is a directory, not a file")
    }

    @Test func saysWhenTheFileIsMissing() {
        #expect(failure("carousel-no-such-file.md", in: "/tmp") == "carousel-no-such-file.md: no such file")
        #expect(failure("/etc/hostname/x") == "/etc/hostname/x: no such file (a folder on its path is a file)")
    }

    @Test func leavesNoDescriptorOpen() throws {
        let directory = makeTemporaryDirectory()
        defer { removeDirectory(directory) }
        writeFile(directory + "/notes.md", "text")
        #expect(mkfifo(directory + "/pipe", 0o644) == 0)
        let before = openDescriptorCount()
        for _ in 0..<1000 {
            _ = try FileSourceReader.read("notes.md", relativeTo: directory)
            _ = failure("pipe", in: directory)
        }
        #expect(openDescriptorCount() - before < 50)
    }
}

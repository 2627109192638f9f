import Foundation
import Testing

/// `render --cast FILE` against hostile targets (issue 51): the recording goes to a temporary file
/// beside FILE that replaces it only when complete, so nothing there is ever truncated, removed,
/// blocked on or created, and every refusal is exit 73 with one line that says why.
@Suite struct CastTargetTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private static let session = ["render", "--size", "60x20", "--keys", "wait:1 right wait:1", "--cast"]
    private static let olderRecording = "an older recording\n"

    /// `carousel render … --cast target` started by `sh -c script` (`"$@"` is that command line),
    /// for what only a shell sets up: a file size limit, a closed pipe, a time limit.
    private func record(to target: String, through script: String) throws -> CarouselProcess {
        try #require(FileManager.default.isExecutableFile(atPath: TestPaths.binary.path), "build carousel first")
        return try CarouselProcess.run(
            ["-c", script, "sh", TestPaths.binary.path] + Self.session + [target], in: folder,
            binary: URL(fileURLWithPath: "/bin/sh"))
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func fileType(_ name: String) throws -> FileAttributeType? {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
        return attributes[.type] as? FileAttributeType
    }

    @Test func aRecordingReplacesTheFileThroughItsLinkAndLeavesNothingElse() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.olderRecording.write(to: folder.appendingPathComponent("old.cast"), atomically: false, encoding: .utf8)
        #expect(symlink("old.cast", folder.appendingPathComponent("link.cast").path) == 0)
        let result = try CarouselProcess.run(Self.session + ["link.cast"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let recording = try String(contentsOf: folder.appendingPathComponent("old.cast"), encoding: .utf8)
        #expect(recording.hasPrefix("{\"version\": 2, \"width\": 60, \"height\": 20,"))
        #expect(recording.split(separator: "\n").last?.hasPrefix("[2.000000, \"o\", ") == true, "whole, to its end")
        #expect(try fileType("link.cast") == .typeSymbolicLink)
        #expect(try names() == ["link.cast", "old.cast"])
    }

    /// A file size limit makes the writes fail with EFBIG, as a full disk fails them with ENOSPC.
    @Test func anExistingRecordingIsKeptWhenWritingFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.olderRecording.write(to: folder.appendingPathComponent("old.cast"), atomically: false, encoding: .utf8)
        // 8 blocks of 1 KiB: a minute of recording is several times that.
        let result = try record(to: "old.cast", through: "ulimit -f 8; exec \"$@\" --time 60")
        #expect(result.status == 73)
        #expect(result.errorLines == [
            "carousel: cannot record to old.cast: File too large (the file there is left as it was)"
        ])
        let kept = try String(contentsOf: folder.appendingPathComponent("old.cast"), encoding: .utf8)
        #expect(kept == Self.olderRecording)
        #expect(try names() == ["old.cast"], "the temporary file is removed")
    }

    @Test func aMissingFolderIsNotCreated() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CarouselProcess.run(Self.session + ["missing/dir/session.cast"], in: folder)
        #expect(result.status == 73)
        #expect(result.errorLines == [
            "carousel: cannot record to missing/dir/session.cast: no folder missing/dir (none is created)"
        ])
        #expect(try names() == [])
    }

    @Test func aFolderIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("recordings"), withIntermediateDirectories: false)
        let result = try CarouselProcess.run(Self.session + ["recordings"], in: folder)
        #expect(result.status == 73)
        #expect(result.errorLines == ["carousel: cannot record to recordings: it is a folder"])
        #expect(try names() == ["recordings"])
    }

    /// A FIFO that nobody reads: opening it to write would wait for ever (`timeout` ends a wait,
    /// with SIGKILL since the test runner's threads block SIGTERM, and children inherit that).
    @Test func aFIFOWithoutAReaderIsRefusedAtOnce() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o644) == 0)
        let result = try record(to: "fifo", through: "exec timeout -s KILL 10 \"$@\"")
        #expect(result.status == 73)
        #expect(result.errorLines == ["carousel: cannot record to fifo: it is a pipe or a FIFO, not a regular file"])
        #expect(try fileType("fifo") == .typeUnknown, "still a FIFO (Foundation has no name for one)")
        #expect(try names() == ["fifo"])
    }

    /// Standard output a pipe whose reader is gone: a write there would end render with SIGPIPE.
    @Test func aClosedPipeIsRefusedRatherThanKillingRender() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // The pause lets `true` end first, so that the pipe is closed before render starts.
        let result = try record(to: "/dev/stdout", through: "{ sleep 0.3; \"$@\"; echo \"exit $?\" >&2; } | true")
        #expect(result.errorLines == [
            "carousel: cannot record to /dev/stdout: it is a pipe or a FIFO, not a regular file", "exit 73",
        ])
    }

    @Test func standardOutputIsNoPlaceForTheRecording() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CarouselProcess.run(Self.session + ["-"], in: folder)
        #expect(result.status == 64)
        #expect(result.errorLines.first == "carousel: --cast needs a file: standard output carries the screen")
        #expect(try names() == [])
    }

    /// `/dev/full` as the target: a device node of our own (major 1, minor 7), which only root
    /// may make; before, a failed write unlinked it.
    @Test(.enabled(if: getuid() == 0, "only root may make a device node (mknod); CI runs as root, so it runs there"))
    func aDeviceIsRefusedAndLeftInPlace() throws {
        // makedev(1, 7), a C macro Swift does not see.
        let full: dev_t = 1 << 8 | 7
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = folder.appendingPathComponent("full").path
        try #require(mknod(device, S_IFCHR | 0o666, full) == 0)
        let result = try CarouselProcess.run(Self.session + ["full"], in: folder)
        #expect(result.status == 73)
        #expect(result.errorLines == ["carousel: cannot record to full: it is a device, not a regular file"])
        var status = stat()
        #expect(stat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR && status.st_rdev == full)
        #expect(try names() == ["full"])
    }
}

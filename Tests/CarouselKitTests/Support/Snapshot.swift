import Foundation
import Testing

/// Compares text with `Snapshots/NAME.txt` beside this folder's tests.
///
/// A hand-written helper rather than swift-snapshot-testing: screens are plain text, and that
/// package would bring swift-syntax into every clean build for what these thirty lines do.
/// Set `CAROUSEL_RECORD_SNAPSHOTS=1` to write the files anew; a missing file fails the test.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/\(name).txt")
    let recording = ProcessInfo.processInfo.environment["CAROUSEL_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let data = FileManager.default.contents(atPath: url.path) else {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((text + "\n").utf8).write(to: url)
        Issue.record("Recorded snapshot \(name); check it and run again.", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    #expect(text + "\n" == expected, "snapshot \(name) differs:\n\(text)", sourceLocation: sourceLocation)
}

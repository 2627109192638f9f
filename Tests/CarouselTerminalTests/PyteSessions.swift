import CarouselKit
import Foundation

/// Frames and the grids they should show, replayed afterwards in pyte (a terminal emulator
/// written by others, `Tests/FrameTerminal/frame_terminal.py`), so that `TestTerminal` is not the
/// only judge of the encoder's bytes.
struct PyteSessions {
    private struct Session: Encodable {
        var width: Int
        var height: Int
        var frames: [Frame] = []
    }

    private struct Frame: Encodable {
        var bytes: Data
        /// Per cell: symbol, attributes, foreground, background; `nil` for a right half.
        var rows: [[Cell?]]
    }

    private struct Cell: Encodable {
        var symbol: String
        var attributes: String
        var foreground: Int
        var background: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(symbol)
            try container.encode(attributes)
            try container.encode(foreground)
            try container.encode(background)
        }
    }

    private var sessions: [Session] = []

    /// The attributes pyte knows (it has no dim), as the script names them.
    private static let attributeLetters: [(Style.Attributes, String)] = [
        (.bold, "b"), (.italic, "i"), (.underline, "u"), (.reverse, "r"),
    ]

    /// Starts a session on a blank terminal of `size`.
    mutating func start(_ size: Size) {
        sessions.append(Session(width: size.width, height: size.height))
    }

    /// A frame's bytes, and the grid the terminal should show after them.
    mutating func record(_ bytes: [UInt8], showing grid: ScreenGrid) {
        let rows = (0..<grid.size.height).map { y in
            grid.row(y).map { cell -> Cell? in
                guard !cell.isContinuation else { return nil }
                return Cell(
                    symbol: String(cell.symbol),
                    attributes: Self.attributeLetters.filter { cell.style.attributes.contains($0.0) }.map(\.1).joined(),
                    foreground: cell.style.foreground.number(forTerminalColors: 256) ?? -1,
                    background: cell.style.background.number(forTerminalColors: 256) ?? -1)
            }
        }
        sessions[sessions.count - 1].frames.append(Frame(bytes: Data(bytes), rows: rows))
    }

    /// Replays every session in pyte: `nil` when all frames agree, else what pyte said.
    func disagreement() throws -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).json")
        try JSONEncoder().encode(sessions).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("FrameTerminal/frame_terminal.py").path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        return "pyte (python3 with pyte: scripts/ensure-deps.sh python3-pyte): \(text)"
    }
}

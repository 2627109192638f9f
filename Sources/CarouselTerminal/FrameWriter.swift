import CarouselKit
import CNcursesw

/// Sends frames to the terminal: each one buffer of bytes (`FrameEncoder`), one write.
final class FrameWriter {
    private var encoder: FrameEncoder

    init(capabilities: TerminalCapabilities) {
        encoder = FrameEncoder(capabilities: capabilities)
    }

    /// Forgets the cursor and the style, and knows that every cell is blank (the screen was
    /// cleared in the normal style): the next frame need write only the cells that are not.
    func screenCleared() {
        encoder.screenCleared()
    }

    /// The rows whose cells may not be moved sideways: they hold pictures in pixels.
    var pixelRows: [Range<Int>] {
        get { encoder.pixelRows }
        set { encoder.pixelRows = newValue }
    }

    /// Writes `runs` of `grid` to the terminal in one synchronized update.
    /// - Returns: The number of cells written.
    func write(_ runs: [GridRun], of grid: ScreenGrid) -> Int {
        let written = encoder.encode(runs, of: grid)
        encoder.withLastFrame { bytes in
            if let base = bytes.baseAddress { carousel_write_terminal_bytes(base, bytes.count) }
        }
        return written
    }

    /// Writes `bytes` as they are (commands that draw nothing where the cursor is).
    func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { if let base = $0.baseAddress { carousel_write_terminal_bytes(base, $0.count) } }
    }

    /// Writes `bytes` (a picture) with the cursor at column `x` of row `y` of `grid`; the cursor
    /// is not known afterwards.
    func write(picture bytes: [UInt8], at x: Int, _ y: Int, of grid: ScreenGrid) {
        encoder.encodeMove(to: x, y, of: grid)
        var output: [UInt8] = []
        encoder.withLastFrame { output = Array($0) }
        write(bytes: output + bytes)
        encoder.forgetCursor()
    }
}

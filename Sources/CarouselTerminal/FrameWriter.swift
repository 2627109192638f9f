import CarouselKit
import CNcursesw

/// Sends frames to the terminal: each one buffer of bytes (`FrameEncoder`), one write.
final class FrameWriter {
    private var encoder: FrameEncoder

    init(capabilities: TerminalCapabilities) {
        encoder = FrameEncoder(capabilities: capabilities)
    }

    /// Forgets the cursor and the style: something else wrote to the terminal.
    func forgetTerminalState() {
        encoder.forgetTerminalState()
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
}

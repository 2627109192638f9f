#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// Asks the terminal which picture protocols it has and how large its cells are in pixels,
/// before the first frame: the kitty graphics query, `CSI 16 t`, the sixel colour registers
/// (`CSI ? 1 ; 1 S`), then the primary device
/// attributes (`CSI c`), which every terminal answers — last, since replies come in order — so
/// a terminal that knows neither protocol costs one round trip, not the time limit.
enum GraphicsProbe {
    /// How long to wait for the device attributes at most.
    static let timeout = 0.25

    /// Asks the terminal curses has started on.
    /// - Returns: The replies, `nil` when the device attributes did not come in time.
    static func run() -> GraphicsReplies? {
        let question = String(decoding: KittyGraphicsCommands.query, as: UTF8.self) + "\u{1B}[16t\u{1B}[?1;1S\u{1B}[c"
        let received = TerminalQuestion.ask(question, timeout: timeout) { GraphicsReplies.scan($0).complete }
        let replies = GraphicsReplies.scan(received)
        TerminalQuestion.giveBack(replies.otherBytes)
        return replies.complete ? replies : nil
    }

    /// A cell's size in pixels as the kernel knows the window (`TIOCGWINSZ`), where the terminal
    /// fills in the pixel fields.
    static func kernelCellPixels() -> Size? {
        var window = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
            window.ws_xpixel >= window.ws_col, window.ws_ypixel >= window.ws_row
        else { return nil }
        return Size(width: Int(window.ws_xpixel / window.ws_col), height: Int(window.ws_ypixel / window.ws_row))
    }
}

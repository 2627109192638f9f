import CarouselKit

/// A session recorded as asciicast v2 (`carousel render --cast`): a header line, then one
/// `[time, "o", data]` event per frame, whose data are the bytes the app would write for that
/// frame — the same `FrameEncoder`, for an xterm-256color terminal — at the frame's instant on
/// the session's clock. Time being simulated, the same script always gives the same file.
///
/// Each line goes to `write` as soon as it is made, so a long session never piles up in memory.
public final class AsciicastRecording {
    private let write: (String) -> Void
    private var encoder: FrameEncoder
    private var lastTime: Instant?
    private let start: Instant

    /// The terminal a recording is played on: what xterm-256color's terminfo entry says.
    private static let capabilities = TerminalCapabilities.xterm256Color(resetAttributes: "\u{1B}(B\u{1B}[m")

    /// Writes the header at once.
    /// - Parameters:
    ///   - size: The screen's size in cells.
    ///   - title: The recording's title (the feed's).
    ///   - start: The instant the recording's time counts from.
    ///   - write: Told each line of the recording, its line break included, in order.
    public init(size: Size, title: String, start: Instant = .zero, write: @escaping (String) -> Void) {
        encoder = FrameEncoder(capabilities: Self.capabilities)
        self.start = start
        self.write = write
        write("{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), "
            + "\"title\": \(Self.jsonString(title)), \"env\": {\"TERM\": \"xterm-256color\"}}\n")
    }

    /// Records a frame shown at `time`: `changes` of `frame`, as the terminal would be sent them.
    public func record(_ frame: ScreenGrid, changes: [GridRun], at time: Instant) {
        _ = encoder.encode(changes, of: frame)
        // The app hides the cursor when it starts; a player shows it unless told.
        let prefix = lastTime == nil ? "\u{1B}[?25l" : ""
        let data = prefix + encoder.withLastFrame { String(decoding: $0, as: UTF8.self) }
        append(data, at: time)
    }

    /// Ends the recording at `end`: an empty event then when no frame was drawn at that instant.
    public func finish(at end: Instant) {
        if lastTime.map({ $0 < end }) ?? true { append("", at: end) }
    }

    private func append(_ data: String, at time: Instant) {
        write("[\(Self.seconds(time - start)), \"o\", \(Self.jsonString(data))]\n")
        lastTime = time
    }

    /// Seconds with six decimals (microseconds: finer than any frame), from whole nanoseconds.
    static func seconds(_ span: Double) -> String {
        let micros = Int64((span * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// `text` as a JSON string: quotes, backslashes and controls escaped.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

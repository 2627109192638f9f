import CarouselKit

/// A session recorded as asciicast v2 (`carousel render --cast`): a header line, then one
/// `[time, "o", data]` event per frame, whose data are the bytes the app would write for that
/// frame — the same `FrameEncoder`, for an xterm-256color terminal — at the frame's instant on
/// the session's clock. Time being simulated, the same script always gives the same file.
public final class AsciicastRecording {
    private let header: String
    private var encoder: FrameEncoder
    private var events: [String] = []
    private var lastTime: Instant?
    private let start: Instant

    /// The terminal a recording is played on: what xterm-256color's terminfo entry says.
    private static let capabilities = TerminalCapabilities.xterm256Color(resetAttributes: "\u{1B}(B\u{1B}[m")

    /// - Parameters:
    ///   - size: The screen's size in cells.
    ///   - title: The recording's title (the feed's).
    ///   - start: The instant the recording's time counts from.
    public init(size: Size, title: String, start: Instant = .zero) {
        header = "{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), "
            + "\"title\": \(Self.jsonString(title)), \"env\": {\"TERM\": \"xterm-256color\"}}"
        encoder = FrameEncoder(capabilities: Self.capabilities)
        self.start = start
    }

    /// Records a frame shown at `time`: `changes` of `frame`, as the terminal would be sent them.
    public func record(_ frame: ScreenGrid, changes: [GridRun], at time: Instant) {
        _ = encoder.encode(changes, of: frame)
        // The app hides the cursor when it starts; a player shows it unless told.
        let prefix = events.isEmpty ? "\u{1B}[?25l" : ""
        let data = prefix + encoder.withLastFrame { String(decoding: $0, as: UTF8.self) }
        append(data, at: time)
    }

    /// The whole recording, its last event at `end` (an empty one when no frame was drawn then).
    public func finished(at end: Instant) -> String {
        if lastTime.map({ $0 < end }) ?? true { append("", at: end) }
        return ([header] + events).joined(separator: "\n") + "\n"
    }

    private func append(_ data: String, at time: Instant) {
        events.append("[\(Self.seconds(time - start)), \"o\", \(Self.jsonString(data))]")
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

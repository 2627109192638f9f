import CarouselFeed
import Foundation

/// Messages for the user that are not the command's output.
enum StandardError {
    /// Writes `line`, made safe (`PrintedText`), and a line break.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data("\(PrintedText.safe(line))\n".utf8))
    }

    /// A loaded feed's warnings, as `carousel: warning: file:line:column: path: message`.
    static func write(warnings: [FeedDiagnostic]) {
        for warning in warnings {
            write("carousel: \(warning.severity.rawValue): \(warning.locatedMessage)")
        }
    }
}

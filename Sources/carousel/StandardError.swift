import CarouselFeed
import CarouselSources
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages for the user that are not the command's output.
enum StandardError {
    /// Writes `line`, made safe (`PrintedText`), and a line break.
    static func write(_ line: String) {
        // Nothing to do when standard error is gone: there is nowhere left to say so.
        _ = writeAll(Array("\(PrintedText.safe(line))\n".utf8), to: STDERR_FILENO)
    }

    /// A loaded feed's warnings, as `carousel: warning: file:line:column: path: message`.
    static func write(warnings: [FeedDiagnostic]) {
        write(warningLines: warnings.map(line(for:)))
    }

    /// Warnings made by `line(for:)`, each after `carousel: `.
    static func write(warningLines: [String]) {
        for line in warningLines { write("carousel: \(line)") }
    }

    /// A warning as `warning: file:line:column: path: message`.
    static func line(for warning: FeedDiagnostic) -> String {
        "\(warning.severity.rawValue): \(warning.locatedMessage)"
    }
}

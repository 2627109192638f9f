import Foundation
import Testing

/// Reading a captured screen.
extension String {
    /// The screen's rows.
    var rows: [Substring] { split(separator: "\n", omittingEmptySubsequences: false) }

    /// The first row that contains `text`, as an index from the top.
    func row(containing text: String) -> Int? {
        rows.firstIndex { $0.contains(text) }
    }

    /// The page controls on the screen, top to bottom: every row made only of dots, with the
    /// current dot written ● whatever part of its countdown it shows (◕ ◑ ◔).
    var dotRows: [String] {
        rows.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { row in !row.isEmpty && row.allSatisfy { "●◕◑◔○ ".contains($0) } }
            .map { String($0.map { "◕◑◔".contains($0) ? "●" : $0 }) }
    }

    /// The top row (the header).
    var header: Substring { rows.first ?? "" }
}

extension TmuxSession {
    /// The app on the five-section test board at `width`×`height`.
    static func board(
        _ arguments: [String] = [], width: Int = 80, height: Int = 24, environment: [String: String] = [:],
        prefix: [String] = []
    ) throws -> TmuxSession {
        try TmuxSession(
            arguments: ["board.yaml"] + arguments, width: width, height: height, environment: environment,
            prefix: prefix, feeds: ["board.yaml": TestFeeds.board])
    }
}

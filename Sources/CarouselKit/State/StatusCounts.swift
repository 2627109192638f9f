/// How many cards say `status: warn` and `status: error`: what the header counts
/// (docs/behaviour.md §3.18). An `ok` card needs no one's attention, so it is not counted.
struct StatusCounts: Hashable, Sendable {
    var warn = 0
    var error = 0

    init(warn: Int = 0, error: Int = 0) {
        self.warn = warn
        self.error = error
    }

    /// The counts of `pages`.
    init(_ pages: some Sequence<Page>) {
        for page in pages {
            switch page.status {
            case .warn?: warn += 1
            case .error?: error += 1
            case .ok?, nil: break
            }
        }
    }

    var isEmpty: Bool { warn == 0 && error == 0 }

    /// The count of `status`; none for `ok`.
    subscript(status: PageStatus) -> Int {
        switch status {
        case .ok: 0
        case .warn: warn
        case .error: error
        }
    }

    static func + (lhs: StatusCounts, rhs: StatusCounts) -> StatusCounts {
        StatusCounts(warn: lhs.warn + rhs.warn, error: lhs.error + rhs.error)
    }

    static func - (lhs: StatusCounts, rhs: StatusCounts) -> StatusCounts {
        StatusCounts(warn: lhs.warn - rhs.warn, error: lhs.error - rhs.error)
    }
}

/// Where the header row's parts go: the feed's title, the count of warn and error cards, the
/// auto-advance state and the `? help` hint, on a row `width` wide. The header view draws by it
/// and the mouse hits by it, so a click lands where the hint is drawn.
struct HeaderLayout {
    /// The hint a click on opens the help.
    static let helpText = "? help"

    /// One count of the header: `⚠ 2`, in the colour of its status.
    struct Count: Equatable {
        let status: PageStatus
        let label: String
        let column: Int
    }

    /// The auto-advance state as the header words it.
    let autoplayLabel: String
    /// Where the auto-advance state starts, and the hint's columns; `nil` when the row has no
    /// room for them beside a title of four columns (the title alone is drawn).
    let sides: (autoplayColumn: Int, helpColumns: Range<Int>)?
    /// The warn and error counts that are not zero, left of the auto-advance state; none where
    /// they would leave the title less than four columns (they go before the other parts do:
    /// the cards still show each status).
    let counts: [Count]
    /// Columns the title may take from column 1.
    let titleRoom: Int

    /// The header of a row `width` wide showing `autoplay` and `statuses`, measured with `glyphs`.
    init(autoplay: AutoplayStatus, statuses: StatusCounts = StatusCounts(), width: Int, glyphs: Glyphs) {
        autoplayLabel = switch autoplay {
        case .running: "\(glyphs.playing) auto"
        case .resumingIn(let seconds): "\(glyphs.paused) \(seconds)s"
        case .pausedByUser: "\(glyphs.paused) paused"
        case .unfocused: "\(glyphs.paused) unfocused"
        case .reading: "\(glyphs.paused) reading"
        case .off: "autoplay off"
        }
        // The auto-advance state, three spaces, the hint and a space, after the title and three spaces.
        let autoplayWidth = glyphs.width(of: autoplayLabel)
        let helpWidth = glyphs.width(of: Self.helpText)
        let autoplayColumn = width - (autoplayWidth + 3 + helpWidth + 1)
        guard autoplayColumn - 3 >= 4 else {
            (sides, counts, titleRoom) = (nil, [], max(0, width - 2))
            return
        }
        let helpColumn = autoplayColumn + autoplayWidth + 3
        sides = (autoplayColumn, helpColumn..<(helpColumn + helpWidth))
        // The counts, two spaces apart, three spaces before the auto-advance state.
        let labels = [PageStatus.warn, .error].filter { statuses[$0] > 0 }
            .map { ($0, "\(glyphs.mark(for: $0)) \(statuses[$0])") }
        let countsWidth = labels.reduce(0) { $0 + glyphs.width(of: $1.1) + 2 } - 2
        let countsColumn = autoplayColumn - 3 - countsWidth
        guard !labels.isEmpty, countsColumn - 3 >= 4 else {
            (counts, titleRoom) = ([], autoplayColumn - 3)
            return
        }
        var column = countsColumn
        counts = labels.map { status, label in
            defer { column += glyphs.width(of: label) + 2 }
            return Count(status: status, label: label, column: column)
        }
        titleRoom = countsColumn - 3
    }
}

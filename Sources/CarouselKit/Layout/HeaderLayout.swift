/// Where the header row's parts go: the feed's title, the auto-advance state and the `? help`
/// hint, on a row `width` wide. The header view draws by it and the mouse hits by it, so a
/// click lands where the hint is drawn.
struct HeaderLayout {
    /// The hint a click on opens the help.
    static let helpText = "? help"

    /// The auto-advance state as the header words it.
    let autoplayLabel: String
    /// Where the auto-advance state starts, and the hint's columns; `nil` when the row has no
    /// room for them beside a title of four columns (the title alone is drawn).
    let sides: (autoplayColumn: Int, helpColumns: Range<Int>)?

    /// The header of a row `width` wide showing `autoplay`, measured with `glyphs`.
    init(autoplay: AutoplayStatus, width: Int, glyphs: Glyphs) {
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
            sides = nil
            return
        }
        let helpColumn = autoplayColumn + autoplayWidth + 3
        sides = (autoplayColumn, helpColumn..<(helpColumn + helpWidth))
    }
}

/// A run the loader started: the host performs it (runs the command or reads the file) and
/// reports back with `InputEvent.sourceLoaded`.
public struct SourceRun: Hashable, Sendable {
    /// The section the pages are for (`CAROUSEL_SECTION`).
    public var sectionID: String
    /// The section's title, which a picture source's one page takes (`format: image`).
    public var sectionTitle: String
    /// What to run or read, and how to read its output.
    public var source: SectionSource
    /// The card's text area in cells (`CAROUSEL_WIDTH`, `CAROUSEL_HEIGHT`).
    public var textSize: Size
    /// The time limit of the run, in seconds.
    public var timeout: Double
    /// Which of the state's runs this is: its end names it, so that the end of a run the state
    /// cancelled (its source changed) is told apart from the end of the run that replaced it.
    public var number: Int
    /// How old, in seconds, an output another viewer of the same feed kept may be to stand for
    /// this run (docs/behaviour.md §3.18): the source's `every` for a refresh; `nil` — run it —
    /// for a source without `every` and for a refresh the user asked for (`r`).
    public var reusableAge: Double?

    /// A run of `source` for section `sectionID`, titled `sectionTitle`.
    /// - Parameters:
    ///   - sectionID: The section the pages are for.
    ///   - sectionTitle: The section's title, which a picture source's one page takes.
    ///   - source: What to run or read, and how to read its output.
    ///   - textSize: The card's text area in cells.
    ///   - timeout: The time limit of the run, in seconds.
    ///   - number: Which of the state's runs this is.
    ///   - reusableAge: How old a kept output may be to stand for the run; `nil` runs it.
    public init(
        sectionID: String, sectionTitle: String = "", source: SectionSource, textSize: Size, timeout: Double,
        number: Int = 0, reusableAge: Double? = nil
    ) {
        self.sectionID = sectionID
        self.sectionTitle = sectionTitle
        self.source = source
        self.textSize = textSize
        self.timeout = timeout
        self.number = number
        self.reusableAge = reusableAge
    }
}

/// How a run ended, as the host reports it: the pages it produced, or why there are none.
public struct SourceLoad: Hashable, Sendable {
    /// What a run gave.
    public enum Result: Hashable, Sendable {
        /// Pages read from the output.
        case loaded(SourceOutput)
        /// No pages: the section keeps its last good ones and shows the reason.
        case failed(SourceFailure)
    }

    /// The section the run was for.
    public var sectionID: String
    /// The run's `SourceRun.number`: the end of a run no longer awaited is dropped.
    public var run: Int
    /// The pages, or the failure.
    public var result: Result
    /// The wall-clock time the run ended, as the title row shows it ("14:02"); the core has no
    /// wall clock of its own.
    public var clockLabel: String

    /// The end of `run`.
    public init(of run: SourceRun, result: Result, clockLabel: String) {
        self.sectionID = run.sectionID
        self.run = run.number
        self.result = result
        self.clockLabel = clockLabel
    }

    /// Pages for section `sectionID` that no run of this session made (an earlier session's,
    /// `InputEvent.sourceCached`): its `run` is 0, which no run is numbered.
    public init(sectionID: String, result: Result, clockLabel: String) {
        self.sectionID = sectionID
        self.run = 0
        self.result = result
        self.clockLabel = clockLabel
    }
}

/// Why a run gave no pages (docs/behaviour.md §3.11).
public struct SourceFailure: Hashable, Sendable {
    /// One line for the status line: `ci-status: exit 2 — connection refused`.
    public var reason: String
    /// The full story for the `e` overlay: the reason, then up to 20 lines of stderr or the
    /// output's located errors. Not yet made safe to draw: the core sanitises it.
    public var details: [String]

    /// A failure with its one-line `reason` and its `details`.
    public init(reason: String, details: [String] = []) {
        self.reason = reason
        self.details = details
    }
}

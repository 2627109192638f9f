/// Auto-advance settings (docs/behaviour.md §3.4): feed-wide values, which sections and the command line may override.
public struct AutoplaySettings: Hashable, Sendable {
    /// Seconds each page is shown before the section advances.
    public var interval: Double
    /// Seconds without input before paused auto-advance resumes.
    public var resumeAfter: Double
    /// What happens after a section's last page.
    public var wrap: WrapMode
    /// Whether any section may turn its pages by itself; `false` (`--no-autoplay`) stops them all
    /// and keeps each section's own settings, so that a `loop` section stays a ring.
    public var isEnabled: Bool
    /// Whether only the sections that ask for it in so many words (`Section.asksForAutoplay`)
    /// turn their pages: the screen-reader mode, where every turn is said aloud.
    public var onlyWhereAsked: Bool

    /// Settings with Carousel's defaults: 3 s a page, 5 s after input, rewind after the last page.
    public init(
        interval: Double = 3, resumeAfter: Double = 5, wrap: WrapMode = .rewind, isEnabled: Bool = true,
        onlyWhereAsked: Bool = false
    ) {
        self.interval = interval
        self.resumeAfter = resumeAfter
        self.wrap = wrap
        self.isEnabled = isEnabled
        self.onlyWhereAsked = onlyWhereAsked
    }

    /// These settings with a section's overrides applied.
    public func applying(_ overrides: AutoplayOverrides) -> AutoplaySettings {
        AutoplaySettings(
            interval: overrides.interval ?? interval,
            resumeAfter: overrides.resumeAfter ?? resumeAfter,
            wrap: overrides.wrap ?? wrap,
            isEnabled: isEnabled,
            onlyWhereAsked: onlyWhereAsked
        )
    }
}

/// A section's own auto-advance settings; `nil` keeps the feed-wide value.
public struct AutoplayOverrides: Hashable, Sendable {
    /// Seconds each page is shown, in place of the feed-wide interval.
    public var interval: Double?
    /// Seconds after input before auto-advance resumes, in place of the feed-wide value.
    public var resumeAfter: Double?
    /// What happens after the last page, in place of the feed-wide mode.
    public var wrap: WrapMode?

    /// Overrides of the given settings; the others keep the feed-wide values.
    public init(interval: Double? = nil, resumeAfter: Double? = nil, wrap: WrapMode? = nil) {
        self.interval = interval
        self.resumeAfter = resumeAfter
        self.wrap = wrap
    }
}

/// What auto-advance does after a section's last page.
public enum WrapMode: String, CaseIterable, Hashable, Sendable {
    /// Animates back to page 1 in one smooth move.
    case rewind
    /// Shows page 1 at once.
    case jump
    /// Slides page 1 in from the right, as if it followed the last page: the pages are a ring,
    /// which paging by hand goes round too.
    case loop
}

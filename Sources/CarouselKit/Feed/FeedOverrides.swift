/// Settings given on the command line, which win over the feed's own (and are applied again to
/// every reloaded feed).
public struct FeedOverrides: Hashable, Sendable {
    /// `--interval`: seconds each page is shown.
    public var interval: Double?
    /// `--resume-after`: seconds after input before auto-advance resumes.
    public var resumeAfter: Double?
    /// `--wrap`: what happens after the last page.
    public var wrap: WrapMode?
    /// `--no-autoplay`: no section auto-advances.
    public var disableAutoplay: Bool
    /// The screen-reader mode without `--autoplay`: only the sections the feed asks to turn in so
    /// many words (`autoplay: true`) auto-advance.
    public var autoplayOnlyWhereAsked: Bool

    /// Overrides of the given settings; `nil` keeps the feed's own.
    public init(
        interval: Double? = nil, resumeAfter: Double? = nil, wrap: WrapMode? = nil, disableAutoplay: Bool = false,
        autoplayOnlyWhereAsked: Bool = false
    ) {
        self.interval = interval
        self.resumeAfter = resumeAfter
        self.wrap = wrap
        self.disableAutoplay = disableAutoplay
        self.autoplayOnlyWhereAsked = autoplayOnlyWhereAsked
    }

    /// `feed` with these settings in place of the feed-wide and per-section ones. A page's own
    /// `duration` still applies: it belongs to that page's content.
    public func apply(to feed: Feed) -> Feed {
        var feed = feed
        feed.autoplay = AutoplaySettings(
            interval: interval ?? feed.autoplay.interval,
            resumeAfter: resumeAfter ?? feed.autoplay.resumeAfter,
            wrap: wrap ?? feed.autoplay.wrap,
            isEnabled: feed.autoplay.isEnabled && !disableAutoplay,
            onlyWhereAsked: feed.autoplay.onlyWhereAsked || autoplayOnlyWhereAsked)
        feed.sections = feed.sections.map { section in
            var section = section
            if case .on(var own) = section.autoplay {
                if interval != nil { own.interval = nil }
                if resumeAfter != nil { own.resumeAfter = nil }
                if wrap != nil { own.wrap = nil }
                section.autoplay = .on(own)
            }
            return section
        }
        return feed
    }
}

/// How long moves take (docs/behaviour.md §3.3).
public enum MotionTiming {
    /// A one-page slide.
    public static let onePage = 0.3
    /// No slide takes longer, however far it goes.
    public static let longest = 0.8
    /// At most this many frames per second are drawn while something moves.
    public static let frameInterval = 1.0 / 60

    /// Seconds for a horizontal slide over `pages` pages: 0.3 s for one, approaching the 0.8 s cap
    /// as the distance grows (0.36 s for two pages, 0.53 s for seven). The square root it grew
    /// with before (0.79 s for seven) made a rewind wait 2.6 times a page's slide, for pages that
    /// pass too fast to read either way.
    public static func slide(pages: Double) -> Double {
        onePage + (longest - onePage) * (pages - 1) / (pages + 6)
    }

    /// Seconds for a vertical scroll over `rows` rows.
    public static func scroll(rows: Double) -> Double {
        min(0.5, max(0.12, 0.12 + rows * 0.01))
    }
}

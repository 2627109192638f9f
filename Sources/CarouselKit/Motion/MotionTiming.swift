/// How long moves take (docs/behaviour.md §3.3).
public enum MotionTiming {
    /// A one-page slide.
    public static let onePage = 0.3
    /// No slide takes longer, however far it goes.
    public static let longest = 0.8
    /// At most this many frames per second are drawn while something moves.
    public static let frameInterval = 1.0 / 60

    /// Seconds for a horizontal slide over `pages` pages: 0.3 s for one, growing with the square
    /// root of the distance so long jumps are quick but still readable, capped at 0.8 s.
    public static func slide(pages: Double) -> Double {
        min(longest, max(0.15, onePage * pages.squareRoot()))
    }

    /// Seconds for a vertical scroll over `rows` rows.
    public static func scroll(rows: Double) -> Double {
        min(0.5, max(0.12, 0.12 + rows * 0.01))
    }
}

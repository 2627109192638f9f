/// The tables the core makes on their first use — every character's width, the kinsoku lists,
/// the standard key map — made at once.
///
/// A driver's first frame makes them on the way (about 0.3 M instructions); an app with time to
/// spare before that frame (Carousel's, while its loader thread reads the feed) makes them then.
public enum LookupTables {
    /// Makes the tables now; later calls do nothing.
    /// - Returns: Whether they answer as expected (always): something for the optimizer to keep.
    @discardableResult
    public static func prepare() -> Bool {
        // Each kinsoku list on its own: a question the first list answers never reads the second.
        DisplayWidth.isAmbiguous("\u{2026}")
            && !LineBreakRules.kinsokuAllows(between: "a", "、")
            && !LineBreakRules.kinsokuAllows(between: "「", "a")
            && !KeyMap.standard.bindings.isEmpty
    }
}

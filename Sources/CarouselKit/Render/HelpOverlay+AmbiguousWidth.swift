extension HelpOverlay {
    /// The help's line of how wide ambiguous characters are drawn and how that was found out
    /// (docs/text.md), so that a user whose borders look wrong sees what the app believes.
    static func ambiguousWidthLine(_ options: CarouselOptions) -> (keys: String, help: String) {
        let width = options.ambiguousWidth == .wide ? "2 columns" : "1 column"
        let how: String
        switch options.ambiguousWidthSource {
        case .option: how = "as set"
        case .detected: how = "the terminal answered"
        case .assumed: how = "assumed"
        }
        return ("Ambiguous", "\(width) (\(how))")
    }

    /// The help's last line, after it: how pictures are drawn (`--images`) and how that was
    /// chosen, and in which symbols where cells show them (`--symbols`): `quadrant symbols (auto)`,
    /// `sixel (auto); sextant symbols while sliding`.
    static func picturesLine(_ options: CarouselOptions) -> (keys: String, help: String) {
        let chosen = options.picturesChosenBy.isEmpty ? "" : " (\(options.picturesChosenBy))"
        let symbols = options.symbols == .half ? "half-block symbols" : "\(options.symbols.rawValue) symbols"
        switch options.pictures {
        case .symbols: return ("Pictures", symbols + chosen)
        case .sixel: return ("Pictures", "sixel\(chosen); \(symbols) while sliding")
        case .kitty, .none: return ("Pictures", options.pictures.rawValue + chosen)
        }
    }
}

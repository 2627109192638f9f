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

    /// The help's last line, after it: how pictures are drawn (`--images`) and how that was chosen.
    static func picturesLine(_ options: CarouselOptions) -> (keys: String, help: String) {
        ("Pictures", options.picturesChosenBy.isEmpty
            ? options.pictures.rawValue : "\(options.pictures.rawValue) (\(options.picturesChosenBy))")
    }
}

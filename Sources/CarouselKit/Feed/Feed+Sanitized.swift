extension Feed {
    /// The feed with its own and its sections' text made safe to draw in a terminal (docs/behaviour.md §3.6).
    ///
    /// Pages are left as they are: their text is made safe when their card is first drawn (see
    /// `RenderCache`), so that a huge feed starts at once.
    /// - Parameters:
    ///   - asciiOnly: Also reduce the text to ASCII (`--ascii`, non-UTF-8 locales).
    ///   - ambiguous: How wide the terminal draws ambiguous characters (for tab stops).
    public func sanitized(asciiOnly: Bool = false, ambiguous: AmbiguousWidth = .narrow) -> Feed {
        let clean = { TerminalText.drawable($0, asciiOnly: asciiOnly, ambiguous: ambiguous) }
        var feed = self
        feed.title = title.map(clean)
        feed.sections = sections.map { section in
            var section = section
            section.title = clean(section.title)
            section.tag = section.tag.map(clean)
            return section
        }
        return feed
    }
}

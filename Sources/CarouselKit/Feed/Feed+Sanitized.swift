extension Feed {
    /// The feed with its own and its sections' text made safe to draw in a terminal (SPEC §3.6).
    ///
    /// Pages are left as they are: their text is made safe when their card is first drawn (see
    /// `CardTextCache`), so that a huge feed starts at once.
    public func sanitized() -> Feed {
        var feed = self
        feed.title = title.map(TerminalText.sanitize)
        feed.sections = sections.map { section in
            var section = section
            section.title = TerminalText.sanitize(section.title)
            section.tag = section.tag.map(TerminalText.sanitize)
            return section
        }
        return feed
    }
}

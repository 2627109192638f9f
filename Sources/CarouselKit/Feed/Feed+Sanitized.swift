extension Feed {
    /// The feed with every piece of text made safe to draw in a terminal (SPEC §3.6).
    public func sanitized() -> Feed {
        var feed = self
        feed.title = title.map(TerminalText.sanitize)
        feed.sections = sections.map { section in
            var section = section
            section.title = TerminalText.sanitize(section.title)
            section.tag = section.tag.map(TerminalText.sanitize)
            section.pages = section.pages.map { page in
                var page = page
                page.title = TerminalText.sanitize(page.title)
                page.body = TerminalText.sanitize(page.body)
                return page
            }
            return section
        }
        return feed
    }
}

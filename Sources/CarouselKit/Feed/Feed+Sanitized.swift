extension Feed {
    /// The feed with every piece of text made safe to draw in a terminal (SPEC §3.6).
    /// - Parameter asciiOnly: Also reduce the text to ASCII (`--ascii`, non-UTF-8 locales), with
    ///   `TerminalText.asciiFallback`.
    public func sanitized(asciiOnly: Bool = false) -> Feed {
        func clean(_ text: String) -> String {
            let safe = TerminalText.sanitize(text)
            return asciiOnly ? TerminalText.asciiFallback(safe) : safe
        }
        var feed = self
        feed.title = title.map(clean)
        feed.sections = sections.map { section in
            var section = section
            section.title = clean(section.title)
            section.tag = section.tag.map(clean)
            section.pages = section.pages.map { page in
                var page = page
                page.title = clean(page.title)
                page.body = clean(page.body)
                return page
            }
            return section
        }
        return feed
    }
}

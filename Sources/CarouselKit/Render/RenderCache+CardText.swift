extension RenderCache.CardText {
    /// A page's title and body as its card shows them: made safe (in ASCII with `asciiOnly`),
    /// fitted (beside its status's glyph) and wrapped to the cards of `strip`, and shaped, with
    /// the page's own styles when `pageStyles` (colours on); and the alt text wrapped to its
    /// picture's area, if it has one.
    init(page: Page, strip: CardStrip, glyphs: Glyphs, pageStyles: Bool, asciiOnly: Bool) {
        let styles = pageStyles ? page.styles : nil
        let ambiguous = glyphs.ambiguousWidth
        let title = StyledText(page.title, spans: styles?.title ?? []).drawable(
            asciiOnly: asciiOnly, ambiguous: ambiguous)
        let body = StyledText(page.body, spans: styles?.body ?? []).drawable(
            asciiOnly: asciiOnly, ambiguous: ambiguous)
        let lines = TextWrapper.wrap(
            body.text, width: strip.textWidth, maxLines: strip.bodyLines, ellipsis: glyphs.ellipsis,
            ambiguous: ambiguous)
        let altLines = strip.pictureSize(of: page).map {
            CardPicture.altLines(page.alt, size: $0, glyphs: glyphs, asciiOnly: asciiOnly)
        } ?? []
        let titleRoom = strip.textWidth - glyphs.markColumns(for: page.status)
        self.init(
            title: title.shaped([glyphs.fitted(title.text, width: titleRoom)], ambiguous: ambiguous)[0],
            body: body.shaped(lines, ambiguous: ambiguous), alt: altLines)
    }
}

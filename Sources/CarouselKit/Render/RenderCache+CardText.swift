extension RenderCache.CardText {
    /// A page's title and body as its card shows them: made safe, fitted and wrapped to the card,
    /// and shaped, with the page's own styles when colours are on.
    init(page: Page, canvas: Canvas) {
        let options = canvas.state.options
        let layout = canvas.state.layout
        let styles = options.color ? page.styles : nil
        let ambiguous = canvas.glyphs.ambiguousWidth
        let title = StyledText(page.title, spans: styles?.title ?? []).drawable(
            asciiOnly: options.ascii, ambiguous: ambiguous)
        let body = StyledText(page.body, spans: styles?.body ?? []).drawable(
            asciiOnly: options.ascii, ambiguous: ambiguous)
        let lines = TextWrapper.wrap(
            body.text, width: layout.textWidth, maxLines: layout.metrics.bodyLines, ellipsis: canvas.glyphs.ellipsis,
            ambiguous: ambiguous)
        self.init(
            title: title.shaped([canvas.glyphs.fitted(title.text, width: layout.textWidth)], ambiguous: ambiguous)[0],
            body: body.shaped(lines, ambiguous: ambiguous))
    }
}

/// The theme and the glyphs a frame is drawn with, made once for the options that choose them,
/// and a number that changes whenever they do: a frame's parts compare the number, not the
/// look. A class, so that a view holding it copies a reference, not every style and symbol.
final class Look: Sendable {
    let theme: Theme
    let glyphs: Glyphs
    /// Differs between any two looks one `CarouselView` made.
    let revision: Int

    init(theme: Theme, glyphs: Glyphs, revision: Int) {
        self.theme = theme
        self.glyphs = glyphs
        self.revision = revision
    }
}

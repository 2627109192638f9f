/// One placed element of the feed, with its frame in content coordinates (see `FeedLayout`).
public struct LayoutElement: Hashable, Sendable {
    /// Which part of a section an element is.
    public enum Kind: Hashable, Sendable {
        /// The title row.
        case sectionTitle
        /// A card: the index of its page in the feed's section (0-based).
        case card(page: Int)
        /// The tag's lines under the cards.
        case tagBand
        /// The dots.
        case pageControl
    }

    /// The index of the section the element belongs to.
    public var section: Int
    /// Which part it is.
    public var kind: Kind
    /// Where it is, in content coordinates.
    public var frame: Rect
}

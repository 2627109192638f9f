/// One placed element of the feed, with its frame in content coordinates (see `FeedLayout`).
public struct LayoutElement: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case sectionTitle
        case card(page: Int)
        case tagBand
        case pageControl
    }

    public var section: Int
    public var kind: Kind
    public var frame: Rect
}

/// Hyperlinks on cells (a card's title when its page has a link): the terminal layer wraps the
/// cells of a link in OSC 8 where the terminal has hyperlinks. A cell carries a number, the grid
/// the URLs (`links`), so a cell stays a small plain value.
extension ScreenGrid {
    /// The most URLs a grid holds; past it, the next whole redraw starts a fresh table.
    public static let linkCapacity = 4_096

    /// The URL of a cell's `link`, or `nil` for 0 or a number the grid does not have.
    public func url(ofLink link: UInt16) -> String? {
        links.indices.contains(Int(link) - 1) ? links[Int(link) - 1] : nil
    }

    /// The number of `url` in this grid's table, added when new; `nil` when the table is full.
    mutating func linkNumber(for url: String) -> UInt16? {
        if let number = linkNumbers[url] { return number }
        guard links.count < Self.linkCapacity else { return nil }
        links.append(url)
        linkNumbers[url] = UInt16(links.count)
        return UInt16(links.count)
    }

    /// Whether a cell's link number means the same URL here as in `previous`: this grid's table
    /// grew from the other's.
    func linksExtend(_ previous: ScreenGrid) -> Bool {
        links.count >= previous.links.count && links.starts(with: previous.links)
    }
}

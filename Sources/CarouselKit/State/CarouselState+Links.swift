/// `o` and Enter: the focused card's link goes out to be opened; what became of it comes back
/// as `.linkOpened` and is said in the status line.
extension CarouselState {
    /// The longest URL the status line quotes whole; a longer one is cut with an ellipsis.
    static let quotedLinkLength = 60

    /// The link of the card the focused section shows or slides to, as an effect; without one,
    /// a word that there is none.
    mutating func focusedLink() -> Effect? {
        let section = sections[navigation.focused]
        guard let link = section.content.pages[section.targetPage].link else {
            show("No link on this card", kind: .warning)
            return nil
        }
        return .openLink(link)
    }

    mutating func showLinkOutcome(_ outcome: LinkOutcome) {
        switch outcome {
        case .opened(let link):
            let url = link.url
            let quoted = url.count <= Self.quotedLinkLength ? url : url.prefix(Self.quotedLinkLength - 1) + "…"
            show("Opened \(quoted)")
        case .failed(let reason):
            show("Could not open the link: \(options.drawable(reason))", kind: .error)
        }
    }
}

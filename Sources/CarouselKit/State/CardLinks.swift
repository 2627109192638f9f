/// `o` and Enter: the focused card's link goes out to be opened (`Effect.openLink`); what became
/// of it comes back as `.linkOpened` and is said in the status line.
enum CardLinks {
    /// The longest URL the status line quotes whole; a longer one is cut with an ellipsis.
    static let quotedLinkLength = 60

    /// The link of `section`'s focused card, as an effect; `nil` when it has none.
    static func opening(_ section: SectionState) -> Effect? {
        section.content.pages[section.focusedCard].link.map(Effect.openLink)
    }

    /// What the status line says of `outcome`, its outside text made drawable by `drawable`.
    static func message(for outcome: LinkOutcome, drawable: (String) -> String) -> (String, StatusMessage.Kind) {
        switch outcome {
        case .opened(let link):
            let url = link.url
            let quoted = url.count <= quotedLinkLength ? url : url.prefix(quotedLinkLength - 1) + "…"
            return ("Opened \(quoted)", .info)
        case .failed(let reason):
            return ("Could not open the link: \(drawable(reason))", .error)
        }
    }
}

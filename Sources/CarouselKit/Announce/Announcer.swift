/// What the screen-reader mode says (`--screen-reader`): plain lines of text instead of a drawn
/// screen, for speech and braille displays, which read a screen redrawn by cursor addressing as
/// noise.
///
/// The lines come from comparing two states, the one before an event or a stretch of time and
/// the one after, so the terminal's mode and `render --screen-reader` say exactly the same: the
/// focused section and its card when the focus moves, the card when the page turns, every
/// message (a refused jump says why), the keys when the help opens, the details for `e`, a live
/// section's update when it is the focused one, a picture that cannot be shown.
///
/// Every line passes the gate the drawn screen's text passes (`TerminalText.drawable`): text from
/// a feed, a source, a file name or a message never reaches the terminal with a control in it.
public enum Announcer {
    /// The first lines: the feed's title and size (and its warnings and errors, as the header
    /// counts them), then the focused section and its card.
    public static func opening(_ state: CarouselState) -> [String] {
        let count = state.sections.count
        let statuses = state.statusTally.total
        return gated([sentence(state.title ?? "Carousel", state) + " \(count) section\(count == 1 ? "" : "s")."
                        + (statuses.isEmpty ? "" : " " + statusSentence(statuses)),
                      section(state.focusedSection, of: state)], state)
    }

    /// What changed from `old` to `new`, one line each; none when nothing worth saying did.
    public static func changes(from old: CarouselState, to new: CarouselState) -> [String] {
        gated(changedLines(from: old, to: new), new)
    }

    private static func changedLines(from old: CarouselState, to new: CarouselState) -> [String] {
        if new.overlay != old.overlay {
            let closed = switch old.overlay {
            case .help?: "Help closed."
            case .reader?: "Reader closed."
            default: "Details closed."
            }
            return overlayLines(new) ?? [closed]
        }
        var lines: [String] = []
        let focused = new.focusedSection
        let sameFeed = old.feedRevision == new.feedRevision && old.sections.count == new.sections.count
        if focused != old.focusedSection {
            lines.append(section(focused, of: new))
        } else if old.sections.indices.contains(focused),
                  new.sections[focused].content != old.sections[focused].content {
            lines.append("Section \(focused + 1) of \(new.sections.count) updated. " + page(of: focused, in: new))
        } else if new.targetPage(ofSection: focused) != old.targetPage(ofSection: focused) {
            lines.append(page(of: focused, in: new))
        } else if let failure = CardPictures(state: new).focusedFailure(),
                  CardPictures(state: old).focusedFailure() == nil {
            // The answer came after the card was said (the picture is read off the loop).
            lines.append("Picture not shown (\(failure.reason)); e says more.")
        }
        // Pages turned by auto-advance elsewhere, when it is on, and live sections that changed.
        if sameFeed {
            for index in new.sections.indices where new.sections[index].isChangedSinceSeen
            && !old.sections[index].isChangedSinceSeen {
                lines.append("Section \(index + 1) of \(new.sections.count) changed: "
                             + sentence(new.sections[index].content.title, new) + " n goes to it.")
            }
            for index in new.sections.indices where index != focused
            && new.targetPage(ofSection: index) != old.targetPage(ofSection: index) {
                lines.append(section(index, of: new, withTag: false))
            }
        }
        if new.statusTally.total != old.statusTally.total {
            lines.append(statusSentence(new.statusTally.total))
        }
        if let message = new.message, message != old.message {
            lines.append(message.trailer.map { "\(message.text) (\($0))" } ?? message.text)
        }
        return lines
    }

    /// The help as a list of keys, or the details (`e`), when one of them is open.
    private static func overlayLines(_ state: CarouselState) -> [String]? {
        guard let overlay = state.overlay else { return nil }
        if overlay == .help {
            let glyphs = Glyphs(options: state.options)
            let keyMap = state.options.keyMap
            return ["Keys (any other key closes this list):"]
                + keyMap.bindings.map { "\($0.keysLabel(glyphs: glyphs)): \($0.help)" }
                + keyMap.notes.map { "\($0.label): \($0.help)" }
        }
        if case .reader(let section, let card) = overlay, state.sections.indices.contains(section),
           state.sections[section].content.pages.indices.contains(card) {
            let pages = state.sections[section].content.pages
            return ["Reader, card \(card + 1) of \(pages.count): "
                        + cardSentences(pages[card], section: section, in: state),
                    "Left and right arrows read the card before or after; o opens the link; Escape closes."]
        }
        guard let details = OverlayText(overlay, state: state) else { return nil }
        return [details.heading] + details.lines.filter { !$0.isEmpty } + ["Any key closes this."]
    }

    /// "Section 2 of 7: Title. Tag: Its tag. Page 1 of 5: Card title. Its body." The tag is said
    /// when the section is focused, not on each page auto-advance turns in it meanwhile.
    private static func section(_ index: Int, of state: CarouselState, withTag: Bool = true) -> String {
        let content = state.sections[index].content
        let tag = content.tag.map { said($0, state) }
            .flatMap { !withTag || $0.isEmpty ? nil : " Tag: " + sentence($0, state) }
        return "Section \(index + 1) of \(state.sections.count): "
            + sentence(content.title, state) + (tag ?? "") + " " + page(of: index, in: state)
    }

    /// "Page 2 of 5: Card title. Its body. Picture: its alt text." (the page the section rests
    /// on or is moving to); a page of several cards says each: "Page 2 of 3, cards 4 to 6 of 8.
    /// Card 4: …".
    private static func page(of index: Int, in state: CarouselState) -> String {
        let section = state.sections[index]
        let number = section.targetPage
        let cards = section.cards(onPage: number)
        let pages = section.content.pages
        guard cards.count > 1 else {
            return "Page \(number + 1) of \(section.pageCount): "
                + cardSentences(pages[cards.lowerBound], section: index, in: state)
        }
        let said = cards.map { "Card \($0 + 1): " + cardSentences(pages[$0], section: index, in: state) }
        return "Page \(number + 1) of \(section.pageCount), cards \(cards.lowerBound + 1) to \(cards.upperBound) of "
            + "\(pages.count). " + said.joined(separator: " ")
    }

    /// "Warning: Card title. Its body. Picture: its alt text. Link, o opens it: …".
    private static func cardSentences(_ page: Page, section index: Int, in state: CarouselState) -> String {
        let status = page.status.map { statusWord($0) + ": " } ?? ""
        let body = said(page.body, state).isEmpty ? "" : " " + sentence(page.body, state)
        let picture = pictureSentence(page, section: index, in: state).map { " " + $0 } ?? ""
        let link = page.link.map { " Link, o opens it: " + said($0.url, state) } ?? ""
        return status + sentence(page.title, state) + body + picture + link
    }

    /// What the glyph before a card's title says.
    private static func statusWord(_ status: PageStatus) -> String {
        switch status {
        case .ok: "OK"
        case .warn: "Warning"
        case .error: "Error"
        }
    }

    /// "Status: 2 warnings, 1 error." — the header's counts, in words.
    private static func statusSentence(_ counts: StatusCounts) -> String {
        func count(_ number: Int, _ noun: String) -> String? {
            number == 0 ? nil : "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        let parts = [count(counts.warn, "warning"), count(counts.error, "error")].compactMap { $0 }
        return "Status: " + (parts.isEmpty ? "no warnings or errors." : parts.joined(separator: ", ") + ".")
    }

    /// What the card's picture is, in words: its alt text, and that it is not shown and why
    /// when its answer says so.
    private static func pictureSentence(_ page: Page, section index: Int, in state: CarouselState) -> String? {
        guard page.image != nil else { return nil }
        let alt = said(page.alt ?? "", state)
        let answer = CardPictures(state: state).request(section: index, page: page).flatMap(state.picture(for:))
        if case .failed(let reason)? = answer {
            return "Picture not shown (\(reason))" + (alt.isEmpty ? "; e says more." : ": " + sentence(alt, state))
        }
        return alt.isEmpty ? "Picture." : "Picture: " + sentence(alt, state)
    }

    /// Text ending in a full stop unless it already ends in punctuation.
    private static func sentence(_ text: String, _ state: CarouselState) -> String {
        let text = said(text, state)
        guard let last = text.last else { return text }
        return ".!?…:;".contains(last) ? text : text + "."
    }

    /// Text from outside as it may be said: through the drawn screen's gate, its lines joined
    /// with spaces (each announcement is one line).
    private static func said(_ text: String, _ state: CarouselState) -> String {
        state.options.drawable(text).split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Every line through the gate once more, whole: messages and details quote text from
    /// outside too, and nothing said may hold a control.
    private static func gated(_ lines: [String], _ state: CarouselState) -> [String] {
        lines.map { said($0, state) }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

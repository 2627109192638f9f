/// What the screen-reader mode says (`--screen-reader`): plain lines of text instead of a drawn
/// screen, for speech and braille displays, which read a screen redrawn by cursor addressing as
/// noise.
///
/// The lines come from comparing two states, the one before an event or a stretch of time and
/// the one after, so the terminal's mode and `render --screen-reader` say exactly the same: the
/// focused section and its card when the focus moves, the card when the page turns, every
/// message (a refused jump says why), the keys when the help opens, the details for `e`, a live
/// section's update when it is the focused one.
public enum Announcer {
    /// The first lines: the feed's title and size, then the focused section and its card.
    public static func opening(_ state: CarouselState) -> [String] {
        let count = state.sections.count
        return [sentence(state.title ?? "Carousel") + " \(count) section\(count == 1 ? "" : "s").",
                section(state.focusedSection, of: state)]
    }

    /// What changed from `old` to `new`, one line each; none when nothing worth saying did.
    public static func changes(from old: CarouselState, to new: CarouselState) -> [String] {
        if new.overlay != old.overlay {
            return overlayLines(new) ?? [old.overlay == .help ? "Help closed." : "Details closed."]
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
        }
        // Pages turned by auto-advance elsewhere, when it is on.
        if sameFeed {
            for index in new.sections.indices where index != focused
            && new.targetPage(ofSection: index) != old.targetPage(ofSection: index) {
                lines.append(section(index, of: new))
            }
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
        guard let details = DetailsOverlay.Content(overlay, state: state) else { return nil }
        return [details.heading] + details.lines.filter { !$0.isEmpty } + ["Any key closes this."]
    }

    /// "Section 2 of 7: Title. Page 1 of 5: Card title. Its body."
    private static func section(_ index: Int, of state: CarouselState) -> String {
        "Section \(index + 1) of \(state.sections.count): "
            + sentence(state.sections[index].content.title) + " " + page(of: index, in: state)
    }

    /// "Page 2 of 5: Card title. Its body." (the page the section rests on or is moving to).
    private static func page(of index: Int, in state: CarouselState) -> String {
        let section = state.sections[index]
        let number = section.targetPage
        let page = section.content.pages[number]
        let body = oneLine(page.body).isEmpty ? "" : " " + oneLine(page.body)
        let link = page.link.map { " Link, o opens it: \($0.url)" } ?? ""
        return "Page \(number + 1) of \(section.pageCount): " + sentence(page.title) + body + link
    }

    /// Text ending in a full stop unless it already ends in punctuation.
    private static func sentence(_ text: String) -> String {
        let text = oneLine(text)
        guard let last = text.last else { return text }
        return ".!?…:;".contains(last) ? text : text + "."
    }

    /// Lines joined with spaces: each announcement is one line.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// Every key binding as data: which keys do what, and how the help overlay, the status line's
/// hints and the README describe them. The core acts on it, the views draw from it, so behaviour
/// and help can never drift apart (the shape of Bubble Tea's `key.Binding`).
public struct KeyMap: Hashable, Sendable {
    /// One line of help: its keys, each with the action it triggers.
    public struct Binding: Hashable, Sendable {
        /// The keys of this line, in the order help shows them.
        public var keys: [Key]
        /// The action of each key at the same position, or one action for every key.
        public var actions: [Action]
        /// What the keys do, for the help overlay ("previous / next page").
        public var help: String
        /// A short hint for the status line ("page"), shown after the keys' short label.
        public var hint: String?
        /// Overrides the keys' joined labels where a range reads better ("1…9, 0").
        public var label: String?

        /// - Parameters:
        ///   - keys: The keys, each paired with the action at the same position of `actions`
        ///     (a single action applies to every key).
        ///   - actions: What the keys do.
        ///   - help: What the keys do, for the help overlay.
        ///   - hint: A short word for the status line's hints; `nil` leaves the binding out of them.
        ///   - label: How help writes the keys, in place of their joined names.
        public init(_ keys: [Key], _ actions: [Action], help: String, hint: String? = nil, label: String? = nil) {
            self.keys = keys
            self.actions = actions
            self.help = help
            self.hint = hint
            self.label = label
        }

        /// The action `key` triggers under this binding.
        func action(for key: Key) -> Action? {
            guard let index = keys.firstIndex(of: key) else { return nil }
            return actions.count == 1 ? actions[0] : actions[index % actions.count]
        }

        /// The keys as the status line's hints write them: `←→`, `1-9`, `space`, `?`.
        public func shortKeysLabel(glyphs: Glyphs) -> String {
            if keys.starts(with: [.left, .right]) { return glyphs.leftRight }
            if actions.first == .digit(1) { return "1-9" }
            return keys.first.map { $0 == .space ? "space" : $0.label(glyphs: glyphs) } ?? ""
        }

        /// The keys as the help overlay writes them: names and letters in groups, two spaces apart.
        public func keysLabel(glyphs: Glyphs) -> String {
            if let label { return label.replacingEllipsis(with: glyphs.ellipsis) }
            var text = ""
            for (index, key) in keys.enumerated() {
                if index > 0 { text += key.isCharacter == keys[index - 1].isCharacter ? " " : "  " }
                text += key.label(glyphs: glyphs)
            }
            return text
        }
    }

    /// A line of help about the mouse (or anything else not bound to a key).
    public struct Note: Hashable, Sendable {
        /// How the help overlay writes the input ("click").
        public var label: String
        /// What it does.
        public var help: String

        /// A help line for input that is not a key.
        public init(_ label: String, help: String) {
            self.label = label
            self.help = help
        }
    }

    /// The bindings in the order help lists them; the first that has a key decides what it does.
    public var bindings: [Binding]
    /// Help lines after the keys, for the mouse.
    public var notes: [Note]

    /// A key map of `bindings`, with `notes` after them in the help.
    public init(bindings: [Binding], notes: [Note] = []) {
        self.bindings = bindings
        self.notes = notes
    }

    /// The action `key` triggers, or `nil` when no binding has it.
    public func action(for key: Key) -> Action? {
        for binding in bindings {
            if let action = binding.action(for: key) { return action }
        }
        return nil
    }

    /// Carousel's keys.
    public static let standard = KeyMap(
        bindings: [
            Binding([.up, .down, .character("k"), .character("j")], [.previousSection, .nextSection],
                    help: "previous / next section"),
            Binding([.tab, .backTab], [.nextSection, .previousSection], help: "next / previous section"),
            Binding([.left, .right, .character("h"), .character("l")], [.previousPage, .nextPage],
                    help: "previous / next page", hint: "page"),
            Binding((1...9).map { .character(Character(String($0))) } + [.character("0")],
                    (1...9).map { .digit($0) } + [.digit(0)],
                    help: "jump to page (0 = 10; 1 2 within 0.6 s = 12)", hint: "jump", label: "1…9, 0"),
            Binding([.pageUp, .pageDown], [.screenUp, .screenDown], help: "scroll a screen"),
            Binding([.home, .end, .character("g"), .character("G")], [.firstSection, .lastSection],
                    help: "first / last section"),
            Binding([.space], [.togglePause], help: "pause / resume auto-advance", hint: "pause"),
            Binding([.character("n")], [.nextChanged], help: "next section changed since you saw it"),
            Binding([.character("v"), .enter], [.read],
                    help: "read the focused card whole (Esc closes)"),
            Binding([.character("o")], [.openLink], help: "open the focused card's link"),
            Binding([.character("r")], [.reload], help: "reload the feed and the live sections in view"),
            Binding([.character("e")], [.sourceDetails], help: "why a reload, a picture or a source failed"),
            Binding([.character("?")], [.help], help: "this help", hint: "help"),
            Binding([.character("q"), .escape, .interrupt], [.quit], help: "quit", hint: "quit"),
        ],
        notes: [
            Note("click", help: "a dot: its page; a card: that card; ? help: this help"),
            Note("wheel", help: "scroll the feed (the focus follows) and this help"),
            Note("Shift-wheel", help: "or the sideways wheel: page the section under the pointer"),
        ])
}

extension String {
    /// The text with its `…` written as `ellipsis` (ASCII mode writes `...`).
    func replacingEllipsis(with ellipsis: String) -> String {
        ellipsis == "…" ? self : split(separator: "…", omittingEmptySubsequences: false).joined(separator: ellipsis)
    }
}

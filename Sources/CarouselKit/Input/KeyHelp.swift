/// The keys, as listed by the help overlay (SPEC §3.5).
public enum KeyHelp {
    public struct Entry: Hashable, Sendable {
        public var keys: String
        public var action: String
    }

    public static func entries(glyphs: Glyphs) -> [Entry] {
        let ascii = glyphs.isASCII
        return [
            Entry(keys: ascii ? "Up Down  k j" : "↑ ↓  k j", action: "previous / next section"),
            Entry(keys: "Tab  Shift-Tab", action: "next / previous section"),
            Entry(keys: ascii ? "Left Right  h l" : "← →  h l", action: "previous / next page"),
            Entry(keys: "1 \(glyphs.ellipsis) 9, 0", action: "jump to page (0 = 10; 1 2 = 12)"),
            Entry(keys: "PgUp PgDn", action: "scroll a screen"),
            Entry(keys: "Home End  g G", action: "first / last section"),
            Entry(keys: "Space", action: "pause / resume auto-advance"),
            Entry(keys: "r", action: "reload the feed file"),
            Entry(keys: "?", action: "this help"),
            Entry(keys: "q  Esc  Ctrl-C", action: "quit"),
            Entry(keys: "mouse", action: "click a dot or card; wheel scrolls"),
        ]
    }
}


import CarouselSources

/// `--hyperlinks`: whether card titles with a link are OSC 8 hyperlinks. Terminals that do not
/// know OSC 8 should ignore it, but some print it, so `auto` turns it on only in terminals
/// known to have it.
public enum HyperlinkSetting: String, CaseIterable, Sendable {
    /// On in kitty, WezTerm, iTerm2, VTE 0.50 and later (GNOME Terminal, Tilix, …) and foot;
    /// off inside tmux and screen, which pass OSC 8 on only when set up to.
    case auto
    /// On, whatever the terminal (tmux 3.4 and later passes them on with
    /// `set -as terminal-features ',*:hyperlinks'`).
    case always
    /// Off.
    case never

    /// Whether hyperlinks are on under this setting in a terminal described by `environment`.
    public func isOn(environment: some EnvironmentVariables) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return Self.terminalHasHyperlinks(environment)
        }
    }

    private static func terminalHasHyperlinks(_ environment: some EnvironmentVariables) -> Bool {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") { return false }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil { return true }
        if term == "foot" || term.hasPrefix("foot-") || term == "wezterm" { return true }
        if ["WezTerm", "iTerm.app"].contains(environment["TERM_PROGRAM"] ?? "") { return true }
        // VTE_VERSION is 5000 for 0.50.0.
        if let version = environment["VTE_VERSION"].flatMap(Int.init), version >= 5000 { return true }
        return false
    }
}

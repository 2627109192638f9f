import CarouselKit
import CarouselSources

/// The block symbols pictures are drawn with where `--symbols` does not say: sextants in the
/// terminals known to draw them themselves, whatever the font (kitty, WezTerm, foot); quadrants
/// elsewhere, which every common monospace font has, inside tmux and screen too (the terminal
/// around them is not known).
public enum TerminalSymbols {
    /// The set for the terminal `environment` describes (`TERM`, `TERM_PROGRAM`).
    public static func standard(environment: some EnvironmentVariables) -> SymbolSet {
        let term = environment["TERM"] ?? ""
        if term.hasPrefix("tmux") || term.hasPrefix("screen") { return .quadrant }
        let drawsSextants = term == "xterm-kitty" || term == "foot" || term.hasPrefix("foot-") || term == "wezterm"
            || environment["TERM_PROGRAM"] == "WezTerm"
        return drawsSextants ? .sextant : .quadrant
    }
}

/// The 256-colour palette: building colours from SGR parameters, and drawing them on terminals
/// with fewer colours.
extension Style.Color {
    /// The basic colours in palette order (palette entries 0–7).
    private static let basic: [Style.Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]

    /// Palette entry `index`, with 0–7 as the basic cases, so that one colour has one value
    /// whichever SGR parameter named it.
    public static func palette(_ index: Int) -> Style.Color? {
        guard (0...255).contains(index) else { return nil }
        return index < 8 ? basic[index] : .palette(UInt8(index))
    }

    /// The palette entry nearest to a 24-bit colour, among the cube and the greys (16–255), whose
    /// values are the same in every xterm-like terminal; 0–15 follow the terminal's theme.
    public static func nearest(red: UInt8, green: UInt8, blue: UInt8) -> Style.Color {
        let target = (Int(red), Int(green), Int(blue))
        let cube = (cubeStep(target.0), cubeStep(target.1), cubeStep(target.2))
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let average = (target.0 + target.1 + target.2) / 3
        let greyIndex = 232 + min(23, max(0, (average - 3) / 10))
        let cubeDistance = distance(target, rgb(ofPalette: cubeIndex))
        let greyDistance = distance(target, rgb(ofPalette: greyIndex))
        return .palette(UInt8(greyDistance < cubeDistance ? greyIndex : cubeIndex))
    }

    /// The colour number to give a terminal of `colors` colours (curses' `COLORS`), or `nil` for
    /// the terminal's default. A palette entry the terminal lacks becomes the nearest of its first
    /// 16 colours, and on an 8-colour terminal a bright colour becomes its basic one — bright
    /// black (grey) becoming white rather than black, so that grey text stays readable.
    public func number(forTerminalColors colors: Int) -> Int? {
        switch self {
        case .default: return nil
        case .rgb(let red, let green, let blue):
            return Self.nearest(red: red, green: green, blue: blue).number(forTerminalColors: colors)
        case .palette(let entry):
            let index = Int(entry)
            if index < colors { return index }
            let target = Self.rgb(ofPalette: index)
            let nearest = index < 16 ? index
                : (0..<16).min {
                    Self.distance(target, Self.rgb(ofPalette: $0)) < Self.distance(target, Self.rgb(ofPalette: $1))
                } ?? 0
            if nearest < colors { return nearest }
            return nearest == 8 ? 7 : nearest % 8
        default:
            return Self.basic.firstIndex(of: self) ?? 0
        }
    }

    /// The cube's six levels per channel.
    private static let levels = [0, 95, 135, 175, 215, 255]

    /// The cube level (0–5) nearest to a channel's value.
    private static func cubeStep(_ value: Int) -> Int {
        value < 48 ? 0 : value < 114 ? 1 : (value - 35) / 40
    }

    /// A palette entry's colour as xterm defines it (0–15 as xterm's defaults).
    static func rgb(ofPalette index: Int) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            let standard = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            return standard[index]
        case 16..<232:
            let cube = index - 16
            return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let grey = 8 + 10 * (min(index, 255) - 232)
            return (grey, grey, grey)
        }
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (red, green, blue) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return red * red + green * green + blue * blue
    }
}

extension Style {
    /// This style with a span of text's own style on top: the span's colours where it sets them,
    /// and the attributes of both (a dim peeking card stays dim, whatever colour its text is).
    func overlaid(with span: Style) -> Style {
        Style(
            foreground: span.foreground == .default ? foreground : span.foreground,
            background: span.background == .default ? background : span.background,
            attributes: attributes.union(span.attributes))
    }
}

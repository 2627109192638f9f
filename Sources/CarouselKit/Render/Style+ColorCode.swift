extension Style.Color {
    /// A colour in 16 bits: 0 the default, 1–8 the basic colours, `0x100 | n` palette entry `n`,
    /// and with the top bit set a colour of its own at 5 bits a channel (red highest). One code
    /// per colour, so that equal styles have equal bytes.
    struct Code: Hashable, Sendable {
        private let bits: UInt16

        init(_ color: Style.Color) {
            switch color {
            case .default: bits = 0
            case .black: bits = 1
            case .red: bits = 2
            case .green: bits = 3
            case .yellow: bits = 4
            case .blue: bits = 5
            case .magenta: bits = 6
            case .cyan: bits = 7
            case .white: bits = 8
            case .palette(let entry): bits = 0x100 | UInt16(entry)
            case .rgb(let red, let green, let blue):
                bits = 0x8000 | Self.level(red) << 10 | Self.level(green) << 5 | Self.level(blue)
            }
        }

        var color: Style.Color {
            if bits & 0x8000 != 0 {
                return .rgb(red: Self.value(bits >> 10), green: Self.value(bits >> 5), blue: Self.value(bits))
            }
            if bits & 0x100 != 0 { return .palette(UInt8(truncatingIfNeeded: bits)) }
            return Self.named[Int(bits)]
        }

        private static let named: [Style.Color] = [
            .default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        ]

        /// The nearest of 32 levels to an 8-bit channel.
        private static func level(_ value: UInt8) -> UInt16 { (UInt16(value) * 31 + 127) / 255 }

        /// A level's 8-bit value, 31 being 255.
        private static func value(_ bits: UInt16) -> UInt8 {
            let level = bits & 31
            return UInt8(level << 3 | level >> 2)
        }
    }
}

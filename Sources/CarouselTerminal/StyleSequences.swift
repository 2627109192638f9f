import CarouselKit

/// The bytes that switch the terminal from one style to another.
///
/// On an ECMA-48 terminal a switch names only what changes: `ESC [ 2 m` to add dim, `ESC [ 22 m`
/// to leave it while red stays. Where a reset and the style's own codes are shorter
/// (`ESC [ m` back to plain, `ESC [ 0 ; 1 m` from bold and dim to bold), the switch is that.
/// Elsewhere every switch is the terminfo reset followed by the style's capabilities. Switches are worked out once each and kept: a frame
/// meets a handful of styles.
struct StyleSequences {
    private let capabilities: TerminalCapabilities
    private var switches: [Switch: [UInt8]] = [:]

    private struct Switch: Hashable {
        /// The key of the style the terminal is in, or `nil` when that is not known.
        var from: UInt64?
        var to: UInt64
    }

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// `style` as a number, equal exactly when the styles are: its bytes. A style has no padding
    /// and one encoding per value (two colour codes and the attributes), so equal bytes are equal
    /// styles; the frame writer compares one number per cell instead of the fields.
    static func key(of style: Style) -> UInt64 {
        var key: UInt64 = 0
        withUnsafeBytes(of: style) { bytes in
            withUnsafeMutableBytes(of: &key) { $0.copyMemory(from: bytes) }
        }
        return key
    }

    /// The bytes that switch from `old` (`nil`: not known) to `new`.
    mutating func switchBytes(from old: Style?, to new: Style) -> [UInt8] {
        let key = Switch(from: old.map(Self.key), to: Self.key(of: new))
        if let bytes = switches[key] { return bytes }
        let (old, new) = (old.map(drawable), drawable(new))
        let bytes = capabilities.ecma48Graphics ? ecma48Switch(from: old, to: new) : terminfoSwitch(to: new)
        switches[key] = bytes
        return bytes
    }

    /// `style` as this terminal draws it: without dim where it has none.
    private func drawable(_ style: Style) -> Style {
        guard !capabilities.dims, style.attributes.contains(.dim) else { return style }
        var style = style
        style.attributes.remove(.dim)
        return style
    }

    private static let attributeCodes: [(Style.Attributes, String)] = [
        (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
    ]
    private static let attributeOffCodes: [(Style.Attributes, String)] = [
        (.italic, "23"), (.underline, "24"), (.reverse, "27"),
    ]

    private func ecma48Switch(from old: Style?, to new: Style) -> [UInt8] {
        var fromReset = ["0"] + Self.attributeCodes.filter { new.attributes.contains($0.0) }.map(\.1)
        if let foreground = colorCode(new.foreground, isBackground: false), foreground != "39" {
            fromReset.append(foreground)
        }
        if let background = colorCode(new.background, isBackground: true), background != "49" {
            fromReset.append(background)
        }
        guard let old else { return Self.graphicRendition(Self.parameterBytes(fromReset)) }

        var changes: [String] = []
        let removed = old.attributes.subtracting(new.attributes)
        var added = new.attributes.subtracting(old.attributes)
        // One code leaves both bold and dim; the one that stays is set again.
        if !removed.isDisjoint(with: [.bold, .dim]) {
            changes.append("22")
            added.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        changes += Self.attributeOffCodes.filter { removed.contains($0.0) }.map(\.1)
        changes += Self.attributeCodes.filter { added.contains($0.0) }.map(\.1)
        for isBackground in [false, true] {
            let before = colorCode(isBackground ? old.background : old.foreground, isBackground: isBackground)
            let after = colorCode(isBackground ? new.background : new.foreground, isBackground: isBackground)
            if let after, after != before { changes.append(after) }
        }
        if changes.isEmpty { return [] }
        let changed = Self.parameterBytes(changes), reset = Self.parameterBytes(fromReset)
        return Self.graphicRendition(changed.count <= reset.count ? changed : reset)
    }

    /// The SGR parameters that select `color`, or `nil` on a terminal without colours.
    private func colorCode(_ color: Style.Color, isBackground: Bool) -> String? {
        let colors = capabilities.colors
        guard colors.enabled else { return nil }
        let base = isBackground ? 40 : 30
        if colors.trueColor, case .rgb(let red, let green, let blue) = color {
            return "\(base + 8);2;\(red);\(green);\(blue)"
        }
        switch colors.number(of: color, isBackground: isBackground) {
        case nil: return String(base + 9)
        case let number? where number < 8: return String(base + number)
        case let number? where number < 16: return String(base + 60 + number - 8)
        case let number?: return "\(base + 8);5;\(number)"
        }
    }

    /// `ESC [ parameters m`.
    private static func graphicRendition(_ parameters: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
        bytes.reserveCapacity(parameters.count + 3)
        bytes += parameters
        bytes.append(UInt8(ascii: "m"))
        return bytes
    }

    /// `parameters` separated by `;`; nothing for a reset alone (`ESC [ m`). Not
    /// `joined(separator:)`: its generic code asks the runtime whether a type conforms to a
    /// protocol at its first call, a scan of every conformance record in the binary and of the
    /// pages they sit on (README, "Side by side with the Rust peer").
    private static func parameterBytes(_ parameters: [String]) -> [UInt8] {
        guard parameters != ["0"] else { return [] }
        var bytes: [UInt8] = []
        for parameter in parameters {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: ";")) }
            bytes.append(contentsOf: parameter.utf8)
        }
        return bytes
    }

    /// The terminfo reset, then every attribute and colour of `style`.
    private func terminfoSwitch(to style: Style) -> [UInt8] {
        var bytes = capabilities.resetAttributes
        for (attribute, capability) in capabilities.attributeCapabilities where style.attributes.contains(attribute) {
            bytes += capability
        }
        let colors = capabilities.colors
        guard colors.enabled else { return bytes }
        for (color, capability, isBackground) in [
            (style.foreground, capabilities.setForeground, false), (style.background, capabilities.setBackground, true),
        ] {
            guard let capability, let number = colors.number(of: color, isBackground: isBackground) else { continue }
            bytes += TerminalCapabilities.format(capability, number, 0)
        }
        return bytes
    }
}

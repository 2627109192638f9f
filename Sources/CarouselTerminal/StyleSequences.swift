import CarouselKit

/// The bytes that switch the terminal from one style to another.
///
/// On an ECMA-48 terminal a switch names only what changes: `ESC [ 2 m` to add dim, `ESC [ 22 m`
/// to leave it while red stays. Where a reset and the style's own codes are shorter
/// (`ESC [ m` back to plain, `ESC [ 0 ; 1 m` from bold and dim to bold), the switch is that.
/// Elsewhere every switch is the terminfo reset followed by the style's capabilities. Switches
/// are worked out once each and kept: a frame meets a handful of styles.
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

    private static let attributeCodes: [(Style.Attributes, UInt8)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
    ]
    private static let attributeOffCodes: [(Style.Attributes, UInt8)] = [
        (.italic, 23), (.underline, 24), (.reverse, 27),
    ]

    private func ecma48Switch(from old: Style?, to new: Style) -> [UInt8] {
        var fromReset = Parameters(0)
        for (attribute, code) in Self.attributeCodes where new.attributes.contains(attribute) { fromReset.append(code) }
        if let foreground = colorCode(new.foreground, isBackground: false), foreground != Parameters(39) {
            fromReset.append(foreground)
        }
        if let background = colorCode(new.background, isBackground: true), background != Parameters(49) {
            fromReset.append(background)
        }
        guard let old else { return fromReset.graphicRendition }

        var changes = Parameters()
        let removed = old.attributes.subtracting(new.attributes)
        var added = new.attributes.subtracting(old.attributes)
        // One code leaves both bold and dim; the one that stays is set again.
        if !removed.isDisjoint(with: [.bold, .dim]) {
            changes.append(22)
            added.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        for (attribute, code) in Self.attributeOffCodes where removed.contains(attribute) { changes.append(code) }
        for (attribute, code) in Self.attributeCodes where added.contains(attribute) { changes.append(code) }
        for isBackground in [false, true] {
            let before = colorCode(isBackground ? old.background : old.foreground, isBackground: isBackground)
            let after = colorCode(isBackground ? new.background : new.foreground, isBackground: isBackground)
            if let after, after != before { changes.append(after) }
        }
        if changes.isEmpty { return [] }
        return (changes.byteCount <= fromReset.byteCount ? changes : fromReset).graphicRendition
    }

    /// The SGR parameters that select `color`, or `nil` on a terminal without colours.
    private func colorCode(_ color: Style.Color, isBackground: Bool) -> Parameters? {
        let colors = capabilities.colors
        guard colors.enabled else { return nil }
        let base: UInt8 = isBackground ? 40 : 30
        if colors.trueColor, case .rgb(let red, let green, let blue) = color {
            var code = Parameters(base + 8)
            code.append(2)
            code.append(red)
            code.append(green)
            code.append(blue)
            return code
        }
        switch colors.number(of: color, isBackground: isBackground) {
        case nil: return Parameters(base + 9)
        case let number? where number < 8: return Parameters(base + UInt8(number))
        case let number? where number < 16: return Parameters(base + 60 + UInt8(number - 8))
        case let number?:
            var code = Parameters(base + 8)
            code.append(5)
            code.append(UInt8(truncatingIfNeeded: number))
            return code
        }
    }

    /// SGR parameters, each 0–255, kept inline: the first frame works out each of its switches
    /// for the first time, and arrays of strings cost thousands of instructions a switch. Bytes in
    /// four words, not a `SIMD32`, whose element-by-element writes and reads were most of a
    /// switch's cost; bytes past `count` stay zero, so equal words are equal parameters.
    private struct Parameters: Equatable {
        /// Room for 32; a switch has at most 16 (a reset or 22, five attributes, two colours of
        /// five).
        private var values: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private(set) var count = 0

        init() {}

        init(_ first: UInt8) {
            append(first)
        }

        var isEmpty: Bool { count == 0 }

        mutating func append(_ value: UInt8) {
            precondition(count < 32, "more SGR parameters than a switch has")
            withUnsafeMutableBytes(of: &values) { $0[count] = value }
            count += 1
        }

        mutating func append(_ other: Parameters) {
            for index in 0..<other.count { append(other[index]) }
        }

        private subscript(index: Int) -> UInt8 {
            withUnsafeBytes(of: values) { $0[index] }
        }

        static func == (left: Parameters, right: Parameters) -> Bool {
            left.count == right.count && left.values == right.values
        }

        /// The bytes of the parameters separated by `;`; none for a reset alone.
        var byteCount: Int {
            if isReset { return 0 }
            var bytes = count - 1
            for index in 0..<count { bytes += self[index] >= 100 ? 3 : self[index] >= 10 ? 2 : 1 }
            return bytes
        }

        /// `ESC [ parameters m`; `ESC [ m` for a reset alone.
        var graphicRendition: [UInt8] {
            var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
            bytes.reserveCapacity(byteCount + 3)
            if !isReset {
                for index in 0..<count {
                    if index > 0 { bytes.append(UInt8(ascii: ";")) }
                    let value = self[index]
                    if value >= 100 { bytes.append(UInt8(ascii: "0") + value / 100) }
                    if value >= 10 { bytes.append(UInt8(ascii: "0") + value / 10 % 10) }
                    bytes.append(UInt8(ascii: "0") + value % 10)
                }
            }
            bytes.append(UInt8(ascii: "m"))
            return bytes
        }

        private var isReset: Bool { count == 1 && values.0 == 0 }
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

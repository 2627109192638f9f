/// Unicode Normalization Form C without Foundation, from generated tables (Unicode 14.0.0).
///
/// Terminals and ncursesw draw precomposed text best: ncursesw drops a combining mark that
/// follows a wide character (か + U+3099 loses its dakuten), and many terminals place
/// decomposed marks badly. NFC turns such sequences into the single code points they stand for.
enum CanonicalNormalization {
    /// `text` in NFC. Text with no scalar that NFC could change is returned as it is.
    static func nfc(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: mayChange) else { return text }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars { decompose(scalar, into: &scalars) }
        orderCanonically(&scalars)
        var result = String.UnicodeScalarView()
        for scalar in compose(scalars) { result.append(scalar) }
        return String(result)
    }

    /// `scalar` fully decomposed (canonically) onto the end of `output`.
    static func decompose(_ scalar: Unicode.Scalar, into output: inout [Unicode.Scalar]) {
        let value = scalar.value
        if Hangul.syllables.contains(value) {
            output.append(contentsOf: Hangul.decompose(value))
            return
        }
        guard value >= 0xC0, let (first, second) = decomposition(of: value) else {
            output.append(scalar)
            return
        }
        decompose(first, into: &output)
        if let second { output.append(second) }
    }

    /// Sorts every run of combining marks by combining class, keeping equal classes in order.
    private static func orderCanonically(_ scalars: inout [Unicode.Scalar]) {
        var index = 1
        while index < scalars.count {
            let mark = scalars[index]
            let markClass = combiningClass(mark)
            var position = index
            while markClass != 0, position > 0 {
                let previousClass = combiningClass(scalars[position - 1])
                guard previousClass > markClass else { break }
                scalars[position] = scalars[position - 1]
                position -= 1
            }
            scalars[position] = mark
            index += 1
        }
    }

    /// The canonical composition algorithm of UAX #15 over decomposed, ordered scalars.
    private static func compose(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(scalars.count)
        var starter: Int? = nil
        var lastClass: UInt8 = 0
        for scalar in scalars {
            let scalarClass = combiningClass(scalar)
            if let starter {
                let adjacent = output.count - 1 == starter
                let blocked = !adjacent && (lastClass == 0 || lastClass >= scalarClass)
                if !blocked, let composite = composition(output[starter], scalar) {
                    output[starter] = composite
                    continue
                }
            }
            if scalarClass == 0 { starter = output.count }
            lastClass = scalarClass
            output.append(scalar)
        }
        return output
    }

    private static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        scalar.value < 0x300 ? 0 : scalar.properties.canonicalCombiningClass.rawValue
    }

    static func mayChange(_ scalar: Unicode.Scalar) -> Bool {
        let value = UInt64(scalar.value)
        if value < 0xC0 { return false }
        if Hangul.syllables.contains(scalar.value) { return false }
        let runs = NormalizationTables.mayChange
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle] >> 32 <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 && value <= runs[low - 1] & 0xFFFF_FFFF
    }

    /// The one scalar NFC turns `value` into when its canonical decomposition is a single
    /// scalar (U+3008 for U+2329, `;` for U+037E); `nil` for every other scalar.
    static func singletonTarget(of value: UInt32) -> UInt32? {
        guard let scalar = Unicode.Scalar(value), mayChange(scalar),
              let (first, second) = decomposition(of: value), second == nil else { return nil }
        return first.value
    }

    private static func decomposition(of value: UInt32) -> (Unicode.Scalar, Unicode.Scalar?)? {
        let table = NormalizationTables.decompositions
        let key = UInt64(value)
        var low = 0, high = table.count
        while low < high {
            let middle = (low + high) / 2
            let entryKey = table[middle] >> 42
            if entryKey == key {
                let entry = table[middle]
                guard let first = Unicode.Scalar(UInt32(truncatingIfNeeded: (entry >> 21) & 0x1F_FFFF)) else {
                    return nil
                }
                let second = UInt32(truncatingIfNeeded: entry & 0x1F_FFFF)
                return (first, second == 0 ? nil : Unicode.Scalar(second))
            }
            if entryKey < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    private static func composition(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
        if let hangul = Hangul.compose(first.value, second.value) { return hangul }
        let table = NormalizationTables.compositions
        let key = UInt64(first.value) << 21 | UInt64(second.value)
        var low = 0, high = table.count
        while low < high {
            let middle = (low + high) / 2
            let entryKey = table[middle] >> 21
            if entryKey == key { return Unicode.Scalar(UInt32(truncatingIfNeeded: table[middle] & 0x1F_FFFF)) }
            if entryKey < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Hangul syllables decompose and compose by arithmetic (Unicode §3.12).
    private enum Hangul {
        static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
        static let leadBase: UInt32 = 0x1100, vowelBase: UInt32 = 0x1161, trailBase: UInt32 = 0x11A7
        static let vowelCount: UInt32 = 21, trailCount: UInt32 = 28

        static func decompose(_ syllable: UInt32) -> [Unicode.Scalar] {
            let index = syllable - syllables.lowerBound
            let lead = leadBase + index / (vowelCount * trailCount)
            let vowel = vowelBase + (index % (vowelCount * trailCount)) / trailCount
            let trail = index % trailCount
            let jamo = trail == 0 ? [lead, vowel] : [lead, vowel, trailBase + trail]
            return jamo.compactMap(Unicode.Scalar.init)
        }

        static func compose(_ first: UInt32, _ second: UInt32) -> Unicode.Scalar? {
            if (leadBase..<leadBase + 19).contains(first), (vowelBase..<vowelBase + vowelCount).contains(second) {
                let index = ((first - leadBase) * vowelCount + (second - vowelBase)) * trailCount
                return Unicode.Scalar(syllables.lowerBound + index)
            }
            if syllables.contains(first), (first - syllables.lowerBound) % trailCount == 0,
               (trailBase + 1..<trailBase + trailCount).contains(second) {
                return Unicode.Scalar(first + second - trailBase)
            }
            return nil
        }
    }
}

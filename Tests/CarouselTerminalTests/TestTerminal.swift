import CarouselKit

/// A small terminal for checking the frame encoder's bytes: the cells and the cursor, the
/// movements and edits the encoder uses (CUP, CUF, CR, LF, DCH, ICH), SGR as the encoder writes
/// it, OSC 8 hyperlinks, with xterm's deferred wrap. Characters are one column, or two for kana
/// and kanji.
struct TestTerminal {
    struct Pen: Equatable {
        var attributes: Set<Int> = []
        var foreground = 39
        var background = 49
        /// The OSC 8 hyperlink open.
        var link: String?
    }

    struct Shown: Equatable {
        var symbol: Character
        var pen: Pen
    }

    let width: Int
    let height: Int
    /// A wide character's right half holds `nil`.
    private(set) var cells: [[Shown?]]
    private var x = 0, y = 0
    private var pendingWrap = false
    private var pen = Pen()
    /// Cursor movements made while a link was open: whatever is printed next would be linked.
    private(set) var linkProblems: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: Shown(symbol: "~", pen: Pen()), count: width), count: height)
    }

    mutating func receive(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\u{1B}":
                guard index < scalars.count else { return }
                if scalars[index] == "]" {
                    index = hyperlink(scalars, from: index + 1)
                    continue
                }
                if scalars[index] == "(" {
                    index += 2
                    continue
                }
                index += 1  // [
                var parameters = ""
                while index < scalars.count, !("@"..."~").contains(scalars[index]) {
                    parameters.unicodeScalars.append(scalars[index])
                    index += 1
                }
                let final = scalars[index]
                index += 1
                control(final, parameters)
            case "\r":
                movedWithLink("a carriage return")
                x = 0
                pendingWrap = false
            case "\n":
                movedWithLink("a line feed")
                y = min(height - 1, y + 1)
                pendingWrap = false
            default:
                print(Character(scalar))
            }
        }
    }

    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        guard !parameters.hasPrefix("?") else { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let first = max(1, numbers.first ?? 1)
        pendingWrap = false
        if "HCP@".unicodeScalars.contains(final) { movedWithLink("CSI \(parameters)\(final)") }
        switch final {
        case "H":
            y = first - 1
            x = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case "C": x = min(width - 1, x + first)
        case "P":
            let kept = Array(cells[y][x...].dropFirst(first))
            cells[y].replaceSubrange(x..., with: kept + Array(repeating: Shown(symbol: "~", pen: pen), count: width - x - kept.count))
        case "@":
            let moved = Array(cells[y][x...].dropLast(first))
            cells[y].replaceSubrange(x..., with: Array(repeating: Shown(symbol: "~", pen: pen), count: min(first, width - x)) + moved)
        case "m": graphicRendition(parameters.isEmpty ? [0] : numbers)
        default: break
        }
    }

    /// OSC 8 ; params ; URL ST: the link characters are printed with from now on (none when empty).
    private mutating func hyperlink(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end + 1 < scalars.count, !(scalars[end] == "\u{1B}" && scalars[end + 1] == "\\") { end += 1 }
        let body = String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)]))
        if body.hasPrefix("8;") {
            let url = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false).last.map(String.init)
            pen.link = url?.isEmpty == false ? url : nil
        } else {
            linkProblems.append("OSC \(body)")
        }
        return end + 2
    }

    private mutating func movedWithLink(_ movement: String) {
        if let link = pen.link { linkProblems.append("\(movement) with \(link) open") }
    }

    private mutating func graphicRendition(_ codes: [Int]) {
        var index = 0
        while index < codes.count {
            let code = codes[index]
            index += 1
            switch code {
            case 0: pen = Pen(link: pen.link)
            case 1, 2, 3, 4, 7: pen.attributes.insert(code)
            case 22: pen.attributes.subtract([1, 2])
            case 23, 24, 27: pen.attributes.remove(code - 20)
            case 30...37, 39, 90...97: pen.foreground = code
            case 40...47, 49, 100...107: pen.background = code
            case 38, 48:
                let color = 1000 + codes[index + 1]
                if code == 38 { pen.foreground = color } else { pen.background = color }
                index += 2
            default: break
            }
        }
    }

    private mutating func print(_ character: Character) {
        let columns = character.unicodeScalars.first.map { (0x3000...0x9FFF).contains($0.value) ? 2 : 1 } ?? 1
        if pendingWrap || x + columns > width {
            x = 0
            y = min(height - 1, y + 1)
            pendingWrap = false
        }
        cells[y][x] = Shown(symbol: character, pen: pen)
        if columns == 2 { cells[y][x + 1] = nil }
        if x + columns >= width {
            x = width - 1
            pendingWrap = true
        } else {
            x += columns
        }
    }

    /// The pen a terminal given `StyleSequences`' codes for `style` draws with (256 colours, the
    /// terminal's own default colours).
    static func pen(for style: Style) -> Pen {
        var pen = Pen()
        let codes: [(Style.Attributes, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7)]
        for (attribute, code) in codes where style.attributes.contains(attribute) { pen.attributes.insert(code) }
        pen.foreground = code(style.foreground, base: 30)
        pen.background = code(style.background, base: 40)
        return pen
    }

    private static func code(_ color: Style.Color, base: Int) -> Int {
        switch color.number(forTerminalColors: 256) {
        case nil: return base + 9
        case let number? where number < 8: return base + number
        case let number? where number < 16: return base + 60 + number - 8
        case let number?: return 1000 + number
        }
    }

    /// What `grid` looks like on a terminal: each cell's symbol and pen, `nil` for right halves;
    /// with `links`, its cells' hyperlinks too.
    static func expected(_ grid: ScreenGrid, links: Bool = false) -> [[Shown?]] {
        (0..<grid.size.height).map { y in
            grid.row(y).map { cell in
                guard !cell.isContinuation else { return nil }
                var pen = pen(for: cell.style)
                if links { pen.link = grid.url(ofLink: cell.link) }
                return Shown(symbol: cell.symbol, pen: pen)
            }
        }
    }
}

extension [[TestTerminal.Shown?]] {
    /// The first row that differs from `other`, as the two rows' symbols and pens side by side,
    /// or `nil` when none does.
    func firstDifference(from other: Self) -> String? {
        for (y, (row, otherRow)) in zip(self, other).enumerated() where row != otherRow {
            let describe = { (row: [TestTerminal.Shown?]) in
                row.map { $0.map { "\($0.symbol)\($0.pen.attributes.sorted())\($0.pen.foreground)/\($0.pen.background)"
                    + ($0.pen.link.map { "<\($0)>" } ?? "") } ?? "_" }
                    .joined(separator: " ")
            }
            return "row \(y):\n\(describe(row))\n\(describe(otherRow))"
        }
        return count == other.count ? nil : "\(count) rows against \(other.count)"
    }
}

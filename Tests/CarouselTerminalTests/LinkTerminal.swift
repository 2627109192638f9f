/// The hyperlinks a terminal shows after the frames it received: which URL each cell links to.
/// It reads what `FrameEncoder` writes for text of one-column characters (cursor addresses and
/// moves, carriage return and line feed, delete and insert characters, SGR, OSC 8) and fails on
/// anything else, so that a test notices bytes it does not understand.
struct LinkTerminal {
    private(set) var links: [[String?]]
    private var cursor = (x: 0, y: 0)
    /// The link printed characters get now.
    private(set) var open: String?
    /// Problems found in the bytes: a link open where the cursor moved, an unknown sequence.
    private(set) var problems: [String] = []

    init(width: Int, height: Int) {
        links = Array(repeating: Array(repeating: nil, count: width), count: height)
    }

    mutating func receive(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\u{1B}":
                index = escape(scalars, from: index)
            case "\r":
                moved("a carriage return")
                cursor.x = 0
            case "\n":
                moved("a line feed")
                cursor.y += 1
            default:
                guard scalar.value >= 0x20 else {
                    problems.append("control character \(scalar.value)")
                    continue
                }
                if links.indices.contains(cursor.y), links[cursor.y].indices.contains(cursor.x) {
                    links[cursor.y][cursor.x] = open
                }
                cursor.x += 1
            }
        }
    }

    /// A cursor movement with a link open would link whatever is printed next.
    private mutating func moved(_ what: String) {
        if open != nil { problems.append("\(what) with \(open ?? "") open") }
    }

    private mutating func escape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        if scalars[start] == "]" {
            // OSC 8 ; params ; URL ST
            var end = start + 1
            while end + 1 < scalars.count, !(scalars[end] == "\u{1B}" && scalars[end + 1] == "\\") { end += 1 }
            let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
            if body.hasPrefix("8;;") {
                let url = String(body.dropFirst(3))
                open = url.isEmpty ? nil : url
            } else {
                problems.append("OSC \(body)")
            }
            return end + 2
        }
        guard scalars[start] == "[" else {
            problems.append("ESC \(scalars[start])")
            return start + 1
        }
        var end = start + 1
        while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
        let parameters = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        let count = max(1, numbers.first ?? 1)
        switch scalars[end] {
        case "H":
            moved("a cursor address")
            cursor = ((numbers.count > 1 ? numbers[1] : 1) - 1, (numbers.first ?? 1) - 1)
        case "C":
            moved("a cursor move")
            cursor.x += count
        case "P":
            moved("a delete")
            var row = links[cursor.y]
            row.removeSubrange(cursor.x..<min(row.count, cursor.x + count))
            row += Array(repeating: nil, count: links[cursor.y].count - row.count)
            links[cursor.y] = row
        case "@":
            moved("an insert")
            var row = links[cursor.y]
            row.insert(contentsOf: Array(repeating: nil, count: count), at: cursor.x)
            links[cursor.y] = Array(row.prefix(links[cursor.y].count))
        case "m", "h", "l":
            break
        default:
            problems.append("CSI \(parameters)\(scalars[end])")
        }
        return end + 1
    }
}

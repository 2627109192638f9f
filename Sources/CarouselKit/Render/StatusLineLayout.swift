/// How the status line fits a narrow screen: by whole parts, never by cutting a number.
///
/// The place is written as long as there is room — `Section 2/7 · Page 25/50`, then
/// `Page 25/50`, then `25/50` — and a message keeps its trailer (`+2 more · e details`, then
/// `e details`); a message's text is cut where a word ends, or else anywhere but inside a number.
struct StatusLineLayout {
    /// The place and what is right of it, each with its spaces around it.
    let place: String
    let text: String
    let trailer: String

    /// The place's forms, longest first.
    static func places(_ content: StatusLineView.Content, glyphs: Glyphs) -> [String] {
        let pages = "\(content.page + 1)/\(content.pageCount)"
        return [
            " Section \(content.section + 1)/\(content.sectionCount) \(glyphs.separator) Page \(pages) ",
            " Page \(pages) ",
            " \(pages) ",
        ]
    }

    /// The longest place that fits `width` columns.
    static func place(_ content: StatusLineView.Content, width: Int, glyphs: Glyphs) -> String {
        let places = places(content, glyphs: glyphs)
        return places.first { glyphs.width(of: $0) <= width } ?? places[places.count - 1]
    }

    /// A message (`prefix` and `text`, then `trailer`) right of the place, in `width` columns: the
    /// first arrangement, from the whole place and trailer down to no place and no trailer, that
    /// leaves the text its whole width or at least a few columns.
    init(
        _ content: StatusLineView.Content, prefix: String, text: String, trailer: String?, width: Int, glyphs: Glyphs
    ) {
        let parts = trailer.map { $0.split(separator: " \(glyphs.separator) ").map(String.init) } ?? []
        let trailers = parts.indices.map { parts[$0...].joined(separator: " \(glyphs.separator) ") } + [""]
        let places = Self.places(content, glyphs: glyphs)
        let textWidth = glyphs.width(of: prefix + text)
        let enough = min(textWidth, 12, max(1, width / 3))
        // The place shrinks first, then the trailer; `e details` outlasts the place's numbers.
        let shorter = trailers.dropFirst().dropLast()
        var arrangements: [(place: String, trailer: String)] = places.map { ($0, trailers[0]) }
        arrangements += shorter.map { (places[places.count - 1], $0) } + shorter.map { ("", $0) }
        arrangements += [(places[places.count - 1], ""), ("", "")]
        let fitting = arrangements.first { place, trailer in
            width - glyphs.width(of: place) - Self.trailerWidth(trailer, glyphs: glyphs) - 2 >= enough
        } ?? ("", "")
        place = fitting.place
        self.trailer = fitting.trailer.isEmpty ? "" : "  " + fitting.trailer
        let room = width - glyphs.width(of: place) - glyphs.width(of: self.trailer) - 2 - glyphs.width(of: prefix)
        self.text = prefix + Self.shortened(text, width: room, glyphs: glyphs)
    }

    private static func trailerWidth(_ trailer: String, glyphs: Glyphs) -> Int {
        trailer.isEmpty ? 0 : glyphs.width(of: trailer) + 2
    }

    /// `text` in `width` columns: whole, or cut where a word ends (where that keeps two thirds of
    /// the room; else anywhere but inside a number) and ended with the ellipsis.
    static func shortened(_ text: String, width: Int, glyphs: Glyphs) -> String {
        let line = text.linesJoined
        if glyphs.width(of: line) <= width { return line }
        let room = width - glyphs.width(of: glyphs.ellipsis)
        guard room > 0 else { return "" }
        var used = 0
        var wordEnd: (index: String.Index, width: Int)?
        var safe: String.Index?
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if let previous, !(previous.isNumber && character.isNumber) {
                safe = index
                if character == " " { wordEnd = (index, used) }
            }
            used += glyphs.width(of: String(character))
            if used > room { break }
            previous = character
        }
        // A word's end, unless that leaves much of the room unused.
        let atWord = wordEnd.flatMap { $0.width * 3 >= room * 2 ? $0.index : nil }
        guard let cut = atWord ?? safe else { return "" }
        var kept = line[..<cut]
        while kept.last == " " { kept.removeLast() }
        return kept + glyphs.ellipsis
    }
}

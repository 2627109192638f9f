/// Breaks text into lines that fit a width in columns (card bodies, the tag band, titles).
public enum TextWrapper {
    /// Wraps `text` to lines of at most `width` columns.
    ///
    /// Lines break where `LineBreakRules` allows (after spaces, anywhere in CJK text, never
    /// against kinsoku); a word longer than a line is broken where it overflows; a grapheme
    /// cluster is never split (one wider than `width` gets a line of its own, for the grid to
    /// clip). "\n" starts a new line; spaces at the end of a line and at a
    /// break are dropped, indentation after "\n" is kept. At most `maxLines` lines are returned:
    /// when the text does not fit, the last line ends with `ellipsis`. Work stops as soon as that
    /// is known, so a megabyte of text costs no more than the lines shown. Ambiguous characters
    /// are as wide as `ambiguous` says.
    public static func wrap(
        _ text: String, width: Int, maxLines: Int, ellipsis: String = "…", ambiguous: AmbiguousWidth = .narrow
    ) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var builder = LineBuilder(
            width: width, maxLines: maxLines, ambiguous: ambiguous, capacity: min(width, text.utf8.count) + 1)
        var clusters = TextClusters(text)
        while let cluster = clusters.next() {
            guard builder.add(cluster) else { break }
        }
        return builder.finish(ellipsis: ellipsis)
    }
}

/// One wrap in progress: the finished lines and the line being filled.
private struct LineBuilder {
    /// A grapheme cluster and its columns. An ASCII one is kept as its byte: its `Character` is
    /// made only where a rule needs it (a forced break), not for each character added. That, and
    /// a line that grew one step at a time, were a third of the first screen's wrapping.
    private struct Cluster {
        let text: TextCluster
        let width: Int

        var ascii: UInt8? { text.ascii }
        var character: Character { text.character }
    }

    let width: Int
    let maxLines: Int
    let ambiguous: AmbiguousWidth
    private var lines: [String] = []
    private var line: [Cluster] = []
    private var lineWidth = 0
    /// Where the line being filled may break: the clusters before this index would stay.
    private var breakIndex: Int? = nil
    /// Line breaks not yet applied: they only make lines when more text follows them.
    private var pendingNewlines = 0
    /// Right after a wrap, spaces are dropped instead of starting the new line.
    private var droppingSpaces = false
    private var overflowed = false

    /// - Parameter capacity: How many clusters a line is made room for at once (a line of ASCII
    ///   holds at most `width`); the line no longer grows step by step as a card's text fills it.
    init(width: Int, maxLines: Int, ambiguous: AmbiguousWidth, capacity: Int) {
        self.width = width
        self.maxLines = maxLines
        self.ambiguous = ambiguous
        line.reserveCapacity(capacity)
    }

    /// Whether the line being filled is the last one allowed.
    private var isOnLastLine: Bool { lines.count + 1 >= maxLines }

    /// Adds one cluster. Returns false once the text is known not to fit: the caller stops.
    mutating func add(_ cluster: TextCluster) -> Bool {
        // ASCII is looked at as a byte, not compared as a `Character`.
        let ascii = cluster.ascii
        if ascii.map({ (0x0A...0x0D).contains($0) }) ?? cluster.character.isNewline {
            pendingNewlines += 1
            droppingSpaces = false
            return true
        }
        let isSpace = ascii == UInt8(ascii: " ")
        if isSpace && droppingSpaces { return true }
        if pendingNewlines > 0 {
            for _ in 0..<pendingNewlines {
                guard !isOnLastLine else { return overflow() }
                emit(count: line.count)
            }
            pendingNewlines = 0
            droppingSpaces = false
        }
        let printable = ascii.map { $0 >= 0x20 && $0 < 0x7F } ?? false
        let characterWidth = printable ? 1 : DisplayWidth.of(cluster.character, ambiguous: ambiguous)
        let measured = Cluster(text: cluster, width: characterWidth)
        noteBreakOpportunity(before: measured)
        while !isSpace, !line.isEmpty, lineWidth + characterWidth > width {
            guard !isOnLastLine else {
                line.append(measured)
                return overflow()
            }
            // At the last allowed break, or — for a word longer than the line — as late as
            // kinsoku allows.
            let count = breakIndex.flatMap { $0 > 0 ? $0 : nil } ?? forcedBreak(before: cluster.character)
            emit(count: count)
            while line.first?.ascii == UInt8(ascii: " ") { lineWidth -= line.removeFirst().width }
            noteBreakOpportunity(before: measured)
        }
        droppingSpaces = false
        line.append(measured)
        lineWidth += characterWidth
        return true
    }

    /// Where to break a line that has no break opportunity, `character` coming next: the last
    /// place kinsoku allows, or right before `character` if there is none.
    private func forcedBreak(before character: Character) -> Int {
        var index = line.count
        var next = character
        while index > 0 {
            if LineBreakRules.kinsokuAllows(between: line[index - 1].character, next) { return index }
            index -= 1
            next = line[index].character
        }
        return line.count
    }

    /// Remembers that the line may break before `next` if the rules allow it there.
    private mutating func noteBreakOpportunity(before next: Cluster) {
        guard let last = line.last else { return }
        let allowed = if let before = last.ascii, let after = next.ascii {
            LineBreakRules.canBreak(betweenASCII: before, and: after)
        } else {
            LineBreakRules.canBreak(between: last.character, width: last.width, and: next.character, width: next.width)
        }
        if allowed { breakIndex = line.count }
    }

    private mutating func overflow() -> Bool {
        overflowed = true
        return false
    }

    /// Moves the first `count` clusters of the line being filled to a finished line.
    private mutating func emit(count: Int) {
        lines.append(Self.text(of: line[..<count]))
        lineWidth -= line[..<count].reduce(0) { $0 + $1.width }
        line.removeFirst(count)
        breakIndex = nil
        droppingSpaces = true
    }

    /// The lines, the last one ending with `ellipsis` when the text did not fit.
    mutating func finish(ellipsis: String) -> [String] {
        guard overflowed else {
            if !line.isEmpty { lines.append(Self.text(of: line[...])) }
            return lines
        }
        let room = width - DisplayWidth.of(ellipsis, ambiguous: ambiguous)
        var kept = 0, used = 0
        while kept < line.count, used + line[kept].width <= max(0, room) {
            used += line[kept].width
            kept += 1
        }
        let text = Self.text(of: line[..<kept])
        lines.append(room >= 0 ? text + ellipsis : text)
        return lines
    }

    /// Clusters as a string, without trailing spaces.
    private static func text(of clusters: ArraySlice<Cluster>) -> String {
        var end = clusters.endIndex
        while end > clusters.startIndex && clusters[end - 1].ascii == UInt8(ascii: " ") { end -= 1 }
        // Gathered as UTF-8 and made a string once: appending `Character`s cost more than the
        // rest of the wrap.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * (end - clusters.startIndex))
        for cluster in clusters[clusters.startIndex..<end] {
            if let ascii = cluster.ascii { bytes.append(ascii) } else { bytes += cluster.character.utf8 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

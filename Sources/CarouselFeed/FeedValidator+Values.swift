import CarouselKit

/// Reading single values and tables, each reporting what it expected and what it found.
extension FeedValidator {
    /// A table's values by key, after reporting keys that are repeated, not text, or unknown (the
    /// last as warnings, with the nearest known key as a suggestion). YAML merge keys (`<<: *base`)
    /// add the keys of the tables they name, for a feed that shares settings through anchors; keys
    /// written in the table itself win.
    mutating func table(_ node: DocumentNode, at path: FeedPath, keys: [String], expected: String) -> TableFields? {
        guard case .mapping(let entries) = node.value else {
            report(.error, at: node.location, path: path, "expected \(expected), found \(node.kindDescription)")
            return nil
        }
        var fields = TableFields()
        var merged: [DocumentNode.Entry] = []
        for entry in entries {
            if entry.key.isMergeKey {
                merged += mergedEntries(entry.value, at: path.appending("<<"))
                continue
            }
            guard case .scalar = entry.key.value, let key = entry.key.scalarText else {
                report(.error, at: entry.key.location, path: path,
                    "a key must be text, found \(entry.key.kindDescription)")
                continue
            }
            if let first = fields.location(of: key) {
                report(.error, at: entry.key.location, path: path.appending(key),
                    "duplicate key; it is already set at \(first)")
                continue
            }
            accept(key, entry, into: &fields, at: path, keys: keys)
        }
        for entry in merged {
            guard let key = entry.key.scalarText, fields.location(of: key) == nil else { continue }
            accept(key, entry, into: &fields, at: path, keys: keys)
        }
        return fields
    }

    /// Keeps a known key's value; warns about an unknown one.
    private mutating func accept(
        _ key: String, _ entry: DocumentNode.Entry, into fields: inout TableFields, at path: FeedPath, keys: [String]
    ) {
        if keys.contains(key) {
            fields.setKnown(key, entry)
            return
        }
        fields.setUnknown(key, at: entry.key.location)
        var message = "unknown key \(DocumentNode.quoted(key)) is ignored"
        if let suggestion = KeySuggestion.nearest(to: key, among: keys) {
            message += "; did you mean `\(suggestion)`?"
        } else {
            message += " (known keys here: \(keys.joined(separator: ", ")))"
        }
        report(.warning, at: entry.key.location, path: path.appending(key), message)
    }

    /// The entries a merge key brings in: those of a table, or of each table in a list (earlier
    /// tables win, as YAML specifies).
    private mutating func mergedEntries(_ node: DocumentNode, at path: FeedPath) -> [DocumentNode.Entry] {
        switch node.value {
        case .mapping(let entries):
            return entries
        case .sequence(let items) where items.allSatisfy(\.isMapping):
            return items.flatMap { item -> [DocumentNode.Entry] in
                guard case .mapping(let entries) = item.value else { return [] }
                return entries
            }
        default:
            report(.error, at: node.location, path: path,
                "a merge key takes a table or a list of tables, found \(node.kindDescription)")
            return []
        }
    }

    /// The items of a list that must be present and non-empty.
    mutating func nonEmptyList(
        _ node: DocumentNode?, owner: DocumentNode, at path: FeedPath, limit: Int, what: String, missing: String
    ) -> [DocumentNode]? {
        guard let (items, location) = list(node, owner: owner, at: path, what: what, missing: missing),
              checkCount(items.count, at: location, path: path, limit: limit, what: what)
        else { return nil }
        return items
    }

    /// The items of a list that must be present, and where it starts.
    mutating func list(
        _ node: DocumentNode?, owner: DocumentNode, at path: FeedPath, what: String, missing: String
    ) -> (items: [DocumentNode], location: SourceLocation)? {
        guard let node, !node.isNull else {
            report(.error, at: owner.location, path: path, missing)
            return nil
        }
        guard case .sequence(let items) = node.value else {
            report(.error, at: node.location, path: path, "expected a list of \(what)s, found \(node.kindDescription)")
            return nil
        }
        return (items, node.location)
    }

    /// Whether a list (that starts at `location`) has from one to `limit` items; reports it otherwise.
    mutating func checkCount(
        _ count: Int, at location: SourceLocation, path: FeedPath, limit: Int, what: String
    ) -> Bool {
        guard count > 0 else {
            report(.error, at: location, path: path, "is empty; it needs at least one \(what)")
            return false
        }
        guard count <= limit else {
            report(.error, at: location, path: path, "has \(count) \(what)s; at most \(limit) are allowed")
            return false
        }
        return true
    }

    /// Text of at most `limit` UTF-8 bytes. Unquoted numbers and booleans count as text (`title:
    /// 1984`); null counts as absent.
    mutating func text(_ node: DocumentNode, at path: FeedPath, limit: Int) -> String? {
        guard !node.isNull else { return nil }
        guard let text = node.scalarText else {
            report(.error, at: node.location, path: path, "expected a string, found \(node.kindDescription)")
            return nil
        }
        guard text.utf8.count <= limit else {
            report(
                .error, at: node.location, path: path, "is \(text.utf8.count) bytes long; at most \(limit) are allowed")
            return nil
        }
        return text.freshCopy
    }

    /// A title, which must be there and not blank.
    mutating func requiredText(
        _ node: DocumentNode?, in owner: DocumentNode, at path: FeedPath, owner name: String
    ) -> String? {
        guard let node, !node.isNull else {
            report(.error, at: (node ?? owner).location, path: path, "missing; every \(name) needs a title")
            return nil
        }
        guard let text = text(node, at: path, limit: FeedLimits.shortTextBytes) else { return nil }
        guard !Self.isBlank(text) else {
            report(.error, at: node.location, path: path, "is blank; every \(name) needs a title")
            return nil
        }
        return text
    }

    /// Empty or only white space. Most text starts with a visible ASCII character, which answers
    /// at once without looking up Unicode properties.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// An `id`: text or a number (`id: 7` is the id "7"), not blank. `nil` means "use the position".
    mutating func identifier(_ node: DocumentNode?, at path: FeedPath) -> String? {
        guard let node, let id = text(node, at: path, limit: FeedLimits.shortTextBytes) else { return nil }
        guard !Self.isBlank(id) else {
            report(.error, at: node.location, path: path, "is blank; leave `id` out to use the position")
            return nil
        }
        return id
    }

    /// Seconds: a number within `allowed` (by default above 0 and at most a day).
    mutating func seconds(_ node: DocumentNode, at path: FeedPath, allowed: AllowedSeconds = .upToADay) -> Double? {
        guard !node.isNull else { return nil }
        guard let value = node.number else {
            report(.error, at: node.location, path: path, "expected a number of seconds, found \(node.kindDescription)")
            return nil
        }
        guard allowed.contains(value) else {
            let found = node.scalarText ?? "\(value)"
            report(.error, at: node.location, path: path, "must be \(allowed.description), found \(found)")
            return nil
        }
        return value
    }

    /// A whole number of `unit` in `range`: a section's `image_rows`, `card_width`, `rows`; `sources.parallel`.
    mutating func wholeNumber(_ node: DocumentNode, at path: FeedPath, in range: ClosedRange<Int>, of unit: String)
        -> Int? {
        guard !node.isNull else { return nil }
        guard let value = node.number, value == value.rounded(), range.contains(Int(exactly: value) ?? 0) else {
            let found = node.scalarText ?? node.kindDescription
            report(.error, at: node.location, path: path,
                   "must be a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound), found \(found)")
            return nil
        }
        return Int(value)
    }

    /// A section's `layout`, `card_width` and `rows`; `rows` outside a grid is a warning, since
    /// it does nothing there.
    mutating func cardLayout(_ fields: TableFields, at path: FeedPath) -> CardLayout {
        var layout = CardLayout()
        layout.style = fields["layout"].flatMap { layoutStyle($0, at: path.appending("layout")) }
        if let node = fields["card_width"],
           let width = wholeNumber(
               node, at: path.appending("card_width"), in: CardLayout.cardWidthRange, of: "columns") {
            layout.cardWidth = width
        }
        if let node = fields["rows"],
           let rows = wholeNumber(node, at: path.appending("rows"), in: CardLayout.rowsRange, of: "rows") {
            layout.rows = rows
            if layout.style != .grid, !node.isNull {
                report(.warning, at: node.location, path: path.appending("rows"),
                       "applies to `layout: grid` only; this section is laid out as \(layout.style ?? .auto)")
            }
        }
        return layout
    }

    mutating func layoutStyle(_ node: DocumentNode, at path: FeedPath) -> CardLayout.Style? {
        oneOf(node, at: path, allowed: CardLayout.Style.allCases, what: "layout")
    }

    /// `true` or `false` (YAML 1.1's `yes`/`no`/`on`/`off` too).
    mutating func flag(_ node: DocumentNode, at path: FeedPath) -> Bool? {
        guard !node.isNull else { return nil }
        guard let flag = node.boolean else {
            report(.error, at: node.location, path: path, "expected true or false, found \(node.kindDescription)")
            return nil
        }
        return flag
    }

    /// A page's `link`: an http, https or mailto URL (`PageLink`'s rules); null counts as absent.
    mutating func link(_ node: DocumentNode, at path: FeedPath) -> PageLink? {
        guard !node.isNull else { return nil }
        guard case .scalar = node.value, let url = node.scalarText else {
            report(.error, at: node.location, path: path, "expected a URL, found \(node.kindDescription)")
            return nil
        }
        if let problem = PageLink.problem(with: url) {
            report(.error, at: node.location, path: path, problem)
            return nil
        }
        return PageLink(url.freshCopy)
    }

    mutating func wrapMode(_ node: DocumentNode, at path: FeedPath) -> WrapMode? {
        oneOf(node, at: path, allowed: WrapMode.allCases, what: "wrap mode")
    }

    mutating func accent(_ node: DocumentNode, at path: FeedPath) -> Accent? {
        oneOf(node, at: path, allowed: Accent.allCases, what: "accent colour")
    }

    /// A page's `status`; the words tools print for one (`warning`, `failed`, `passed`) get the
    /// status they mean as a suggestion, since they are too far from it to be typos.
    mutating func status(_ node: DocumentNode, at path: FeedPath) -> PageStatus? {
        oneOf(node, at: path, allowed: PageStatus.allCases, what: "status", synonyms: Self.statusSynonyms)
    }

    private static let statusSynonyms: [String: PageStatus] = [
        "warning": .warn, "fail": .error, "failed": .error, "failure": .error, "pass": .ok, "passed": .ok,
        "success": .ok,
    ]

    mutating func sourceFormat(_ node: DocumentNode, at path: FeedPath) -> SourceFormat? {
        oneOf(node, at: path, allowed: SourceFormat.allCases, what: "output format")
    }

    /// One of a fixed set of names, e.g. `rewind`, `jump` or `loop`.
    private mutating func oneOf<Value: RawRepresentable<String>>(
        _ node: DocumentNode, at path: FeedPath, allowed: [Value], what: String, synonyms: [String: Value] = [:]
    ) -> Value? {
        guard !node.isNull else { return nil }
        let names = allowed.map(\.rawValue)
        // Only for a message: a valid value costs no joining.
        var list: String { names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") }
        guard case .scalar = node.value, let text = node.scalarText else {
            report(.error, at: node.location, path: path, "expected \(list), found \(node.kindDescription)")
            return nil
        }
        if let value = allowed.first(where: { $0.rawValue == text }) { return value }
        var message = "unknown \(what) \(DocumentNode.quoted(text)); expected \(list)"
        if let suggestion = KeySuggestion.nearest(to: text, among: names) ?? synonyms[text.lowercased()]?.rawValue {
            message += " (did you mean `\(suggestion)`?)"
        }
        report(.error, at: node.location, path: path, message)
        return nil
    }
}

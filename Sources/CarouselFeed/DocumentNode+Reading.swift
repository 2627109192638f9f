/// What a value means, read the way YAML's core schema reads unquoted text (`3` is a number, `true`
/// a boolean, `~` or nothing is null), and how to name its kind in a message.
extension DocumentNode {
    /// No number or keyword is longer; longer text is a string without looking further, so a
    /// megabyte value costs nothing to classify however often an alias repeats it.
    private static let longestKeyword = 64

    /// Unquoted text that means "no value": `null`, `~` or nothing at all.
    var isNull: Bool {
        guard case .scalar(let scalar) = value, scalar.isPlain, scalar.text.utf8.count <= 4 else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.text)
    }

    /// The value of `key` in a table (the first, if the key is repeated).
    func field(_ key: String) -> DocumentNode? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.first { $0.key.scalarText == key }?.value
    }

    /// The YAML merge key `<<` (unquoted).
    var isMergeKey: Bool {
        guard case .scalar(let scalar) = value else { return false }
        return scalar.isPlain && scalar.text == "<<"
    }

    var isMapping: Bool {
        if case .mapping = value { return true }
        return false
    }

    /// The text of a scalar, whatever it spells (`title: 1984` is the text "1984").
    var scalarText: String? {
        guard case .scalar(let scalar) = value else { return nil }
        return scalar.text
    }

    /// An unquoted number (`3`, `2.5`, `1e3`, `.inf`).
    var number: Double? {
        guard case .scalar(let scalar) = value, scalar.isPlain, scalar.text.utf8.count <= Self.longestKeyword else {
            return nil
        }
        let text = scalar.text.filter { $0 != "_" }
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: break
        }
        guard let first = text.unicodeScalars.first, "+-.0123456789".unicodeScalars.contains(first) else { return nil }
        return Double(text)
    }

    /// An unquoted boolean. Besides `true`/`false`, YAML 1.1's `yes`/`no`/`on`/`off` (libyaml reads
    /// YAML 1.1), so `autoplay: off` means what it says.
    var boolean: Bool? {
        guard case .scalar(let scalar) = value, scalar.isPlain, scalar.text.utf8.count <= Self.longestKeyword else {
            return nil
        }
        switch scalar.text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// The value's kind as a message names it: "a list", "a table", "a number", "the string \"3s\"".
    var kindDescription: String {
        switch value {
        case .sequence: return "a list"
        case .mapping: return "a table"
        case .scalar(let scalar):
            if isNull { return "nothing (null)" }
            if boolean != nil { return "the boolean \(scalar.text)" }
            if number != nil { return "the number \(scalar.text)" }
            return "the string \(Self.quoted(scalar.text))"
        }
    }

    /// Text from the feed in quotes for a message (see `VisibleText`).
    static func quoted(_ text: String) -> String {
        VisibleText.quoted(text)
    }
}

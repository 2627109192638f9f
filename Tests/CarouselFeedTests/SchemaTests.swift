import Foundation
import Testing

/// `carousel schema` against the validator (docs/behaviour.md §3.12): every good feed passes the schema, and
/// every bad fixture whose fault a schema can express (types, required keys, enums, ranges) fails
/// it. Checked with Python's jsonschema, as an editor's language server would.
@Suite struct SchemaTests {
    /// Bad fixtures whose fault is beyond a JSON Schema: the syntax or encoding of the file,
    /// uniqueness of ids and keys, and the loader's limits. Every other bad fixture must fail
    /// the schema.
    static let beyondASchema: Set<String> = [
        // syntax and encoding
        "binary.yaml", "control-character.yaml", "invalid-utf8.yaml", "invalid-utf8-truncated.yaml", "utf16.yaml", "utf32.yaml",
        "json-bad-escape.json", "json-bad-escape-line-break.json", "json-bad-escape-non-ascii.json",
        "json-bad-number.json", "json-bad-word.json", "json-comment.json",
        "json-control-in-string.json", "json-invalid-utf8.json", "json-key-not-string.json",
        "json-lone-surrogate.json", "json-single-quotes.json", "json-trailing-comma.json", "json-two-values.json",
        "json-unclosed-string.json", "key-not-text.yaml", "multiple-documents.yaml", "syntax-bad-indent.yaml",
        "syntax-missing-comma.json", "syntax-tab-indent.yaml", "syntax-unclosed-brace.json",
        "syntax-unclosed-quote.yaml", "undefined-alias.yaml",
        // uniqueness
        "duplicate-key.yaml", "duplicate-page-id.yaml", "duplicate-position-id.yaml", "duplicate-section-id.yaml",
        // limits
        "alias-bomb.yaml", "alias-bomb-key.yaml", "deep-nesting.json", "deep-nesting-5000.json",
        // A zero byte inside a command string.
        "json-source-zero-byte.json",
    ]

    static let schemaFile = TestPaths.packageRoot.appendingPathComponent("Resources/feed.schema.json")
    static let starterFeed = TestPaths.packageRoot.appendingPathComponent("Resources/starter-feed.yaml")

    @Test func schemaPrintsTheSchemaFileThatIsInstalled() throws {
        let result = try CarouselProcess.run(["schema"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try String(contentsOf: Self.schemaFile, encoding: .utf8)))
    }

    @Test func everyGoodFeedPassesTheSchema() throws {
        let good = try FileManager.default.contentsOfDirectory(atPath: TestPaths.goodFixtures.path).sorted()
        let files = good.map { TestPaths.goodFixtures.appendingPathComponent($0) }
            + [TestPaths.packageRoot.appendingPathComponent("Resources/feed.yaml"), Self.starterFeed]
        let verdicts = try SchemaCheck.run(files)
        for file in files {
            #expect(verdicts[file.path] == "valid", "\(file.lastPathComponent)")
        }
    }

    @Test func everyBadFeedWhoseFaultASchemaCanExpressFailsIt() throws {
        let bad = Set(try FileManager.default.contentsOfDirectory(atPath: TestPaths.badFixtures.path))
        #expect(Self.beyondASchema.isSubset(of: bad), "listed but missing: \(Self.beyondASchema.subtracting(bad))")
        let expressible = bad.subtracting(Self.beyondASchema).sorted()
        #expect(expressible.count >= 30)
        let files = expressible.map { TestPaths.badFixtures.appendingPathComponent($0) }
        let verdicts = try SchemaCheck.run(files)
        for file in files {
            #expect(verdicts[file.path]?.hasPrefix("invalid: ") == true, "\(file.lastPathComponent): \(verdicts[file.path] ?? "no verdict")")
        }
    }

    /// The source section and the loader settings that `carousel init` writes commented out
    /// are valid once a user removes the `#`s.
    @Test func theStarterFeedsCommentedOutKeysAreValidOnceUncommented() throws {
        let starter = try String(contentsOf: Self.starterFeed, encoding: .utf8)
        let keyLine = try Regex(#"^(\s*)# (\s*(- )?[a-z_]+:.*)$"#)
        var uncommented = 0
        let lines = starter.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let match = String(line).wholeMatch(of: keyLine) else { return String(line) }
            uncommented += 1
            return "\(match.output[1].substring ?? "")\(match.output[2].substring ?? "")"
        }
        #expect(uncommented >= 10)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("\nsources:") && text.contains("\n    source:"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-starter-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try SchemaCheck.run([file])[file.path] == "valid")
    }

    @Test func theSchemaDescribesEveryKeyAndGivesTheDefaults() throws {
        let schema = try FeedSchemaFile.load()
        #expect(schema.propertyNames.isSuperset(of: [
            "title", "autoplay", "sources", "sections", "interval", "resume_after", "wrap", "gap", "timeout",
            "id", "tag", "pages", "source", "body", "duration", "accent", "command", "file", "format", "every", "colors",
        ]))
        #expect(schema.propertiesWithoutDescription.isEmpty, "\(schema.propertiesWithoutDescription)")
        #expect(schema.defaults["interval"] == "3" && schema.defaults["resume_after"] == "5")
        #expect(schema.defaults["wrap"] == "rewind" && schema.defaults["format"] == "json")
        #expect(schema.defaults["gap"] == "2" && schema.defaults["timeout"] == "10")
    }
}

/// Runs scripts/check-against-schema.py (Python's jsonschema) over feed files.
enum SchemaCheck {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Each file's verdict ("valid", "invalid: …", "unreadable: …") by path.
    static func run(_ files: [URL]) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestPaths.packageRoot.appendingPathComponent("scripts/check-against-schema.py").path,
                             SchemaTests.schemaFile.path] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "check-against-schema.py exited with \(process.terminationStatus) "
                + "(make test installs jsonschema and PyYAML for python3): \(text)")
        }
        var verdicts: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let file = files.first(where: { line.hasPrefix("\($0.path): ") }) else { continue }
            verdicts[file.path] = String(line.dropFirst(file.path.count + 2))
        }
        return verdicts
    }
}

/// Resources/feed.schema.json, read as plain JSON.
struct FeedSchemaFile {
    /// Every key the schema names in a `properties` table, anywhere.
    var propertyNames: Set<String> = []
    /// Keys whose schema (or the schema it refers to) has no description.
    var propertiesWithoutDescription: [String] = []
    /// Each key's `default`, as text.
    var defaults: [String: String] = [:]

    static func load() throws -> FeedSchemaFile {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: SchemaTests.schemaFile))
        let root = try #require(object as? [String: Any])
        var schema = FeedSchemaFile()
        schema.visit(root, definitions: root["$defs"] as? [String: Any] ?? [:])
        return schema
    }

    private mutating func visit(_ node: Any, definitions: [String: Any]) {
        if let list = node as? [Any] {
            for item in list { visit(item, definitions: definitions) }
            return
        }
        guard let table = node as? [String: Any] else { return }
        for (key, value) in table["properties"] as? [String: Any] ?? [:] {
            propertyNames.insert(key)
            let property = value as? [String: Any] ?? [:]
            let reference = (property["$ref"] as? String)?.split(separator: "/").last.map(String.init)
            let referred = reference.flatMap { definitions[$0] as? [String: Any] } ?? [:]
            if property["description"] == nil && referred["description"] == nil {
                propertiesWithoutDescription.append(key)
            }
            if let value = property["default"] { defaults[key] = "\(value)" }
        }
        for value in table.values { visit(value, definitions: definitions) }
    }
}

import CarouselKit

/// A section's `source` and the feed-wide `sources` settings (docs/behaviour.md §3.11).
extension FeedValidator {
    /// The feed-wide loader settings; defaults for what is missing or wrong (wrong values are
    /// reported).
    mutating func sourceSettings(_ node: DocumentNode?, at path: FeedPath) -> SourceSettings {
        var settings = SourceSettings()
        guard let node, !node.isNull,
              let fields = table(
                  node, at: path, keys: FeedSchema.sourcesKeys, expected: "a table of `gap`, `timeout` and `parallel`")
        else { return settings }
        if let gap = fields["gap"].flatMap({ seconds($0, at: path.appending("gap"), allowed: .gap) }) {
            settings.gap = gap
        }
        if let timeout = fields["timeout"].flatMap({ seconds($0, at: path.appending("timeout"), allowed: .timeout) }) {
            settings.timeout = timeout
        }
        if let node = fields["parallel"],
           let parallel = wholeNumber(node, at: path.appending("parallel"), in: SourceLimits.parallel, of: "runs") {
            settings.parallel = parallel
        }
        return settings
    }

    /// A section's source: exactly one of `command` and `file`, and how to read and refresh it.
    mutating func source(_ node: DocumentNode, at path: FeedPath) -> SectionSource? {
        guard !node.isNull else { return nil }
        let expected = "a table with `command` or `file` (a source)"
        guard let fields = table(node, at: path, keys: FeedSchema.sourceKeys, expected: expected) else {
            return nil
        }
        let origin = sourceOrigin(fields, of: node, at: path)
        let format = fields["format"].flatMap { sourceFormat($0, at: path.appending("format")) }
        let every = fields["every"].flatMap { seconds($0, at: path.appending("every"), allowed: .every) }
        let timeout = fields["timeout"].flatMap { seconds($0, at: path.appending("timeout"), allowed: .timeout) }
        let colors = fields["colors"].flatMap { flag($0, at: path.appending("colors")) }
        guard let origin else { return nil }
        return SectionSource(origin, format: format ?? .json, every: every, timeout: timeout, colors: colors ?? false)
    }

    private mutating func sourceOrigin(
        _ fields: TableFields, of node: DocumentNode, at path: FeedPath
    ) -> SectionSource.Origin? {
        let command = fields["command"].flatMap { $0.isNull ? nil : $0 }
        let file = fields["file"].flatMap { $0.isNull ? nil : $0 }
        switch (command, file) {
        case (let command?, nil):
            return self.command(command, at: path.appending("command"))
        case (nil, let file?):
            let filePath = path.appending("file")
            guard let text = sourceText(file, at: filePath, what: "a path to read, e.g. notes.md") else { return nil }
            if let refusal = filePathRefusal?(text) {
                report(.error, at: file.location, path: filePath, "\(text): \(refusal)")
                return nil
            }
            return .file(text)
        case (_?, _?):
            // Reported at whichever comes second, where the user added one too many.
            let (command, file) = (fields.location(of: "command"), fields.location(of: "file"))
            let commandFirst = (command ?? node.location) < (file ?? node.location)
            let second = commandFirst ? "file" : "command"
            report(.error, at: fields.location(of: second), path: path.appending(second),
                "a source takes `command` or `file`, not both")
            return nil
        case (nil, nil):
            report(.error, at: node.location, path: path,
                "needs `command` (a program and its arguments, or a shell command) or `file`")
            return nil
        }
    }

    /// `command`: a list (the program and its arguments, run without a shell) or a string (run
    /// by `/bin/sh -c`).
    private mutating func command(_ node: DocumentNode, at path: FeedPath) -> SectionSource.Origin? {
        switch node.value {
        case .sequence(let items):
            guard let program = items.first else {
                report(.error, at: node.location, path: path,
                    "is empty; give the program and its arguments, e.g. [git, log, --oneline]")
                return nil
            }
            let programName = sourceText(program, at: path.appending(0), what: "the program to run")
            // Later arguments may be empty, as a program may need (`grep -e ''`).
            let arguments = items.dropFirst().enumerated().map {
                argument($0.element, at: path.appending($0.offset + 1))
            }
            let valid = arguments.compactMap { $0 }
            guard let programName, valid.count == arguments.count else { return nil }
            return .program([programName] + valid)
        case .mapping:
            report(.error, at: node.location, path: path,
                "expected a list (a program and its arguments) or a string (a shell command), found a table")
            return nil
        case .scalar:
            return sourceText(node, at: path, what: "a shell command, e.g. \"df -h\"").map { .shell($0) }
        }
    }

    /// One argument after the program: any text, even empty, but present and without a zero byte.
    private mutating func argument(_ node: DocumentNode, at path: FeedPath) -> String? {
        guard !node.isNull else {
            report(.error, at: node.location, path: path,
                "expected a string, found nothing (null); write '' for an empty argument")
            return nil
        }
        let found = text(node, at: path, limit: FeedLimits.shortTextBytes)
        return found.flatMap { withoutZeroByte($0, node: node, at: path) }
    }

    /// A program, shell command or path: text that is not blank and has no zero byte.
    private mutating func sourceText(_ node: DocumentNode, at path: FeedPath, what: String) -> String? {
        guard !node.isNull else {
            report(.error, at: node.location, path: path, "expected a string (\(what)), found nothing (null)")
            return nil
        }
        guard let text = text(node, at: path, limit: FeedLimits.shortTextBytes) else { return nil }
        guard !Self.isBlank(text) else {
            report(.error, at: node.location, path: path, "is blank; give \(what)")
            return nil
        }
        return withoutZeroByte(text, node: node, at: path)
    }

    /// A command line or path cannot hold a zero byte (a JSON feed can spell one as `\u0000`).
    private mutating func withoutZeroByte(_ text: String, node: DocumentNode, at path: FeedPath) -> String? {
        guard text.utf8.contains(0) else { return text }
        report(.error, at: node.location, path: path, "holds a zero byte (\\u{0}), which no command or path can hold")
        return nil
    }
}

import CarouselKit

/// Turns a parsed document into a `Feed`, collecting every problem on the way instead of stopping
/// at the first, each with its location and path.
///
/// It walks only the shapes the schema knows (feed → sections → pages), so its work is bounded by
/// the document's size with aliases expanded, which the reader already bounds.
struct FeedValidator {
    let file: String
    private(set) var diagnostics: [FeedDiagnostic] = []
    /// Problems past `FeedLimits.diagnostics` of their severity, counted but not kept.
    private(set) var droppedCount = 0
    /// Every error found, kept or dropped: a feed with errors never loads, however many warnings
    /// came first.
    private var errorCount = 0
    private var warningCount = 0
    /// Every page's `image`, in the order the pages were read, for `carousel check` to look at
    /// the files (the validator reads text only).
    var pictures: [PictureReference] = []

    /// Why a file source's path may not be read (`check`: outside the feed's folder), or nil.
    let filePathRefusal: FilePathRefusal?

    init(file: String, filePathRefusal: FilePathRefusal? = nil) {
        self.file = file
        self.filePathRefusal = filePathRefusal
    }

    var hasErrors: Bool { errorCount > 0 }

    /// The problems found, by place in the file (so a user reads them top to bottom; problems of
    /// the whole file first), and a note saying how many more were not kept.
    var reportedDiagnostics: [FeedDiagnostic] {
        var sorted = FeedDiagnostic.inFileOrder(diagnostics)
        if droppedCount > 0 {
            sorted.append(FeedDiagnostic(.note, file: file, location: nil,
                message: "\(droppedCount) more problems are not shown; fix these first"))
        }
        return sorted
    }

    /// The feed, or `nil` when the document has errors (which are then in `diagnostics`).
    /// - Parameter streamed: The items of `sections` when a reader already checked them as it
    ///   read them (`SectionStream`); the tree then holds that list empty.
    mutating func feed(from document: DocumentNode, streamed: SectionStream? = nil) -> Feed? {
        let path = FeedPath()
        guard let fields = table(
            document, at: path, keys: FeedSchema.feedKeys,
            expected: "a table with `sections` (a feed)")
        else { return nil }
        let settings = settings(fields)
        let sections: [Section]?
        if let streamed, let location = streamed.location {
            sections = self.sections(of: streamed.list, listAt: location)
        } else {
            sections = self.sections(fields["sections"], in: document)
        }
        guard !hasErrors, let sections else { return nil }
        return Feed(title: settings.title, autoplay: settings.autoplay, sources: settings.sources,
                    sections: Self.sections(sections, laidOutAs: settings.layout))
    }

    /// A feed of `sections` with the settings of `root`, the root table as far as a reader has
    /// read it; `nil` when they have errors.
    mutating func preview(root: DocumentNode, sections: [Section]) -> Feed? {
        guard let fields = table(root, at: FeedPath(), keys: FeedSchema.feedKeys, expected: "a table") else {
            return nil
        }
        let settings = settings(fields)
        guard !hasErrors else { return nil }
        return Feed(title: settings.title, autoplay: settings.autoplay, sources: settings.sources,
                    sections: Self.sections(sections, laidOutAs: settings.layout))
    }

    /// `sections`, those that name no layout of their own laid out as the feed's `layout` says.
    private static func sections(_ sections: [Section], laidOutAs style: CardLayout.Style?) -> [Section] {
        guard let style, style != .auto else { return sections }
        return sections.map { section in
            var section = section
            section.layout.style = section.layout.style ?? style
            return section
        }
    }

    /// The feed-wide values: everything but the sections.
    private mutating func settings(
        _ fields: TableFields
    ) -> (title: String?, autoplay: AutoplaySettings, sources: SourceSettings, layout: CardLayout.Style?) {
        let path = FeedPath()
        let title = fields["title"].flatMap { text($0, at: path.appending("title"), limit: FeedLimits.shortTextBytes) }
        var autoplay = AutoplaySettings()
        if let node = fields["autoplay"], !node.isNull {
            let overrides = autoplayOverrides(
                node, at: path.appending("autoplay"),
                expected: "a table of `interval`, `resume_after` and `wrap` (to stop every section, use --no-autoplay)")
            autoplay = autoplay.applying(overrides ?? AutoplayOverrides())
        }
        let layout = fields["layout"].flatMap { layoutStyle($0, at: path.appending("layout")) }
        return (title, autoplay, sourceSettings(fields["sources"], at: path.appending("sources")), layout)
    }

    private mutating func sections(_ node: DocumentNode?, in feed: DocumentNode) -> [Section]? {
        guard let (items, location) = list(
            node, owner: feed, at: SectionList.path, what: "section",
            missing: "missing; a feed needs a list of sections")
        else { return nil }
        var list = SectionList()
        for item in items { add(item, to: &list) }
        return sections(of: list, listAt: location)
    }

    mutating func section(_ node: DocumentNode, index: Int, at path: FeedPath) -> Section? {
        guard let fields = table(node, at: path, keys: FeedSchema.sectionKeys, expected: "a table (a section)") else {
            return nil
        }
        let id = identifier(fields["id"], at: path.appending("id")) ?? String(index)
        let title = requiredText(fields["title"], in: node, at: path.appending("title"), owner: "section")
        let tag = fields["tag"].flatMap { text($0, at: path.appending("tag"), limit: FeedLimits.shortTextBytes) }
        let autoplay = sectionAutoplay(fields["autoplay"], at: path.appending("autoplay"))
        let source = fields["source"].flatMap { self.source($0, at: path.appending("source")) }
        let pages = livePlaceholder(fields) ?? self.pages(fields["pages"], in: node, at: path.appending("pages"))
        let imageRows = fields["image_rows"].flatMap {
            wholeNumber($0, at: path.appending("image_rows"), in: Section.imageRowsRange, of: "rows")
        }
        let layout = cardLayout(fields, at: path)
        guard let title, let pages else { return nil }
        let visibleTag = tag.flatMap { Self.isBlank($0) ? nil : $0 }
        return Section(
            id: id, title: title, tag: visibleTag, autoplay: autoplay ?? .on(),
            asksForAutoplay: fields["autoplay"]?.boolean == true, source: source, pages: pages, imageRows: imageRows,
            layout: layout)
    }

    /// A section with a `source` needs no pages of its own: without any (or with `pages: []`),
    /// it shows `Page.loading` until its source loads. `nil` when the section's own pages count.
    private func livePlaceholder(_ fields: TableFields) -> [Page]? {
        guard let source = fields["source"], !source.isNull else { return nil }
        guard let pages = fields["pages"], !pages.isNull else { return [.loading] }
        if case .sequence(let items) = pages.value, items.isEmpty { return [.loading] }
        return nil
    }

    private mutating func pages(_ node: DocumentNode?, in section: DocumentNode, at path: FeedPath) -> [Page]? {
        guard let items = nonEmptyList(
            node, owner: section, at: path, limit: FeedLimits.pagesPerSection, what: "page",
            missing: "missing; every section needs a list of pages or a `source`")
        else { return nil }
        var pages: [Page] = []
        var firstIndexByID: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let pagePath = path.appending(index)
            guard let page = page(item, index: index, at: pagePath) else { continue }
            if let first = firstIndexByID[page.id] {
                report(
                    .error, at: (item.field("id") ?? item).location, path: pagePath.appending("id"),
                    "duplicate page id \(DocumentNode.quoted(page.id)) in this section; pages[\(first)] has it too"
                        + Self.defaultIDHint(explicit: item.field("id") != nil))
            } else {
                firstIndexByID[page.id] = index
            }
            pages.append(page)
        }
        return pages.count == items.count ? pages : nil
    }

    /// A page of a feed or of a source's JSON output.
    mutating func page(_ node: DocumentNode, index: Int, at path: FeedPath) -> Page? {
        guard let fields = table(node, at: path, keys: FeedSchema.pageKeys, expected: "a table (a page)") else {
            return nil
        }
        let id = identifier(fields["id"], at: path.appending("id")) ?? String(index)
        let title = requiredText(fields["title"], in: node, at: path.appending("title"), owner: "page")
        let body = fields["body"].flatMap { text($0, at: path.appending("body"), limit: FeedLimits.bodyBytes) }
        let duration = fields["duration"].flatMap { seconds($0, at: path.appending("duration")) }
        let colour = fields["accent"].flatMap { accent($0, at: path.appending("accent")) }
        let status = fields["status"].flatMap { self.status($0, at: path.appending("status")) }
        let link = fields["link"].flatMap { self.link($0, at: path.appending("link")) }
        let picture = self.picture(fields, at: path)
        guard let title else { return nil }
        return Page(
            id: id, title: title, body: body ?? "", duration: duration, accent: colour, image: picture.image,
            alt: picture.alt, link: link, status: status)
    }

    /// A section's `autoplay`: `true`, `false`, or a table of settings that turns it on.
    private mutating func sectionAutoplay(_ node: DocumentNode?, at path: FeedPath) -> SectionAutoplay? {
        guard let node, !node.isNull else { return nil }
        if let flag = node.boolean { return flag ? .on() : .off }
        guard case .mapping = node.value else {
            report(.error, at: node.location, path: path,
                "expected true, false or a table of settings, found \(node.kindDescription)")
            return nil
        }
        return autoplayOverrides(node, at: path, expected: "a table").map { SectionAutoplay.on($0) }
    }

    private mutating func autoplayOverrides(
        _ node: DocumentNode, at path: FeedPath, expected: String
    ) -> AutoplayOverrides? {
        guard let fields = table(node, at: path, keys: FeedSchema.autoplayKeys, expected: expected) else { return nil }
        return AutoplayOverrides(
            interval: fields["interval"].flatMap { seconds($0, at: path.appending("interval")) },
            resumeAfter: fields["resume_after"].flatMap { seconds($0, at: path.appending("resume_after")) },
            wrap: fields["wrap"].flatMap { wrapMode($0, at: path.appending("wrap")) })
    }

    static func defaultIDHint(explicit: Bool) -> String {
        explicit ? "" : " (without `id`, an id is the position)"
    }

    /// Records a problem, unless there are already more of its severity than anyone will read
    /// (counted apart, so a flood of warnings never hides an error).
    mutating func report(
        _ severity: FeedDiagnostic.Severity, at location: SourceLocation?, path: FeedPath, _ message: String
    ) {
        let count: Int
        switch severity {
        case .error:
            errorCount += 1
            count = errorCount
        case .warning, .note:
            warningCount += 1
            count = warningCount
        }
        guard count <= FeedLimits.diagnostics else {
            droppedCount += 1
            return
        }
        diagnostics.append(FeedDiagnostic(severity, file: file, location: location, path: path, message: message))
    }
}

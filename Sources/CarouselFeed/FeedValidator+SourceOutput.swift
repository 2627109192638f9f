import CarouselKit

/// A source's output in JSON (docs/behaviour.md §3.11), read with the same rules and messages as a feed's
/// pages; paths start at `pages` whether the output is a list or an object.
extension FeedValidator {
    /// The output, or `nil` when it has errors (which are then in `diagnostics`).
    mutating func sourceOutput(from document: DocumentNode) -> SourceOutput? {
        let root = FeedPath()
        let pagesPath = root.appending("pages")
        var title: String?
        var tag: String?
        let list: DocumentNode
        switch document.value {
        case .sequence:
            list = document
        case .mapping:
            guard let fields = table(document, at: root, keys: FeedSchema.outputKeys, expected: "") else { return nil }
            title = fields["title"].flatMap { outputTitle($0, at: root.appending("title")) }
            tag = fields["tag"].flatMap { text($0, at: root.appending("tag"), limit: FeedLimits.shortTextBytes) }
            guard let pages = fields["pages"], !pages.isNull else {
                report(.error, at: document.location, path: pagesPath,
                    "missing; an output object needs `pages`, a list of pages")
                return nil
            }
            list = pages
        case .scalar:
            report(.error, at: document.location, path: root,
                "expected a list of pages or an object with `pages`, found \(document.kindDescription)")
            return nil
        }
        guard case .sequence(let items) = list.value else {
            report(
                .error, at: list.location, path: pagesPath, "expected a list of pages, found \(list.kindDescription)")
            return nil
        }
        let isTruncated = items.count > SourceLimits.pages
        if isTruncated {
            let warning = OutputPages.truncationWarning(at: list.location, path: pagesPath)
            report(.warning, at: warning.location, path: warning.path, warning.message)
        }
        let pages = outputPages(items.prefix(SourceLimits.pages), at: pagesPath)
        guard !hasErrors else { return nil }
        return SourceOutput(
            pages: pages, title: title, tag: tag.map { Self.isBlank($0) ? "" : $0 }, isTruncated: isTruncated)
    }

    /// A title that replaces the section's: text that is not blank.
    private mutating func outputTitle(_ node: DocumentNode, at path: FeedPath) -> String? {
        guard let title = text(node, at: path, limit: FeedLimits.shortTextBytes) else { return nil }
        guard !Self.isBlank(title) else {
            report(.error, at: node.location, path: path, "is blank; leave `title` out to keep the section's")
            return nil
        }
        return title
    }

    /// The pages, with their own ids unique, and ids from their titles for the rest.
    private mutating func outputPages(_ items: ArraySlice<DocumentNode>, at path: FeedPath) -> [Page] {
        var pages: [(page: Page, hasID: Bool)] = []
        var firstIndexByID: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let pagePath = path.appending(index)
            guard let page = page(item, index: index, at: pagePath) else { continue }
            let idNode = item.field("id").flatMap { $0.isNull ? nil : $0 }
            if let idNode {
                if let first = firstIndexByID[page.id] {
                    let id = DocumentNode.quoted(page.id)
                    report(.error, at: idNode.location, path: pagePath.appending("id"),
                           "duplicate page id \(id) in the output; pages[\(first)] has it too")
                } else {
                    firstIndexByID[page.id] = index
                }
            }
            pages.append((page, idNode != nil))
        }
        var ids = TitleIDs(taken: Set(firstIndexByID.keys))
        return pages.map { entry in
            var page = entry.page
            if !entry.hasID { page.id = ids.id(forTitle: page.title) }
            return page
        }
    }
}

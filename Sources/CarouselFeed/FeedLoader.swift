import CarouselKit
import Yams

/// Turns feed text (YAML or JSON, which is read as YAML) into a `Feed`.
///
/// PROVISIONAL: accepts valid feeds only and stops at the first problem; issue 4 makes it report
/// every problem with its location.
public enum FeedLoader {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// - Parameters:
    ///   - text: The file's contents.
    ///   - name: The file's name, for messages.
    public static func load(_ text: String, name: String) throws -> Feed {
        guard let root = try Yams.compose(yaml: text), let map = root.mapping else {
            throw Failure(description: "\(name): expected a mapping with `sections`")
        }
        guard let sectionNodes = map["sections"]?.sequence, !sectionNodes.isEmpty else {
            throw Failure(description: "\(name): sections: missing or empty")
        }
        var autoplay = AutoplaySettings()
        if let settings = map["autoplay"]?.mapping {
            let overrides = try overrides(settings, path: "autoplay", name: name)
            autoplay = autoplay.applying(overrides)
        }
        let sections = try sectionNodes.enumerated().map { index, node in
            try section(node, index: index, name: name)
        }
        return Feed(title: map["title"]?.string, autoplay: autoplay, sections: sections)
    }

    private static func section(_ node: Node, index: Int, name: String) throws -> Section {
        let path = "sections[\(index)]"
        guard let map = node.mapping, let title = map["title"]?.string else {
            throw Failure(description: "\(name): \(path).title: missing")
        }
        guard let pageNodes = map["pages"]?.sequence, !pageNodes.isEmpty else {
            throw Failure(description: "\(name): \(path).pages: missing or empty")
        }
        var autoplay = SectionAutoplay.on()
        if let flag = map["autoplay"]?.bool {
            autoplay = flag ? .on() : .off
        } else if let settings = map["autoplay"]?.mapping {
            autoplay = .on(try overrides(settings, path: "\(path).autoplay", name: name))
        }
        let pages = try pageNodes.enumerated().map { pageIndex, pageNode in
            let pagePath = "\(path).pages[\(pageIndex)]"
            guard let page = pageNode.mapping, let pageTitle = page["title"]?.string else {
                throw Failure(description: "\(name): \(pagePath).title: missing")
            }
            return Page(
                id: page["id"]?.string ?? String(pageIndex), title: pageTitle,
                body: page["body"]?.string ?? "", duration: page["duration"]?.float,
                accent: page["accent"]?.string.flatMap(Accent.init(rawValue:)))
        }
        return Section(
            id: map["id"]?.string ?? String(index), title: title, tag: map["tag"]?.string,
            autoplay: autoplay, pages: pages)
    }

    private static func overrides(_ map: Node.Mapping, path: String, name: String) throws -> AutoplayOverrides {
        var result = AutoplayOverrides(interval: map["interval"]?.float, resumeAfter: map["resume_after"]?.float)
        if let wrap = map["wrap"]?.string {
            guard let mode = WrapMode(rawValue: wrap) else {
                throw Failure(description: "\(name): \(path).wrap: expected rewind, jump or loop")
            }
            result.wrap = mode
        }
        return result
    }
}

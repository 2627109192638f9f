/// Where a value sits inside a feed, written the way a user reads it: `sections[2].pages[0].title`.
public struct FeedPath: Hashable, Sendable, CustomStringConvertible {
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    public init() {}

    /// The feed's top level (the whole document).
    public var isRoot: Bool { components.isEmpty }

    func appending(_ key: String) -> FeedPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    func appending(_ index: Int) -> FeedPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                let shown = VisibleText.shown(key)
                text += text.isEmpty ? shown : ".\(shown)"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}

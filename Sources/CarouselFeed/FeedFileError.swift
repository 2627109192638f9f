/// Why a feed file did not load: it could not be read, or it is not a valid feed.
public enum FeedFileError: Error, Sendable, CustomStringConvertible {
    case unreadable(FeedFile.Unreadable)
    case invalid(FeedReadError)

    public var description: String {
        switch self {
        case .unreadable(let error): error.description
        case .invalid(let error): error.description
        }
    }
}

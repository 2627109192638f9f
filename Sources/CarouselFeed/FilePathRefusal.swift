/// Why a file source's path (as the feed gives it) may not be read, or nil when it may: how
/// `carousel check` keeps file sources in the feed's folder, with the error at the path's place.
public typealias FilePathRefusal = @Sendable (String) -> String?

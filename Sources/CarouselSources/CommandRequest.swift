import CarouselKit

/// One run of a section's command: what, where, for which card, and for how long at most.
public struct CommandRequest: Hashable, Sendable {
    public var invocation: CommandInvocation
    /// The working directory: the feed file's folder.
    public var directory: String
    /// The section's id, given to the command as `CAROUSEL_SECTION`.
    public var sectionID: String
    /// The card's text area in cells, given as `CAROUSEL_WIDTH` and `CAROUSEL_HEIGHT`.
    public var textSize: Size
    /// Seconds until SIGTERM to the command's process group.
    public var timeout: Double
    /// Bytes of stdout kept, when not the runner's `CommandLimits.outputBytes` (a picture may be
    /// larger than pages of text).
    public var outputBytes: Int?

    public init(
        _ invocation: CommandInvocation, directory: String, sectionID: String, textSize: Size, timeout: Double,
        outputBytes: Int? = nil
    ) {
        self.invocation = invocation
        self.outputBytes = outputBytes
        self.directory = directory
        self.sectionID = sectionID
        self.textSize = textSize
        self.timeout = timeout
    }

    /// The variables a command gets on top of carousel's environment.
    var addedEnvironment: [String] {
        ["CAROUSEL_SECTION=\(sectionID)", "CAROUSEL_WIDTH=\(textSize.width)", "CAROUSEL_HEIGHT=\(textSize.height)"]
    }
}

/// Why a file is not a picture the app can show, in words that follow the file's name
/// (`photo.png: is cut short: …`).
public struct PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String

    public var description: String { reason }
}

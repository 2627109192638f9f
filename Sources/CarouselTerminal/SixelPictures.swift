import CarouselKit

/// Each picture's sixel bytes, as the picture worker encoded them (`--images sixel`), kept while
/// the state may still place it. Used on the run loop's thread only.
final class SixelPictures {
    private var encoded: [PictureRequest: [UInt8]] = [:]

    /// Past this many pictures, those the state no longer holds are let go (`prune`).
    static let pruneAbove = 64

    /// The bytes for `request`, once they arrived.
    func bytes(for request: PictureRequest) -> [UInt8]? { encoded[request] }

    /// Keeps `bytes`, the sixel picture for `request`.
    func store(_ request: PictureRequest, bytes: [UInt8]) {
        encoded[request] = bytes
    }

    /// Lets go of the pictures the state no longer holds, once there are many: the state keeps
    /// its answers bounded, and asks again for a picture it let go of.
    func prune(keeping holds: (PictureRequest) -> Bool) {
        guard encoded.count > Self.pruneAbove else { return }
        encoded = encoded.filter { holds($0.key) }
    }
}

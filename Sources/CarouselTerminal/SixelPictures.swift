import CarouselKit

/// Each picture's sixel bytes, encoded once when its pixels arrive (`--images sixel`) and kept
/// while the state may still place it. Used on the run loop's thread only.
final class SixelPictures {
    private var encoded: [PictureRequest: [UInt8]] = [:]

    /// The bytes for `request`, once its pixels arrived.
    func bytes(for request: PictureRequest) -> [UInt8]? { encoded[request] }

    /// Encodes `rgba` (`width × height` pixels, fitted to `request`'s cells) for `request`.
    func store(_ request: PictureRequest, rgba: [UInt8], width: Int, height: Int) {
        encoded[request] = SixelEncoder.encode(rgba: rgba, width: width, height: height)
    }

    /// Forgets `request`'s bytes (its answer was replaced or dropped).
    func remove(_ request: PictureRequest) {
        encoded[request] = nil
    }
}

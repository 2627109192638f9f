import CPictureDecode
import CarouselFeed
import SystemPackage

/// What `carousel check` says about a feed's pictures: each `image` must name a file inside the
/// feed's folder (unless allowed elsewhere), that can be read, holding a PNG or JPEG picture
/// within `PictureLimits` that decodes to its end. Each problem is located at its `image` value.
public enum PictureCheck {
    /// One error per picture that cannot be shown, in the order of `pictures`.
    /// - Parameters:
    ///   - file: The feed's name as the user gave it, for the diagnostics.
    ///   - allowOutside: Whether a picture may be outside the feed's folder (`--allow-commands`).
    public static func problems(
        in pictures: [PictureReference], file: String, folder: FeedFolder, allowOutside: Bool
    ) -> [FeedDiagnostic] {
        pictures.compactMap { picture -> FeedDiagnostic? in
            do throws(PictureError) {
                _ = try load(picture.path, from: folder, allowOutside: allowOutside)
                return nil
            } catch {
                return FeedDiagnostic(
                    .error, file: file, location: picture.location, path: picture.place,
                    message: "\(VisibleText.quoted(picture.path)): \(error.reason)")
            }
        }
    }

    /// The picture a feed's `image` names.
    public static func load(
        _ name: String, from folder: FeedFolder, allowOutside: Bool
    ) throws(PictureError) -> Picture {
        let file = folder.file(name)
        if !allowOutside {
            do {
                try folder.checkContains(file)
            } catch {
                throw PictureError(
                    reason: "is outside the feed's folder; a picture must be in the folder or below it, "
                        + "unless carousel is started with --allow-commands (-x)")
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try FeedFile.read(at: file, atMost: PictureLimits.fileBytes, kind: "a picture")
        } catch {
            throw PictureError(reason: error.reason)
        }
        guard bytes.count <= PictureLimits.fileBytes else {
            throw PictureError(reason: "is larger than \(PictureLimits.fileBytes / 1024 / 1024) MiB")
        }
        return try PictureDecoder.decode(bytes)
    }

    /// Checks a picture from its header alone — a PNG or JPEG within `PictureLimits` — which is
    /// cheap enough for the run loop; the pixels are decoded later, off it.
    /// - Returns: The file name extension for its format, `png` or `jpg`.
    public static func header(of bytes: [UInt8]) throws(PictureError) -> String {
        guard bytes.count <= PictureLimits.fileBytes else {
            throw PictureError(reason: "is larger than \(PictureLimits.fileBytes / 1024 / 1024) MiB")
        }
        let header = try PictureDecoder.header(bytes, pixelLimit: PictureLimits.pixels)
        return header.format == CAROUSEL_PICTURE_PNG ? "png" : "jpg"
    }
}

/// A page's picture as text: `image` names a file and `alt` says what it shows. Whether the file
/// is a picture is for `carousel check` to find out (`pictures`), since reading a feed never
/// opens other files.
extension FeedValidator {
    mutating func picture(_ fields: TableFields, at path: FeedPath) -> (image: String?, alt: String?) {
        let imagePath = path.appending("image")
        var image: String?
        if let node = fields["image"], let name = text(node, at: imagePath, limit: FeedLimits.shortTextBytes) {
            if Self.isBlank(name) {
                let hint = "name a PNG or JPEG file, or leave `image` out"
                report(.error, at: node.location, path: imagePath, "is blank; \(hint)")
            } else if name.utf8.contains(0) {
                report(.error, at: node.location, path: imagePath, "a file name cannot contain a NUL character")
            } else {
                image = name
                pictures.append(PictureReference(path: name, place: imagePath, location: node.location))
            }
        }
        let altPath = path.appending("alt")
        guard let node = fields["alt"], let alt = text(node, at: altPath, limit: FeedLimits.shortTextBytes) else {
            return (image, nil)
        }
        if fields["image"] == nil {
            report(.warning, at: node.location, path: altPath, "describes a picture, but the page has no `image`")
        }
        return (image, alt)
    }
}

import CarouselKit

/// The pictures the terminal holds under the kitty graphics protocol: each answer's pixels are
/// transmitted once under a new id, the card then draws the placeholder's cells
/// (`PictureOutcome.placed`). A picture answered again (its file changed) replaces the one
/// before, which is deleted; every picture is deleted when the app ends.
struct KittyImages {
    private let commands: KittyGraphicsCommands
    private var ids: [PictureRequest: UInt32] = [:]
    private var count = 0

    /// Whether commands are wrapped for tmux (`TmuxPassthrough`).
    init(insideTmux: Bool) {
        commands = KittyGraphicsCommands(insideTmux: insideTmux)
    }

    /// The bytes that transmit `png` (the picture fitted into its cells) for `request`, and delete
    /// the picture it replaces; with the outcome the card draws, `nil` when the cells cannot carry
    /// the picture.
    mutating func transmit(_ request: PictureRequest, png: [UInt8]) -> (bytes: [UInt8], outcome: PictureOutcome)? {
        let id = KittyPlaceholder.imageID(number: count)
        guard let placeholder = KittyPlaceholder(imageID: id, columns: request.size.width, rows: request.size.height)
        else { return nil }
        count += 1
        var bytes = ids[request].map(commands.delete(imageID:)) ?? []
        bytes += commands.transmit(png: png, imageID: id, columns: request.size.width, rows: request.size.height)
        ids[request] = id
        return (bytes, .placed(placeholder))
    }

    /// The bytes that delete every picture transmitted.
    mutating func deleteAll() -> [UInt8] {
        defer { ids = [:] }
        return ids.values.sorted().flatMap(commands.delete(imageID:))
    }
}

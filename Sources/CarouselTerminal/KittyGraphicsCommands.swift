/// The kitty graphics protocol's commands the app sends (APC `ESC _ G keys ; payload ESC \`):
/// a picture transmitted once with a virtual placement for Unicode placeholders (`U=1`), the
/// cells then drawn as `KittyPlaceholder`s; the picture deleted when no card shows it any more.
/// Every command is quiet (`q=2`): replies would arrive on standard input among the keys.
struct KittyGraphicsCommands {
    /// Base64 bytes in one command at most, as the protocol asks of chunked transmissions.
    static let chunkSize = 4096
    /// The question asked when probing (`GraphicsProbe`): a 1×1 picture checked but not kept;
    /// only a terminal with the protocol answers `ESC _ G i=31 ; OK ESC \`.
    static let query = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
    static let queryID = 31

    /// Whether every command is wrapped for tmux to pass on (`TmuxPassthrough`).
    var insideTmux = false

    /// Transmits picture `imageID`, a PNG file (`f=100`: a fraction of the raw pixels' 4 bytes
    /// each, every one of which a multiplexer or a remote link carries), placed virtually over
    /// `columns × rows` cells: the terminal scales it into them.
    func transmit(png: [UInt8], imageID: UInt32, columns: Int, rows: Int) -> [UInt8] {
        chunked(Base64.encode(png), firstKeys: "a=T,U=1,f=100,i=\(imageID),c=\(columns),r=\(rows),q=2")
    }

    /// Deletes picture `imageID` and frees its data (`d=I`); placeholder cells left on screen
    /// show nothing.
    func delete(imageID: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(imageID),q=2", payload: [])
    }

    /// `payload` in commands of at most `chunkSize` bytes: the first with `firstKeys`, each but
    /// the last with `m=1`.
    private func chunked(_ payload: [UInt8], firstKeys: String) -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        repeat {
            let end = min(payload.count, start + Self.chunkSize)
            let more = end < payload.count ? "m=1" : "m=0"
            let keys = start == 0 ? "\(firstKeys),\(more)" : "\(more),q=2"
            output += command(keys, payload: payload[start..<end])
            start = end
        } while start < payload.count
        return output
    }

    private func command(_ keys: String, payload: ArraySlice<UInt8>) -> [UInt8] {
        var sequence = Array("\u{1B}_G\(keys)".utf8)
        if !payload.isEmpty {
            sequence.append(UInt8(ascii: ";"))
            sequence += payload
        }
        sequence += Array("\u{1B}\\".utf8)
        return insideTmux ? TmuxPassthrough.wrap(sequence) : sequence
    }
}

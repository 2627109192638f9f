import CarouselKit

/// One cached output as it is stored: a header (format version, when it was written, the sizes
/// of the key and the output, a checksum of both), then the key, then the output. The key is
/// stored whole, so an entry is only ever read back for the source it was written for, even
/// when two keys share a file name.
public struct SourceCacheEntry: Hashable, Sendable {
    /// Which feed, section and source the output came from.
    public var key: Key
    /// The source's raw output, as the command wrote it or the file held it.
    public var output: [UInt8]
    /// When it was written, in seconds since the Unix epoch (the wall clock).
    public var writtenAt: Int

    /// An entry of `output`, written at `writtenAt`, for `key`.
    public init(key: Key, output: [UInt8], writtenAt: Int) {
        self.key = key
        self.output = output
        self.writtenAt = writtenAt
    }

    /// What an entry is for: the feed file (resolved path), the section's id and everything about
    /// the source that decides its pages (command or file, format, colours). A changed source
    /// is a different key, so its old output is never shown for it.
    public struct Key: Hashable, Sendable {
        /// The key as it is stored and compared: each part prefixed by its length in bytes, so
        /// that no two different keys read alike.
        public let text: String

        /// The key of `source` in section `sectionID` of the feed at `feedPath`.
        public init(feedPath: String, sectionID: String, source: SectionSource) {
            let origin: [String] = switch source.origin {
            case .program(let arguments): ["program"] + arguments
            case .shell(let line): ["shell", line]
            case .file(let path): ["file", path]
            }
            let parts = [feedPath, sectionID, source.format.rawValue, source.colors ? "colors" : "plain"] + origin
            text = parts.map { "\($0.utf8.count):\($0)" }.joined()
        }

        /// A short name for the entry's file, made from the key.
        var fileName: String { SourceCacheEntry.hashName(Array(text.utf8)) + ".entry" }
        /// The file whose lock the run that writes the entry holds.
        var lockName: String { SourceCacheEntry.hashName(Array(text.utf8)) + ".lock" }
    }

    /// The first line of every entry; another version is not read.
    static let magic = "carousel-cache 1"

    /// The entry as stored.
    var bytes: [UInt8] {
        let key = Array(key.text.utf8)
        let header = [
            Self.magic, String(writtenAt), String(key.count), String(output.count),
            String(Self.checksum(key + output), radix: 16),
        ]
        return Array((header.joined(separator: "\n") + "\n").utf8) + key + output
    }

    /// Reads a stored entry; `nil` when it is not one written for `key` or does not hold
    /// together (another version, a size or checksum that does not match, a cut-short file).
    init?(stored bytes: [UInt8], for key: Key) {
        var lines: [String] = []
        var start = 0
        // The header is five short lines: a long or missing one is not an entry.
        while lines.count < 5 {
            guard let end = bytes[start...].prefix(64).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
        }
        // The sizes are the file's word, which a damaged or forged entry can make anything:
        // each is checked against the bytes that are there, never added to another first.
        let rest = bytes.count - start
        guard lines[0] == Self.magic, let writtenAt = Int(lines[1]),
              let keyCount = Int(lines[2]), let outputCount = Int(lines[3]),
              (0...rest).contains(keyCount), outputCount == rest - keyCount,
              let checksum = UInt64(lines[4], radix: 16) else { return nil }
        let storedKey = Array(bytes[start..<(start + keyCount)])
        guard storedKey == Array(key.text.utf8) else { return nil }
        let output = Array(bytes[(start + keyCount)...])
        guard Self.checksum(storedKey + output) == checksum else { return nil }
        self.init(key: key, output: output, writtenAt: writtenAt)
    }

    /// FNV-1a, 64 bits: enough to catch a damaged entry and to spread file names, not a
    /// defence against someone who can write the folder (the folder's owner and modes are).
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    /// The checksum in 16 hexadecimal digits, for a file name.
    static func hashName(_ bytes: [UInt8]) -> String {
        let hex = String(checksum(bytes), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

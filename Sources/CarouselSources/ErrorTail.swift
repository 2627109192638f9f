#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last non-blank lines of a command's stderr, in bounded memory however much it writes.
struct ErrorTail {
    private let lineCount: Int
    private let lineBytes: Int
    /// Complete lines, oldest first, at most `lineCount`.
    private var lines: [[UInt8]] = []
    private var partial: [UInt8] = []

    init(lines: Int, lineBytes: Int) {
        lineCount = max(0, lines)
        self.lineBytes = max(0, lineBytes)
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard var start = bytes.baseAddress else { return }
        let end = start + bytes.count
        // memchr: a flood of stderr is scanned at memory speed, even in a debug build.
        while let newline = memchr(start, 0x0A, end - start) {
            let next = UnsafeRawPointer(newline)
            appendToPartial(UnsafeRawBufferPointer(start: start, count: next - start))
            endLine()
            start = next + 1
        }
        appendToPartial(UnsafeRawBufferPointer(start: start, count: end - start))
    }

    /// The kept lines, with a last one that had no newline.
    func finished() -> [String] {
        var all = lines
        if partial.contains(where: { !Self.isBlank($0) }) {
            all.append(partial)
        }
        return all.suffix(lineCount).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line[...], as: UTF8.self)
        }
    }

    private mutating func appendToPartial(_ bytes: UnsafeRawBufferPointer) {
        let room = max(0, lineBytes - partial.count)
        if room > 0 {
            partial.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes.prefix(room)))
        }
    }

    /// Blank lines are not kept: the last line should say something.
    private mutating func endLine() {
        defer { partial.removeAll(keepingCapacity: true) }
        guard lineCount > 0, partial.contains(where: { !Self.isBlank($0) }) else { return }
        if lines.count == lineCount {
            lines.removeFirst()
        }
        lines.append(partial)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }
}

import CarouselKit

/// What a terminal answered to the graphics questions (`GraphicsProbe`), found among the bytes
/// on standard input: the primary device attributes (`ESC [ ? 62 ; 4 ; … c`, sixel is `4`), the
/// kitty graphics query's reply (`ESC _ G i=31 ; OK ESC \`), the cell's size in pixels
/// (`ESC [ 6 ; height ; width t`) and the sixel colour registers (`ESC [ ? 1 ; 0 ; count S`).
/// Every terminal answers the device attributes, and answers in order, so that reply ends the wait.
struct GraphicsReplies: Equatable {
    /// The device attributes, once they came.
    var deviceAttributes: [Int]?
    /// Whether the kitty graphics query was answered `OK`.
    var kittyGraphics = false
    /// A cell's size in pixels, when the terminal said.
    var cellPixels: Size?
    /// How many sixel colour registers the terminal has, when it said (XTSMGRAPHICS).
    var colorRegisters: Int?
    /// What was not a reply (keys typed meanwhile), in order.
    var otherBytes: [UInt8] = []

    /// Whether the device attributes list sixel graphics.
    var sixel: Bool { deviceAttributes?.contains(4) == true }
    /// Whether the wait is over: the device attributes, answered last, have come.
    var complete: Bool { deviceAttributes != nil }

    /// The most numbers a reply may hold.
    static let mostNumbers = 64

    /// The replies in `bytes`; an unfinished sequence at the end counts among `otherBytes`.
    static func scan(_ bytes: [UInt8]) -> GraphicsReplies {
        var replies = GraphicsReplies()
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, let end = replies.take(bytes, at: index) {
                index = end
            } else {
                replies.otherBytes.append(bytes[index])
                index += 1
            }
        }
        return replies
    }

    /// Reads the reply starting at `start` (an ESC), if it is one; returns the index after it.
    private mutating func take(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return takeControlSequence(bytes, at: start + 2)
        case UInt8(ascii: "_"): return takeKittyReply(bytes, at: start + 2)
        default: return nil
        }
    }

    private mutating func takeControlSequence(_ bytes: [UInt8], at start: Int) -> Int? {
        let private_ = start < bytes.count && bytes[start] == UInt8(ascii: "?")
        var index = private_ ? start + 1 : start
        var numbers: [Int] = []
        var current: Int?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min(99999, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: ";"):
                // Real attributes list a dozen; a reply of thousands is no reply.
                guard numbers.count < Self.mostNumbers else { return nil }
                numbers.append(current ?? 0)
                current = nil
            case UInt8(ascii: "c") where private_:
                deviceAttributes = numbers + [current ?? 0]
                return index + 1
            case UInt8(ascii: "S") where private_:
                let values = numbers + [current ?? 0]
                guard values.count == 3, values[0] == 1 else { return nil }
                if values[1] == 0, values[2] > 0 { colorRegisters = values[2] }
                return index + 1
            case UInt8(ascii: "t") where !private_:
                let values = numbers + [current ?? 0]
                guard values.count == 3, values[0] == 6 else { return nil }
                if values[1] > 0, values[2] > 0 { cellPixels = Size(width: values[2], height: values[1]) }
                return index + 1
            default: return nil
            }
            index += 1
        }
        return nil
    }

    private mutating func takeKittyReply(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "G") else { return nil }
        var index = start + 1
        while index + 1 < bytes.count, !(bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "\\")) {
            index += 1
        }
        guard index + 1 < bytes.count else { return nil }
        let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        let parts = body.split(separator: ";", maxSplits: 1)
        let keys = parts.first?.split(separator: ",") ?? []
        if keys.contains("i=\(KittyGraphicsCommands.queryID)"), parts.count == 2, parts[1] == "OK" {
            kittyGraphics = true
        }
        return index + 2
    }
}

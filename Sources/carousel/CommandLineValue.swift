import ArgumentParser
import CarouselKit

/// Parsers for option values that say exactly what is allowed when a value is not, e.g.
/// `The value '0' is invalid for '--interval <S>': expected seconds above 0 and at most 86400`.
enum CommandLineValue {
    /// Why a value was refused; ArgumentParser shows the description after the value.
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static let longestSeconds: Double = 86_400

    /// Seconds above 0 and at most a day (`--interval`, `--resume-after`).
    @Sendable static func positiveSeconds(_ text: String) throws -> Double {
        guard let value = Double(text), value > 0, value <= longestSeconds else {
            throw Invalid(description: "expected a number of seconds above 0 and at most 86400 (one day), e.g. 2.5")
        }
        return value
    }

    /// Seconds from 0 to a day (`--time`).
    @Sendable static func secondsFromZero(_ text: String) throws -> Double {
        guard let value = Double(text), value >= 0, value <= longestSeconds else {
            throw Invalid(description: "expected a number of seconds from 0 to 86400 (one day), e.g. 2.5")
        }
        return value
    }

    /// `--size WxH`, e.g. `100x30`, at most `Size.largestScreen` (which is square).
    @Sendable static func screenSize(_ text: String) throws -> Size {
        let largest = Size.largestScreen
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...largest.width).contains(width), (1...largest.height).contains(height) else {
            throw Invalid(description: "expected COLUMNSxROWS, each from 1 to \(largest.width), e.g. 100x30")
        }
        return Size(width: width, height: height)
    }
}

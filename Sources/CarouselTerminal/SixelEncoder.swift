/// RGBA pixels as a sixel picture: `ESC P 0 ; 1 ; 0 q`, the raster attributes `" 1 ; 1 ; W ; H`
/// (square pixels, the picture's size), the registers it uses (`SixelPalette`, the pixels mapped
/// to them by `SixelDither`), then bands of six
/// pixel rows, one pass per colour in the band (`$` back to the band's start, `-` to the next
/// band), runs of a repeated column written once with `! count`. Transparent pixels (alpha under
/// half) are left unset, and the second parameter `1` keeps what is under them.
enum SixelEncoder {
    /// The sixel bytes of `rgba`, `width × height` pixels of four bytes each, in at most
    /// `colorRegisters` colours.
    static func encode(
        rgba: [UInt8], width: Int, height: Int, colorRegisters: Int = SixelPalette.standardRegisters
    ) -> [UInt8] {
        precondition(rgba.count == width * height * 4, "not width × height RGBA pixels")
        let palette = SixelPalette(rgba: rgba, registers: colorRegisters)
        let registers = SixelDither.registers(of: rgba, width: width, height: height, palette: palette)
        var output = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        var used = [Bool](repeating: false, count: palette.colors.count)
        for register in registers where register >= 0 { used[Int(register)] = true }
        for index in used.indices where used[index] { output += Array(palette.definition(index).utf8) }
        var band = [UInt8](repeating: 0, count: width)
        for top in stride(from: 0, to: height, by: 6) {
            let rows = top..<min(height, top + 6)
            var colors: [Int] = []
            var seen = [Bool](repeating: false, count: palette.colors.count)
            for y in rows {
                for x in 0..<width {
                    let register = Int(registers[y * width + x])
                    if register >= 0, !seen[register] {
                        seen[register] = true
                        colors.append(register)
                    }
                }
            }
            for (pass, color) in colors.enumerated() {
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for y in rows where Int(registers[y * width + x]) == color { bits |= 1 << (y - top) }
                    band[x] = bits
                }
                if pass > 0 { output.append(UInt8(ascii: "$")) }
                output += Array("#\(color)".utf8)
                appendRuns(of: band, to: &output)
            }
            output.append(UInt8(ascii: "-"))
        }
        output += Array("\u{1B}\\".utf8)
        return output
    }

    /// The sixel characters of `band` (six bits a column), a run of more than three equal
    /// columns written `! count character`; trailing empty columns left out.
    private static func appendRuns(of band: [UInt8], to output: inout [UInt8]) {
        let end = (band.lastIndex { $0 != 0 } ?? -1) + 1
        var x = 0
        while x < end {
            var run = 1
            while x + run < end, band[x + run] == band[x] { run += 1 }
            let character = 0x3F + band[x]
            if run > 3 {
                output += Array("!\(run)".utf8)
                output.append(character)
            } else {
                output += [UInt8](repeating: character, count: run)
            }
            x += run
        }
    }
}

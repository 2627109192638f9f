import CarouselKit
import CarouselPictures

/// How pictures are drawn on this terminal, decided from what was asked (`--images`) and what the
/// terminal answered (`GraphicsReplies`): `auto` takes kitty where the graphics query was
/// answered, else sixel where the device attributes list it, else symbols — and symbols inside
/// tmux, which has neither and answers for itself, unless a protocol is asked for by name.
struct GraphicsChoice: Equatable {
    /// What `--images` asks for.
    enum Asked: String, CaseIterable {
        case auto, kitty, sixel, symbols, none
    }

    /// How pictures are drawn.
    enum Drawing: String, Equatable {
        case kitty, sixel, symbols, none
    }

    var drawing: Drawing
    /// Whether kitty's commands are wrapped for tmux to pass on.
    var passthrough = false
    /// A cell's size in pixels: what the terminal said, else the kernel's window size divided by
    /// the cells, else a common 10×20 — each only when a font could have it (`CellPixels`).
    var cellPixels = CellPixels.standard
    /// The sixel colour registers a picture may use: as many as the terminal said, at most 256
    /// (what sixel encoders use), else 256.
    var colorRegisters = SixelPalette.standardRegisters

    /// Whether the terminal must be asked before deciding: only `auto` outside tmux, and the
    /// pixel protocols for a cell's size when the kernel does not know it.
    static func needsProbe(_ asked: Asked, insideTmux: Bool, kernelCellPixels: Size?) -> Bool {
        switch asked {
        case .auto: !insideTmux
        case .sixel, .kitty: CellPixels.believable(kernelCellPixels) == nil && !insideTmux
        case .symbols, .none: false
        }
    }

    /// The choice for `asked`, given the terminal's `replies` (`nil` when it was not asked or did
    /// not answer in time) and the kernel's cell size (`TIOCGWINSZ`).
    static func decide(
        _ asked: Asked, insideTmux: Bool, replies: GraphicsReplies?, kernelCellPixels: Size?
    ) -> GraphicsChoice {
        let drawing: Drawing
        switch asked {
        case .auto:
            drawing = insideTmux ? .symbols
                : replies?.kittyGraphics == true ? .kitty
                : replies?.sixel == true ? .sixel
                : .symbols
        case .kitty: drawing = .kitty
        case .sixel: drawing = .sixel
        case .symbols: drawing = .symbols
        case .none: drawing = .none
        }
        var choice = GraphicsChoice(drawing: drawing, passthrough: drawing == .kitty && insideTmux)
        if let pixels = CellPixels.believable(replies?.cellPixels) ?? CellPixels.believable(kernelCellPixels) {
            choice.cellPixels = pixels
        }
        if let registers = replies?.colorRegisters {
            choice.colorRegisters = min(max(2, registers), SixelPalette.standardRegisters)
        }
        return choice
    }
}

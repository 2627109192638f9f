/// What the screen shows below the minimum size (SPEC §2); the feed's state is kept unchanged.
struct TooSmallNotice {
    func draw(_ canvas: Canvas, into grid: inout ScreenGrid) {
        let minimum = CarouselState.minimumSize
        let lines = [
            "Terminal too small",
            "need \(minimum.width)x\(minimum.height), have \(canvas.width)x\(canvas.height)",
        ]
        let top = max(0, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < canvas.height {
            let text = canvas.fitted(line, width: canvas.width)
            let x = max(0, (canvas.width - DisplayWidth.of(text)) / 2)
            grid.write(text, x: x, y: top + offset, style: offset == 0 ? canvas.theme.headerTitle : canvas.theme.hint)
        }
    }
}

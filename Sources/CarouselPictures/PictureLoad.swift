import CarouselKit

/// One `PictureRequest` carried out: its picture decoded and fitted into the request's cells,
/// or why it cannot be shown.
public enum PictureLoad {
    /// The answer to `request`, the picture's name resolved by `resolver`.
    public static func outcome(of request: PictureRequest, resolver: PictureResolver) -> PictureOutcome {
        do throws(PictureError) {
            let picture = try resolver.picture(named: request.name)
            let size = request.size
            return .ready(PictureScaler.cells(of: picture, columns: size.width, rows: size.height, symbols: request.symbols))
        } catch {
            return .failed(error.reason)
        }
    }

    /// The answer to `request` and, for the pixel modes (kitty, sixel), its picture fitted into
    /// the request's cells of `cellPixels` pixels each (`CellPixels.area`): decoded once for both.
    /// The symbols are fitted to cells of those proportions, and the pixels fill exactly the
    /// symbols' pixels, so that pixels drawn over the symbols at rest hide every one of them.
    public static func answer(
        to request: PictureRequest, resolver: PictureResolver, cellPixels: Size
    ) -> (outcome: PictureOutcome, pixels: Picture?) {
        guard request.mode == .kitty || request.mode == .sixel else {
            return (outcome(of: request, resolver: resolver), nil)
        }
        do throws(PictureError) {
            let picture = try resolver.picture(named: request.name)
            let size = request.size
            let symbols = request.symbols
            let cell = CellPixels.believable(cellPixels) ?? CellPixels.standard
            let cells = PictureScaler.cells(of: picture, columns: size.width, rows: size.height, symbols: symbols, cell: cell)
            let fit = PictureScaler.fit(
                width: picture.width, height: picture.height, into: size.width, size.height, symbols: symbols, cell: cell)
            let area = CellPixels.area(of: size, at: cellPixels)
            // From the symbols' pixels to the terminal's, whose cells are `area` over `size`.
            let across = Double(area.width) / Double(max(1, size.width * symbols.pixelsAcross))
            let down = Double(area.height) / Double(max(1, size.height * symbols.pixelsDown))
            let left = Int((Double(fit.x) * across).rounded()), top = Int((Double(fit.y) * down).rounded())
            let covered = Rect(
                x: left, y: top, width: Int((Double(fit.x + fit.width) * across).rounded()) - left,
                height: Int((Double(fit.y + fit.height) * down).rounded()) - top)
            let pixels = PictureScaler.pixels(of: picture, width: area.width, height: area.height, over: covered)
            return (.ready(cells), pixels)
        } catch {
            return (.failed(error.reason), nil)
        }
    }
}

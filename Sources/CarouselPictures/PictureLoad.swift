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
    public static func answer(
        to request: PictureRequest, resolver: PictureResolver, cellPixels: Size
    ) -> (outcome: PictureOutcome, pixels: Picture?) {
        guard request.mode == .kitty || request.mode == .sixel else {
            return (outcome(of: request, resolver: resolver), nil)
        }
        do throws(PictureError) {
            let picture = try resolver.picture(named: request.name)
            let size = request.size
            let cells = PictureScaler.cells(of: picture, columns: size.width, rows: size.height, symbols: request.symbols)
            let area = CellPixels.area(of: size, at: cellPixels)
            let pixels = PictureScaler.pixels(of: picture, width: area.width, height: area.height)
            return (.ready(cells), pixels)
        } catch {
            return (.failed(error.reason), nil)
        }
    }
}

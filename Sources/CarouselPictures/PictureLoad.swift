import CarouselKit

/// One `PictureRequest` carried out: its picture decoded and fitted into the request's cells,
/// or why it cannot be shown.
public enum PictureLoad {
    /// The answer to `request`, the picture's name resolved by `resolver`.
    public static func outcome(of request: PictureRequest, resolver: PictureResolver) -> PictureOutcome {
        do throws(PictureError) {
            let picture = try resolver.picture(named: request.name)
            return .ready(PictureScaler.cells(of: picture, columns: request.size.width, rows: request.size.height))
        } catch {
            return .failed(error.reason)
        }
    }
}

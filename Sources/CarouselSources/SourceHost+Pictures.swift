import CarouselFeed
import CarouselKit
import CarouselPictures
import SystemPackage

/// Pictures from sources (docs/feed-format.md, Pictures): a `format: image` source is one page
/// titled by the section whose `image` is the picture — a command's output kept as a private
/// file, or a file source's own file — and JSON pages may name pictures like a feed's pages.
extension SourceHost {
    /// A `format: image` command's output: checked from its header (decoded whole with
    /// `checksPictures`) and kept as a file in the private folder.
    func picture(_ bytes: [UInt8], for run: SourceRun, name: String) -> SourceLoad {
        let path: String
        do throws(SourceOutputError) {
            let fileExtension = try Self.pictureHeader(of: bytes)
            if checksPictures { try Self.decodes(bytes) }
            do throws(PictureOutputFiles.Failure) {
                path = try pictureFiles.keep(bytes, fileExtension: fileExtension, for: run.sectionID)
            } catch {
                return failed(run, SourceFailure(reason: "\(name): \(error.reason)", details: [error.reason]))
            }
        } catch {
            return failed(run, Self.invalidOutput(error, format: .image, name: name))
        }
        return SourceLoad(of: run, result: .loaded(Self.page(showing: path, for: run)), clockLabel: Self.clockLabel())
    }

    /// A `format: image` file source: its own file, relative to the feed's folder and inside it
    /// unless files may be anywhere; opened and decoded only with `checksPictures` (else the
    /// picture pipeline does, as for a feed's pages).
    func picture(named path: String, for run: SourceRun) -> SourceLoad {
        let reason: String?
        if checksPictures {
            do throws(PictureError) {
                _ = try PictureCheck.load(
                    path, from: FeedFolder(folder: FilePath(directory)), allowOutside: confinement == nil)
                reason = nil
            } catch {
                reason = error.reason
            }
        } else {
            reason = confinement?.refusal(of: path)
        }
        if let reason {
            let text = "\(path): \(reason)"
            return failed(run, SourceFailure(reason: text, details: [text]))
        }
        return SourceLoad(of: run, result: .loaded(Self.page(showing: path, for: run)), clockLabel: Self.clockLabel())
    }

    /// Opens and decodes every picture JSON pages name, as `carousel check` does a feed's.
    func checkPictures(_ pictures: [PictureReference]) throws(SourceOutputError) {
        let problems = PictureCheck.problems(
            in: pictures, file: "", folder: FeedFolder(folder: FilePath(directory)), allowOutside: confinement == nil)
        if !problems.isEmpty { throw SourceOutputError(diagnostics: problems) }
    }

    /// The one page of a picture source.
    private static func page(showing image: String, for run: SourceRun) -> SourceOutput {
        SourceOutput(pages: [Page(id: "picture", title: run.sectionTitle, image: image)])
    }

    private static func pictureHeader(of bytes: [UInt8]) throws(SourceOutputError) -> String {
        do throws(PictureError) {
            return try PictureCheck.header(of: bytes)
        } catch {
            throw SourceOutputError(diagnostics: [Self.pictureDiagnostic(error)])
        }
    }

    private static func decodes(_ bytes: [UInt8]) throws(SourceOutputError) {
        do throws(PictureError) {
            _ = try PictureDecoder.decode(bytes)
        } catch {
            throw SourceOutputError(diagnostics: [Self.pictureDiagnostic(error)])
        }
    }

    private static func pictureDiagnostic(_ error: PictureError) -> FeedDiagnostic {
        FeedDiagnostic(.error, file: "", location: nil, message: "the output \(error.reason)")
    }

    private func failed(_ run: SourceRun, _ failure: SourceFailure) -> SourceLoad {
        SourceLoad(of: run, result: .failed(failure), clockLabel: Self.clockLabel())
    }
}

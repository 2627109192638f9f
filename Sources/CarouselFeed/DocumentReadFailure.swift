/// Why a file's text is not a document at all (a syntax error, or a limit passed while reading):
/// the one problem a reader reports, since it cannot go on after it.
struct DocumentReadFailure: Error {
    var location: SourceLocation?
    var message: String
}

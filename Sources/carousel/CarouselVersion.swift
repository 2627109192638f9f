/// The version `carousel --version` prints. The one place it is defined: the Makefile reads it
/// from this line for the packages' names (`make dist`).
enum CarouselVersion {
    static let current = "0.1.0"
}

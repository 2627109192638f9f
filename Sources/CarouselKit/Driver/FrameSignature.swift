/// Everything the screen shows that can change between two frames, in whole cells: the offsets
/// rounded as they are drawn, the pages, the countdown's steps, the messages. Two instants with
/// the same signature draw the same screen, so the driver skips a frame — such as an easing step
/// smaller than a cell — before rendering it rather than after.
struct FrameSignature: Hashable {
    private var feedRevision: Int
    private var size: Size
    private var focused: Int
    private var overlay: CarouselState.Overlay?
    private var helpScroll: Int
    private var message: StatusMessage?
    private var autoplayStatus: AutoplayStatus
    private var verticalOffset: Int
    private var focusedPage: Int
    /// For each section in view: its horizontal offset in columns, its page and its countdown step.
    private var sections: [SectionSignature]

    private struct SectionSignature: Hashable {
        var index: Int
        var offset: Int
        var page: Int
        var countdownStep: Int?
    }

    init(_ state: CarouselState) {
        feedRevision = state.feedRevision
        size = state.size
        focused = state.focusedSection
        overlay = state.overlay
        helpScroll = state.helpScroll
        message = state.message
        autoplayStatus = state.autoplayStatus
        verticalOffset = state.verticalOffset
        focusedPage = state.currentPage(ofSection: state.focusedSection)
        sections = state.layout.sections(intersecting: state.visibleRows).map { index in
            SectionSignature(
                index: index, offset: state.horizontalOffset(ofSection: index),
                page: state.currentPage(ofSection: index),
                countdownStep: state.autoAdvanceProgress(ofSection: index).map { Int($0 * 4) })
        }
    }
}

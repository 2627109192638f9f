import CarouselKit
import Testing

@Test func placeholderUntilTheRealSuiteLands() {
    #expect(Size(width: 1, height: 2).description == "1x2")
}

import CarouselFeed
import CarouselKit
import Foundation
import Testing

/// `link:` on pages, in feeds and in a source's JSON output: http, https and mailto only.
@Suite struct LinkFeedTests {
    @Test func aFeedsPagesKeepTheirLinksAndNullMeansNone() throws {
        let bytes = try TestPaths.bytes(of: TestPaths.goodFixtures.appendingPathComponent("links.yaml"))
        let feed = try FeedReader.read(bytes, name: "links.yaml").feed
        let links = feed.sections[0].pages.map { $0.link?.url }
        #expect(links == [
            "https://example.org/carousel", "mailto:team@example.org", "HTTP://example.org:8080/a?b=c#d", nil,
        ])
    }

    @Test func aSourcesJSONPagesCarryLinks() throws {
        let output = #"[{"title": "Build 12", "link": "https://ci.example.org/12"}, {"title": "No link"}]"#
        let parsed = try SourceOutputParser.parse(Array(output.utf8), format: .json, colors: false)
        #expect(parsed.output.pages.map { $0.link?.url } == ["https://ci.example.org/12", nil])
    }

    @Test(arguments: [
        "https://example.org", "http://a", "https://example.org/a%20b?q=1#x", "mailto:a@b.example",
        "HTTPS://EXAMPLE.ORG/", "https://user@host:8443/",
    ])
    func theseAreLinks(url: String) {
        #expect(PageLink.problem(with: url) == nil)
        #expect(PageLink(url)?.url == url)
    }

    @Test(arguments: [
        "javascript:alert(1)", "file:///etc/passwd", "notes.html", "/etc/passwd", "//example.org/",
        "ftp://example.org/",
        "data:text/html,<b>", "https://", "https:///x", "https:example.org", "mailto:", "https://exa mple.org/",
        "https://example.org/\u{1B}]8;;x\u{1B}\\", "https://example.org/\u{7F}", "https://example.org/\u{9B}",
        "https://例え.jp/", "https://example.org/\n", "", " https://example.org/",
        "https://example.org/" + String(repeating: "a", count: 2_029),
    ])
    func theseAreRefused(url: String) {
        #expect(PageLink.problem(with: url) != nil)
        #expect(PageLink(url) == nil)
    }

    @Test func theLongestLinkIsAccepted() {
        let url = "https://example.org/" + String(repeating: "a", count: PageLink.maximumLength - 20)
        #expect(url.utf8.count == PageLink.maximumLength)
        #expect(PageLink(url) != nil)
    }
}

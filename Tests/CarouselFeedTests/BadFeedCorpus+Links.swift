/// The bad feeds about `link`: each refused with its place, whatever it tries to smuggle in.
extension BadFeedCorpus {
    static let linkExpectations: [String: [String]] = [
        "json-link-file.json": [
            "json-link-file.json:3:36: sections[0].pages[0].link: must be an http, https or mailto URL (such as https://example.org/)",
            "json-link-file.json:4:34: sections[0].pages[1].link: names no host; write it as https://host/path",
        ],
        "link-control.yaml": [
            "link-control.yaml:6:15: sections[0].pages[0].link: has a control character; write it percent-encoded (%20 for a space)",
        ],
        "link-javascript.yaml": [
            "link-javascript.yaml:6:15: sections[0].pages[0].link: must be an http, https or mailto URL (such as https://example.org/)",
        ],
        "link-list.yaml": [
            "link-list.yaml:6:15: sections[0].pages[0].link: expected a URL, found a list",
        ],
        "link-relative.yaml": [
            "link-relative.yaml:6:15: sections[0].pages[0].link: must be an http, https or mailto URL (such as https://example.org/)",
        ],
        "link-space.yaml": [
            "link-space.yaml:6:15: sections[0].pages[0].link: has a space; write it percent-encoded (%20 for a space)",
        ],
        "link-too-long.yaml": [
            "link-too-long.yaml:6:15: sections[0].pages[0].link: is 2060 bytes long; a link has at most 2048",
        ],
    ]
}

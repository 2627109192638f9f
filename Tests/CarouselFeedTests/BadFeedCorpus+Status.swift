/// The bad feeds about `status`: one of three words, in lower case, as `accent` is one of its colours.
extension BadFeedCorpus {
    static let statusExpectations: [String: [String]] = [
        "status-list.json": [
            "status-list.json:2:31: sections[0].pages[0].status: expected ok, warn or error, found a list",
            "status-list.json:3:32: sections[0].pages[1].status: unknown status \"OK\"; expected ok, warn or error (did you mean `ok`?)",
        ],
        "status-unknown.yaml": [
            "status-unknown.yaml:6:17: sections[0].pages[0].status: unknown status \"warning\"; expected ok, warn or error (did you mean `warn`?)",
        ],
    ]
}

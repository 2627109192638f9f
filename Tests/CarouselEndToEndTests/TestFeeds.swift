/// Feeds written for the end-to-end tests: known titles to look for on the screen.
enum TestFeeds {
    /// Five sections: Alpha (5 pages), Beta (4), a Japanese one (2), Delta (3), Epsilon (2).
    static let board = """
        title: E2E board
        sections:
          - id: alpha
            title: Alpha picks
            pages:
        \(pages("Alpha", count: 5))
          - id: beta
            title: Beta news
            pages:
        \(pages("Beta", count: 4))
          - id: gamma
            title: 日本語のセクション
            tag: タグの帯はここに固定されます
            pages:
              - title: 冬のコート
                body: 暖かいウールのコートです。
              - title: カシミヤのマフラー
                body: やわらかな手触りの一枚。
          - id: delta
            title: Delta notes
            pages:
        \(pages("Delta", count: 3))
          - id: epsilon
            title: Epsilon last
            pages:
        \(pages("Epsilon", count: 2))
        """

    /// A feed whose first section is Japanese, with a decomposed dakuten (か + U+3099) in a
    /// title: curses loses it unless each grapheme is written as one cell.
    static let japanese = """
        title: 日本語のボード
        sections:
          - id: winter
            title: 冬がはじまるよ
            tag: アウターはMAST / 見れたらいいねスターダスト
            pages:
              - title: ウールのロングコート
                body: チャコールグレーのウールコート。冬の朝の風から守ります。
              - title: "か\u{3099}らすの羽"
                body: 二枚目のカードです。
          - id: second
            title: 二番目のセクション
            pages:
              - title: 一枚目
                body: 本文
        """

    /// A feed big enough to take a visible moment to load in a debug build (about a second per
    /// 3 MB), shaped like scripts/generate-feed.py's: sections "Big section N", each with a tag.
    static func big(title: String, sections: Int, pages: Int) -> String {
        var text = "title: \(title)\nsections:\n"
        for section in 1...sections {
            text += "  - id: s\(section)\n    title: Big section \(section)\n    tag: Tag of section \(section) / タグ\n    pages:\n"
            for page in 1...pages {
                text += "      - id: p\(page)\n        title: Card \(section).\(page)\n"
                text += "        body: A long-line wool coat in charcoal. チャコールグレーのウールコート。\n"
            }
        }
        return text
    }

    /// A "billion laughs" file: a few lines that aliases make into 10^11 values.
    static var aliasBomb: String {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        return text + "sections: [{title: A, pages: [*l]}]\n"
    }

    /// YAML lines for `count` pages titled "<name> card N".
    private static func pages(_ name: String, count: Int) -> String {
        (1...count).map { number in
            """
                  - id: \(name.lowercased())\(number)
                    title: \(name) card \(number)
                    body: Body of \(name.lowercased()) card \(number).
            """
        }.joined(separator: "\n")
    }
}

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

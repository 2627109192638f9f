import CarouselKit

/// Feeds of any size built in memory, with the same text as `scripts/generate-feed.py`.
enum GeneratedFeed {
    static func make(sections: Int, pages: Int, layout: CardLayout = CardLayout()) -> Feed {
        Feed(title: "Generated feed", sections: (0..<sections).map { section in
            Section(
                id: "s\(section)", title: "Section \(section + 1) — セクション \(section + 1)",
                tag: section % 3 == 0 ? "Tag band of section \(section + 1) / タグ \(section + 1)" : nil,
                pages: (0..<pages).map { page in
                    Page(
                        id: "p\(page)", title: "Card \(section + 1).\(page + 1) ウールのロングコート",
                        body: "A long-line wool coat in charcoal. チャコールグレーのウールコート。"
                            + "膝まで届く長めの丈で、冬の朝の冷たい風からしっかり守ってくれます。")
                }, layout: layout)
        })
    }
}

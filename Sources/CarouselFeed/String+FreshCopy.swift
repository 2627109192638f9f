extension String {
    /// The same text in storage of its own, rather than shared with the parse tree.
    ///
    /// The feed keeps its text for the whole run. Made while the tree is still alive, these copies
    /// lie together, after everything parsing allocated; once the tree is freed, that whole region
    /// is free in one piece and can go back to the system. Sharing the tree's strings instead
    /// left a big feed's memory riddled with small holes between live strings: about 55 MB of a
    /// 10,000 x 20 feed that could never be returned.
    var freshCopy: String {
        var text = self
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(fromContentsOf: bytes)
                return bytes.count
            }
        }
    }
}

/// Frame times in buckets, for percentiles over a run of any length in fixed memory.
///
/// Keeping every frame's time would grow by 60 values a second for as long as the app runs.
/// Buckets are exact to the microsecond below a millisecond (where frames are) and keep three
/// significant digits above, so a percentile is never off by more than 1 %.
struct FrameTimeHistogram {
    /// Bucket counts, allocated with the first frame.
    private var counts: [UInt32] = []
    private(set) var total = 0

    /// Microseconds below this are exact.
    private static let exactBelow = 1000
    /// Buckets per decade above `exactBelow`: 100 to 999 times the decade's unit.
    private static let perDecade = 900
    /// Decades above `exactBelow` with buckets of their own (up to 1,000 s); longer frames count
    /// in the last bucket.
    private static let decades = 6

    mutating func record(microseconds: Int) {
        if counts.isEmpty {
            counts = Array(repeating: 0, count: Self.exactBelow + Self.decades * Self.perDecade)
        }
        counts[Self.bucket(of: max(0, microseconds))] += 1
        total += 1
    }

    /// The smallest time (the lower edge of its bucket) that at least `fraction` of the frames
    /// took no longer than; 0 without frames.
    func percentile(_ fraction: Double) -> Int {
        guard total > 0 else { return 0 }
        let rank = max(1, Int((fraction * Double(total)).rounded(.up)))
        var seen = 0
        for (bucket, count) in counts.enumerated() {
            seen += Int(count)
            if seen >= rank { return Self.lowerEdge(of: bucket) }
        }
        return Self.lowerEdge(of: counts.count - 1)
    }

    private static func bucket(of microseconds: Int) -> Int {
        guard microseconds >= exactBelow else { return microseconds }
        var unit = 10
        var decade = 0
        while microseconds / unit >= 1000, decade < decades - 1 {
            unit *= 10
            decade += 1
        }
        return exactBelow + decade * perDecade + min(perDecade - 1, microseconds / unit - 100)
    }

    private static func lowerEdge(of bucket: Int) -> Int {
        guard bucket >= exactBelow else { return bucket }
        let decade = (bucket - exactBelow) / perDecade
        var unit = 10
        for _ in 0..<decade { unit *= 10 }
        return (100 + (bucket - exactBelow) % perDecade) * unit
    }
}

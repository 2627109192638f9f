/// Sizes in messages: `1 MiB` for whole mebibytes, else bytes.
enum ByteCount {
    static func text(_ count: Int) -> String {
        count >= 1 << 20 && count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count) bytes"
    }
}

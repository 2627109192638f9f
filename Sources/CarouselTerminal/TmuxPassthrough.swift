/// Sequences meant for the terminal outside tmux, which tmux would otherwise take for itself: each
/// is wrapped as `ESC P tmux; … ESC \` with every ESC inside doubled (tmux forwards it only with
/// `set -g allow-passthrough on`).
enum TmuxPassthrough {
    /// `sequence` wrapped for tmux to pass on unchanged.
    static func wrap(_ sequence: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        wrapped.reserveCapacity(sequence.count + 16)
        for byte in sequence {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        wrapped += Array("\u{1B}\\".utf8)
        return wrapped
    }
}

extension SimulatedSession {
    /// Plays a `render --keys` script as the screen-reader mode would say it (`Announcer`): the
    /// opening lines, then what each key changed, and what changed by itself during each wait
    /// and up to `end` — deadline by deadline, so that every page auto-advance turns is said.
    public mutating func announce(_ script: KeyScript, until end: Instant? = nil) -> [String] {
        var lines = Announcer.opening(state)
        for step in script.steps {
            switch step {
            case .key(let key):
                let before = state
                send(.key(key))
                lines += Announcer.changes(from: before, to: state)
            case .wait(let seconds):
                lines += announcedRun(until: time + seconds)
            }
        }
        if let end { lines += announcedRun(until: end) }
        return lines
    }

    private mutating func announcedRun(until end: Instant) -> [String] {
        var lines: [String] = []
        while true {
            let before = state
            let next = state.nextDeadline().map { min($0, end) } ?? end
            run(until: max(time, next))
            lines += Announcer.changes(from: before, to: state)
            if next >= end { return lines }
        }
    }
}

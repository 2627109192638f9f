import CarouselKit

/// A run this instance performs: the run the state started, and the lock on its cache entry
/// that keeps other viewers of the feed from running the same source meanwhile.
struct PerformedRun {
    let run: SourceRun
    let lock: SourceCache.RunLock?
}

/// A run another instance of the feed performs now: this one shows its output when it lands.
struct AwaitedRun {
    let run: SourceRun
    let key: SourceCacheEntry.Key
    /// When the wait began, on the wall clock: an entry written since is the other's output.
    let since: Double
    /// The run's own time limit, counted from then.
    let deadline: Instant
}

/// One board, many viewers (docs/behaviour.md §3.18): instances of a feed on one machine share
/// the cache, so a command runs once per refresh however many watch it.
extension SourceHost {
    /// How often an awaited run's entry is looked at: seconds.
    static let lookInterval = 0.1

    /// Starts the command of `run`, unless another viewer kept its output young enough
    /// (`SourceRun.reusableAge`) — that is the load — or runs it now — that run is awaited.
    func startShared(_ run: SourceRun, at now: Instant) -> SourceLoad? {
        guard let cache, run.source.format != .image else {
            launch(run, lock: nil, at: now)
            return nil
        }
        let key = cache.key(sectionID: run.sectionID, source: run.source)
        if let load = young(run, key: key) { return load }
        switch cache.claimRun(of: key) {
        case .busy:
            awaited.append(AwaitedRun(run: run, key: key, since: WallClock.now(), deadline: now + run.timeout))
            nextLook = now + Self.lookInterval
        case .held(let lock):
            // The run that held the lock may have kept its output since the look above.
            if let load = young(run, key: key) {
                lock.release()
                return load
            }
            launch(run, lock: lock, at: now)
        case .unlocked:
            launch(run, lock: nil, at: now)
        }
        return nil
    }

    /// The output kept for `run` if it is younger than the run's `reusableAge`.
    private func young(_ run: SourceRun, key: SourceCacheEntry.Key) -> SourceLoad? {
        guard let age = run.reusableAge,
              let (output, label) = kept(key, of: run.source, writtenSince: WallClock.now() - age) else { return nil }
        return SourceLoad(of: run, result: .loaded(output), clockLabel: label)
    }

    /// The awaited runs whose lock is free: each shows the output the other kept, or — when the
    /// other's run failed and kept none — runs here. One still locked past its time limit fails.
    func takeAwaited(at now: Instant) -> [SourceLoad] {
        guard let cache, !awaited.isEmpty, now >= nextLook ?? now else { return [] }
        var loads: [SourceLoad] = []
        var still: [AwaitedRun] = []
        for waiting in awaited {
            let lock: SourceCache.RunLock?
            switch cache.claimRun(of: waiting.key) {
            case .busy:
                if now < waiting.deadline {
                    still.append(waiting)
                } else {
                    let limit = Int(waiting.run.timeout)
                    let reason = "another carousel's run of this source did not end within \(limit) s"
                    loads.append(SourceLoad(of: waiting.run, result: .failed(SourceFailure(reason: reason)),
                                            clockLabel: Self.clockLabel()))
                }
                continue
            case .held(let held): lock = held
            case .unlocked: lock = nil
            }
            if let (output, label) = kept(waiting.key, of: waiting.run.source, writtenSince: waiting.since) {
                lock?.release()
                loads.append(SourceLoad(of: waiting.run, result: .loaded(output), clockLabel: label))
            } else {
                launch(waiting.run, lock: lock, at: now)
            }
        }
        awaited = still
        nextLook = now + Self.lookInterval
        return loads
    }
}

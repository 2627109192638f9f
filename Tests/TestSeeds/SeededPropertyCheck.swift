import PropertyBased
import Synchronization
import Testing

/// Checks `body` on each of `regressions` (inputs that once failed, kept so that they run every
/// time), then on `count` inputs drawn by `input` from `TestSeed.current`: the same inputs on
/// every run unless `CAROUSEL_TEST_SEED` says otherwise. It stops at the first input that fails,
/// and every issue that input records names it, with the seed that draws it first.
public func seededPropertyCheck<Value>(
    count: Int, input: Generator<Value, some Sequence>, regressions: [Value] = [],
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
    perform body: (Value) async throws -> Void
) async {
    let seed = TestSeed.current
    guard var random = Xoshiro(seed: seed) else {
        let problem = "CAROUSEL_TEST_SEED=\(seed) is not a seed (32 bytes in base64, or random)"
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        return
    }
    // In the log, so that a run's inputs can be told from another's.
    let name = Test.current?.name ?? "property check"
    print("\(name): \(regressions.count) regressions, then \(count) inputs from CAROUSEL_TEST_SEED=\(seed)")
    for (index, value) in regressions.enumerated() {
        let note = "regression \(index + 1) of \(regressions.count)"
        if await fails(body, on: value, noting: note, isolation: isolation) { return }
    }
    for _ in 0..<count {
        let note = "CAROUSEL_TEST_SEED=\(random.currentSeed) draws this input first"
        if await fails(body, on: input.run(using: &random), noting: note, isolation: isolation) { return }
    }
}

/// Runs `body` on `value`, adding `note` and `value` to each issue it records.
private func fails<Value>(
    _ body: (Value) async throws -> Void, on value: Value, noting note: String, isolation: isolated (any Actor)?
) async -> Bool {
    let issues = IssueCount()
    let comment = Comment(rawValue: "\(note): \(String(describingForTest: value))")
    let naming = IssueHandlingTrait.compactMapIssues { issue in
        issues.count.withLock { $0 += 1 }
        var named = issue
        named.comments.append(comment)
        return named
    }
    // The scope is @Sendable; the body runs inside it, here, before it returns.
    nonisolated(unsafe) let (body, value) = (body, value)
    guard let test = Test.current else { preconditionFailure("a property check runs inside a test") }
    try? await naming.provideScope(for: test, testCase: Test.Case.current) {
        do { try await body(value) } catch { Issue.record(error) }
    }
    return issues.count.withLock { $0 } > 0
}

private final class IssueCount: Sendable {
    let count = Mutex(0)
}

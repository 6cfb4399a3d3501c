import Synchronization

/// Burns CPU for `duration`, independent of optimisation level.
func busy(for duration: Duration) {
    let end = ContinuousClock.now + duration
    while ContinuousClock.now < end {}
}

/// A deterministic, non-trivial function of `x`.
func scramble(_ x: Int) -> Int {
    x &* 31 &+ 7
}

enum TestError: Error, Equatable {
    case failed(at: Int)
}

/// A counter shareable with escaping closures (an `Atomic` itself cannot be captured there).
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .relaxed) }

    func increment() {
        count.wrappingAdd(1, ordering: .relaxed)
    }
}

/// Records the largest number of callers inside `measure` at the same time.
final class InFlightTracker: Sendable {
    private let current = Atomic<Int>(0)
    private let highest = Atomic<Int>(0)

    var peak: Int { highest.load(ordering: .relaxed) }

    func measure<R>(_ body: () throws -> R) rethrows -> R {
        enter()
        defer { leave() }
        return try body()
    }

    func measure<R>(_ body: () async throws -> R) async rethrows -> R {
        enter()
        defer { leave() }
        return try await body()
    }

    private func enter() {
        let now = current.wrappingAdd(1, ordering: .relaxed).newValue
        highest.max(now, ordering: .relaxed)
    }

    private func leave() {
        current.wrappingSubtract(1, ordering: .relaxed)
    }
}

/// Counts live instances, to check that a failed map destroys the results it built.
final class Tracked: Sendable {
    static let live = Atomic<Int>(0)
    let value: Int

    init(_ value: Int) {
        self.value = value
        Self.live.wrappingAdd(1, ordering: .relaxed)
    }

    deinit {
        Self.live.wrappingSubtract(1, ordering: .relaxed)
    }
}

/// Collects values appended from any thread or task.
final class Log<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    var snapshot: [Value] { values.withLock { $0 } }

    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }
}

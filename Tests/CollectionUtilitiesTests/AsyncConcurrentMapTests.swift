import CollectionUtilities
import XCTest

/// Closures here are marked `async` where they don't `await`: otherwise, on a
/// `Sendable` collection, Swift picks the synchronous overload.
final class AsyncConcurrentMapTests: XCTestCase {
    private let input = Array(0 ..< 10_000)

    func testMapPreservesOrder() async throws {
        let result = try await input.concurrentMap { x async in scramble(x) }
        XCTAssertEqual(result, input.map(scramble))
    }

    func testMapPreservesOrderWhenCompletionOrderIsShuffled() async throws {
        let result = try await (0 ..< 200).concurrentMap(maxConcurrency: 8) { x in
            try await Task.sleep(for: .microseconds(Int.random(in: 0 ..< 2_000)))
            return x
        }
        XCTAssertEqual(result, Array(0 ..< 200))
    }

    func testCompactMapMatchesStandardLibrary() async throws {
        let transform: @Sendable (Int) -> String? = { $0.isMultiple(of: 3) ? nil : String($0) }
        let result = try await input.concurrentCompactMap { x async in transform(x) }
        XCTAssertEqual(result, input.compactMap(transform))
    }

    func testFlatMapMatchesStandardLibrary() async throws {
        let result = try await input.concurrentFlatMap { x async in 0 ..< x % 4 }
        XCTAssertEqual(result, input.flatMap { 0 ..< $0 % 4 })
    }

    func testFilterMatchesStandardLibrary() async throws {
        let result = try await input.concurrentFilter { x async in x % 7 < 3 }
        XCTAssertEqual(result, input.filter { $0 % 7 < 3 })
    }

    func testFilterWorksOnSinglePassSequence() async throws {
        let result = try await sequence(first: 1) { $0 < 100 ? $0 + 1 : nil }.concurrentFilter { x async in x.isMultiple(of: 10) }
        XCTAssertEqual(result, Array(stride(from: 10, through: 100, by: 10)))
    }

    func testForEachVisitsEveryElementOnce() async throws {
        let visited = Log<Int>()
        try await input.concurrentForEach { x async in visited.append(x) }
        XCTAssertEqual(visited.snapshot.sorted(), input)
    }

    func testEmptyAndSingleElement() async throws {
        let empty: [Int] = []
        let mapped = try await empty.concurrentMap { x async in x }
        XCTAssertEqual(mapped, [])
        let single = try await [5].concurrentFlatMap { x async in [x, x] }
        XCTAssertEqual(single, [5, 5])
        let filtered = try await [5].concurrentFilter { _ async in false }
        XCTAssertEqual(filtered, [])
        let compacted = try await [5].concurrentCompactMap { x async in x }
        XCTAssertEqual(compacted, [5])
        try await empty.concurrentForEach { _ async in XCTFail("called on an empty sequence") }
    }

    func testErrorIsRethrownAndStopsRemainingWork() async {
        let started = Counter()
        do {
            _ = try await (0 ..< 1_000).concurrentMap(maxConcurrency: 4) { x in
                started.increment()
                try await Task.sleep(for: .milliseconds(1))
                if x == 10 { throw TestError.failed(at: x) }
                return x
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, .failed(at: 10))
        }
        XCTAssertLessThan(started.value, 100)
    }

    func testMaxConcurrencyIsHonored() async throws {
        let tracker = InFlightTracker()
        try await (0 ..< 60).concurrentForEach(maxConcurrency: 3) { _ in
            try await tracker.measure { try await Task.sleep(for: .milliseconds(2)) }
        }
        XCTAssertLessThanOrEqual(tracker.peak, 3)
        XCTAssertGreaterThan(tracker.peak, 1)
    }

    func testMaxConcurrencyMayExceedCoreCount() async throws {
        let tracker = InFlightTracker()
        let width = ProcessInfo.processInfo.activeProcessorCount + 4
        try await (0 ..< 100).concurrentForEach(maxConcurrency: width) { _ in
            try await tracker.measure { try await Task.sleep(for: .milliseconds(5)) }
        }
        XCTAssertGreaterThan(tracker.peak, ProcessInfo.processInfo.activeProcessorCount)
        XCTAssertLessThanOrEqual(tracker.peak, width)
    }

    func testCancellationStopsNewWork() async {
        let started = Counter()
        let task = Task {
            try await (0 ..< 1_000).concurrentMap(maxConcurrency: 4) { x in
                started.increment()
                try await Task.sleep(for: .milliseconds(5))
                return x
            }
        }
        try? await Task.sleep(for: .milliseconds(30))
        task.cancel()
        await assertThrowsCancellation { _ = try await task.value }
        XCTAssertLessThan(started.value, 1_000)
    }

    func testCancellationIsHonoredEvenIfTransformIgnoresIt() async {
        let started = Counter()
        let task = Task {
            try await (0 ..< 1_000).concurrentForEach(maxConcurrency: 2) { _ in
                started.increment()
                try? await Task.sleep(for: .milliseconds(2)) // Swallows the cancellation.
            }
        }
        try? await Task.sleep(for: .milliseconds(20))
        task.cancel()
        await assertThrowsCancellation { try await task.value }
        XCTAssertLessThan(started.value, 1_000)
    }

    func testCancellationAfterLastElementStartedStillThrows() async {
        let task = Task {
            try await [1, 2, 3].concurrentMap(maxConcurrency: 8) { x in
                try? await Task.sleep(for: .milliseconds(50)) // Swallows the cancellation.
                return x
            }
        }
        try? await Task.sleep(for: .milliseconds(10))
        task.cancel()
        await assertThrowsCancellation { _ = try await task.value }
    }

    private func assertThrowsCancellation(
        _ body: () async throws -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        do {
            try await body()
            XCTFail("expected CancellationError", file: file, line: line)
        } catch {
            XCTAssertTrue(error is CancellationError, "got \(error)", file: file, line: line)
        }
    }
}

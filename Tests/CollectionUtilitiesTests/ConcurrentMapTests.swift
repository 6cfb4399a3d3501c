import CollectionUtilities
import Synchronization
import XCTest

final class ConcurrentMapTests: XCTestCase {
    /// Enough work per element (10_000 × 5 µs) that the parallel path is taken.
    private let input = Array(0 ..< 10_000)
    private let perElement = Duration.microseconds(5)

    func testMapPreservesOrderOnParallelPath() {
        let work = perElement
        let result = input.concurrentMap { x in
            busy(for: work)
            return scramble(x)
        }
        XCTAssertEqual(result, input.map(scramble))
    }

    func testMapPreservesOrderOnSerialPath() {
        XCTAssertEqual(input.concurrentMap { $0 &* 3 &+ 1 }, input.map { $0 &* 3 &+ 1 })
    }

    func testCompactMapMatchesStandardLibrary() {
        let work = perElement
        let transform: @Sendable (Int) -> String? = { x in
            busy(for: work)
            return x.isMultiple(of: 3) ? nil : String(x)
        }
        XCTAssertEqual(input.concurrentCompactMap(transform), input.compactMap(transform))
    }

    func testFlatMapMatchesStandardLibrary() {
        let work = perElement
        let transform: @Sendable (Int) -> [Int] = { x in
            busy(for: work)
            return Array(repeating: x, count: x % 3)
        }
        XCTAssertEqual(input.concurrentFlatMap(transform), input.flatMap(transform))
    }

    func testFlatMapAcceptsLazySequences() {
        XCTAssertEqual((0 ..< 100).concurrentFlatMap { 0 ..< $0 % 4 }, (0 ..< 100).flatMap { 0 ..< $0 % 4 })
    }

    func testFilterMatchesStandardLibrary() {
        let work = perElement
        let isIncluded: @Sendable (Int) -> Bool = { x in
            busy(for: work)
            return x % 7 < 3
        }
        XCTAssertEqual(input.concurrentFilter(isIncluded), input.filter(isIncluded))
    }

    func testForEachVisitsEveryElementOnce() {
        let work = perElement
        let visited = Log<Int>()
        input.concurrentForEach { x in
            busy(for: work)
            visited.append(x)
        }
        XCTAssertEqual(visited.snapshot.sorted(), input)
    }

    func testNonRandomAccessCollectionMatchesMap() {
        let set = Set(input)
        let work = perElement
        let result = set.concurrentMap { x in
            busy(for: work)
            return scramble(x)
        }
        XCTAssertEqual(result, set.map(scramble))
    }

    func testEmptyAndSingleElement() {
        let empty: [Int] = []
        XCTAssertEqual(empty.concurrentMap(scramble), [])
        XCTAssertEqual(empty.concurrentCompactMap { $0 }, [])
        XCTAssertEqual(empty.concurrentFlatMap { [$0] }, [])
        XCTAssertEqual(empty.concurrentFilter { _ in true }, [])
        empty.concurrentForEach { _ in XCTFail("called on an empty collection") }

        XCTAssertEqual([5].concurrentMap(scramble), [scramble(5)])
        XCTAssertEqual([5].concurrentCompactMap { $0 }, [5])
        XCTAssertEqual([5].concurrentFlatMap { [$0, $0] }, [5, 5])
        XCTAssertEqual([5].concurrentFilter { _ in false }, [])
        let calls = Counter()
        [5].concurrentForEach { _ in calls.increment() }
        XCTAssertEqual(calls.value, 1)
    }

    func testErrorIsRethrownAndStopsRemainingWork() {
        let started = Counter()
        let work = perElement
        XCTAssertThrowsError(try input.concurrentMap { (x: Int) throws(TestError) -> Int in
            started.increment()
            busy(for: work)
            if x == 100 { throw TestError.failed(at: x) }
            return x
        }) { error in
            XCTAssertEqual(error as? TestError, .failed(at: 100))
        }
        XCTAssertLessThan(started.value, input.count / 2)
    }

    func testTypedErrorNeedsNoCast() {
        do {
            _ = try input.concurrentFilter { (x: Int) throws(TestError) -> Bool in
                if x == 9_000 { throw .failed(at: x) }
                return true
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .failed(at: 9_000)) // `error` is a TestError here.
        }
    }

    func testSerialErrorStartsNothingAfterTheFailingElement() {
        let started = Counter()
        XCTAssertThrowsError(try input.concurrentForEach(maxConcurrency: 1) { x throws(TestError) in
            started.increment()
            if x == 5_000 { throw .failed(at: x) }
        })
        XCTAssertEqual(started.value, 5_001)
    }

    func testFailedMapDestroysPartialResults() {
        let work = perElement
        for maxConcurrency in [nil, 1] {
            XCTAssertThrowsError(try input.concurrentMap(maxConcurrency: maxConcurrency) { (x: Int) throws(TestError) -> Tracked in
                busy(for: work)
                if x == 3_000 { throw .failed(at: x) }
                return Tracked(x)
            })
            XCTAssertEqual(Tracked.live.load(ordering: .relaxed), 0, "maxConcurrency: \(String(describing: maxConcurrency))")
        }
    }

    func testSuccessfulMapKeepsResultsAlive() {
        let result = input.concurrentMap { x in Tracked(x) }
        withExtendedLifetime(result) {
            XCTAssertEqual(result.map(\.value), input)
            XCTAssertEqual(Tracked.live.load(ordering: .relaxed), input.count)
        }
    }

    func testMaxConcurrencyOneIsSerial() {
        let tracker = InFlightTracker()
        let result = Array(0 ..< 200).concurrentMap(maxConcurrency: 1) { x in
            tracker.measure {
                busy(for: .microseconds(50))
                return x
            }
        }
        XCTAssertEqual(result, Array(0 ..< 200))
        XCTAssertEqual(tracker.peak, 1)
    }

    func testHeavyWorkRunsInParallel() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "needs at least two cores")
        let tracker = InFlightTracker()
        Array(0 ..< 200).concurrentForEach { _ in
            tracker.measure { busy(for: .microseconds(200)) }
        }
        XCTAssertGreaterThan(tracker.peak, 1)
        XCTAssertLessThanOrEqual(tracker.peak, ProcessInfo.processInfo.activeProcessorCount)
    }
}

@testable import CollectionUtilities
import XCTest

final class ChunkPlannerTests: XCTestCase {
    func testTinyRemainingWorkStaysSerial() {
        // 1 ns per element, 10_000 left: 10 µs of work is not worth waking threads.
        XCTAssertNil(ChunkPlanner.plan(remaining: 10_000, probed: 50_000, elapsed: .microseconds(50), workers: 4))
    }

    func testCheapElementsStaySerialHoweverMany() {
        // 0.5 ns per element: workers' call overhead would outweigh the split.
        XCTAssertNil(ChunkPlanner.plan(remaining: 100_000_000, probed: 40_000, elapsed: .microseconds(20), workers: 2))
    }

    func testModeratelyExpensiveElementsGoParallel() {
        // 20 ns per element over a million elements.
        XCTAssertNotNil(ChunkPlanner.plan(remaining: 1_000_000, probed: 1_000, elapsed: .microseconds(20), workers: 2))
    }

    func testShortProbeIsNotTrusted() {
        XCTAssertNil(ChunkPlanner.plan(remaining: 1_000_000, probed: 3, elapsed: .nanoseconds(100), workers: 4))
    }

    func testSingleWorkerStaysSerial() {
        XCTAssertNil(ChunkPlanner.plan(remaining: 1_000, probed: 1, elapsed: .milliseconds(1), workers: 1))
    }

    func testHeavyWorkGetsSeveralChunksPerWorkerAndPerElementChecks() throws {
        let plan = try XCTUnwrap(ChunkPlanner.plan(remaining: 1_999, probed: 1, elapsed: .microseconds(50), workers: 2))
        XCTAssertGreaterThanOrEqual(plan.chunkCount, 2 * ChunkPlanner.chunksPerWorker)
        XCTAssertEqual(plan.batchSize, 1)
        XCTAssertEqual(plan.workers, 2)
    }

    func testWorkersNeverExceedChunks() throws {
        let plan = try XCTUnwrap(ChunkPlanner.plan(remaining: 3, probed: 1, elapsed: .milliseconds(1), workers: 8))
        XCTAssertEqual(plan.chunkCount, 3)
        XCTAssertEqual(plan.workers, 3)
    }

    func testChunksTileTheRemainingElements() {
        let plan = ChunkPlan(elementCount: 1_003, chunkCount: 10, batchSize: 1, workers: 2)
        let ranges = (0 ..< plan.chunkCount).map(plan.offsets(ofChunk:))
        XCTAssertEqual(ranges.first?.lowerBound, 0)
        XCTAssertEqual(ranges.last?.upperBound, 1_003)
        for (left, right) in zip(ranges, ranges.dropFirst()) {
            XCTAssertEqual(left.upperBound, right.lowerBound)
        }
        XCTAssertLessThanOrEqual(ranges.map(\.count).max()! - ranges.map(\.count).min()!, 1)
    }
}

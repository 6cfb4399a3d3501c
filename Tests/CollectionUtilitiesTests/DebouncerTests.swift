import CollectionUtilities
import XCTest

final class DebouncerTests: XCTestCase {
    private let delay = Duration.milliseconds(100)
    /// Comfortably longer than `delay`, so a due action has surely run.
    private let settle = Duration.milliseconds(400)

    func testOnlyLastOfRapidSchedulesRunsOnce() async throws {
        let debouncer = Debouncer(delay: delay)
        let runs = Log<Int>()
        for call in 0 ..< 5 {
            debouncer.schedule { runs.append(call) }
        }
        try await Task.sleep(for: settle)
        XCTAssertEqual(runs.snapshot, [4])
    }

    func testActionWaitsForTheDelay() async throws {
        let debouncer = Debouncer(delay: .seconds(5))
        let runs = Log<Int>()
        debouncer.schedule { runs.append(1) }
        try await Task.sleep(for: .milliseconds(100))
        XCTAssertEqual(runs.snapshot, [])
        debouncer.cancel()
    }

    func testCancelDropsPendingAction() async throws {
        let debouncer = Debouncer(delay: delay)
        let runs = Log<Int>()
        debouncer.schedule { runs.append(1) }
        debouncer.cancel()
        try await Task.sleep(for: settle)
        XCTAssertEqual(runs.snapshot, [])
    }

    func testScheduleAfterDelayElapsedRunsAgain() async throws {
        let debouncer = Debouncer(delay: delay)
        let runs = Log<Int>()
        debouncer.schedule { runs.append(1) }
        try await Task.sleep(for: settle)
        debouncer.schedule { runs.append(2) }
        try await Task.sleep(for: settle)
        XCTAssertEqual(runs.snapshot, [1, 2])
    }

    func testCustomDelayOverridesDefault() async throws {
        let debouncer = Debouncer(delay: .seconds(60))
        let runs = Log<Int>()
        debouncer.schedule(after: .milliseconds(20)) { runs.append(1) }
        try await Task.sleep(for: settle)
        XCTAssertEqual(runs.snapshot, [1])
    }

    func testFlushRunsPendingActionNowAndOnlyOnce() async throws {
        let debouncer = Debouncer(delay: delay)
        let runs = Log<Int>()
        debouncer.schedule { runs.append(1) }
        await debouncer.flush()
        XCTAssertEqual(runs.snapshot, [1])
        try await Task.sleep(for: settle)
        XCTAssertEqual(runs.snapshot, [1])
        await debouncer.flush()
        XCTAssertEqual(runs.snapshot, [1])
    }

    func testReleasingDebouncerDropsPendingAction() async throws {
        let runs = Log<Int>()
        do {
            let debouncer = Debouncer(delay: delay)
            debouncer.schedule { runs.append(1) }
        }
        try await Task.sleep(for: settle)
        XCTAssertEqual(runs.snapshot, [])
    }
}

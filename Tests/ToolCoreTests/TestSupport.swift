import Foundation
import Synchronization
import XCTest

/// An array many tasks can append to.
final class LockedArray<Element: Sendable>: Sendable {
    private let storage = Mutex<[Element]>([])
    func append(_ element: Element) { storage.withLock { $0.append(element) } }
    var values: [Element] { storage.withLock { $0 } }
}

/// A folder removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("toolcore-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }
}

/// Polls `condition` until it holds, failing after `timeout`.
func waitUntil(
    timeout: Duration = .seconds(10), _ condition: () -> Bool,
    file: StaticString = #filePath, line: UInt = #line
) async throws {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else {
            XCTFail("condition not met within \(timeout)", file: file, line: line)
            return
        }
        try await Task.sleep(for: .milliseconds(20))
    }
}

/// True while `pid` names a live process. A zombie (dead, not yet reaped by an
/// init that may never reap it) counts as gone.
func isAlive(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return true }
    let state = stat[stat.index(close, offsetBy: 2)]
    return state != "Z" && state != "X"
}

func assertEventuallyGone(_ pids: [Int32], file: StaticString = #filePath, line: UInt = #line) async throws {
    XCTAssertFalse(pids.isEmpty, "no pids to check", file: file, line: line)
    try await waitUntil(timeout: .seconds(5), { !pids.contains(where: isAlive) }, file: file, line: line)
    for pid in pids where isAlive(pid) {
        XCTFail("process \(pid) is still alive", file: file, line: line)
        kill(pid, SIGKILL)
    }
}

/// An executable built beside the test bundle (the package's products folder).
func productExecutable(_ name: String) throws -> URL {
    var folder = Bundle.main.bundleURL
    if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
    let url = folder.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw MissingProduct(path: url.path)
    }
    return url
}

struct MissingProduct: Error, CustomStringConvertible {
    let path: String
    var description: String { "test helper not built at \(path) (run `swift build --build-tests`)" }
}

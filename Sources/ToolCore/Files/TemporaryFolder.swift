import Foundation
import Synchronization

/// A private folder for one run's temporary files (mode 0700, under
/// ``Paths/temporaryFolder``). ``remove()`` deletes it when the run ends; if
/// Ctrl-C or `SIGTERM` ends the process first, ``InterruptHandler`` does.
public final class TemporaryFolder: Sendable {
    public let path: String

    /// Folders not removed yet: what a signal handler must clean up.
    private static let live = Mutex<Set<String>>([])

    /// - Parameter prefix: the start of the folder's name (`swifthook`).
    public init(prefix: String) throws(FileProblem) {
        var template = Array((Paths.temporaryFolder + "/\(prefix)-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            let reason = "cannot create a temporary folder: \(String(cString: strerror(errno)))"
            throw FileProblem(path: Paths.temporaryFolder, reason: reason)
        }
        path = String(cString: made)
        Self.live.withLock { _ = $0.insert(path) }
    }

    /// `name` inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Deletes the folder and everything in it; calling it again does nothing.
    public func remove() {
        guard Self.live.withLock({ $0.remove(path) }) != nil else { return }
        try? FileManager.default.removeItem(atPath: path)
    }

    deinit { remove() }

    /// Removes every folder still there: the process is about to end.
    static func removeAllLeft() {
        for path in live.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The process groups of every child we are running right now.
///
/// Each child runs in a process group of its own (its pid is the group id), so
/// one `kill(-group, …)` reaches it and everything it started. An interrupt of
/// our own process uses this list to take every group down before we exit.
public final class ProcessGroupRegistry: Sendable {
    public static let shared = ProcessGroupRegistry()

    // An array: a handful of groups at a time, and a `Set<Int32>` costs a scan
    // of the binary's conformances when it is first made.
    private let groups = Mutex([Int32]())

    func register(_ group: Int32) {
        groups.withLock { $0.append(group) }
    }

    func unregister(_ group: Int32) {
        groups.withLock { groups in
            if let index = groups.firstIndex(of: group) { groups.remove(at: index) }
        }
    }

    /// The groups currently registered.
    public var liveGroups: [Int32] { groups.withLock { $0 } }

    /// Sends `SIGTERM` to every group, waits up to `grace` for them to empty,
    /// then sends `SIGKILL` to whatever is left. Blocks the calling thread: it is
    /// meant for the moment we are about to exit.
    public func terminateAll(grace: Duration) {
        let targets = liveGroups
        for group in targets { _ = kill(-group, SIGTERM) }
        let deadline = ContinuousClock.now + grace
        while ContinuousClock.now < deadline, targets.contains(where: Self.groupHasMembers) {
            usleep(10_000)
        }
        for group in targets { _ = kill(-group, SIGKILL) }
    }

    /// Kills what is left of one group after its leader is gone: a child that
    /// backgrounded work and exited must not leave orphans behind.
    static func killRemainder(of group: Int32) {
        _ = kill(-group, SIGKILL)
    }

    static func groupHasMembers(_ group: Int32) -> Bool {
        kill(-group, 0) == 0
    }
}

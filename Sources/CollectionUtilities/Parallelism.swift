#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decides how many workers an operation may use.
@usableFromInline
enum Parallelism {
    /// Active cores, read once: `ProcessInfo` may consult the OS (affinity, cgroup
    /// quotas) on every access, which would dominate small operations.
    @usableFromInline
    static let activeCores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Threads for a CPU-bound operation: the active cores, capped by `maxConcurrency`.
    /// More threads than cores would only add contention.
    @usableFromInline
    static func threads(maxConcurrency: Int?) -> Int {
        min(width(maxConcurrency: maxConcurrency), activeCores)
    }

    /// Tasks in flight for an async operation: `maxConcurrency`, or the active cores.
    /// Not capped by the cores, since async work often waits rather than computes.
    @usableFromInline
    static func width(maxConcurrency: Int?) -> Int {
        guard let maxConcurrency else { return activeCores }
        precondition(maxConcurrency > 0, "maxConcurrency must be at least 1")
        return maxConcurrency
    }
}

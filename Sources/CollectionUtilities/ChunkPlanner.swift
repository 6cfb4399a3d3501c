/// How the elements left after the serial probe are split among workers.
@usableFromInline
struct ChunkPlan: Sendable {
    /// Elements still to process.
    @usableFromInline let elementCount: Int
    /// Chunks the elements are cut into; workers claim them one at a time.
    @usableFromInline let chunkCount: Int
    /// Elements processed between two checks of the stop flag.
    @usableFromInline let batchSize: Int
    /// Threads to run (never more than there are chunks).
    @usableFromInline let workers: Int

    /// Offsets, relative to the first remaining element, covered by `chunk`.
    /// Sizes differ by at most one so that chunks cost about the same.
    @inlinable
    func offsets(ofChunk chunk: Int) -> Range<Int> {
        let size = elementCount / chunkCount
        let extra = elementCount % chunkCount
        let lower = chunk * size + min(chunk, extra)
        return lower ..< lower + size + (chunk < extra ? 1 : 0)
    }
}

/// Chooses between finishing serially and splitting the rest into chunks,
/// from how long the serially processed prefix took.
///
/// The serial loop runs with the caller's closure inlined, while workers call it
/// through its generic calling convention; so parallelism is chosen only when the
/// estimated parallel time, including that per-element overhead and the start-up
/// cost, clearly beats finishing serially.
@usableFromInline
enum ChunkPlanner {
    /// Serial time measured before the per-element cost is trusted.
    static let probeBudget = Duration.microseconds(20)
    /// Fixed cost of going parallel: computing chunk bounds and waking threads.
    static let startupCost = Duration.microseconds(50)
    /// Extra cost per element on a worker, where the closure cannot be inlined.
    static let workerCallCost = Duration.nanoseconds(4)
    /// Fraction of the serial estimate the parallel estimate must stay under.
    static let requiredGain = 0.9
    /// Preferred work per chunk: large enough to amortise claiming it, small
    /// enough that the last chunks balance out between workers.
    static let chunkTarget = Duration.microseconds(100)
    /// Preferred work between stop-flag checks, so a failure stops others quickly.
    static let batchTarget = Duration.microseconds(2)
    /// Minimum chunks per worker, so a slow worker can be compensated for.
    static let chunksPerWorker = 4

    /// Returns a plan for the `remaining` elements, or `nil` to keep going serially
    /// (the probe is too short to judge, or parallelism would not pay off).
    ///
    /// - Parameters:
    ///   - remaining: Elements not processed yet.
    ///   - probed: Elements processed serially so far.
    ///   - elapsed: Time those `probed` elements took.
    ///   - workers: Threads available.
    @usableFromInline
    static func plan(remaining: Int, probed: Int, elapsed: Duration, workers: Int) -> ChunkPlan? {
        guard workers > 1, remaining > 1, probed > 0, elapsed >= probeBudget else { return nil }
        let perElement = nanoseconds(elapsed) / Double(probed)
        let serial = perElement * Double(remaining)
        let parallel = nanoseconds(startupCost)
            + (perElement + nanoseconds(workerCallCost)) * Double(remaining) / Double(workers)
        guard parallel < serial * requiredGain else { return nil }
        let byDuration = clampedCount(serial / nanoseconds(chunkTarget), upTo: remaining)
        let chunkCount = min(remaining, max(workers * chunksPerWorker, byDuration))
        let batchSize = max(1, clampedCount(nanoseconds(batchTarget) / perElement, upTo: remaining))
        return ChunkPlan(
            elementCount: remaining,
            chunkCount: chunkCount,
            batchSize: batchSize,
            workers: min(workers, chunkCount)
        )
    }

    /// `value` rounded down, within `0...limit` (avoids trapping on huge estimates).
    private static func clampedCount(_ value: Double, upTo limit: Int) -> Int {
        Int(min(max(value, 0), Double(limit)))
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
    }
}

import Dispatch
import Synchronization

extension Collection where Self: Sendable, Element: Sendable, Index: Sendable {
    /// Calls `body` on consecutive index ranges that together cover the collection
    /// once, in parallel when the work is worth it.
    ///
    /// A serial prefix is processed in doubling batches while being timed; once the
    /// per-element cost is known, `ChunkPlanner` either lets the serial loop run to
    /// the end or splits the rest into chunks that workers claim through an atomic
    /// counter. Always inlined, so that `body` (and the caller's closure in it) is
    /// inlined into the serial loop.
    ///
    /// - Parameters:
    ///   - total: `count`, passed in because it is O(n) for some collections.
    ///   - maxConcurrency: Upper bound on threads; `nil` means every active core.
    ///   - body: Processes `range`, whose first element is at offset `offset`. It may
    ///     run on any thread, concurrently with other calls, and must undo its own
    ///     partial effects before throwing.
    ///   - rollback: On failure, called on this thread with the offsets of every
    ///     range that completed, before the first error is rethrown.
    @inlinable @inline(__always)
    func forEachRange<E: Error>(
        total: Int,
        maxConcurrency: Int?,
        _ body: @Sendable (_ range: Range<Index>, _ offset: Int) throws(E) -> Void,
        rollback: (Range<Int>) -> Void
    ) throws(E) {
        // One element needs no core count (reading it may open cgroup files).
        let workers = total > 1 ? Parallelism.threads(maxConcurrency: maxConcurrency) : 1
        guard workers > 1 else {
            try body(startIndex ..< endIndex, 0)
            return
        }
        let start = ContinuousClock.now
        var done = 0
        var position = startIndex
        var batch = 1
        while done < total {
            let size = Swift.min(batch, total - done)
            let end = index(position, offsetBy: size)
            do throws(E) {
                try body(position ..< end, done)
            } catch {
                rollback(0 ..< done)
                throw error
            }
            done += size
            position = end
            batch = size * 2
            let elapsed = ContinuousClock.now - start
            if let plan = ChunkPlanner.plan(remaining: total - done, probed: done, elapsed: elapsed, workers: workers) {
                try runChunks(plan, from: position, offset: done, body, rollback: rollback)
                return
            }
        }
    }

    /// Runs the chunks of `plan`, which start at `first` (offset `base`), on
    /// `plan.workers` threads; on failure also rolls back the serial prefix `0..<base`.
    @inlinable
    func runChunks<E: Error>(
        _ plan: ChunkPlan,
        from first: Index,
        offset base: Int,
        _ body: @Sendable (Range<Index>, Int) throws(E) -> Void,
        rollback: (Range<Int>) -> Void
    ) throws(E) {
        let bounds = chunkBounds(plan, from: first)
        let progress = UnsafeMutableBufferPointer<Int>.allocate(capacity: plan.chunkCount)
        progress.initialize(repeating: 0)
        defer { progress.deallocate() }
        let completed = DisjointSlots(progress)
        let nextChunk = Atomic<Int>(0)
        let failure = Mutex<E?>(nil)
        // Mirrors `failure != nil`, so workers can poll it without taking the lock.
        let failed = Atomic<Bool>(false)
        DispatchQueue.concurrentPerform(iterations: plan.workers) { _ in
            while !failed.load(ordering: .relaxed) {
                let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
                guard chunk < plan.chunkCount else { return }
                let offsets = plan.offsets(ofChunk: chunk)
                completed[chunk] = runChunk(
                    base + offsets.lowerBound ..< base + offsets.upperBound,
                    from: bounds[chunk],
                    batchSize: plan.batchSize,
                    body,
                    failed: failed,
                    failure: failure
                )
            }
        }
        guard let error = failure.withLock({ $0 }) else { return }
        rollback(0 ..< base)
        for chunk in 0 ..< plan.chunkCount {
            let lower = base + plan.offsets(ofChunk: chunk).lowerBound
            rollback(lower ..< lower + completed[chunk])
        }
        throw error
    }

    /// Processes the elements at `offsets`, starting at index `first`, in batches of
    /// `batchSize`, until done or until `failed` is set; records a thrown error in
    /// `failure`. Returns how many elements completed.
    @inlinable
    func runChunk<E: Error>(
        _ offsets: Range<Int>,
        from first: Index,
        batchSize: Int,
        _ body: @Sendable (Range<Index>, Int) throws(E) -> Void,
        failed: borrowing Atomic<Bool>,
        failure: borrowing Mutex<E?>
    ) -> Int {
        var position = first
        var offset = offsets.lowerBound
        // Checking between batches bounds the work done after another worker failed.
        while offset < offsets.upperBound, !failed.load(ordering: .relaxed) {
            let size = Swift.min(batchSize, offsets.upperBound - offset)
            let end = index(position, offsetBy: size)
            do throws(E) {
                try body(position ..< end, offset)
            } catch {
                failure.withLock { if $0 == nil { $0 = error } }
                failed.store(true, ordering: .relaxed)
                break
            }
            offset += size
            position = end
        }
        return offset - offsets.lowerBound
    }

    /// The index at which each chunk of `plan` starts, plus the end index.
    @inlinable
    func chunkBounds(_ plan: ChunkPlan, from first: Index) -> [Index] {
        var bounds = [first]
        bounds.reserveCapacity(plan.chunkCount + 1)
        var position = first
        for chunk in 0 ..< plan.chunkCount {
            position = index(position, offsetBy: plan.offsets(ofChunk: chunk).count)
            bounds.append(position)
        }
        return bounds
    }
}

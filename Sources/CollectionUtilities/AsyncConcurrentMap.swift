// Async, order-preserving counterparts of `map`, `compactMap`, `flatMap`,
// `filter` and `forEach`, with bounded concurrency.
//
// These live on `Sequence` and take `async` closures. On a `Sendable` collection a
// call could also match the synchronous overloads; Swift then prefers the
// synchronous ones (more specific `Collection` extension) unless the closure is
// async, i.e. contains `await` or is written `{ x async in ... }`.

extension Sequence where Element: Sendable {
    /// Returns the results of `transform` on every element, in the sequence's order,
    /// running at most `maxConcurrency` calls at a time in child tasks.
    ///
    /// The sequence is iterated lazily on the calling task: a new element is taken
    /// only when a slot in the window frees up.
    ///
    /// On a `Sendable` collection, a closure that neither contains `await` nor is
    /// written `{ x async in ... }` selects the synchronous, thread-based overload.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most calls in flight; `nil` (the default) means one per
    ///     active core. Not capped by the cores, so I/O-bound work may use more. Must
    ///     be positive.
    ///   - transform: Called once per element, in a child task.
    /// - Returns: `transform`'s results, in the order of the elements.
    /// - Throws: The first error a call throws, after cancelling and awaiting the
    ///   calls still running. If the calling task is cancelled, no further element is
    ///   started, running calls see the cancellation, and `CancellationError` is
    ///   thrown even if they finish normally.
    public func concurrentMap<T: Sendable>(
        maxConcurrency: Int? = nil,
        _ transform: @escaping @Sendable (Element) async throws -> T
    ) async throws -> [T] {
        try await collectConcurrently(width: Parallelism.width(maxConcurrency: maxConcurrency), transform)
    }

    /// Returns the non-`nil` results of `transform` on every element, in the
    /// sequence's order, running at most `maxConcurrency` calls at a time.
    ///
    /// Concurrency, cancellation and error behaviour are those of the async
    /// `concurrentMap(maxConcurrency:_:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most calls in flight; `nil` means one per active core.
    ///   - transform: Called once per element, in a child task.
    /// - Returns: The non-`nil` results, in the order of the elements.
    /// - Throws: The first error a call throws, or `CancellationError`.
    public func concurrentCompactMap<T: Sendable>(
        maxConcurrency: Int? = nil,
        _ transform: @escaping @Sendable (Element) async throws -> T?
    ) async throws -> [T] {
        let optionals = try await concurrentMap(maxConcurrency: maxConcurrency, transform)
        return optionals.compactMap { $0 }
    }

    /// Returns the concatenated sequences `transform` produces for every element, in
    /// the sequence's order, running at most `maxConcurrency` calls at a time.
    ///
    /// Each produced sequence is copied into an array inside its child task.
    /// `S: SendableMetatype` (true of any type without actor-isolated conformances)
    /// is needed because that copy uses `S`'s conformance off the calling thread.
    /// Concurrency, cancellation and error behaviour are those of the async
    /// `concurrentMap(maxConcurrency:_:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most calls in flight; `nil` means one per active core.
    ///   - transform: Called once per element, in a child task.
    /// - Returns: The elements of every produced sequence, in order.
    /// - Throws: The first error a call throws, or `CancellationError`.
    public func concurrentFlatMap<S: Sequence>(
        maxConcurrency: Int? = nil,
        _ transform: @escaping @Sendable (Element) async throws -> S
    ) async throws -> [S.Element] where S: SendableMetatype, S.Element: Sendable {
        let segments = try await concurrentMap(maxConcurrency: maxConcurrency) { element in
            try await Array(transform(element))
        }
        return segments.joinedPreservingCapacity()
    }

    /// Returns the elements for which `isIncluded` returns `true`, in the sequence's
    /// order, running at most `maxConcurrency` predicate calls at a time.
    ///
    /// Concurrency, cancellation and error behaviour are those of the async
    /// `concurrentMap(maxConcurrency:_:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most calls in flight; `nil` means one per active core.
    ///   - isIncluded: Called once per element, in a child task.
    /// - Returns: The included elements, in order.
    /// - Throws: The first error a call throws, or `CancellationError`.
    public func concurrentFilter(
        maxConcurrency: Int? = nil,
        _ isIncluded: @escaping @Sendable (Element) async throws -> Bool
    ) async throws -> [Element] {
        // The element travels with its verdict, so single-pass sequences work too.
        try await concurrentCompactMap(maxConcurrency: maxConcurrency) { element in
            try await isIncluded(element) ? element : nil
        }
    }

    /// Calls `body` on every element, at most `maxConcurrency` calls at a time, and
    /// returns once all calls have finished.
    ///
    /// Calls start in the sequence's order but may finish in any order. Concurrency,
    /// cancellation and error behaviour are those of the async
    /// `concurrentMap(maxConcurrency:_:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most calls in flight; `nil` means one per active core.
    ///   - body: Called once per element, in a child task.
    /// - Throws: The first error a call throws, or `CancellationError`.
    public func concurrentForEach(
        maxConcurrency: Int? = nil,
        _ body: @escaping @Sendable (Element) async throws -> Void
    ) async throws {
        _ = try await collectConcurrently(width: Parallelism.width(maxConcurrency: maxConcurrency), body)
    }

    /// The sliding window behind every async variant: keeps at most `width` child
    /// tasks in flight, starting the next element whenever one finishes, and puts
    /// each result back at its element's position.
    func collectConcurrently<R: Sendable>(
        width: Int,
        _ operation: @escaping @Sendable (Element) async throws -> R
    ) async throws -> [R] {
        try await withThrowingTaskGroup(of: (Int, R).self) { group in
            var results: [R?] = []
            results.reserveCapacity(underestimatedCount)
            var elements = makeIterator()
            var exhausted = false
            var inFlight = 0
            while true {
                while !exhausted, inFlight < width {
                    try Task.checkCancellation()
                    if let element = elements.next() {
                        let position = results.count
                        results.append(nil)
                        group.addTask { (position, try await operation(element)) }
                        inFlight += 1
                    } else {
                        exhausted = true
                    }
                }
                // Throwing here cancels and awaits the remaining child tasks.
                guard let finished = try await group.next() else { break }
                results[finished.0] = finished.1
                inFlight -= 1
            }
            // Calls may have ignored a cancellation; the caller still must not get results.
            try Task.checkCancellation()
            // The group is drained, so every slot has been filled.
            return results.map { $0! }
        }
    }
}

// Synchronous, order-preserving parallel counterparts of `map`, `compactMap`,
// `flatMap`, `filter` and `forEach`.
//
// `Index: Sendable` is required because workers receive chunk boundaries
// computed on the calling thread.
//
// The entry points are `@inline(__always)` so that the caller's closure literal is
// inlined into the serial loop: that is what lets trivial closures run as fast as
// `map` (a closure called through its generic convention costs several ns a call).

extension Collection where Self: Sendable, Element: Sendable, Index: Sendable {
    /// Returns the results of `transform` on every element, in the collection's order,
    /// computing them on several threads when that pays off.
    ///
    /// A short prefix is mapped serially while being timed. If threads would not
    /// clearly pay off (little work in total, or a closure so cheap that calling it
    /// off-thread costs more than it does) the map stays serial, costing no more than
    /// `map`; otherwise the rest is cut into several chunks per thread, claimed
    /// dynamically, and run with `DispatchQueue.concurrentPerform`. Each result is
    /// written once, straight into the returned array's storage.
    ///
    /// The calling thread blocks until every element is done. Swift selects this
    /// overload over the `async` one whenever the closure is synchronous, even in an
    /// async context; write `{ x async in ... }` to get the task-based overload.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most threads to use; `nil` (the default) uses every active
    ///     core, `1` is a plain serial map. Must be positive.
    ///   - transform: Called exactly once per element, possibly concurrently from
    ///     several threads.
    /// - Returns: `transform`'s results, in the order of the elements.
    /// - Throws: The first error `transform` throws. Other threads notice the failure
    ///   within a couple of microseconds of work (at the latest after their current
    ///   element) and start no further elements; results already computed are destroyed.
    @inlinable @inline(__always)
    public func concurrentMap<T: Sendable, E: Error>(
        maxConcurrency: Int? = nil,
        _ transform: @Sendable (Element) throws(E) -> T
    ) throws(E) -> [T] {
        let total = count
        guard total > 0 else { return [] }
        var failure: E?
        let results = [T](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            let slots = DisjointSlots(buffer)
            do throws(E) {
                try forEachRange(total: total, maxConcurrency: maxConcurrency, { range, offset throws(E) in
                    try self.initialize(slots, from: range, at: offset, transform)
                }, rollback: slots.deinitialize)
                initializedCount = total
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return results
    }

    /// Returns the non-`nil` results of `transform` on every element, in the
    /// collection's order, computing them on several threads when that pays off.
    ///
    /// Scheduling, blocking and error behaviour are those of `concurrentMap(maxConcurrency:_:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most threads to use; `nil` uses every active core, `1` is serial.
    ///   - transform: Called exactly once per element, possibly concurrently.
    /// - Returns: The non-`nil` results, in the order of the elements.
    /// - Throws: The first error `transform` throws.
    @inlinable @inline(__always)
    public func concurrentCompactMap<T: Sendable, E: Error>(
        maxConcurrency: Int? = nil,
        _ transform: @Sendable (Element) throws(E) -> T?
    ) throws(E) -> [T] {
        let optionals: [T?] = try concurrentMap(maxConcurrency: maxConcurrency, transform)
        return optionals.compactMap { $0 }
    }

    /// Returns the concatenated sequences `transform` produces for every element, in
    /// the collection's order, computing them on several threads when that pays off.
    ///
    /// Each returned sequence is copied into an array on the worker that produced it,
    /// so lazy sequences are also evaluated in parallel.
    /// `S: SendableMetatype` (true of any type without actor-isolated conformances)
    /// is needed because that copy uses `S`'s conformance off the calling thread.
    /// Scheduling, blocking and error behaviour are those of `concurrentMap(maxConcurrency:_:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most threads to use; `nil` uses every active core, `1` is serial.
    ///   - transform: Called exactly once per element, possibly concurrently.
    /// - Returns: The elements of every produced sequence, in order.
    /// - Throws: The first error `transform` throws.
    @inlinable @inline(__always)
    public func concurrentFlatMap<S: Sequence, E: Error>(
        maxConcurrency: Int? = nil,
        _ transform: @Sendable (Element) throws(E) -> S
    ) throws(E) -> [S.Element] where S: SendableMetatype, S.Element: Sendable {
        let segments = try concurrentMap(maxConcurrency: maxConcurrency) { element throws(E) in
            try Array(transform(element))
        }
        return segments.joinedPreservingCapacity()
    }

    /// Returns the elements for which `isIncluded` returns `true`, in the collection's
    /// order, evaluating the predicate on several threads when that pays off.
    ///
    /// Scheduling, blocking and error behaviour are those of `concurrentMap(maxConcurrency:_:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most threads to use; `nil` uses every active core, `1` is serial.
    ///   - isIncluded: Called exactly once per element, possibly concurrently.
    /// - Returns: The included elements, in order.
    /// - Throws: The first error `isIncluded` throws.
    @inlinable @inline(__always)
    public func concurrentFilter<E: Error>(
        maxConcurrency: Int? = nil,
        _ isIncluded: @Sendable (Element) throws(E) -> Bool
    ) throws(E) -> [Element] {
        let verdicts = try concurrentMap(maxConcurrency: maxConcurrency, isIncluded)
        var included: [Element] = []
        for (element, isIncluded) in zip(self, verdicts) where isIncluded {
            included.append(element)
        }
        return included
    }

    /// Calls `body` on every element, on several threads when that pays off, and
    /// returns once all calls have finished.
    ///
    /// Calls may run in any order and concurrently. Scheduling, blocking and error
    /// behaviour are those of `concurrentMap(maxConcurrency:_:)`.
    ///
    /// - Parameters:
    ///   - maxConcurrency: Most threads to use; `nil` uses every active core, `1` is serial.
    ///   - body: Called exactly once per element unless an earlier call throws.
    /// - Throws: The first error `body` throws.
    @inlinable @inline(__always)
    public func concurrentForEach<E: Error>(
        maxConcurrency: Int? = nil,
        _ body: @Sendable (Element) throws(E) -> Void
    ) throws(E) {
        try forEachRange(total: count, maxConcurrency: maxConcurrency, { range, _ throws(E) in
            for element in self[range] {
                try body(element)
            }
        }, rollback: { _ in })
    }

    /// Writes `transform` of the elements in `range` into `slots`, starting at slot
    /// `offset`; if `transform` throws, destroys what it wrote before rethrowing.
    @inlinable @inline(__always)
    func initialize<T, E: Error>(
        _ slots: DisjointSlots<T>,
        from range: Range<Index>,
        at offset: Int,
        _ transform: (Element) throws(E) -> T
    ) throws(E) {
        var slot = offset
        var position = range.lowerBound
        do throws(E) {
            while position != range.upperBound {
                try slots.initialize(slot, to: transform(self[position]))
                slot += 1
                formIndex(after: &position)
            }
        } catch {
            slots.deinitialize(offset ..< slot)
            throw error
        }
    }
}

extension Array where Element: Collection {
    /// The concatenation of the inner collections, allocated once at its final size.
    @inlinable
    func joinedPreservingCapacity() -> [Element.Element] {
        var joined: [Element.Element] = []
        joined.reserveCapacity(reduce(0) { $0 + $1.count })
        for segment in self {
            joined.append(contentsOf: segment)
        }
        return joined
    }
}

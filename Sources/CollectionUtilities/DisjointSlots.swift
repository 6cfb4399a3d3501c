/// A view of raw memory whose slots are written by several threads at once.
///
/// `@unchecked Sendable` is sound only under the discipline every user follows:
/// each slot is written by exactly one worker, and slots are read or destroyed
/// only after all workers have joined (`concurrentPerform` returning is the
/// synchronisation point).
@usableFromInline
struct DisjointSlots<Value>: @unchecked Sendable {
    @usableFromInline
    let base: UnsafeMutablePointer<Value>

    @inlinable
    init(_ buffer: UnsafeMutableBufferPointer<Value>) {
        // Only called with a non-empty buffer, so `baseAddress` exists.
        base = buffer.baseAddress!
    }

    /// Initializes the uninitialized slot `index`.
    @inlinable
    func initialize(_ index: Int, to value: consuming Value) {
        (base + index).initialize(to: value)
    }

    /// Destroys the initialized slots in `range`.
    @inlinable
    func deinitialize(_ range: Range<Int>) {
        (base + range.lowerBound).deinitialize(count: range.count)
    }

    /// The value in the initialized slot `index`.
    @inlinable
    subscript(index: Int) -> Value {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }
}

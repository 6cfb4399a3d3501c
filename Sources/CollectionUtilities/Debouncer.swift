import Synchronization

/// Runs only the last of a burst of actions, once calls have stopped for a while.
///
/// Every `schedule` restarts the delay and replaces the pending action; when the
/// delay passes with no newer call, the pending action runs once, in a new task.
/// Safe to use from any thread or task.
///
/// ```swift
/// let saver = Debouncer(delay: .milliseconds(300))
/// saver.schedule { await document.save() }   // superseded
/// saver.schedule { await document.save() }   // runs 300 ms after this call
/// ```
///
/// Dropping the last reference to a debouncer cancels its pending action.
public final class Debouncer: Sendable {
    /// An action waiting for its delay to pass.
    public typealias Action = @Sendable () async -> Void

    /// The delay `schedule(_:)` waits before running the action.
    public let delay: Duration

    /// `generation` identifies the latest schedule: a sleeping task may run the
    /// action only if no schedule, cancel or flush has happened since it was created.
    private struct State {
        var generation: UInt64 = 0
        var action: Action?
        var task: Task<Void, Never>?
    }

    private let state = Mutex(State())

    /// Creates a debouncer whose `schedule(_:)` waits `delay` before running an action.
    public init(delay: Duration) {
        self.delay = delay
    }

    deinit {
        cancel()
    }

    /// Makes `action` the pending action, to run once `delay` passes with no newer
    /// call to `schedule`, `cancel` or `flush`.
    public func schedule(_ action: @escaping Action) {
        schedule(after: delay, action)
    }

    /// Makes `action` the pending action, to run once `delay` (instead of the
    /// debouncer's own) passes with no newer call to `schedule`, `cancel` or `flush`.
    public func schedule(after delay: Duration, _ action: @escaping Action) {
        state.withLock { state in
            state.task?.cancel()
            state.generation &+= 1
            state.action = action
            let generation = state.generation
            state.task = Task { [weak self] in
                // Cancellation only ends the sleep early; `fire` decides whether to run.
                try? await Task.sleep(for: delay)
                await self?.fire(generation)
            }
        }
    }

    /// Drops the pending action, if any, without running it.
    public func cancel() {
        _ = takePendingAction()
    }

    /// Runs the pending action now, if any, instead of when its delay passes, and
    /// returns once it has finished. Useful at shutdown and in tests.
    public func flush() async {
        await takePendingAction()?()
    }

    /// Runs the pending action if it still belongs to `generation`.
    private func fire(_ generation: UInt64) async {
        let action = state.withLock { state -> Action? in
            guard state.generation == generation else { return nil }
            defer { state.action = nil; state.task = nil }
            return state.action
        }
        await action?()
    }

    /// Removes and returns the pending action, invalidating its sleeping task.
    private func takePendingAction() -> Action? {
        state.withLock { state in
            state.task?.cancel()
            state.generation &+= 1
            defer { state.action = nil; state.task = nil }
            return state.action
        }
    }
}

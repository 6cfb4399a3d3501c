import Synchronization

/// Keeps at most `limit` bytes of one output stream and remembers whether more came.
///
/// Lives outside the run so that what a child printed before a timeout or a
/// cancellation is still there afterwards.
final class OutputCollector: Sendable {
    private struct State {
        var bytes: [UInt8] = []
        var truncated = false
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    func append(_ chunk: some Collection<UInt8>) {
        state.withLock { state in
            let room = limit - state.bytes.count
            if chunk.count > room { state.truncated = true }
            if room > 0 { state.bytes.append(contentsOf: chunk.prefix(room)) }
        }
    }

    var bytes: [UInt8] { state.withLock { $0.bytes } }
    var truncated: Bool { state.withLock { $0.truncated } }
}

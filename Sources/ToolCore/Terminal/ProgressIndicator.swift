#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// A one-line `[done/total] label` counter on standard error, redrawn in place.
///
/// Draws only when standard error is a terminal and not in CI, and at most
/// every 50 ms, so it costs nothing in pipelines and little when on. Safe to
/// call from many threads.
public final class ProgressIndicator: Sendable {
    private struct State {
        var done = 0
        var lastDraw: ContinuousClock.Instant?
        var drawn = false
    }

    private let total: Int
    private let label: String
    private let enabled: Bool
    private let state = Mutex(State())

    public init(total: Int, label: String, terminal: Terminal = .current) {
        self.total = total
        self.label = label
        self.enabled = terminal.showsProgress && total > 1
    }

    /// Counts one more item done.
    public func advance() {
        guard enabled else { return }
        state.withLock { state in
            state.done += 1
            let now = ContinuousClock.now
            if let last = state.lastDraw, now - last < .milliseconds(50), state.done < total { return }
            state.lastDraw = now
            state.drawn = true
            Self.write("\r\u{1B}[2K[\(state.done)/\(total)] \(label)")
        }
    }

    /// Clears the line so the report starts on a clean one.
    public func finish() {
        guard enabled else { return }
        state.withLock { state in
            if state.drawn { Self.write("\r\u{1B}[2K") }
            state.drawn = false
        }
    }

    private static func write(_ text: String) {
        // Straight to the descriptor: no buffer, so the line appears at once.
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { systemWrite(2, $0.baseAddress, $0.count) }
    }
}

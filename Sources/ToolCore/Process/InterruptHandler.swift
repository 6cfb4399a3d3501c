#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Makes Ctrl-C (and `SIGTERM`, and `SIGHUP` when the terminal goes away) reach
/// every child.
///
/// Children run in process groups of their own, so the terminal's `SIGINT`
/// reaches only us. On such a signal we send `SIGTERM` to every live child
/// group, give them `grace` to finish, `SIGKILL` what is left, then exit with
/// `128 + signal` as a shell would.
public enum InterruptHandler {
    private static let sources = Mutex<[any DispatchSourceSignal]>([])
    /// The signal being handled, 0 when none.
    private static let pendingSignal = Atomic<Int32>(0)

    /// True once a handled signal arrived: we are about to exit.
    public static var isInterrupting: Bool { pendingSignal.load(ordering: .acquiring) != 0 }

    /// Parks the caller while an interrupt is being handled, so that work whose
    /// children were just killed cannot go on to report success, or start new
    /// children, before the handler exits the process.
    static func holdIfInterrupting() async {
        guard isInterrupting else { return }
        // Never resumed: the handler ends the process. Not a sleep, which a
        // cancelled task would skip straight through.
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }

    /// Installs the handlers; calling it again does nothing.
    public static func install(grace: Duration = .seconds(2)) {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                // The default action would kill us before we could clean up.
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler {
                    pendingSignal.store(signalNumber, ordering: .releasing)
                    ProcessGroupRegistry.shared.terminateAll(grace: grace)
                    // After the children: none of them still writes there.
                    TemporaryFolder.removeAllLeft()
                    exit(128 + signalNumber)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}

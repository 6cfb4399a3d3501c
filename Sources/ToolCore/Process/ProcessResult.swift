/// How a child process ended.
public enum Termination: Sendable, Equatable, CustomStringConvertible {
    /// It exited with this status code.
    case exited(Int32)
    /// A signal ended it (for example `SIGKILL` is 9).
    case signaled(Int32)

    public var description: String {
        switch self {
        case .exited(let code): "exit code \(code)"
        case .signaled(let signal): "signal \(signal)"
        }
    }
}

/// What a finished child left behind.
public struct ProcessResult: Sendable {
    /// The child's process id, which is also its process-group id.
    public let processID: Int32
    public let termination: Termination
    /// True when the child was stopped because its timeout expired.
    public let timedOut: Bool
    public let duration: Duration
    /// Captured standard output, at most `Command.captureLimit` bytes.
    public let standardOutput: [UInt8]
    /// Captured standard error, at most `Command.captureLimit` bytes.
    public let standardError: [UInt8]
    /// True when a stream printed more than `Command.captureLimit` bytes.
    public let outputTruncated: Bool

    /// Exited with status 0 within its time.
    public var succeeded: Bool { termination == .exited(0) && !timedOut }

    /// Standard output as text (invalid UTF-8 repaired).
    public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error as text (invalid UTF-8 repaired).
    public var errorText: String { String(decoding: standardError, as: UTF8.self) }
}

/// Why a child could not be run at all.
public enum ProcessError: Error, Equatable, CustomStringConvertible {
    /// No executable of that name in `PATH`, or no file at that path.
    case executableNotFound(String)
    /// The working directory does not exist or cannot be entered.
    case badWorkingDirectory(String)
    /// The operating system refused to start it.
    case launchFailed(command: String, reason: String)

    public var description: String {
        switch self {
        case .executableNotFound(let name):
            "command not found: '\(name)' (is it installed and on PATH?)"
        case .badWorkingDirectory(let path):
            "cannot run in '\(path)': no such directory, or no permission to enter it"
        case .launchFailed(let command, let reason):
            "could not start '\(command)': \(reason)"
        }
    }
}

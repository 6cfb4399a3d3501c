/// A process to launch: what to run, where, with which environment and input,
/// and how long it may take.
///
/// ```swift
/// let result = try await Command.shell("swift build", timeout: .seconds(600)).run()
/// ```
public struct Command: Sendable {
    /// What to execute.
    public enum Program: Sendable, Equatable {
        /// An executable looked up in `PATH` (or a path containing `/`) and its arguments.
        case executable(String, arguments: [String])
        /// A command line with the meaning `/bin/sh -c` gives it. A line that is
        /// one plain command (words, quotes, `<`, `>` or `>>` to files) starts
        /// without the shell, as GNU make does; see ``SimpleCommandLine``.
        case shell(String)
    }

    /// What the child reads on its standard input.
    public enum Input: Sendable, Equatable {
        /// The null device.
        case none
        /// These bytes, then end-of-file.
        case bytes([UInt8])
        /// Our own standard input (the terminal, or whatever we were given).
        case inherit
    }

    public var program: Program
    /// The directory the child starts in; `nil` keeps ours.
    public var workingDirectory: String?
    /// Variables added to (or overriding) our environment for the child.
    public var environment: [String: String]
    public var input: Input
    /// After this long the child's whole process group gets `SIGTERM`, then
    /// `SIGKILL` after `gracePeriod`. `nil` waits forever.
    public var timeout: Duration?
    /// Time between `SIGTERM` and `SIGKILL` on a timeout, a cancellation or an interrupt.
    public var gracePeriod: Duration
    /// How many bytes of each stream are kept in the result; the rest is still
    /// read (so a chatty child never blocks on a full pipe) but dropped.
    public var captureLimit: Int
    /// Called with every line the child prints, as it prints it, on either stream.
    public var onLine: (@Sendable (OutputLine) -> Void)?

    public init(
        _ program: Program,
        workingDirectory: String? = nil,
        environment: [String: String] = [:],
        input: Input = .none,
        timeout: Duration? = nil,
        gracePeriod: Duration = .seconds(2),
        captureLimit: Int = 16 << 20,
        onLine: (@Sendable (OutputLine) -> Void)? = nil
    ) {
        self.program = program
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.input = input
        self.timeout = timeout
        self.gracePeriod = gracePeriod
        self.captureLimit = captureLimit
        self.onLine = onLine
    }

    /// An executable and its arguments, run without a shell.
    public static func executable(
        _ name: String, _ arguments: [String] = [], timeout: Duration? = nil
    ) -> Command {
        Command(.executable(name, arguments: arguments), timeout: timeout)
    }

    /// A command line run by `/bin/sh -c`.
    public static func shell(_ commandLine: String, timeout: Duration? = nil) -> Command {
        Command(.shell(commandLine), timeout: timeout)
    }

    /// A short human-readable form of the program, for messages.
    public var displayName: String {
        switch program {
        case .executable(let name, let arguments): ([name] + arguments).joined(separator: " ")
        case .shell(let line): line
        }
    }
}

/// One line of a child's output, without its line terminator.
public struct OutputLine: Sendable, Equatable {
    public enum Stream: Sendable, Equatable {
        case standardOutput
        case standardError
    }

    public let stream: Stream
    public let text: String

    public init(stream: Stream, text: String) {
        self.stream = stream
        self.text = text
    }
}

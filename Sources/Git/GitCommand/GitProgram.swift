#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ToolCore

/// The `git` program, run synchronously for its plumbing output.
///
/// The core's `Command` is asynchronous; ``Repository`` is synchronous, as
/// libgit2 is, and its callers run it on their own threads. Plumbing
/// commands are short and read nothing from a terminal, so a plain spawn,
/// wait and read serves. Arguments and output are bytes (``LosslessText``):
/// paths are not always UTF-8.
struct GitProgram: Sendable {
    /// Options before the command (`--git-dir=…`), naming the repository.
    let leadingArguments: [String]
    /// `NAME=value` entries added to ``environment``.
    var extraEnvironment: [String] = []

    /// The environment git runs with: ours, without the variables that would
    /// make git look at another repository than the one named (libgit2 does
    /// not read them either), with prompts off.
    static let environment: [String] = {
        let locating: Set<String> = [
            "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY",
            "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE", "GIT_PREFIX", "GIT_CEILING_DIRECTORIES",
        ]
        var variables: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            let name = String(text.prefix { $0 != "=" })
            if !locating.contains(name), name != "LC_ALL", name != "GIT_TERMINAL_PROMPT" { variables.append(text) }
            entry += 1
        }
        return variables + ["LC_ALL=C", "GIT_TERMINAL_PROMPT=0"]
    }()

    /// Runs `git leading… arguments…` and returns its standard output;
    /// throws with git's message when it fails.
    func run(_ arguments: [String], input: [UInt8] = []) throws(GitError) -> [UInt8] {
        let result = try runAllowingFailure(arguments, input: input)
        guard result.status == 0 else {
            let message = String(decoding: result.error, as: UTF8.self).trimmingTrailingWhitespace
            throw GitError("git \(arguments.first ?? ""): \(EchoedText.escaped(message))")
        }
        return result.output
    }

    /// Runs git and returns its exit status and both streams, whatever the status.
    func runAllowingFailure(
        _ arguments: [String], input: [UInt8] = []
    ) throws(GitError) -> (status: Int32, output: [UInt8], error: [UInt8]) {
        let child = try GitChild(arguments: leadingArguments + arguments, environment: Self.environment + extraEnvironment)
        child.send(input)
        child.closeInput()
        let (output, error) = child.readToEnd()
        return (child.wait(), output, error)
    }

    /// Starts a long-running git (`cat-file --batch`) to talk to.
    func start(_ arguments: [String]) throws(GitError) -> GitChild {
        try GitChild(arguments: leadingArguments + arguments, environment: Self.environment + extraEnvironment)
    }
}

/// A running git, connected to its three standard streams. Its input is
/// written with `MSG_NOSIGNAL`: a git that exits early must not take us down
/// with `SIGPIPE`.
final class GitChild {
    private let processID: pid_t
    private var input: Int32
    private let output: Int32
    private let error: Int32
    private var exitStatus: Int32?

    init(arguments: [String], environment: [String]) throws(GitError) {
        // Socket pairs, not pipes: created close-on-exec in one step (no job
        // started meanwhile on another thread inherits them), and the input
        // end takes `MSG_NOSIGNAL`.
        var inputPair: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, socketType, 0, &inputPair) == 0, socketpair(AF_UNIX, socketType, 0, &outputPipe) == 0,
              socketpair(AF_UNIX, socketType, 0, &errorPipe) == 0
        else { throw GitError("cannot start git: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        let argv = (["git"] + arguments).map { LosslessText.withCString($0) { strdup($0) } } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawnp(&pid, "git", &actions, nil, argv, envp)
        [inputPair[1], outputPipe[1], errorPipe[1]].forEach { _ = close($0) }
        guard status == 0 else {
            [inputPair[0], outputPipe[0], errorPipe[0]].forEach { _ = close($0) }
            throw GitError("cannot start git: \(String(cString: strerror(status)))")
        }
        processID = pid
        input = inputPair[0]
        output = outputPipe[0]
        error = errorPipe[0]
    }

    deinit {
        closeInput()
        close(output)
        close(error)
        _ = wait()
    }

    /// Writes all of `bytes` to git's standard input; false when git stopped reading.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.send(input, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            sent += written
        }
        return true
    }

    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Both output streams until git closes them, read together so that
    /// neither pipe fills up and stalls git.
    func readToEnd() -> (output: [UInt8], error: [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var open = [output, error]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while open.contains(where: { $0 >= 0 }) {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
            for index in open.indices where open[index] >= 0 && polled[index].revents != 0 {
                let received = read(open[index], &buffer, buffer.count)
                if received > 0 {
                    collected[index] += buffer.prefix(received)
                } else if received == 0 || errno != EINTR {
                    open[index] = -1
                }
            }
        }
        return (collected[0], collected[1])
    }

    /// Reads up to and including the next `delimiter` on standard output; nil at its end.
    func readOutput(through delimiter: UInt8) -> [UInt8]? {
        var searched = 0
        while true {
            if let end = pending[searched...].firstIndex(of: delimiter) { return take(end + 1) }
            searched = pending.count
            guard fillPending() else { return nil }
        }
    }

    /// Reads exactly `count` bytes of standard output; nil if it ends first.
    func readOutput(count: Int) -> [UInt8]? {
        while pending.count < count {
            guard fillPending() else { return nil }
        }
        return take(count)
    }

    /// Standard output read ahead of what was asked for.
    private var pending: [UInt8] = []

    private func take(_ count: Int) -> [UInt8] {
        defer { pending.removeFirst(count) }
        return Array(pending.prefix(count))
    }

    private func fillPending() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let received = read(output, &buffer, buffer.count)
            if received < 0, errno == EINTR { continue }
            guard received > 0 else { return false }
            pending += buffer.prefix(received)
            return true
        }
    }

    /// Waits for git to end: its exit status (128 + the signal when one ended it).
    func wait() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0, errno == EINTR {}
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
        exitStatus = code
        return code
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        String(self[..<(lastIndex { !$0.isWhitespace }.map(index(after:)) ?? startIndex)])
    }
}

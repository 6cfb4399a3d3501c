import CollectionUtilities
import Subprocess
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(System)
import System
#else
import SystemPackage
#endif

extension Command {
    /// Runs the command to completion and returns how it ended.
    ///
    /// The child gets a process group of its own. On timeout, on cancellation of
    /// the calling task, or on an interrupt of our process (see
    /// ``InterruptHandler``) that whole group gets `SIGTERM`, then `SIGKILL`
    /// after ``gracePeriod``; whatever the child left running in its group when
    /// it exited is killed too, so nothing it started outlives the run.
    ///
    /// - Throws: ``ProcessError`` when the child cannot be started;
    ///   `CancellationError` when the calling task was cancelled.
    public func run() async throws -> ProcessResult {
        await InterruptHandler.holdIfInterrupting()
        let start = ContinuousClock.now
        let output = OutputCollector(limit: captureLimit)
        let errors = OutputCollector(limit: captureLimit)
        let (status, pid, timedOut) = try await runWithTimeout(output: output, errors: errors)
        await InterruptHandler.holdIfInterrupting()
        return ProcessResult(
            processID: pid,
            termination: status,
            timedOut: timedOut,
            duration: ContinuousClock.now - start,
            standardOutput: output.bytes,
            standardError: errors.bytes,
            outputTruncated: output.truncated || errors.truncated
        )
    }

    /// Runs many commands, at most `maxConcurrency` at a time, and returns their
    /// results in the order given (not the order they finished).
    public static func runAll(
        _ commands: [Command], maxConcurrency: Int
    ) async throws -> [Result<ProcessResult, ProcessError>] {
        try await commands.concurrentMap(maxConcurrency: max(1, maxConcurrency)) { command in
            do {
                return .success(try await command.run())
            } catch let error as ProcessError {
                return .failure(error)
            }
        }
    }

    // swift-subprocess has no timeout: race the run against a sleep and cancel
    // the loser. Cancelling the run triggers its teardown sequence.
    private func runWithTimeout(
        output: OutputCollector, errors: OutputCollector
    ) async throws -> (Termination, Int32, timedOut: Bool) {
        guard let timeout else {
            let (status, pid) = try await launch(output: output, errors: errors)
            return (status, pid, false)
        }
        return try await withThrowingTaskGroup(of: (Termination, Int32)?.self) { group in
            group.addTask { try await launch(output: output, errors: errors) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            let first = try await group.next()!
            group.cancelAll()
            if let finished = first { return (finished.0, finished.1, false) }
            // The timer won: wait for the cancelled run to tear the group down.
            while let next = try? await group.next() {
                if let stopped = next { return (stopped.0, stopped.1, true) }
            }
            throw CancellationError()
        }
    }

    private func launch(
        output: OutputCollector, errors: OutputCollector
    ) async throws -> (Termination, Int32) {
        let streams = Streams(output: output, errors: errors, onLine: onLine)
        do {
            if case .shell(let line) = program, let simple = SimpleCommandLine(parsing: line),
               let ran = try await launchDirectly(simple, streams: streams) {
                return ran
            }
            return try await launch(subprocessConfiguration(), streams: streams)
        } catch let error as SubprocessError {
            throw translate(error)
        }
    }

    /// Starts a simple line without the shell; nil when the shell has to run it
    /// after all (see ``DirectLaunch``), including when the start itself fails,
    /// so that the shell reports that failure in its own words.
    private func launchDirectly(_ line: SimpleCommandLine, streams: Streams) async throws -> (Termination, Int32)? {
        let directory = workingDirectory.map { $0.hasPrefix("/") ? $0 : Self.currentDirectory() + "/" + $0 }
            ?? Self.currentDirectory()
        guard let direct = DirectLaunch(
            line, directory: directory,
            searchPath: environment["PATH"] ?? EnvironmentVariables.value("PATH"),
            workingDirectoryVariable: environment["PWD"] ?? EnvironmentVariables.value("PWD"))
        else { return nil }
        defer { direct.closeFiles() }
        var configuration = subprocessConfiguration(pwd: direct.workingDirectoryVariable)
        configuration.executable = .path(FilePath(direct.executable))
        configuration.arguments = Arguments(executablePathOverride: direct.command, remainingValues: direct.arguments)
        var redirected = streams
        redirected.outputFile = direct.standardOutput
        redirected.errorFile = direct.standardError
        do {
            return try await launch(configuration, streams: redirected, inputFile: direct.standardInput)
        } catch let error as SubprocessError
            where [.executableNotFound, .spawnFailed, .failedToChangeWorkingDirectory].contains(error.code) {
            return nil
        }
    }

    /// Where the child's output goes: collected (and passed on line by line),
    /// or into a file the command line redirected it to.
    private struct Streams: Sendable {
        let output: OutputCollector
        let errors: OutputCollector
        let onLine: (@Sendable (OutputLine) -> Void)?
        var outputFile: FileDescriptor?
        var errorFile: FileDescriptor?
    }

    private func launch(
        _ configuration: Configuration, streams: Streams, inputFile: FileDescriptor? = nil
    ) async throws -> (Termination, Int32) {
        if let inputFile {
            return try await launch(configuration, input: .fileDescriptor(inputFile, closeAfterSpawningProcess: false), streams: streams)
        }
        switch input {
        case .none: return try await launch(configuration, input: .none, streams: streams)
        case .bytes(let bytes): return try await launch(configuration, input: .array(bytes), streams: streams)
        case .inherit: return try await launch(configuration, input: .currentStandardInput, streams: streams)
        }
    }

    private func launch(
        _ configuration: Configuration, input: some InputProtocol, streams: Streams
    ) async throws -> (Termination, Int32) {
        switch (streams.outputFile, streams.errorFile) {
        case (nil, nil):
            try await supervise(configuration, input: input, output: .sequence, error: .sequence) { execution in
                // Both pipes are drained at once: reading one to its end first
                // deadlocks a child that fills the other.
                async let drainedOutput: Void = Self.drain(execution.standardOutput, as: .standardOutput, to: streams)
                async let drainedErrors: Void = Self.drain(execution.standardError, as: .standardError, to: streams)
                _ = try await (drainedOutput, drainedErrors)
            }
        case (let outputFile?, nil):
            try await supervise(configuration, input: input, output: Self.file(outputFile), error: .sequence) { execution in
                try await Self.drain(execution.standardError, as: .standardError, to: streams)
            }
        case (nil, let errorFile?):
            try await supervise(configuration, input: input, output: .sequence, error: Self.file(errorFile)) { execution in
                try await Self.drain(execution.standardOutput, as: .standardOutput, to: streams)
            }
        case (let outputFile?, let errorFile?):
            try await supervise(configuration, input: input, output: Self.file(outputFile), error: Self.file(errorFile)) { _ in }
        }
    }

    private static func file(_ descriptor: FileDescriptor) -> FileDescriptorOutput {
        .fileDescriptor(descriptor, closeAfterSpawningProcess: false)
    }

    /// Runs the child with its process group registered (an interrupt of ours
    /// reaches it) while `body` reads its output.
    private func supervise<Input: InputProtocol, Output: OutputProtocol, Error: ErrorOutputProtocol>(
        _ configuration: Configuration, input: Input, output: Output, error: Error,
        body: (Execution<Input, Output, Error>) async throws -> Void
    ) async throws -> (Termination, Int32) {
        let result = try await Subprocess.run(configuration, input: input, output: output, error: error) { execution in
            let group = execution.processIdentifier.value
            ProcessGroupRegistry.shared.register(group)
            do {
                try await body(execution)
            } catch {
                ProcessGroupRegistry.shared.unregister(group)
                throw error
            }
            return group
        }
        let group = result.closureResult
        // Only now is the leader reaped. Killed as soon as its output ended, a
        // leader that closes its streams before exiting (coreutils do) would
        // end by our SIGKILL instead of its own exit status.
        ProcessGroupRegistry.killRemainder(of: group)
        ProcessGroupRegistry.shared.unregister(group)
        return (Termination(result.terminationStatus), group)
    }

    private static func drain(
        _ stream: SubprocessOutputSequence, as kind: OutputLine.Stream, to streams: Streams
    ) async throws {
        let collector = kind == .standardOutput ? streams.output : streams.errors
        let onLine = streams.onLine
        var splitter = LineSplitter()
        for try await buffer in stream {
            let bytes = buffer.withUnsafeBytes { Array($0) }
            collector.append(bytes)
            guard let onLine else { continue }
            for line in splitter.feed(bytes) { onLine(OutputLine(stream: kind, text: line)) }
        }
        if let onLine, let last = splitter.finish() {
            onLine(OutputLine(stream: kind, text: last))
        }
    }

    private func subprocessConfiguration(pwd: String? = nil) -> Configuration {
        let executable: Executable
        let arguments: [String]
        switch program {
        case .executable(let name, let args):
            executable = name.contains("/") ? .path(FilePath(name)) : .name(name)
            arguments = args
        case .shell(let line):
            executable = .path("/bin/sh")
            arguments = ["-c", line]
        }
        var options = PlatformOptions()
        // A new process group led by the child: one signal reaches all it starts.
        options.processGroupID = 0
        options.teardownSequence = [
            .gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: gracePeriod),
        ]
        return Configuration(
            executable: executable,
            arguments: Arguments(arguments),
            environment: .custom(launchEnvironment(pwd: pwd)),
            workingDirectory: workingDirectory.map { FilePath($0) },
            platformOptions: options
        )
    }

    /// Our environment with ``environment`` laid over it, as the C strings
    /// (`NAME=value` and a NUL) the child gets. With `.inherit`, swift-subprocess
    /// would parse ours into a dictionary at every launch: 0.8 M instructions, a
    /// quarter of starting a cheap job.
    ///
    /// With `pwd` (a line started without the shell), what the shell would have
    /// passed on instead: that `PWD`, and only variables whose names a shell can
    /// hold (dash drops `A-B=1`).
    private func launchEnvironment(pwd: String?) -> [[UInt8]] {
        var environment = self.environment
        if let pwd { environment["PWD"] = pwd }
        let overridden = Set(environment.keys.map { Array($0.utf8) })
        var entries: [[UInt8]] = []
        var entry = environ
        while let text = entry.pointee {
            entry += 1
            let bytes = UnsafeRawBufferPointer(start: text, count: strlen(text) + 1)
            let name = bytes[..<(bytes.firstIndex(of: UInt8(ascii: "=")) ?? bytes.endIndex)]
            if overridden.contains(Array(name)) || (pwd != nil && !Self.isShellName(name)) { continue }
            entries.append(Array(bytes))
        }
        for (name, value) in environment where pwd == nil || Self.isShellName(name.utf8) {
            entries.append(Array(name.utf8) + [UInt8(ascii: "=")] + LosslessText.bytes(value) + [0])
        }
        return entries
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, the names a POSIX shell keeps from its environment.
    private static func isShellName(_ name: some Collection<UInt8>) -> Bool {
        guard let first = name.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
    }

    private static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    private func translate(_ error: SubprocessError) -> ProcessError {
        switch error.code {
        case .executableNotFound:
            if case .executable(let name, _) = program { return .executableNotFound(name) }
            return .executableNotFound("/bin/sh")
        case .failedToChangeWorkingDirectory:
            return .badWorkingDirectory(workingDirectory ?? ".")
        default:
            return .launchFailed(command: displayName, reason: "\(error)")
        }
    }
}

extension Termination {
    init(_ status: TerminationStatus) {
        switch status {
        case .exited(let code): self = .exited(code)
        case .signaled(let signal): self = .signaled(signal)
        }
    }
}

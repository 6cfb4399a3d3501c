import Foundation
import ToolCore
import XCTest

final class ProcessTests: XCTestCase {
    func testCapturesOutputAndExitCode() async throws {
        let result = try await Command.shell("echo out; echo err >&2; exit 3").run()
        XCTAssertEqual(result.termination, .exited(3))
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.outputText, "out\n")
        XCTAssertEqual(result.errorText, "err\n")
        XCTAssertGreaterThan(result.processID, 0)
    }

    func testArgumentsAreNotReinterpretedByAShell() async throws {
        let tricky = "a b 'c' $HOME; rm -rf /"
        let result = try await Command.executable("printf", ["%s", tricky]).run()
        XCTAssertEqual(result.outputText, tricky)
    }

    func testReportsTheSignalThatEndedAChild() async throws {
        let result = try await Command.shell("kill -9 $$").run()
        XCTAssertEqual(result.termination, .signaled(9))
    }

    func testWorkingDirectoryEnvironmentAndInput() async throws {
        let folder = try TemporaryFolder()
        // The child inherits our variables (HOME), with the command's laid over them (PATH).
        var command = Command(.shell("pwd; echo \"$GREETING\" \"$HOME\" \"$PATH\"; cat"))
        command.workingDirectory = folder.path
        command.environment = ["GREETING": "hello there", "PATH": "/usr/bin:/bin:/overridden"]
        command.input = .bytes(Array("from stdin".utf8))
        let result = try await command.run()
        let resolved = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        let home = try XCTUnwrap(ProcessInfo.processInfo.environment["HOME"])
        XCTAssertEqual(result.outputText, "\(resolved)\nhello there \(home) /usr/bin:/bin:/overridden\nfrom stdin")
    }

    func testStreamsLinesAsTheyArrive() async throws {
        let lines = LockedArray<OutputLine>()
        var command = Command(.shell("printf 'one\\r\\ntwo\\n'; echo bad >&2; printf 'no newline'"))
        command.onLine = { lines.append($0) }
        let result = try await command.run()
        XCTAssertTrue(result.succeeded)
        let output = lines.values.filter { $0.stream == .standardOutput }.map(\.text)
        XCTAssertEqual(output, ["one", "two", "no newline"])
        XCTAssertEqual(lines.values.filter { $0.stream == .standardError }.map(\.text), ["bad"])
    }

    func testFiftyMegabytesOnBothStreamsNeitherDeadlocksNorExceedsTheBound() async throws {
        var command = Command(.shell("head -c 52428800 /dev/zero; head -c 52428800 /dev/zero >&2; echo done >&2"))
        command.captureLimit = 1 << 20
        let result = try await command.run()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.standardOutput.count, 1 << 20)
        XCTAssertEqual(result.standardError.count, 1 << 20)
        XCTAssertTrue(result.outputTruncated)
    }

    func testAMissingCommandIsNamed() async throws {
        do {
            _ = try await Command.executable("no-such-tool-xyz", ["--help"]).run()
            XCTFail("expected an error")
        } catch let error as ProcessError {
            XCTAssertEqual(error, .executableNotFound("no-such-tool-xyz"))
            XCTAssertTrue(error.description.contains("no-such-tool-xyz"))
        }
    }

    func testAMissingWorkingDirectoryIsReported() async throws {
        var command = Command.shell("true")
        command.workingDirectory = "/no/such/folder"
        do {
            _ = try await command.run()
            XCTFail("expected an error")
        } catch let error as ProcessError {
            XCTAssertEqual(error, .badWorkingDirectory("/no/such/folder"))
        }
    }

    func testATimeoutKillsTheWholeProcessGroup() async throws {
        var command = Command.shell("sleep 100 & echo $!; sleep 100")
        command.timeout = .milliseconds(500)
        command.gracePeriod = .milliseconds(500)
        let started = ContinuousClock.now
        let result = try await command.run()
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(10))
        XCTAssertTrue(result.timedOut)
        XCTAssertFalse(result.succeeded)
        let background = try XCTUnwrap(Int32(result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await assertEventuallyGone([result.processID, background])
    }

    func testATimeoutEscalatesToKillWhenTermIsIgnored() async throws {
        var command = Command.shell("trap '' TERM; sleep 100 & echo $!; wait")
        command.timeout = .milliseconds(300)
        command.gracePeriod = .milliseconds(300)
        let result = try await command.run()
        XCTAssertTrue(result.timedOut)
        let background = try XCTUnwrap(Int32(result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await assertEventuallyGone([result.processID, background])
    }

    func testCancellingTheTaskKillsTheChildAndItsChildren() async throws {
        let pids = LockedArray<Int32>()
        var command = Command.shell("sleep 100 & echo $!; echo $$; wait")
        command.gracePeriod = .milliseconds(300)
        command.onLine = { line in if let pid = Int32(line.text) { pids.append(pid) } }
        let task = Task { try await command.run() }
        try await waitUntil { pids.values.count == 2 }
        task.cancel()
        _ = try? await task.value
        try await assertEventuallyGone(pids.values)
    }

    func testLeftoverBackgroundChildrenAreKilledWhenTheLeaderExits() async throws {
        let result = try await Command.shell("sleep 100 >/dev/null 2>&1 & echo $!").run()
        let background = try XCTUnwrap(Int32(result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await assertEventuallyGone([background])
    }

    func testAChildThatClosesItsStreamsBeforeExitingKeepsItsOwnStatus() async throws {
        // Coreutils close their output at exit, before exiting: the group is
        // killed only once the leader is gone.
        let result = try await Command.executable("sh", ["-c", "exec >&- 2>&-; sleep 0.2; exit 3"]).run()
        XCTAssertEqual(result.termination, .exited(3))
    }

    func testRunAllKeepsSubmissionOrderAndLimitsConcurrency() async throws {
        let folder = try TemporaryFolder()
        // Each command records itself in a shared folder while it runs; the
        // most seen at once must never exceed the limit.
        let commands = (0..<8).map { index in
            Command.shell("""
                touch \(folder.path)/\(index); sleep 0.2; ls \(folder.path) | wc -l; rm \(folder.path)/\(index); echo \(index)
                """)
        }
        let results = try await Command.runAll(commands, maxConcurrency: 3)
        XCTAssertEqual(results.count, 8)
        var mostAtOnce = 0
        for (index, result) in results.enumerated() {
            let lines = try result.get().outputText.split(separator: "\n")
            XCTAssertEqual(lines.last.map(String.init), String(index))
            mostAtOnce = max(mostAtOnce, Int(lines.first?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0)
        }
        XCTAssertLessThanOrEqual(mostAtOnce, 3)
        XCTAssertGreaterThanOrEqual(mostAtOnce, 2, "commands should overlap")
    }

    func testRunAllReportsAMissingCommandWithoutFailingTheOthers() async throws {
        let results = try await Command.runAll([.shell("echo fine"), .executable("no-such-tool-xyz")], maxConcurrency: 2)
        XCTAssertEqual(try results[0].get().outputText, "fine\n")
        XCTAssertThrowsError(try results[1].get())
    }

    func testSIGINTToAToolTakesDownEveryChildItStarted() async throws {
        let helper = try productExecutable("ProcessTestHelper")
        let process = Process()
        process.executableURL = helper
        // Two jobs, each a shell that backgrounds a sleep and prints both pids.
        process.arguments = Array(repeating: "sleep 1000 & echo $!; echo $$; wait", count: 2)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let pids = LockedArray<Int32>()
        let handle = pipe.fileHandleForReading
        // A thread of its own: the blocking reads must not hold a task thread.
        Thread {
            var text = ""
            while case let data = handle.availableData, !data.isEmpty {
                text += String(decoding: data, as: UTF8.self)
                while let newline = text.firstIndex(of: "\n") {
                    if let pid = Int32(text[..<newline]) { pids.append(pid) }
                    text.removeSubrange(...newline)
                }
            }
        }.start()
        try await waitUntil { pids.values.count == 4 }
        process.interrupt()  // SIGINT, as Ctrl-C would send
        try await waitUntil(timeout: .seconds(10)) { !process.isRunning }
        XCTAssertEqual(process.terminationStatus, 128 + SIGINT)
        try await assertEventuallyGone(pids.values)
    }
}

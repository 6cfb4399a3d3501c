import Foundation
@testable import ToolCore
import XCTest

/// A shell line started directly must end exactly as `/bin/sh -c` ends it:
/// same status, same output on both streams, same files left behind.
final class DirectLaunchTests: XCTestCase {
    private struct Outcome: Equatable {
        var termination: Termination
        var output: String
        var errors: String
        var files: [String: String]
    }

    func testSimpleLinesEndAsUnderTheShell() async throws {
        let lines = [
            "wc -l a.txt 'b c.txt'",
            "grep -c one a.txt \"b c.txt\" missing.txt",
            "cat < a.txt > out.txt",
            "cat a.txt 'b c.txt' >> log.txt",
            "ls missing.txt 2> err.txt",
            "cat a.txt 1>out.txt 2>err.txt",
            "sort -r < a.txt 2>>log.txt",
            "printenv PWD",
            "printenv GREETING",
            "printenv NOT-A-NAME", // dash passes on only names a shell can hold
        ]
        for line in lines {
            XCTAssertNotNil(SimpleCommandLine(parsing: line), line)
            let (direct, shell) = try await outcomes(of: line)
            XCTAssertEqual(direct, shell, line)
        }
    }

    func testLinesTheShellMustStartStillBehaveAsUnderTheShell() async throws {
        let lines = [
            "no-such-command-xyz --help", // not found: the shell's message and 127
            "cat a.txt > missing/out.txt", // the shell cannot create the file
            "./no-shebang.sh", // no `#!`: the shell runs it as a script
            "./not-executable.sh",
            "echo 'built-in' > out.txt",
        ]
        for line in lines {
            let (direct, shell) = try await outcomes(of: line)
            XCTAssertEqual(direct, shell, line)
        }
    }

    func testTheCommandItselfIsTheChildWithItsNameAsWritten() async throws {
        // `sh` started directly prints its own pid, which is the child's; under
        // another shell it would be a grandchild. `$0` is the name as written.
        let result = try await Command.shell("sh -c 'echo $$ $0'").run()
        XCTAssertEqual(result.outputText, "\(result.processID) sh\n")
    }

    func testPWDIsExportedAsTheShellExportsIt() async throws {
        let folder = try makeFolder()
        let link = folder.path + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path + "/sub")
        let physical = URL(fileURLWithPath: folder.path + "/sub").resolvingSymlinksInPath().path
        // An inherited PWD naming the directory is kept (here, the logical path
        // through the link); a stale one is replaced by the physical path.
        for (inherited, expected) in [(link, link), ("/", physical)] {
            var command = Command(.shell("printenv PWD"), workingDirectory: link)
            command.environment = ["PWD": inherited]
            let result = try await command.run()
            XCTAssertEqual(result.outputText, expected + "\n", inherited)
        }
    }

    func testATimeoutStopsADirectlyStartedCommand() async throws {
        var command = Command.shell("sleep 100")
        command.timeout = .milliseconds(300)
        let result = try await command.run()
        XCTAssertTrue(result.timedOut)
        try await assertEventuallyGone([result.processID])
    }

    // MARK: - Helpers

    /// The line run through ``Command/shell(_:timeout:)`` and through
    /// `/bin/sh -c`, each in a fresh copy of the same folder.
    private func outcomes(of line: String) async throws -> (direct: Outcome, shell: Outcome) {
        let direct = try await outcome(of: Command(.shell(line)))
        let shell = try await outcome(of: Command(.executable("/bin/sh", arguments: ["-c", line])))
        return (direct, shell)
    }

    private func outcome(of command: Command) async throws -> Outcome {
        let folder = try makeFolder()
        var command = command
        command.workingDirectory = folder.path
        command.environment = ["GREETING": "hello there", "NOT-A-NAME": "1"]
        let result = try await command.run()
        var files: [String: String] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() {
            files[name] = try? String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)
        }
        // Paths differ between the two folders; the outcome must not otherwise.
        let scrub = { (text: String) in text.replacingOccurrences(of: folder.path, with: "<folder>") }
        return Outcome(termination: result.termination, output: scrub(result.outputText),
                       errors: scrub(result.errorText), files: files)
    }

    /// Let go of after each test: XCTest keeps every test case object until
    /// the run ends, where the folders' deinit never runs.
    private var folders: [TemporaryFolder] = []

    override func tearDown() {
        folders.removeAll()
        super.tearDown()
    }

    private func makeFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        folders.append(folder)
        try folder.write("a.txt", "one\ntwo\nthree\n")
        try folder.write("b c.txt", "one more\n")
        try folder.write("log.txt", "start\n")
        try folder.write("no-shebang.sh", "echo from a script without a shebang\n")
        try folder.write("not-executable.sh", "#!/bin/sh\necho never\n")
        try folder.write("sub/keep", "")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/no-shebang.sh")
        return folder
    }
}

import Foundation
import ToolCore
import XCTest

/// The hook as a process: Ctrl-C while a job runs, and the built-in `test` job
/// running `swift test` on the test targets a push reaches.
final class HookProcessTests: XCTestCase {
    /// libgit2 is linked into the executable (Package.swift): the dynamic loader
    /// loads none of libgit2's libraries for TLS, SSH or regular expressions.
    func testTheHookLoadsNoSharedLibgit2() async throws {
        let scenario = try await PushScenario(recordJob: false)
        let base = try await scenario.commit("base", ["Sources/A.swift": "let alpha = 1\n"])
        let next = try await scenario.commit("next", ["Sources/B.swift": "let beta = 2\n"])
        var command = Command(
            .executable(try PushScenario.tool, arguments: ["run", "pre-push", "--from", base, "--to", next, "--dry-run"]),
            workingDirectory: scenario.work)
        command.environment = ["LD_DEBUG": "libs"]
        let result = try await command.run()
        XCTAssertTrue(result.succeeded, result.errorText)
        XCTAssertTrue(result.outputText.contains("Sources/B.swift"), result.outputText)
        let loaded = result.errorText.split(separator: "\n").filter { $0.contains("calling init:") }
        XCTAssertFalse(loaded.isEmpty, "LD_DEBUG=libs printed no library initialisation")
        for library in ["libgit2", "libmbed", "libssh2", "libpcre2", "libhttp_parser"] {
            XCTAssertFalse(loaded.contains { $0.contains(library) }, "\(library) is loaded:\n\(loaded.joined(separator: "\n"))")
        }
    }

    func testCtrlCStopsTheHookAndEveryProcessItsJobStarted() async throws {
        let scenario = try await PushScenario(recordJob: false)
        try await scenario.commit("base", ["Sources/A.swift": "let alpha = 1\n"])
        let first = try await scenario.push("origin", "main")
        XCTAssertTrue(first.accepted, first.output)
        let pidFile = scenario.root + "/child.pid"
        try scenario.configure("""
            pre-push:
              jobs:
                - name: hang
                  run: sleep 1000 & echo $! > '\(pidFile)'; sleep 1000
                  checkout: pushed
            """)
        // The context document and the pushed checkout go here, and must not outlive the hook.
        let temporary = scenario.root + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let remoteSHA = try await scenario.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let localSHA = try await scenario.commit("next", ["Sources/B.swift": "let beta = 2\n"])
            .trimmingCharacters(in: .whitespacesAndNewlines)

        // As git runs the hook: remote name and URL as arguments, the ref lines on stdin.
        let hook = Process()
        hook.executableURL = URL(fileURLWithPath: try PushScenario.tool)
        hook.arguments = ["run", "pre-push", "origin", scenario.remote]
        hook.currentDirectoryURL = URL(fileURLWithPath: scenario.work)
        hook.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { _, new in new }
        let input = Pipe()
        hook.standardInput = input
        hook.standardOutput = FileHandle.nullDevice
        hook.standardError = FileHandle.nullDevice
        try hook.run()
        input.fileHandleForWriting.write(Data("refs/heads/main \(localSHA) refs/heads/main \(remoteSHA)\n".utf8))
        try input.fileHandleForWriting.close()

        var child: Int32?
        for _ in 0..<200 where child == nil {  // up to 20 s for the job to start its background sleep
            try await Task.sleep(for: .milliseconds(100))
            child = (try? String(contentsOfFile: pidFile, encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let sleeper = try XCTUnwrap(child, "the job never started")
        XCTAssertTrue(HookJobTests.isAlive(sleeper))
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "no temporary files to test with")
        hook.interrupt()  // SIGINT, as Ctrl-C sends to the foreground process
        let stopped = ContinuousClock.now
        while hook.isRunning && ContinuousClock.now - stopped < .seconds(10) {
            try await Task.sleep(for: .milliseconds(50))
        }
        XCTAssertFalse(hook.isRunning, "the hook did not stop on SIGINT")
        XCTAssertEqual(hook.terminationStatus, 130, "128 + SIGINT: non-zero blocks the push")
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertFalse(HookJobTests.isAlive(sleeper), "sleep \(sleeper), started in the background by the job, survived")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "temporary files left behind")
    }

    func testTheTestJobRunsOnlyTheTestTargetsThePushedFilesReach() async throws {
        let scenario = try await PushScenario(recordJob: false)
        try await scenario.commit("package", Self.demoPackage)
        let first = try await scenario.push("origin", "main")
        XCTAssertTrue(first.accepted, first.output)
        try scenario.configure("""
            pre-push:
              jobs:
                - name: test
                  test: true
            """)

        try await scenario.commit("core", ["Sources/Core/Core.swift": "public func answer() -> Int { 40 + 2 }\n"])
        let core = try await scenario.push("origin", "main")
        XCTAssertTrue(core.accepted, "only CoreTests should run, and it passes:\n\(core.output)")

        try await scenario.commit("other", ["Sources/Other/Other.swift": "public func other() -> Int { 0 + 1 }\n"])
        let other = try await scenario.push("origin", "main")
        XCTAssertFalse(other.accepted, "OtherTests is reached and fails:\n\(other.output)")
        XCTAssertTrue(other.output.contains("OtherTests ran"), other.output)
    }

    /// A package whose two test targets each test one library; OtherTests fails whenever it runs.
    private static let demoPackage: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Demo",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Other"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    .testTarget(name: "OtherTests", dependencies: ["Other"]),
                ]
            )

            """,
        ".gitignore": ".build/\n",
        "Sources/Core/Core.swift": "public func answer() -> Int { 42 }\n",
        "Sources/Other/Other.swift": "public func other() -> Int { 1 }\n",
        "Tests/CoreTests/CoreTests.swift": """
            import Core
            import XCTest

            final class CoreTests: XCTestCase {
                func testAnswer() { XCTAssertEqual(answer(), 42) }
            }

            """,
        // Fails whenever it runs: a push that reaches only Core must not run it.
        "Tests/OtherTests/OtherTests.swift": """
            import Other
            import XCTest

            final class OtherTests: XCTestCase {
                func testOther() { XCTAssertEqual(other(), 2, "OtherTests ran") }
            }

            """,
    ]
}

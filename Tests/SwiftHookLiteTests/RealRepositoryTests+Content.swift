import Foundation
import ToolCore
import XCTest

// Real pushes: what reaches the jobs — every version, binary files, names
// that are not UTF-8, big lists — and what the hook says about the push.
extension RealRepositoryTests {
    /// 2,500 files with long names: each list takes about 160 KiB, past the
    /// 128 KiB Linux allows one variable. Jobs start and read the lists from files.
    func testABigPushStartsEveryJobAndHandsTheListsOverInFiles() async throws {
        let scenario = try await failingJobScenario()
        let names = (0..<2_500).map { String(format: "Sources/Generated/Some/Deep/Folder/GeneratedFileWithALongName%05d.swift", $0) }
        for name in names { try scenario.write(name, "// \(name)\n") }
        try await scenario.git("add", "-A")
        try await scenario.git("commit", "-q", "-m", "generated")
        let counted = scenario.root + "/counted"
        try scenario.configure("""
            pre-push:
              jobs:
                - name: count
                  run: tr '\\0' '\\n' < "$SWIFTHOOK_FILES_FILE" | wc -l > '\(counted)'; test -z "$SWIFTHOOK_FILES"
                - name: refuse
                  glob: "*.bad"
                  run: exit 1
            """)
        var pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.accepted, pushed.output)
        XCTAssertEqual(try String(contentsOfFile: counted, encoding: .utf8).trimmingCharacters(in: .whitespaces), "2500\n")

        // Deleting them all: the deleted list goes by file too, and a bad file still blocks.
        try await scenario.git("rm", "-q", "-r", "Sources/Generated")
        try await scenario.commit("remove and add a bad one", ["key.bad": "x"])
        try scenario.configure("""
            pre-push:
              jobs:
                - name: deleted
                  run: tr '\\0' '\\n' < "$SWIFTHOOK_DELETED_FILE" | wc -l > '\(counted)'
                - name: refuse
                  glob: "*.bad"
                  run: exit 1
            """)
        pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("note: SWIFTHOOK_DELETED is not set: its 2500 entries take"), pushed.output)
        XCTAssertEqual(try String(contentsOfFile: counted, encoding: .utf8).trimmingCharacters(in: .whitespaces), "2500\n")
    }
}

extension RealRepositoryTests {
    /// Two refs pushed together with different versions of one file: each
    /// version is checked, whichever ref holds the bad one.
    func testEveryPushedVersionOfAFileIsChecked() async throws {
        try await inEachObjectFormat { format in
            let scenario = try await PushScenario(recordJob: false, objectFormat: format)
            try await scenario.commit("base", ["Sources/Alpha.swift": "let alpha = 1\n"])
            let first = try await scenario.push("origin", "main")
            XCTAssertTrue(first.accepted, first.output)
            try await scenario.git("checkout", "-q", "-b", "r1")
            try await scenario.commit("fine", ["Sources/Alpha.swift": "let alpha = 2\n"])
            try await scenario.git("checkout", "-q", "-b", "r2", "main")
            try await scenario.commit("bad", ["Sources/Alpha.swift": "let alpha = value as! Int // BAD\n"])
            try await scenario.git("checkout", "-q", "main")

            // Fails on a file missing from its checkout, or holding BAD.
            let pushedJob = """
                pre-push:
                  jobs:
                    - name: pushed
                      run: for file in {files}; do test -f "$file" || exit 1; done; ! grep -q BAD {files}
                      glob: "**/*.swift"
                      checkout: pushed

                """
            try scenario.configure(pushedJob)
            for order in [["r1", "r2"], ["r2", "r1"]] {
                let pushed = try await scenario.push(["origin"] + order)
                XCTAssertFalse(pushed.accepted, "\(order): \(pushed.output)")
                XCTAssertTrue(pushed.output.contains("FAIL"), pushed.output)
            }
            try scenario.configure("pre-push:\n  jobs:\n    - name: lint\n      lint: true\n")
            try scenario.write(".lint.yml", "force_cast: error\n")
            for order in [["r1", "r2"], ["r2", "r1"]] {
                let pushed = try await scenario.push(["origin"] + order)
                XCTAssertFalse(pushed.accepted, "\(order): \(pushed.output)")
                XCTAssertTrue(pushed.output.contains("Sources/Alpha.swift:1:19: error: Force casts should be avoided"), pushed.output)
            }

            // With the bad version mended, the same two refs go through, each checked in its own
            // tree: Beta.swift, only on r2, is in r2's checkout.
            try await scenario.git("checkout", "-q", "r2")
            try await scenario.commit("mend", ["Sources/Alpha.swift": "let alpha = 3\n", "Sources/Beta.swift": "let beta = 3\n"])
            try scenario.configure(pushedJob + "    - name: lint\n      lint: true\n")
            let pushed = try await scenario.push("origin", "r1", "r2")
            XCTAssertTrue(pushed.accepted, pushed.output)
        }
    }
}

extension RealRepositoryTests {
    /// Jobs get every file their globs match, binary ones too (as the peers do);
    /// `types: [text]` opts out; the lint reports a Swift file it cannot read.
    func testBinaryFilesReachJobsUnlessTheyAskForText() async throws {
        let scenario = try await PushScenario(recordJob: false)
        try await scenario.commit("base", ["a.txt": "a"])
        _ = try await scenario.push("origin", "main")
        let seen = scenario.root + "/text-files"
        try scenario.configure("""
            pre-push:
              jobs:
                - name: no-certificates
                  glob: "*.p12"
                  run: echo "certificates do not belong in git" && exit 1
                - name: text
                  types: [text]
                  run: printf '%s\\n' {files} > '\(seen)'
            """)
        try Data([0x30, 0x82, 0x00, 0x00, 0x02, 0x01, 0x03]).write(to: URL(fileURLWithPath: scenario.work + "/signing.p12"))
        try await scenario.commit("certificate", ["notes.txt": "n"])
        var pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted, pushed.output)
        XCTAssertTrue(pushed.output.contains("certificates do not belong in git"), pushed.output)
        XCTAssertEqual(try String(contentsOfFile: seen, encoding: .utf8), "notes.txt\n")

        try await scenario.git("rm", "-q", "signing.p12")
        try await scenario.git("commit", "-q", "--amend", "-m", "notes only")
        // A UTF-16 Swift file (byte-order mark, NUL bytes): the lint says why it cannot lint it.
        let utf16 = [UInt8]([0xFF, 0xFE]) + Array("let x = 1\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        try Data(utf16).write(to: URL(fileURLWithPath: scenario.work + "/Wide.swift"))
        try await scenario.commit("wide")
        try scenario.configure("pre-push:\n  jobs:\n    - name: lint\n      lint: true\n")
        pushed = try await scenario.push("origin", "main")
        XCTAssertTrue(pushed.output.contains("Wide.swift:1: warning: is UTF-16 text, not UTF-8, skipped (save it as UTF-8) (unreadable)"),
                      pushed.output)
    }

    func testANonPositiveTimeoutIsAConfigurationError() async throws {
        let scenario = try await pushedMain()
        try scenario.configure("pre-push:\n  jobs:\n    - name: slow\n      run: \"true\"\n      timeout: -1\n")
        try await scenario.commit("next", ["b.txt": "b"])
        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted)
        XCTAssertTrue(pushed.output.contains(".swifthook.yml:5:16: error: `timeout` must be a positive number of seconds, got -1"),
                      pushed.output)
    }
}

extension RealRepositoryTests {
    /// A name that is not UTF-8 ("café" in Latin-1) reaches jobs as its own
    /// bytes, in argv, the variable and the list file; it used to be listed
    /// as deleted and given to no job.
    func testANameThatIsNotUTF8ReachesJobsAsItsBytes() async throws {
        let scenario = try await pushedMain()
        let out = scenario.root + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let made = try await Command(.shell("printf 'bad\\n' > \"$(printf 'caf\\351.txt')\""), workingDirectory: scenario.work).run()
        XCTAssertTrue(made.succeeded, made.errorText)
        try await scenario.git("add", "-A")
        try await scenario.git("commit", "-q", "-m", "latin-1 name")
        try scenario.configure("""
            pre-push:
              jobs:
                - name: names
                  glob: "*.txt"
                  run: >-
                    printf '%s' {files} > '\(out)/argv'; printf '%s' "$SWIFTHOOK_FILES" > '\(out)/variable';
                    cat "$SWIFTHOOK_FILES_FILE" > '\(out)/list'; ! grep -q bad {files}
            """)
        let expected = Data("caf".utf8 + [0xE9] + ".txt".utf8)
        let pushed = try await scenario.push("origin", "main")
        XCTAssertFalse(pushed.accepted, "the job read the file by its name and found `bad`: \(pushed.output)")
        XCTAssertEqual(FileManager.default.contents(atPath: out + "/argv"), expected)
        XCTAssertEqual(FileManager.default.contents(atPath: out + "/variable"), expected)
        XCTAssertEqual(FileManager.default.contents(atPath: out + "/list"), expected + [0])

        let text = try await scenario.swifthook("run", "pre-push", "--dry-run", "--from", "HEAD~1", "--to", "HEAD")
        XCTAssertTrue(text.outputText.contains("files (1):\n  caf\\xe9.txt\n"), text.outputText)
        XCTAssertFalse(text.outputText.contains("deleted"), text.outputText)
        let json = try await scenario.swifthook("run", "pre-push", "--dry-run", "--format", "json", "--from", "HEAD~1", "--to", "HEAD")
        XCTAssertTrue(json.outputText.contains(#""caf\udce9.txt""#), json.outputText)
    }
}

extension RealRepositoryTests {
    func testAUserIsToldWhenTheRemotesTipIsNotHereAndPushesByURLUseThatRemotesRefs() async throws {
        let scenario = try await pushedMain()
        // Someone else pushes to main; we have not fetched.
        let other = scenario.root + "/other"
        try await git(["clone", "-q", scenario.remote, other], in: scenario.root)
        try "x".write(toFile: other + "/theirs.txt", atomically: false, encoding: .utf8)
        try await git(["add", "theirs.txt"], in: other)
        try await git(["-c", "user.email=o@e", "-c", "user.name=O", "commit", "-q", "-m", "theirs"], in: other)
        try await git(["-c", "core.hooksPath=/dev/null", "push", "-q", "origin", "main"], in: other)
        try await scenario.commit("ours", ["ours.txt": "o"])
        let forced = try await scenario.push("--force", "origin", "main")
        XCTAssertTrue(forced.accepted, forced.output)
        XCTAssertTrue(forced.output.contains("refs/heads/main: the remote's tip"), forced.output)
        XCTAssertTrue(forced.output.contains("is not in this repository (pushed since your last fetch); checking the commits "
            + "no remote-tracking ref has instead — `git fetch origin` makes the check exact"), forced.output)
        XCTAssertEqual(try scenario.recordedContext()?.files, ["ours.txt"])

        // By URL: origin's tracking refs still say what the remote has.
        try await scenario.git("checkout", "-q", "-b", "feature")
        try await scenario.commit("feature", ["feature.txt": "f"])
        let byURL = try await scenario.push(scenario.remote, "feature")
        XCTAssertTrue(byURL.accepted, byURL.output)
        let context = try XCTUnwrap(try scenario.recordedContext())
        XCTAssertEqual(context.files, ["feature.txt"])
        XCTAssertEqual(context.refs.first?.commits.count, 1)
    }

    func testTheSummaryCountsACommitOnceAndAnUnknownSkipNameIsSaid() async throws {
        let scenario = try await pushedMain()
        try await scenario.commit("shared", ["s.txt": "s"])
        try await scenario.git("branch", "copy")
        var command = Command(.executable("git", arguments: ["push", "origin", "main", "copy"]), workingDirectory: scenario.work)
        command.environment = ["SKIP": "recrd"]
        let result = try await command.run()
        XCTAssertTrue(result.succeeded, result.errorText)
        XCTAssertTrue(result.errorText.contains("pre-push to origin: 2 refs, 1 commit, 1 file"), result.errorText)
        XCTAssertTrue(result.errorText.contains("note: SKIP names `recrd`, which is no job here; did you mean `record`?"),
                      result.errorText)
    }
}

extension RealRepositoryTests {
    /// Binary garbage on standard input: a clear error that echoes nothing raw.
    func testBinaryInputIsReportedWithoutEchoingItsBytes() async throws {
        let scenario = try await pushedMain()
        var command = Command(.executable(try PushScenario.tool, arguments: ["run", "pre-push", "origin", "url"]),
                              workingDirectory: scenario.work)
        command.input = .bytes([0x1B, 0x5B, 0x32, 0x4A, 0xFF, 0xFE, 0x00, 0x07, 0x41, 0x0A])
        let result = try await command.run()
        XCTAssertEqual(result.termination, .exited(2))
        XCTAssertTrue(result.errorText.contains("pre-push input line 1 is not '<local ref> <local sha> <remote ref> <remote sha>': "
            + "\\x1b[2J\\xff\\xfe\\x00\\x07A"), result.errorText)
        let raw = Array(result.standardError)
        XCTAssertFalse(raw.contains { $0 < 0x20 && $0 != 0x0A }, "a control byte reached the terminal: \(raw)")
        XCTAssertNotNil(String(validating: raw, as: UTF8.self), "bytes that are not UTF-8 reached the terminal")
    }

    /// Ids of the other object format (a SHA-256 line in a SHA-1 repository)
    /// are refused with what is wrong, never cut down to fit.
    func testInputIdsOfTheOtherObjectFormatAreRefusedClearly() async throws {
        let scenario = try await pushedMain()
        var command = Command(.executable(try PushScenario.tool, arguments: ["run", "pre-push", "origin", "url"]),
                              workingDirectory: scenario.work)
        let long = String(repeating: "ab", count: 32), zero = String(repeating: "0", count: 64)
        command.input = .bytes(Array("refs/heads/main \(long) refs/heads/main \(zero)\n".utf8))
        let result = try await command.run()
        XCTAssertNotEqual(result.termination, .exited(0))
        XCTAssertTrue(result.errorText.contains(
            "pre-push input for refs/heads/main has an id that is not 40 hex digits, the length of this repository's object ids"),
            result.errorText)
    }
}

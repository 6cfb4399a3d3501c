@testable import HookEngine
import Foundation
import Git
import ToolCore
import XCTest

/// The planner and the configuration, without pushing.
final class HookPlanningTests: XCTestCase {
    private func job(_ yaml: String) throws -> Job {
        let configuration = try HookConfiguration.decode(layers: [ConfigLayer(source: ".swifthook.yml", yaml: yaml)])
        return try XCTUnwrap(configuration.prePush.allJobs.first)
    }

    private func push(files: [String], branch: String = "feature", commits: Int = 1) -> PushPlan {
        let id = ObjectID(hex: String(repeating: "1", count: 40))!
        let zero = ObjectID(hex: String(repeating: "0", count: 40))!
        let update = RefUpdate(localRef: "refs/heads/\(branch)", localID: id, remoteRef: "refs/heads/\(branch)", remoteID: zero)
        let ref = PushPlan.Ref(update: update, tip: id, commits: Array(repeating: id, count: commits))
        let planned = files.map { PushPlan.File(path: $0, previousPath: nil, versions: [PushPlan.Version(commit: id, blob: id)]) }
        return PushPlan(remote: "origin", url: "url", refs: [ref], files: planned, deleted: [])
    }

    /// The context document is written by hand; it must read exactly as JSONEncoder writes it.
    func testThePushContextIsWhatJSONEncoderWouldWrite() throws {
        let names = try job("pre-push:\n  jobs:\n    - name: \"quo\\\"te/\\u0001 ünï\"\n      run: cat {files}\n")
        let skipped = try job("pre-push:\n  jobs:\n    - name: docs\n      run: cat {files}\n      glob: \"*.md\"\n")
        let plan = push(files: ["Sources/a b.swift", "Sources/\"q\".swift", "Sources/tab\t.swift"], commits: 2)
        for jobs in [JobPlanner().plan([names, skipped], for: plan), nil, []] {
            let document = PushContextDocument(plan: plan, jobs: jobs)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.keyEncodingStrategy = .convertToSnakeCase
            XCTAssertEqual(document.json, String(decoding: try encoder.encode(document), as: UTF8.self) + "\n")
        }
        XCTAssertTrue(PushContextDocument(plan: plan, jobs: JobPlanner().plan([names], for: plan)).json
            .contains(#""name" : "quo\"te/\u0001 ünï""#))
    }

    func testReportsShowSecondsWithTwoDecimalsAndJobBlocksAligned() {
        XCTAssertEqual(PrePushHook.seconds(.milliseconds(1070)), "1.07")
        XCTAssertEqual(PrePushHook.seconds(.milliseconds(5)), "0.00")
        XCTAssertEqual(PrePushHook.seconds(.seconds(12) + .milliseconds(349)), "12.34")
        let block = PrePushHook.block(for: JobResult(name: "lint", status: .passed, duration: .milliseconds(250), output: ""))
        XCTAssertEqual(block, "PASS           lint (0.25s)\n")
    }

    func testRootGlobsAndExcludesSelectFilesRelativeToTheRoot() throws {
        let job = try job("""
            pre-push:
              jobs:
                - name: app
                  run: check {files}
                  root: App/
                  glob: "**/*.swift"
                  exclude: "Generated"
            """)
        let plans = JobPlanner().plan([job], for: push(files: [
            "App/Sources/A.swift", "App/Generated/B.swift", "Lib/C.swift", "App/README.md",
        ]))
        XCTAssertEqual(plans.first?.files, ["Sources/A.swift"])
        XCTAssertEqual(plans.first?.repositoryPaths, ["App/Sources/A.swift"])
    }

    func testBinaryFilesGoToEveryJobButThoseOfOtherTypes() throws {
        let all = try job("pre-push:\n  jobs:\n    - name: all\n      run: check {files}\n")
        let text = try job("pre-push:\n  jobs:\n    - name: text\n      run: check {files}\n      types: text\n")
        let binary = try job("pre-push:\n  jobs:\n    - name: binary\n      run: check {files}\n      types: [binary]\n")
        let planner = JobPlanner(binaryPaths: ["logo.png"])
        let plans = planner.plan([all, text, binary], for: push(files: ["A.swift", "logo.png"]))
        XCTAssertEqual(plans.map(\.files), [["A.swift", "logo.png"], ["A.swift"], ["logo.png"]])
        XCTAssertEqual(planner.plan([text], for: push(files: ["logo.png"])).first?.skippedReason, "no matching files")
        XCTAssertThrowsError(try job("pre-push:\n  jobs:\n    - name: x\n      run: x\n      types: [txt]\n"))
    }

    func testSkipAndOnlyConditions() throws {
        let onlyMain = try job("pre-push:\n  jobs:\n    - name: release\n      run: make\n      only: [{ref: main}]\n")
        XCTAssertEqual(JobPlanner().plan([onlyMain], for: push(files: ["a"], branch: "feature")).first?.skippedReason,
                       "only: ref main — none holds")
        XCTAssertNil(JobPlanner().plan([onlyMain], for: push(files: ["a"], branch: "main")).first?.skippedReason)
        let skipWip = try job("pre-push:\n  jobs:\n    - name: slow\n      run: make\n      skip: [rebase, {ref: \"wip/*\"}]\n")
        XCTAssertEqual(JobPlanner().plan([skipWip], for: push(files: ["a"], branch: "wip/x")).first?.skippedReason,
                       "skip: ref wip/*")
        XCTAssertEqual(JobPlanner(operationInProgress: "rebase").plan([skipWip], for: push(files: ["a"])).first?.skippedReason,
                       "skip: rebase in progress")
        XCTAssertEqual(JobPlanner(skippedByEnvironment: ["slow"]).plan([skipWip], for: push(files: ["a"])).first?.skippedReason,
                       "SKIP=slow")
    }

    func testAJobWithoutFilesRunsWheneverCommitsArePushed() throws {
        let build = try job("pre-push:\n  jobs:\n    - name: build\n      run: swift build\n")
        XCTAssertNil(JobPlanner().plan([build], for: push(files: [])).first?.skippedReason)
        XCTAssertEqual(JobPlanner().plan([build], for: push(files: [], commits: 0)).first?.skippedReason,
                       "the push sends no commits")
    }

    func testGroupsAndTheirOrder() throws {
        let configuration = try HookConfiguration.decode(layers: [ConfigLayer(source: ".swifthook.yml", yaml: """
            pre-push:
              fail_fast: true
              jobs:
                - name: first
                  lint: true
                - group:
                    parallel: false
                    jobs:
                      - name: second
                        run: a
                      - name: third
                        test: {filter: "{targets}"}
            """)])
        XCTAssertTrue(configuration.prePush.failFast)
        XCTAssertEqual(configuration.prePush.allJobs.map(\.name), ["first", "second", "third"])
        XCTAssertEqual(configuration.prePush.allJobs.last?.action, .test(filter: "{targets}"))
    }

    func testJobsNeedExactlyOneAction() {
        XCTAssertThrowsError(try job("pre-push:\n  jobs:\n    - name: x\n      run: a\n      lint: true\n")) { error in
            XCTAssertTrue("\(error)".contains("exactly one of"), "\(error)")
        }
    }

    func testLocalOverridesLayerOverTheSharedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hookconfig-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "pre-push:\n  parallel: true\n  jobs:\n    - name: a\n      run: x\n".write(
            toFile: folder + "/.swifthook.yml", atomically: false, encoding: .utf8)
        try "pre-push:\n  parallel: false\n".write(toFile: folder + "/.swifthook.local.yml", atomically: false, encoding: .utf8)
        let configuration = try HookConfiguration.load(root: folder, environment: [:])
        XCTAssertFalse(configuration.prePush.parallel)
        XCTAssertEqual(configuration.prePush.allJobs.map(\.name), ["a"])
    }

    func testAffectedTestTargetsFollowDependencies() {
        let targets = [
            SwiftPackageTargets.Target(name: "Core", type: "library", path: "Sources/Core", targetDependencies: []),
            SwiftPackageTargets.Target(name: "App", type: "library", path: "Sources/App", targetDependencies: ["Core"]),
            SwiftPackageTargets.Target(name: "Other", type: "library", path: "Sources/Other", targetDependencies: []),
            SwiftPackageTargets.Target(name: "CoreTests", type: "test", path: "Tests/CoreTests", targetDependencies: ["Core"]),
            SwiftPackageTargets.Target(name: "AppTests", type: "test", path: "Tests/AppTests", targetDependencies: ["App"]),
            SwiftPackageTargets.Target(name: "OtherTests", type: "test", path: "Tests/OtherTests", targetDependencies: ["Other"]),
        ]
        XCTAssertEqual(SwiftPackageTargets.affected(in: targets, changedFiles: ["Sources/Core/X.swift"]), ["AppTests", "CoreTests"])
        XCTAssertEqual(SwiftPackageTargets.affected(in: targets, changedFiles: ["Tests/OtherTests/T.swift"]), ["OtherTests"])
        XCTAssertEqual(SwiftPackageTargets.affected(in: targets, changedFiles: ["README.md"]), [])
    }

    func testFilesAreQuotedAndBatchedUnderTheArgumentLimit() {
        XCTAssertEqual(ShellQuoting.quote("it's here.swift"), "'it'\\''s here.swift'")
        let files = (0..<20_000).map { "Sources/Module/File\($0).swift" }
        let batches = CommandLineBatches.batches(of: files, for: "lint {files}")
        XCTAssertGreaterThan(batches.count, 1)
        XCTAssertEqual(batches.flatMap { $0 }, files)
        for batch in batches {
            XCTAssertLessThanOrEqual(batch.map { ShellQuoting.quote($0).utf8.count + 1 }.reduce(0, +), CommandLineBatches.limit)
        }
        XCTAssertEqual(CommandLineBatches.batches(of: files, for: "swift build"), [[]])
    }
}

extension HookPlanningTests {
    /// Pushes at the same time each save what passed; none loses another's keys.
    func testConcurrentSavesOfTheResultCacheAreMerged() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let caches = (0..<16).map { _ in ResultCache(gitDirectory: folder) }  // each read the same (empty) file
        await withTaskGroup(of: Void.self) { group in
            for (index, cache) in caches.enumerated() {
                group.addTask { cache.saving(["key-\(index)"]) }
            }
        }
        let saved = ResultCache(gitDirectory: folder)
        for index in 0..<16 { XCTAssertTrue(saved.contains("key-\(index)"), "key-\(index) lost") }
    }
}

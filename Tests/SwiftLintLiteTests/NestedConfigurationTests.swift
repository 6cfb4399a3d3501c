import Foundation
import ToolCore
import XCTest

/// Configurations in sub-folders, as SwiftLint applies them: the nearest
/// `.swiftlint.yml` below the working folder is merged over the top one for
/// the files under it — results, cache and `--fix` alike — and none is when
/// `--config` names the configuration.
final class NestedConfigurationTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        let file = folder + "/" + path
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
    }

    /// `file:line rule` of every finding, sorted.
    private func lint(_ arguments: [String] = []) async throws -> [String] {
        let result = try await run(["--quiet"] + arguments)
        return result.outputText.split(separator: "\n").map { line in
            let parts = line.split(separator: ":")
            let file = String(parts[0].dropFirst(folder.count + 1))
            return "\(file):\(parts[1]) \(line.split(separator: "(").last?.dropLast() ?? "")"
        }.sorted()
    }

    /// `swiftlint-lite lint` in the folder, with its own cache.
    private func run(_ arguments: [String]) async throws -> ProcessResult {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        var command = Command(.executable(products.appendingPathComponent("swiftlint-lite").path,
                                          arguments: ["lint", "--cache-path", folder + "/.cache"] + arguments))
        command.workingDirectory = folder
        let result = try await command.run()
        XCTAssertFalse(result.errorText.contains("error:"), result.errorText)
        return result
    }

    /// Three levels: the top opts into `empty_count`; `A` disables it again;
    /// `A/B` runs `force_cast` only. Only the nearest nested file counts, as
    /// in SwiftLint: `A/B` does not inherit `A`'s `line_length`.
    private func threeLevels() throws {
        let source = "let value = other as! Int\nlet empty = items.count == 0\nlet spaced = 1 \n"
        try write(".swiftlint.yml", "opt_in_rules: [empty_count]\n")
        try write("A/.swiftlint.yml", "disabled_rules: [empty_count, trailing_whitespace]\n")
        try write("A/B/.swiftlint.yml", "only_rules: [force_cast, trailing_whitespace]\n")
        for path in ["Top.swift", "A/InA.swift", "A/B/InB.swift", "A/B/C/InC.swift"] { try write(path, source) }
    }

    func testTheNearestNestedConfigurationAppliesToTheFilesBelowIt() async throws {
        try threeLevels()
        let expected = [
            "A/B/C/InC.swift:1 force_cast", "A/B/C/InC.swift:3 trailing_whitespace",
            "A/B/InB.swift:1 force_cast", "A/B/InB.swift:3 trailing_whitespace",
            "A/InA.swift:1 force_cast",
            "Top.swift:1 force_cast", "Top.swift:2 empty_count", "Top.swift:3 trailing_whitespace",
        ]
        let cold = try await lint()
        XCTAssertEqual(cold, expected)
        let warm = try await lint()
        XCTAssertEqual(warm, expected, "each folder's results come back from its own cache")
        // Named with --config, the configuration is the whole story: no nesting.
        let named = try await lint(["--config", ".swiftlint.yml"])
        XCTAssertEqual(named.filter { $0.hasSuffix("empty_count") }.count, 4)
    }

    func testFixUsesEachFilesOwnConfiguration() async throws {
        try threeLevels()
        let summary = try await run(["--fix"]).errorText.split(separator: "\n").filter { $0.hasPrefix("Done correcting!") }
        // One summary over the three configurations, as SwiftLint prints it: Top's
        // space and empty count, the spaces in A/B and A/B/C; the four force casts left.
        XCTAssertEqual(summary, ["Done correcting! 4 fixes in 3 files; 4 violations left."])
        let fixed = { (path: String) in try String(contentsOfFile: self.folder + "/" + path, encoding: .utf8) }
        XCTAssertTrue(try fixed("Top.swift").hasSuffix("let spaced = 1\n"), "trailing_whitespace corrects the top file")
        XCTAssertTrue(try fixed("A/InA.swift").hasSuffix("let spaced = 1 \n"), "A disables trailing_whitespace")
        XCTAssertTrue(try fixed("A/B/InB.swift").hasSuffix("let spaced = 1\n"), "A/B runs it again")
    }

    func testANestedExcludedSkipsFilesRelativeToItsOwnFolder() async throws {
        try write("Sources/.swiftlint.yml", "excluded: [Generated]\n")
        try write("Sources/Generated/Model.swift", "let value = other as! Int\n")
        try write("Sources/Kept.swift", "let value = other as! Int\n")
        let found = try await lint()
        XCTAssertEqual(found, ["Sources/Kept.swift:1 force_cast"])
    }
}

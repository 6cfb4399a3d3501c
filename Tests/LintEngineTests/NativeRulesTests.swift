import Foundation
import LintEngine
import BuiltInRules
import ToolCore
import XCTest

/// The parts of `native_rules` that need no build: the configuration key, the
/// package `rules init` writes, what the hand-off reads of its manifest, and the
/// key that decides when the team's linter is built again. (The build and the
/// hand-off themselves run in scripts/check-consumer.sh, in a depending package.)
final class NativeRulesTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "native-rules-test")
    }

    func testTheKeyIsReadRelativeToItsFileAndAChildKeepsTheParents() throws {
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        let yaml = "native_rules:\n  path: LintRules\nopt_in_rules: [no_print]\n"
        try yaml.write(toFile: folder.file(".lint.yml"), atomically: true, encoding: .utf8)
        try "disabled_rules: [todo]\n".write(toFile: folder.file("sub/.lint.yml"), atomically: true, encoding: .utf8)
        let top = try LintConfiguration.load(files: [folder.file(".lint.yml")], registry: .standard)
        XCTAssertEqual(top.nativeRules, folder.file("LintRules"))
        XCTAssertFalse(top.warnings.contains { $0.description.contains("native_rules") }, "\(top.warnings)")
        let child = try LintConfiguration.load(files: [folder.file("sub/.lint.yml")], registry: .standard)
        XCTAssertEqual(top.merged(withChild: child, registry: .standard).nativeRules, folder.file("LintRules"))
    }

    func testAKeyWithoutAPathIsAnErrorNamingTheFile() throws {
        try "native_rules: LintRules\n".write(toFile: folder.file(".lint.yml"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try LintConfiguration.load(files: [folder.file(".lint.yml")], registry: .standard)) { error in
            XCTAssertTrue("\(error)".contains(".lint.yml:1:"), "\(error)")
        }
    }

    func testInitWritesAPackageAndNeverOverwritesOne() throws {
        let template = RulesPackageTemplate(name: "LintRules", suite: "https://example.com/team/swift-tooling-lite.git")
        XCTAssertEqual(template.suiteIdentity, "swift-tooling-lite")
        try template.write(to: folder.file("LintRules"))
        let manifest = try String(contentsOfFile: folder.file("LintRules/Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".package(url: "https://example.com/team/swift-tooling-lite.git", from: "#), manifest)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.file("LintRules/Tests/LintRulesTests/NoPrintRuleTests.swift")))
        try "// ours\n".write(toFile: folder.file("LintRules/Package.swift"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try template.write(to: folder.file("LintRules")))
        XCTAssertEqual(try String(contentsOfFile: folder.file("LintRules/Package.swift"), encoding: .utf8), "// ours\n")
    }

    /// The key from a scaffolded package, as `swift package dump-package` reads its
    /// manifest: the same while nothing changes, new when a rule's source does.
    func testTheKeyFollowsTheRulesSources() throws {
        let package = folder.file("LintRules")
        try RulesPackageTemplate(name: "LintRules", suite: folder.file("suite")).write(to: package)
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": folder.file("cache")]) { $1 }
        let linter = NativeLinter(package: package, environment: environment)
        let first = try linter.key()
        XCTAssertEqual(try linter.key(), first)
        XCTAssertTrue(linter.binary(for: first).hasPrefix(folder.file("cache/swiftlint-lite/native-rules/")))
        let rule = package + "/Sources/LintRules/NoPrintRule.swift"
        try (try String(contentsOfFile: rule, encoding: .utf8) + "// edited\n").write(toFile: rule, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try linter.key(), first)
        let debug = environment.merging(["SWIFT_TOOLING_LITE_RULES_CONFIGURATION": "debug"]) { $1 }
        XCTAssertFalse(NativeLinter(package: package, environment: debug).buildArguments.contains("release"))
    }

    /// Without a target that depends on the kit there is nothing to register: said, not built.
    func testAPackageWithoutARulesTargetIsRefused() throws {
        let package = folder.file("NotRules")
        try FileManager.default.createDirectory(atPath: package + "/Sources/NotRules", withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "NotRules", products: [.library(name: "NotRules", targets: ["NotRules"])],
                                  targets: [.target(name: "NotRules")])
            """.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        try "public let x = 1\n".write(toFile: package + "/Sources/NotRules/X.swift", atomically: true, encoding: .utf8)
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": folder.file("cache")]) { $1 }
        XCTAssertThrowsError(try NativeLinter(package: package, environment: environment).key()) { error in
            XCTAssertTrue("\(error)".contains("no library target that depends on SwiftLintLiteKit"), "\(error)")
        }
    }
}

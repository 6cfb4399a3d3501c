import Foundation
import ToolCore

/// What `swiftlint-lite rules init` writes: a SwiftPM package of a team's own
/// rules, one file per rule, a test target that checks every rule's examples with
/// `verify`, and the list the team's linter registers (`public let rules`).
public struct RulesPackageTemplate: Sendable {
    /// The package's name and its rules module's.
    public let name: String
    /// The `.package(…)` argument for the suite: `url: "…", from: "…"` or `path: "…"`.
    public let suiteDependency: String
    /// The suite's package identity (the last component of its URL or path).
    public let suiteIdentity: String

    /// A template depending on the suite at `suite` — a folder (a path dependency) or a
    /// git URL (this version onwards).
    public init(name: String, suite: String) {
        self.name = name
        let isURL = suite.contains("://") || suite.hasPrefix("git@")
        suiteDependency = isURL
            ? "url: \(RulesPackageManifest.literal(suite)), from: \(RulesPackageManifest.literal(SwiftLintLiteKit.version))"
            : "path: \(RulesPackageManifest.literal(suite))"
        var last = URL(fileURLWithPath: suite).lastPathComponent
        if isURL { last = suite.split(separator: "/").last.map(String.init) ?? suite }
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        suiteIdentity = last.lowercased()
    }

    /// The files, by path relative to the package's folder.
    public var files: [String: String] {
        [
            "Package.swift": manifest,
            "Sources/\(name)/Rules.swift": rulesList,
            "Sources/\(name)/NoPrintRule.swift": Self.exampleRule,
            "Tests/\(name)Tests/NoPrintRuleTests.swift": exampleTest,
            ".gitignore": ".build/\nPackage.resolved\n",
        ]
    }

    private var manifest: String {
        """
        // swift-tools-version: 6.2
        // The team's own lint rules, in Swift. swiftlint-lite builds them into a linter of
        // the team's (`native_rules: {path: \(name)}` in .lint.yml) and hands off to it.
        import PackageDescription

        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v15)],
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            dependencies: [
                .package(\(suiteDependency))
            ],
            targets: [
                .target(name: "\(name)", dependencies: [.product(name: "SwiftLintLiteKit", package: "\(suiteIdentity)")]),
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: ["\(name)", .product(name: "SwiftLintLiteTestKit", package: "\(suiteIdentity)")]
                )
            ]
        )

        """
    }

    private var rulesList: String {
        """
        import SwiftLintLiteKit

        /// Every rule of this package: the team's linter registers them beside the built-in ones.
        public let rules: [any Rule.Type] = [
            NoPrintRule.self
        ]

        """
    }

    private var exampleTest: String {
        """
        import \(name)
        import SwiftLintLiteTestKit
        import XCTest

        final class NoPrintRuleTests: XCTestCase {
            /// The rule's examples, checked as swiftlint-lite checks its own rules'.
            func testExamples() {
                verify(NoPrintRule.self)
            }
        }

        """
    }

    /// A rule a team might well want: `print(…)` outside tests.
    static let exampleRule = #"""
        import SwiftLintLiteKit

        /// Shipped code logs through the logger; `print` is for tests and scripts.
        public struct NoPrintRule: SyntaxRule {
            public static let description = RuleDescription(
                identifier: "no_print",
                name: "No print",
                summary: "Log through the logger, not `print`, outside tests",
                kind: .lint,
                nonTriggeringExamples: [
                    Example("logger.info(\"ready\")"),
                    Example("print(\"ok\")", path: "Tests/AppTests/AppTests.swift"),
                    Example("let printer = Printer()\nprinter.print(page)")
                ],
                triggeringExamples: [
                    Example("↓print(\"ready\")"),
                    Example("func greet(_ name: String) {\n    ↓print(\"Hello, \\(name)\")\n}")
                ]
            )

            public let options: SeverityOption
            public init(options: SeverityOption) { self.options = options }

            /// Files that never say `print` are skipped unread.
            public var triggerIdentifiers: [String] { ["print"] }

            public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
                guard !file.path.split(separator: "/").contains("Tests") else { return }
                walk.onCall(named: ["print"]) { call in
                    // `print(…)` itself, not a method of something else called `print`.
                    guard call.calledExpression.is(DeclReferenceExprSyntax.self) else { return }
                    file.report(self, at: call.positionAfterSkippingLeadingTrivia, "Log through the logger, not `print`")
                }
            }
        }

        """#

    /// Writes the package into `folder` (created), refusing to touch a folder that
    /// already holds a package.
    public func write(to folder: String) throws(FileProblem) {
        if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
            throw FileProblem(path: folder, reason: "already holds a Package.swift; nothing was written")
        }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let target = folder + "/" + path
            do {
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                throw FileProblem(path: target, reason: "\(error)")
            }
            try AtomicFile.write(Array(text.utf8), to: target)
        }
    }
}

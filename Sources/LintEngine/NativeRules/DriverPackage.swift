import Foundation
import ToolCore

/// The package that builds a team's linter: the suite's command line with the rules
/// package's `rules` installed before it starts.
struct DriverPackage {
    static let product = "swiftlint-lite-team"

    let rulesFolder: String
    let manifest: RulesPackageManifest

    /// The files, by path relative to the package's folder.
    var files: [String: String] {
        let rulesIdentity = URL(fileURLWithPath: rulesFolder).lastPathComponent.lowercased()
        let suite = RulesPackageManifest.literal(manifest.suiteIdentity)
        let rules = (product: RulesPackageManifest.literal(manifest.product), package: RulesPackageManifest.literal(rulesIdentity))
        let packageSwift = """
            // swift-tools-version: 6.2
            // Made by swiftlint-lite for the rules package at \(rulesFolder); made again when it changes.
            import PackageDescription

            let package = Package(
                name: "\(Self.product)",
                platforms: [.macOS(.v15)],
                products: [.executable(name: "\(Self.product)", targets: ["TeamLinter"])],
                dependencies: [
                    \(manifest.suiteDependency),
                    .package(path: \(RulesPackageManifest.literal(rulesFolder))),
                ],
                targets: [
                    .executableTarget(
                        name: "TeamLinter",
                        dependencies: [
                            .product(name: "SwiftLintLiteCLI", package: \(suite)),
                            .product(name: \(rules.product), package: \(rules.package)),
                        ]
                    ),
                ]
            )

            """
        let main = """
            import LintEngine
            import \(manifest.module)
            import SwiftLintLiteCLI

            @main
            enum TeamLinter {
                static func main() async {
                    NativeRules.install(\(manifest.module).rules)
                    await SwiftLintLiteCLI.main()
                }
            }

            """
        return ["Package.swift": packageSwift, "Sources/TeamLinter/TeamLinter.swift": main]
    }

    /// Writes the files that differ (an unchanged manifest keeps SwiftPM from resolving again).
    func write(to folder: String) throws(FileProblem) {
        for (path, text) in files where (try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)) != text {
            try AtomicFile.write(Array(text.utf8), to: folder + "/" + path)
        }
    }
}

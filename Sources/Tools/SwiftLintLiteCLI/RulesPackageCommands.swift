import ArgumentParser
import Foundation
import LintEngine
import ToolCore

/// `swiftlint-lite rules init [FOLDER]`: a package for the team's own rules.
struct RulesInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Make a package for the team's own rules in Swift: an example rule, its test, and the list of rules.",
        discussion: """
            Then name it in .lint.yml (`native_rules: {path: FOLDER}`): lint, analyze, rules and lsp \
            build the team's linter with its rules once, cache it, and hand off to it.
            """
    )

    @Argument(help: "The package's folder, whose name is also its module's.")
    var folder = "LintRules"

    @Option(help: ArgumentHelp(
        "Where the package gets swift-tooling-lite from: a git URL (this version onwards) or a folder.", valueName: "url-or-folder"))
    var suite = "https://github.com/OWNER/swift-tooling-lite"

    func run() throws {
        let name = URL(fileURLWithPath: folder).lastPathComponent
        let template = RulesPackageTemplate(name: name, suite: suite)
        do { try template.write(to: folder) } catch { throw Failure(message: "error: \(error)", code: 2) }
        print("""
            made \(folder): Sources/\(name)/NoPrintRule.swift, its test, and Sources/\(name)/Rules.swift (the list)
            next: add to .lint.yml (swiftlint-lite reads the key; put it in .lint.yml rather than .swiftlint.yml, \
            which SwiftLint warns about)
              native_rules:
                path: \(folder)
            then `swift test --package-path \(folder)` checks the rules' examples, and `swiftlint-lite rules build` builds the linter
            """)
    }
}

/// `swiftlint-lite rules build`: the team's linter, built now (for CI caches and images).
struct RulesBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the team's linter (native_rules) into the user cache now, or print its cache key.",
        discussion: """
            The key covers the kit's version, `swift --version`, the target, the build's flags, the rules package's \
            manifest and resolved file, and the content of its sources and local dependencies: a CI cache keyed by \
            it restores the linter (XDG_CACHE_HOME/swiftlint-lite/native-rules) exactly when nothing changed.
            """
    )

    @Option(help: "A configuration file naming the rules package (default: the one found from the working folder).")
    var config: String?

    @Flag(help: "Print the key of the team's linter and build nothing.")
    var printRulesKey = false

    func run() throws {
        let file = config ?? LintConfiguration.loader.discover(from: FileManager.default.currentDirectoryPath)
        let configuration = try LintInvocation.loadConfiguration(files: file.map { [$0] } ?? [])
        guard let package = configuration.nativeRules else {
            throw Failure(message: "error: the configuration names no rules package (native_rules: {path: …})", code: 2)
        }
        let linter = NativeLinter(package: package)
        do {
            if printRulesKey {
                print(try linter.key())
            } else {
                print(try linter.ensureBuilt())
            }
        } catch {
            throw Failure(message: error.description, code: 2)
        }
    }
}

import APIDiff
import ArgumentParser
import DocEngine
import Foundation
import ToolCore

struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the public API of two versions (git revisions or tags, or the work tree): no checkout, no build.",
        discussion: """
            Both versions' public API is read from source — the old one from git's objects — for the modules \
            of the package's library products (or --target), and each change is printed at its place in the \
            new version (a removal at its place in the old one), grouped as breaking, potentially breaking \
            and additive, each with the named check that found it. `@_spi` and `package` declarations are not \
            public API. Exit codes: 0 nothing breaks, 2 something does (or a usage or configuration error).

            With --baseline FILE instead of OLD, the old version is an API baseline file (written by \
            --write-baseline and checked in, reviewed like API Extractor's reports): no git needed, as in \
            Bazel's sandbox. A baseline holds the public declarations by file, without line numbers or \
            documentation, so it changes only when the API does.
            """
    )

    @Argument(help: ArgumentHelp("The old version: a tag, branch or commit.", valueName: "old"))
    var old: String?

    @Argument(help: ArgumentHelp("The new version: a tag, branch or commit. Default: the work tree as it is on disk.",
                                 valueName: "new"))
    var new: String?

    @Option(help: ArgumentHelp("The package folder (holding Package.swift), inside a git repository.", valueName: "dir"))
    var packagePath: String = "."

    @Option(name: .customLong("module"), help: ArgumentHelp(
        "A module to read, as NAME=PATH (repeatable); when given, Package.swift is not read. With --baseline or "
            + "--write-baseline only.",
        valueName: "name=path"))
    var modules: [String] = []

    @Option(help: ArgumentHelp(
        "Compare this API baseline file (the old version) with the work tree, instead of OLD.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp(
        "Write the work tree's public API to this baseline file (replaced whole, never half-written), and succeed.",
        valueName: "file"))
    var writeBaseline: String?

    @Option(name: .customLong("target"), help: ArgumentHelp(
        "Only this module of Package.swift (repeatable). Default: the targets of its library products.", valueName: "name"))
    var targets: [String] = []

    @Option(name: .customLong("product"), help: ArgumentHelp(
        "Only the modules of this library product of Package.swift (repeatable; as the new version declares it).",
        valueName: "name"))
    var products: [String] = []

    @Option(help: ArgumentHelp(
        "How changes are printed: \(APIChangeReport.allCases.map(\.rawValue).joined(separator: ", ")). Default: text.",
        valueName: "name"))
    var reporter: String = "text"

    @Flag(help: ArgumentHelp("""
        Judge the changes by the version step from OLD to NEW (both version tags, `1.2.3` or `v1.2.3`): fail \
        (exit code 2) only when the step is too small — a break without a new major version, new API in a patch \
        (below 1.0.0, the minor number counts as the major). The verdict goes to standard error.
        """))
    var semver = false

    @Option(help: ArgumentHelp("""
        With --semver and NEW not a version tag (the work tree, a branch): the version NEW is about to be \
        released as, judged against OLD — the check CI runs before the tag exists.
        """, valueName: "version"))
    var newVersion: String?

    @Option(help: ArgumentHelp("""
        With --semver and OLD not a version tag (a commit, as in a clone without tags): the version OLD was \
        released as.
        """, valueName: "version"))
    var oldVersion: String?

    @Flag(help: ArgumentHelp("""
        List the checks (id and what each reports) instead of comparing; with `--reporter json`, each with its \
        old/new examples and the symbols they must report.
        """))
    var listChecks = false

    func validate() throws {
        let baselines = [old, baseline, writeBaseline].compactMap { $0 }.count
        if baselines == 0 && !listChecks { throw ValidationError("Missing expected argument '<old>' (or --baseline FILE)") }
        if baselines > 1 { throw ValidationError("Give one of OLD, --baseline and --write-baseline") }
        if !modules.isEmpty && old != nil {
            throw ValidationError("--module reads the work tree: use it with --baseline or --write-baseline")
        }
        if semver, let old = oldVersion ?? old {
            guard let version = newVersion ?? new, SemanticVersioning.step(from: old, to: version) != nil else {
                throw ValidationError("""
                    --semver needs OLD (or --old-version) and NEW (or --new-version) to be versions (`1.2.3` or `v1.2.3`), NEW the later one
                    """)
            }
        }
        guard APIChangeReport(rawValue: reporter) != nil else {
            throw ValidationError("--reporter must be one of \(APIChangeReport.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() async throws {
        if let writeBaseline { return try write(baselineTo: writeBaseline) }
        guard let old = old ?? baseline else {
            print(APICheckList.render(json: reporter == "json"), terminator: "")
            return
        }
        let review = try await self.review(old: old)
        try reportingFailures {
            for line in review.problems + review.allowlistWarnings { printError(line) }
            let report = APIChangeReport(rawValue: reporter) ?? .text
            print(report.render(review.changes, old: old, new: new ?? "the work tree"), terminator: "")
            let oldVersion = oldVersion ?? old
            if semver, let version = newVersion ?? new, let step = SemanticVersioning.step(from: oldVersion, to: version) {
                let verdict = review.verdict(step: step, from: oldVersion, to: version)
                printError(verdict.text)
                if !verdict.allowed { throw ExitCode(2) }
            } else if review.changes.contains(where: \.isUnallowedBreak) {
                throw ExitCode(2)
            }
        }
    }

    /// `--write-baseline`: the work tree's API written to `path`.
    private func write(baselineTo path: String) throws {
        try reportingFailures {
            let read = try DocGenerator.readAPI(try input())
            for diagnostic in read.diagnostics { printError(diagnostic.description) }
            do { try APIBaseline.write(read.api, to: path) } catch { throw Failure(message: "error: \(error)", code: 2) }
        }
    }

    /// The changes from `old` (a revision, or the `--baseline` file) to NEW or the work tree;
    /// a configuration error is printed and exits 2.
    private func review(old: String) async throws -> APIReview {
        do {
            if let baseline { return try APIReview.compare(baseline: baseline, input: try input()) }
            return try await APIReview.compare(old, new, input: try input())
        } catch let error as ConfigLoadError {
            printError(error.description)
            throw ExitCode(ConfigLoadError.exitCode)
        } catch let error as ConfigError {
            printError(error.description)
            throw ExitCode(ConfigLoadError.exitCode)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    /// The package (or the `--module`s) the work tree's API is read from.
    private func input() throws(ConfigError) -> DocGenerator.Input {
        DocGenerator.Input(packageDirectory: packagePath, modules: try moduleSources(modules), targets: try targets + productTargets())
    }

    /// The targets of the `--product`s, from the package's manifest on disk.
    private func productTargets() throws(ConfigError) -> [String] {
        guard !products.isEmpty else { return [] }
        let manifest = try PackageManifest.read(packageDirectory: Paths.absolute(packagePath))
        var targets: [String] = []
        for product in products {
            guard let named = manifest.libraryProducts[product] else {
                var message = "no library product `\(product)` in Package.swift"
                if let guess = Suggestion.closest(to: product, among: Array(manifest.libraryProducts.keys)) {
                    message += "; did you mean `\(guess)`?"
                }
                throw ConfigError(source: "--product", message: message)
            }
            targets += named
        }
        return targets
    }
}

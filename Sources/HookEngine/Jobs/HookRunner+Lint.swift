import Algorithms
import CollectionUtilities
import Foundation
import LintEngine
import LintRules
import ToolCore

extension HookRunner {
    /// swiftlint-lite in-process, on the bytes being pushed: each file with
    /// its folder's configuration, as `swiftlint-lite lint` would take it.
    func lint(_ plan: JobPlan) -> (Bool, String) {
        let configuration: LintConfiguration
        let files = LintConfiguration.loader.discover(from: root).map { [$0] } ?? []
        var nested: NestedConfigurations
        var chosen: [(path: String, linter: Linter, configuration: LintConfiguration)] = []
        do {
            configuration = try LintConfiguration.load(files: files, registry: .standard, environment: environment, explicit: false)
            try configuration.checkedStrictly(false)
            nested = NestedConfigurations(top: configuration, root: root, nesting: true, registry: .standard, environment: environment)
            let selection = FileSelection(configuration: configuration, root: root, paths: [])
            var linters: [String: Linter] = [:]
            for path in plan.repositoryPaths {
                let absolute = (root as NSString).appendingPathComponent(path)
                guard selection.selects(absolute), let own = try nested.configuration(forFile: absolute) else { continue }
                let linter = linters[own.fingerprint] ?? Linter(registry: .standard, configuration: own)
                linters[own.fingerprint] = linter
                chosen.append((path, linter, own))
            }
            var all = configuration
            all.warnings += nested.warnings
            try all.checkedStrictly(false)
        } catch {
            return (false, error.description)
        }
        let targets = chosen.map(\.path)
        // Every version: refs pushed together may hold different contents of a file.
        let versions = chosen.flatMap { target in push.versions(at: target.path).map { (target, $0.blob) } }
        let outcomes = versions.concurrentMap { target, blob -> [Diagnostic] in
            do throws(FileProblem) {
                let text = try SourceFile.text(of: pushedContent[blob] ?? [], path: target.path,
                                               sizeLimit: target.configuration.maxFileSize)
                return target.linter.lint(source: text, path: target.path, computingFixes: false)
            } catch {
                return [Diagnostic(file: target.path, line: 1, severity: .warning, ruleID: "unreadable", message: error.reason)]
            }
        }
        let policy = ExitPolicy(configuration: configuration, strict: false, lenient: false)
        // A finding both versions share is reported once.
        let diagnostics = policy.adjust(Array(outcomes.joined().uniqued())).sortedForReport()
        let warnings = Set(configuration.warnings + nested.warnings).sorted { $0.description < $1.description }
        let report = warnings.map { $0.description + "\n" }.joined() + XcodeReporter().report(diagnostics)
        let summary = "\(targets.count) file\(targets.count == 1 ? "" : "s") linted, "
            + "\(diagnostics.count) violation\(diagnostics.count == 1 ? "" : "s")\n"
        return (policy.exitCode(for: diagnostics) == 0, report + summary)
    }
}

import Algorithms
import CollectionUtilities
import Foundation
import LintEngine
import BuiltInRules
import ToolCore

/// What the lint job decides before it reads a byte of pushed source: each
/// file's configuration (its folder's, nested files and parents included), as
/// `swiftlint-lite lint` would take it from the work tree.
struct LintSetup {
    /// The top configuration: it judges the run (strict, warning threshold).
    let configuration: LintConfiguration
    let warnings: [ConfigError]
    let targets: [(path: String, linter: Linter, configuration: LintConfiguration)]

    /// What decides the result besides the pushed blobs and the tool's
    /// version (with its rules): every configuration in play, for the result
    /// cache's key. A configuration that changes makes the key new.
    /// The key of the team's linter (`native_rules`), which its rules' sources change.
    var nativeRulesKey: String?

    var cacheIDs: [String] {
        ["lint configuration \(configuration.fingerprint)"] + (nativeRulesKey.map { ["native rules \($0)"] } ?? [])
            + targets.map { "\($0.path) \($0.configuration.fingerprint)" }
    }
}

extension HookRunner {
    /// The lint job's configurations for `plan`'s files; the error's text when
    /// a configuration is broken (the job fails with it).
    func lintSetup(_ plan: JobPlan) -> Result<LintSetup, ConfigLoadError> {
        let files = LintConfiguration.loader.discover(from: root).map { [$0] } ?? []
        do throws(ConfigLoadError) {
            let configuration = try LintConfiguration.load(files: files, registry: .standard, environment: environment, explicit: false)
            try configuration.checkedStrictly(false)
            var nested = NestedConfigurations(top: configuration, root: root, nesting: true, registry: .standard,
                                              environment: environment)
            let selection = FileSelection(configuration: configuration, root: root, paths: [])
            var linters: [String: Linter] = [:]
            var targets: [(path: String, linter: Linter, configuration: LintConfiguration)] = []
            for path in plan.repositoryPaths {
                let absolute = (root as NSString).appendingPathComponent(path)
                guard selection.selects(absolute), let own = try nested.configuration(forFile: absolute) else { continue }
                let linter = linters[own.fingerprint] ?? Linter(registry: .standard, configuration: own)
                linters[own.fingerprint] = linter
                targets.append((path, linter, own))
            }
            var all = configuration
            all.warnings += nested.warnings
            try all.checkedStrictly(false)
            let warnings = Set(configuration.warnings + nested.warnings).sorted { $0.description < $1.description }
            // Unknown to the hook, the team's rule names are no news: their linter judges its configuration.
            let nativeKey = configuration.nativeRules.flatMap { try? NativeLinter(package: $0, environment: environment).key() }
            return .success(LintSetup(configuration: configuration, warnings: configuration.nativeRules == nil ? warnings : [],
                                      targets: targets, nativeRulesKey: nativeKey))
        } catch {
            return .failure(error)
        }
    }

    /// swiftlint-lite in-process, on the bytes being pushed: each file with
    /// its folder's configuration. A symbolic link is not source (its blob is
    /// the path it points to): the file it points to is linted where it
    /// lives, when pushed.
    func lint(_ plan: JobPlan, setup: LintSetup) -> (Bool, String) {
        // Every version the job's refs send: refs pushed together may hold different contents of a file.
        let versions = setup.targets.flatMap { target in
            push.versions(at: target.path, sentByTips: plan.tips).filter { !$0.isSymbolicLink }.map { (target, $0.blob) }
        }
        let outcomes = versions.concurrentMap { target, blob -> [Diagnostic] in
            do throws(FileProblem) {
                let text = try SourceFile.text(of: pushedContent[blob] ?? [], path: target.path,
                                               sizeLimit: target.configuration.maxFileSize)
                return target.linter.lint(source: text, path: target.path, computingFixes: false)
            } catch {
                return [Diagnostic(file: target.path, line: 1, severity: .warning, ruleID: "unreadable", message: error.reason)]
            }
        }
        let linted = Set(versions.map { ExactString($0.0.path) }).count
        return judge(Array(outcomes.joined()), warnings: setup.warnings.map(\.description), linted: linted, setup: setup)
    }

    /// The job's verdict and report on what the files' versions gave.
    func judge(_ found: [Diagnostic], warnings: [String], linted: Int, setup: LintSetup) -> (Bool, String) {
        let policy = ExitPolicy(configuration: setup.configuration, strict: false, lenient: false)
        // A finding both versions share is reported once.
        let diagnostics = policy.adjust(Array(found.uniqued())).sortedForReport()
        let report = warnings.map { $0 + "\n" }.joined() + XcodeReporter().report(diagnostics)
        let summary = "\(linted) file\(linted == 1 ? "" : "s") linted, "
            + "\(diagnostics.count) violation\(diagnostics.count == 1 ? "" : "s")\n"
        return (policy.exitCode(for: diagnostics) == 0, report + summary)
    }
}

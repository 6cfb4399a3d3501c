import Foundation
import LintEngine
import ToolCore

/// The lint job when the configuration names a team's rules package
/// (`native_rules`): the hook does not carry the team's rules, so their linter
/// (built on a miss, as `swiftlint-lite lint` would) lints each pushed version of
/// a file from standard input under its path, so that its configuration is the one
/// `lint` would find. Its JSON report is read back and judged like the built-in run.
extension HookRunner {
    func lintWithNativeRules(_ plan: JobPlan, setup: LintSetup, package: String) async -> (Bool, String) {
        let binary: String
        do {
            binary = try NativeLinter(package: package, environment: environment).ensureBuilt()
        } catch {
            return (false, error.description + "\n")
        }
        let versions = setup.targets.flatMap { target in
            push.versions(at: target.path, sentByTips: plan.tips).filter { !$0.isSymbolicLink }.map { (target.path, $0.blob) }
        }
        let commands = versions.map { path, blob in
            Command(.executable(binary, arguments: [
                "lint", "--use-stdin", "--stdin-path", (root as NSString).appendingPathComponent(path),
                "--reporter", "json", "--quiet", "--no-cache",
            ]), workingDirectory: root, input: .bytes(pushedContent[blob] ?? []))
        }
        var diagnostics: [Diagnostic] = []
        var problems: [String] = []
        let results = (try? await Command.runAll(commands, maxConcurrency: ProcessInfo.processInfo.activeProcessorCount)) ?? []
        for (result, (path, _)) in zip(results, versions) {
            switch result {
            case .success(let run):
                guard let found = Self.decodeJSONReport(run.standardOutput, path: path) else {
                    problems.append("\(path): the team's linter gave no report: \(run.errorText)")
                    continue
                }
                diagnostics += found
                problems += run.errorText.split(separator: "\n").map(String.init)
            case .failure(let error):
                problems.append("\(path): \(error)")
            }
        }
        return judge(diagnostics, warnings: Array(Set(problems)).sorted(), linted: Set(versions.map { ExactString($0.0) }).count,
                     setup: setup)
    }

    /// SwiftLint's JSON report (`--reporter json`) as diagnostics, under the repository path.
    static func decodeJSONReport(_ bytes: [UInt8], path: String) -> [Diagnostic]? {
        struct Entry: Decodable {
            let line: Int
            let character: Int?
            let severity: String
            let ruleId: String
            let reason: String
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let entries = try? decoder.decode([Entry].self, from: Data(bytes)) else { return nil }
        return entries.map {
            Diagnostic(file: path, line: $0.line, column: $0.character, severity: Severity(rawValue: $0.severity.lowercased()) ?? .warning,
                       ruleID: $0.ruleId, message: $0.reason)
        }
    }
}

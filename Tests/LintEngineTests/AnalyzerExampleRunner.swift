import Foundation
import LintEngine
import BuiltInRules
import ToolCore
import XCTest

/// The examples of a rule that needs the index, checked for real: each is
/// compiled on its own by the toolchain's `swiftc` (type-checked, writing an
/// index store), then analysed as `swiftlint-lite analyze` would.
enum AnalyzerExampleRunner {
    /// The rule's findings in `source`.
    static func violations(of rule: any Rule.Type, in example: Example, source: String) async throws -> [Diagnostic] {
        let run = try await prepare(rule, example, source)
        return run.linter.analyze(paths: [run.path], index: run.index).diagnostics.filter { $0.ruleID == rule.identifier }
    }

    /// `source` after `analyze --fix`.
    static func fixed(by rule: any Rule.Type, in example: Example, source: String) async throws -> String {
        let run = try await prepare(rule, example, source)
        _ = try run.linter.analyzeAndFix(path: run.path, index: run.index)
        return try String(contentsOfFile: run.path, encoding: .utf8)
    }

    /// An example compiled and indexed in a folder of its own (removed with the value).
    private struct Run {
        let linter: Linter
        let index: PackageIndex
        let path: String
        let folder: TemporaryFolder
    }

    /// One store for every example of the run: the system modules' units (what
    /// `unused_import` needs to know which module defines a symbol) are written
    /// once, by the first example that imports them (1.5 s for Foundation), not per example.
    private static let sharedStore = Result { try TemporaryFolder(prefix: "analyzer-examples-store") }

    private static func prepare(_ rule: any Rule.Type, _ example: Example, _ source: String) async throws -> Run {
        let folder = try TemporaryFolder(prefix: "analyzer-example")
        let path = folder.path + "/" + example.path
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let swiftc = try XCTUnwrap(Toolchain.active()).usr.appendingPathComponent("bin/swiftc").path
        let store = try sharedStore.get().path
        let compile = try await Command.executable(swiftc, [
            "-typecheck", "-index-store-path", store, "-module-name", "Example", path,
        ]).run()
        XCTAssertTrue(compile.succeeded, "\(rule.identifier): the example does not compile:\n\(compile.errorText)\n\(source)",
                      file: example.file, line: example.line)
        var yaml = "analyzer_rules: [\(rule.identifier)]\n"
        if let options = example.options { yaml += "\(rule.identifier): \(options)\n" }
        let configuration = try LintConfiguration.parse(yaml: yaml, registry: .standard)
        let index = try PackageIndex.read(store: IndexStore(path: store, library: IndexStoreLibrary.load()), paths: [path])
        XCTAssertEqual(index.warnings, [], file: example.file, line: example.line)
        return Run(linter: Linter(registry: .standard, configuration: configuration, mode: .analyze), index: index, path: path,
                   folder: folder)
    }
}

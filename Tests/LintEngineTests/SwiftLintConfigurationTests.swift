import Foundation
import LintEngine
import BuiltInRules
import ToolCore
import XCTest

/// A SwiftLint user's `.swiftlint.yml` reads as SwiftLint reads it (its
/// `Configuration+Parsing.swift` and `+Merging.swift` are the reference):
/// every key accepted, what it cannot use said at its place, files merged
/// with SwiftLint's rules.
final class SwiftLintConfigurationTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftlint-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func load(_ yaml: String, environment: [String: String] = [:], explicit: Bool = true) throws -> LintConfiguration {
        try LintConfiguration.load(files: [try write(".swiftlint.yml", yaml)], registry: .standard, environment: environment,
                                   explicit: explicit)
    }

    private func enabled(_ configuration: LintConfiguration) -> Set<String> {
        Set(configuration.enabledRules(from: .standard).map { type(of: $0).identifier })
    }

    /// `line:column severity message-start` of each warning: the message's first 24 characters.
    private func places(_ configuration: LintConfiguration) -> [String] {
        configuration.warnings.map { "\($0.line):\($0.column) \($0.severity) \($0.message.prefix(24))" }
    }

    func testEveryTopLevelKeySwiftLintReadsIsAccepted() throws {
        let configuration = try load("""
            cache_path: .cache/lint
            check_for_updates: false
            swiftlint_version: \(SwiftLintRuleCatalogue.version)
            indentation: 2
            baseline: baseline.json
            write_baseline: new-baseline.json
            strict_baseline: false
            remote_timeout: 5
            remote_timeout_if_cached: 2
            enabled_rules: [empty_count]
            disabled_rules: [todo]
            included: [Sources]
            excluded: [Sources/Generated]
            reporter: json
            strict: true
            lenient: false
            warning_threshold: 10
            allow_zero_lintable_files: true
            custom_rules:
              no_print:
                regex: "print\\\\("
            """)
        XCTAssertEqual(configuration.warnings, [])
        XCTAssertTrue(enabled(configuration).contains("empty_count"), "enabled_rules is opt_in_rules' former name")
        XCTAssertFalse(enabled(configuration).contains("todo"))
        XCTAssertEqual(configuration.included, [folder + "/Sources"])
        XCTAssertEqual(configuration.excluded, [folder + "/Sources/Generated"])
        XCTAssertEqual(configuration.cachePath, folder + "/.cache/lint")
        XCTAssertEqual(configuration.baseline, folder + "/baseline.json")
        XCTAssertEqual(configuration.enabledCustomRules.map(\.identifier), ["no_print"])
    }

    func testWhatSwiftLintReadsPastIsAWarningAtItsPlace() throws {
        let configuration = try load("""
            opt_in_rules:
              - typesafe_array_init
              - empty_cont
              -
              - empty_count
            analyzer_rules: [unused_import]
            capture_variable:
              severity: error
            line_length: warn
            unknown_key: 1
            """)
        // Every SwiftLint rule is implemented (the analyzer rules by `analyze`): their names and blocks are read.
        XCTAssertEqual(places(configuration), [
            "3:5 warning `empty_cont` is not a ru",
            "9:14 warning invalid configuration fo",
            "10:1 warning unknown key `unknown_key",
        ])
        XCTAssertTrue(configuration.warnings[0].message.hasSuffix("did you mean `empty_count`?"))
        XCTAssertTrue(enabled(configuration).isSuperset(of: ["typesafe_array_init", "unused_import"]))
        XCTAssertEqual(configuration.ruleOptions["capture_variable"]?.severity, .error)
        // What was understood still applies; the rule whose block was wrong keeps its defaults.
        XCTAssertTrue(enabled(configuration).contains("empty_count"))
        XCTAssertNil(configuration.ruleOptions["line_length"])
        XCTAssertThrowsError(try configuration.checkedStrictly(true)) { error in
            let errors = (error as? ConfigLoadError)?.errors ?? []
            XCTAssertEqual(errors.count, 3, "every warning")
            XCTAssertTrue(errors.allSatisfy { $0.severity == .error })
        }
    }

    /// `analyzer_rules` turns on the rules `analyze` runs, as SwiftLint reads it: they
    /// join the opt-ins (or `only_rules`); `lint` never runs them.
    func testAnalyzerRulesTurnOnTheRulesThatNeedTheIndex() throws {
        let configuration = try load("analyzer_rules: [explicit_self, empty_count, unused_import]\n")
        XCTAssertTrue(enabled(configuration).isSuperset(of: ["explicit_self", "unused_import"]))
        XCTAssertFalse(enabled(configuration).contains("empty_count"), "not an analyzer rule")
        XCTAssertEqual(places(configuration), ["1:33 warning `empty_count` is not an "])
        let only = try load("only_rules: [force_cast]\nanalyzer_rules: [explicit_self]\n")
        XCTAssertEqual(Set(enabled(only)), ["force_cast", "explicit_self"])
        XCTAssertEqual(Linter(registry: .standard, configuration: only).rules.map { type(of: $0).identifier }, ["force_cast"])
        XCTAssertEqual(Linter(registry: .standard, configuration: only, mode: .analyze).rules.map { type(of: $0).identifier },
                       ["explicit_self"])
    }

    func testOptInRulesAllTurnsOnEveryOptInRule() throws {
        let all = try load("opt_in_rules: [all]\ndisabled_rules: [empty_count]\n")
        // Analyzer rules, opt-in too, are left to `analyzer_rules:`.
        let optIn = Set(RuleRegistry.standard.rules.filter { $0.description.isOptIn && !$0.description.requiresIndex }
            .map { $0.identifier })
        XCTAssertEqual(optIn.subtracting(enabled(all)), ["empty_count"])
        XCTAssertEqual(all.warnings, [])
    }

    func testOnlyRulesBesideDisabledRulesIsRefusedAsSwiftLintRefusesIt() throws {
        let yaml = "only_rules: [force_cast]\ndisabled_rules: [todo]\n"
        XCTAssertThrowsError(try load(yaml, explicit: true)) { error in
            XCTAssertTrue("\(error)".contains(".swiftlint.yml:1:13: error: `disabled_rules` or `opt_in_rules` cannot be used"))
        }
        let fallen = try load(yaml, explicit: false)
        XCTAssertEqual(enabled(fallen), enabled(LintConfiguration()), "SwiftLint falls back to the defaults")
        let fallBack = "falls back to the default configuration, and so does swiftlint-lite"
        XCTAssertTrue(fallen.warnings.last?.message.hasSuffix(fallBack) == true)
    }

    func testEnvironmentVariablesInValues() throws {
        let configuration = try load("included:\n  - ${SOURCES}/App\n  - \"${UNSET}\"\nreporter: ${REPORTER}\n",
                                     environment: ["SOURCES": "Code", "REPORTER": "json"])
        XCTAssertEqual(configuration.included, [folder + "/Code/App", folder + "/${UNSET}"])
        XCTAssertEqual(configuration.reporter, "json")
    }

    /// `parent_config` and `child_config`, each relative to the file naming
    /// it, merged as SwiftLint merges: lists add up with the child winning, a
    /// rule's block is the child's whole, paths stay relative to their file.
    func testParentAndChildConfigurationsMergeAsSwiftLintMergesThem() throws {
        try write("shared/base.yml", """
            disabled_rules: [todo, empty_count]
            opt_in_rules: [force_unwrapping]
            line_length:
              warning: 100
              ignores_urls: true
            excluded: [Generated]
            reporter: json
            strict: true
            warning_threshold: 20
            """)
        try write("child.yml", "disabled_rules: [force_unwrapping]\nwarning_threshold: 50\n")
        let configuration = try load("""
            parent_config: shared/base.yml
            child_config: child.yml
            opt_in_rules: [empty_count]
            line_length: 150
            reporter: xcode
            """)
        let rules = enabled(configuration)
        XCTAssertTrue(rules.contains("empty_count"), "a child's opt-in wins over the parent's disable")
        XCTAssertFalse(rules.contains("force_unwrapping"), "a child's disable wins over the parent's opt-in")
        XCTAssertFalse(rules.contains("todo"))
        let lineLength = try XCTUnwrap(configuration.enabledRules(from: .standard).first { type(of: $0).identifier == "line_length" })
        XCTAssertEqual(lineLength.options.severity, .warning)
        XCTAssertEqual(configuration.excluded, [folder + "/shared/Generated"])
        XCTAssertEqual(configuration.reporter, "json", "the root's reporter, as in SwiftLint")
        XCTAssertFalse(configuration.strict, "the last child's strict, set or not, as in SwiftLint")
        XCTAssertEqual(configuration.warningThreshold, 20)
        XCTAssertEqual(configuration.files.map { ($0 as NSString).lastPathComponent }, ["base.yml", ".swiftlint.yml", "child.yml"])
    }

    func testAParentsOnlyRulesGainAChildsOptInsAndLoseItsDisables() throws {
        let parent = RuleSelection.only(["force_cast", "todo"])
        let merged = parent.merged(withChild: .standard(disabled: ["todo"], optIn: ["empty_count"])) { _ in true }
        XCTAssertEqual(merged, .only(["force_cast", "empty_count"]))
        XCTAssertEqual(RuleSelection.onlyCommandLine(["todo", "force_cast"])
            .merged(withChild: .only(["empty_count"])) { _ in true }, .onlyCommandLine(["todo", "force_cast"]))
    }

    func testAMissingOrRemoteReferenceIsSkippedWithAWarningAndACycleIsAnError() throws {
        let configuration = try load("parent_config: missing.yml\nchild_config: https://example.com/lint.yml\n")
        XCTAssertEqual(places(configuration), [
            "1:16 warning no configuration at `/tm",
            "2:15 warning remote configuration `ht",
        ])
        try write("a.yml", "parent_config: .swiftlint.yml\n")
        XCTAssertThrowsError(try load("parent_config: a.yml\n")) { error in
            XCTAssertTrue("\(error)".contains("in a cycle"), "\(error)")
        }
    }

    /// SwiftLint lints nothing and exits 2 when `swiftlint_version` names another
    /// version (Stencil's pin of 0.48.0 gives no finding in SwiftLint 0.63.2's run).
    func testAPinnedSwiftLintVersionOtherThanOursIsAnErrorNamingTheFix() throws {
        XCTAssertThrowsError(try load("opt_in_rules: [empty_count]\nswiftlint_version: 0.48.0\n")) { error in
            let errors = (error as? ConfigLoadError)?.errors ?? []
            XCTAssertEqual(errors.map { "\($0.line):\($0.column)" }, ["2:20"], "\(error)")
            XCTAssertTrue(errors.first?.source.hasSuffix(".swiftlint.yml") == true, "\(error)")
            XCTAssertTrue("\(error)".contains("swiftlint_version: \(SwiftLintRuleCatalogue.version)"), "\(error)")
        }
        XCTAssertNoThrow(try load("swiftlint_version: \(SwiftLintRuleCatalogue.version)\n"))
    }
}

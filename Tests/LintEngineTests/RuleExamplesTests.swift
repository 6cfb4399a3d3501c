import Foundation
import LintEngine
import BuiltInRules
import ToolCore
import SwiftLintLiteTestKit
import XCTest

/// Runs every rule's own examples: non-triggering examples must give no
/// violation, triggering ones a violation exactly at each `↓`, and corrections
/// must turn the code into the expected text (and a second fix change nothing).
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasExamples() {
        for rule in allRules {
            XCTAssertFalse(rule.description.triggeringExamples.isEmpty, "\(rule.identifier) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggeringExamples.isEmpty, "\(rule.identifier) has no non-triggering example")
            XCTAssertFalse(rule.description.summary.isEmpty)
        }
    }

    func testIdentifiersAreUnique() {
        XCTAssertEqual(Set(allRules.map { $0.identifier }).count, allRules.count)
    }

    /// Every rule through the test kit's checks, the ones a team's own rules get
    /// from `verify` (SwiftLintLiteTestKit).
    func testEveryRuleVerifies() {
        for rule in allRules where !rule.description.requiresIndex {
            for failure in RuleVerification(rule, skipping: Self.exemptions[rule.identifier] ?? []).failures() {
                XCTFail(failure.message, file: failure.file, line: failure.line)
            }
        }
    }

    /// Rules whose subject the disguises change: rules about comments (found in a
    /// comment wrapper), about lines, files and their names (a wrapper or a disable
    /// command is a line of the file; the file's name is not in its text), about a
    /// line's start or indentation (text in front moves it), and rules that flag
    /// the string wrapper's own `let string` declaration.
    static let exemptions: [String: Set<RuleVerification.Check>] = [
        "blanket_disable_command": [.disableCommand],
        "contrasted_opening_brace": [.multiByteOffsets],
        "expiring_todo": [.wrappingInComment],
        "explicit_acl": [.wrappingInString],
        "explicit_top_level_acl": [.wrappingInString],
        "explicit_type_interface": [.wrappingInString],
        "file_header": [.multiByteOffsets, .wrappingInComment, .wrappingInString],
        "file_length": [.wrappingInComment, .wrappingInString],
        "file_name": [.disableCommand, .multiByteOffsets],
        "file_name_no_space": [.disableCommand, .multiByteOffsets, .wrappingInComment, .wrappingInString],
        "identifier_name": [.wrappingInString],
        "indentation_width": [.multiByteOffsets, .wrappingInComment, .wrappingInString],
        "invisible_character": [.wrappingInString],
        "leading_whitespace": [.multiByteOffsets],
        "line_length": [.disableCommand, .multiByteOffsets, .wrappingInComment, .wrappingInString],
        "literal_expression_end_indentation": [.multiByteOffsets],
        "mark": [.multiByteOffsets],
        "missing_docs": [.wrappingInString],
        "period_spacing": [.wrappingInComment],
        "prefixed_toplevel_constant": [.wrappingInString],
        "sorted_imports": [.multiByteOffsets],
        "superfluous_disable_command": [.multiByteOffsets],
        "todo": [.wrappingInComment],
        "trailing_newline": [.multiByteOffsets],
        "trailing_whitespace": [.wrappingInComment, .wrappingInString],
        "vertical_parameter_alignment_on_call": [.multiByteOffsets],
    ]

    /// Analyzer rules: their examples compiled on their own and analysed from the index.
    func testAnalyzerRuleExamples() async throws {
        for rule in allRules where rule.description.requiresIndex {
            for example in rule.description.nonTriggeringExamples {
                let found = try await ExampleRunner.violations(of: rule, in: example, source: example.code)
                XCTAssertEqual(found.map(\.description), [], "\(rule.identifier) flagged a non-triggering example",
                               file: example.file, line: example.line)
            }
            for example in rule.description.triggeringExamples {
                let (source, expected) = ExampleRunner.strippingMarkers(example.code)
                let found = try await ExampleRunner.violations(of: rule, in: example, source: source)
                let positions = found.map { ExampleRunner.Position(line: $0.line, column: $0.column ?? 1) }
                XCTAssertEqual(positions, expected, "\(rule.identifier): violations not at the ↓ markers in\n\(example.code)",
                               file: example.file, line: example.line)
            }
            for correction in rule.description.corrections {
                let (source, _) = ExampleRunner.strippingMarkers(correction.before.code)
                let fixed = try await ExampleRunner.fixed(by: rule, in: correction.before, source: source)
                XCTAssertEqual(fixed, correction.after, "\(rule.identifier) correction",
                               file: correction.before.file, line: correction.before.line)
            }
        }
    }
}

enum ExampleRunner {
    typealias Position = ExampleMarkers.Position

    /// The example without its `↓` markers, and where each marker stood.
    static func strippingMarkers(_ code: String) -> (String, [Position]) {
        ExampleMarkers.strip(code)
    }

    /// `source` fixed by `rule`: analysed from a compiled index for a rule that needs one.
    static func fixed(by rule: any Rule.Type, in example: Example, source: String) async throws -> String {
        if rule.description.requiresIndex { return try await AnalyzerExampleRunner.fixed(by: rule, in: example, source: source) }
        return FixApplier.apply(try await violations(of: rule, in: example, source: source), to: source).text
    }

    /// Violations of `rule` (with the example's options) in `source`, linted
    /// with the default rules on too, as a user would run it; a rule that needs
    /// the index is analysed from the example compiled on its own.
    static func violations(of rule: any Rule.Type, in example: Example, source: String) async throws -> [Diagnostic] {
        if rule.description.requiresIndex {
            return try await AnalyzerExampleRunner.violations(of: rule, in: example, source: source)
        }
        var yaml = "opt_in_rules: [\(rule.identifier)]\n"
        if let options = example.options { yaml += "\(rule.identifier): \(options)\n" }
        let configuration = try LintConfiguration.parse(yaml: yaml, registry: .standard)
        let linter = Linter(registry: .standard, configuration: configuration)
        return linter.lint(source: source, path: example.path).filter { $0.ruleID == rule.identifier }
    }
}

/// The rule reference is made from the rules' data; its option keys must be the
/// keys the rules' decoders read, or users would copy keys that are rejected.
final class RuleDocumentationTests: XCTestCase {
    func testEveryDocumentedOptionKeyIsAcceptedWithItsDocumentedDefault() {
        for rule in allRules {
            let documented = RuleDocumentation.optionDefaults(of: rule)
            for (key, value) in documented where !value.hasPrefix("warning ") && value != "none" && !value.hasPrefix("as ") {
                let yaml = "only_rules: [\(rule.identifier)]\n\(rule.identifier):\n  \(key): \(Self.yaml(value))\n"
                XCTAssertNoThrow(try LintConfiguration.parse(yaml: yaml, registry: .standard), "\(rule.identifier): \(key): \(value)")
            }
        }
    }

    /// A documented list (`[a, b]`) as YAML with each item quoted.
    private static func yaml(_ value: String) -> String {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return value }
        let items = value.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return "[" + items.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\") + "\"" }.joined(separator: ", ") + "]"
    }

    func testPagesForEveryRuleAndAnIndex() {
        let pages = RuleDocumentation.pages(for: allRules)
        XCTAssertEqual(pages.count, allRules.count + 1)
        let index = pages["README.md"] ?? ""
        for rule in allRules { XCTAssertTrue(index.contains("[`\(rule.identifier)`](\(rule.identifier).md)")) }
        let lineLength = pages["line_length.md"] ?? ""
        XCTAssertTrue(lineLength.contains("* `ignores_urls`: false"), lineLength)
        XCTAssertTrue(lineLength.contains("* `warning`: 120"), lineLength)
        XCTAssertTrue(lineLength.contains("## Triggering examples"), lineLength)
    }

    func testSnakeCaseKeepsAcronymsTogether() {
        XCTAssertEqual(RuleDocumentation.snakeCase("ignoresURLs"), "ignores_urls")
        XCTAssertEqual(RuleDocumentation.snakeCase("maxEmptyLines"), "max_empty_lines")
        XCTAssertEqual(RuleDocumentation.snakeCase("severity"), "severity")
    }
}

import Foundation
import LintEngine
import LintRules
import ToolCore
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

    func testNonTriggeringExamples() async throws {
        for rule in allRules {
            for example in rule.description.nonTriggeringExamples {
                let found = try await ExampleRunner.violations(of: rule, in: example, source: example.code)
                XCTAssertEqual(found.map(\.description), [], "\(rule.identifier) flagged a non-triggering example",
                               file: example.file, line: example.line)
            }
        }
    }

    func testTriggeringExamplesAtTheirMarkers() async throws {
        for rule in allRules {
            for example in rule.description.triggeringExamples {
                let (source, expected) = ExampleRunner.strippingMarkers(example.code)
                let found = try await ExampleRunner.violations(of: rule, in: example, source: source)
                let positions = found.map { ExampleRunner.Position(line: $0.line, column: $0.column ?? 1) }
                XCTAssertEqual(positions, expected, "\(rule.identifier): violations not at the ↓ markers in\n\(example.code)",
                               file: example.file, line: example.line)
            }
        }
    }

    func testCorrections() async throws {
        for rule in allRules {
            for correction in rule.description.corrections {
                let (source, _) = ExampleRunner.strippingMarkers(correction.before.code)
                let fixed = try await ExampleRunner.fixed(by: rule, in: correction.before, source: source)
                XCTAssertEqual(fixed, correction.after, "\(rule.identifier) correction",
                               file: correction.before.file, line: correction.before.line)
                let again = try await ExampleRunner.fixed(by: rule, in: correction.before, source: fixed)
                XCTAssertEqual(again, fixed, "\(rule.identifier): a second fix changed the text",
                               file: correction.before.file, line: correction.before.line)
            }
        }
    }
}

enum ExampleRunner {
    struct Position: Equatable, CustomStringConvertible {
        let line: Int
        let column: Int
        var description: String { "\(line):\(column)" }
    }

    /// The example without its `↓` markers, and where each marker stood
    /// (1-based line, 1-based column in UTF-16 units, as SwiftLint reports
    /// columns). Scalar by scalar: a marker before a
    /// combining or zero-width character is one `Character` with it.
    static func strippingMarkers(_ code: String) -> (String, [Position]) {
        var positions: [Position] = []
        var output = String.UnicodeScalarView()
        var line = 1, column = 1
        let marker = Example.marker.unicodeScalars.first
        for scalar in code.unicodeScalars {
            if scalar == marker {
                positions.append(Position(line: line, column: column))
                continue
            }
            output.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += UTF16.width(scalar) }
        }
        return (String(output), positions)
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

import Foundation
import LintEngine
import BuiltInRules
import ToolCore

/// A rule's own examples checked the way the suite checks its built-in rules
/// (the same code runs both): the non-triggering examples give nothing; the
/// triggering ones give a finding exactly at each `↓` and nothing once the
/// code is wrapped in a comment or a string, after a disable command, or moved
/// behind multi-byte characters on its line (whose findings move by their width
/// in UTF-16 units, as SwiftLint counts columns); corrections give the expected
/// text, and fixing that text again changes nothing.
///
/// ``verify(_:file:line:)`` reports the failures through XCTest; any other test
/// framework can assert that ``failures()`` is empty.
public struct RuleVerification {
    /// One check that did not hold, at the example it is about.
    public struct Failure: CustomStringConvertible, Sendable {
        public let message: String
        public let file: StaticString
        public let line: UInt
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// A check of the triggering examples in disguise that a rule may be exempt from:
    /// a rule about comments finds its examples in a comment, a rule about a line's
    /// start does not follow its examples behind other text.
    public enum Check: Sendable, Hashable, CaseIterable {
        /// Wrapped in a `/* */` comment, an example must trigger nothing.
        case wrappingInComment
        /// Wrapped in a raw multi-line string literal, an example must trigger nothing.
        case wrappingInString
        /// After `// swiftlint:disable <rule>`, an example must trigger nothing.
        case disableCommand
        /// Behind multi-byte characters on its first line, an example's findings there
        /// move by those characters' width in UTF-16 units.
        case multiByteOffsets
    }

    private let rule: any Rule.Type
    private let skipped: Set<Check>
    /// The built-in rules and the rule checked, which may be a team's own.
    private let registry: RuleRegistry

    /// Checks `rule`, linted alongside the default rules as a user would run it,
    /// with every check but those `skipping` names.
    public init(_ rule: any Rule.Type, skipping: Set<Check> = []) {
        self.rule = rule
        skipped = skipping
        let builtIn = RuleRegistry.standard
        registry = builtIn[rule.identifier] == nil ? RuleRegistry(builtIn.rules + [rule]) : builtIn
    }

    /// Every check that did not hold; empty when the rule passes.
    public func failures() -> [Failure] {
        let description = rule.description
        if description.requiresIndex {
            return [failure("an analyzer rule's examples need a compiled index, which verify does not build")]
        }
        let all = description.nonTriggeringExamples + description.triggeringExamples + description.corrections.map(\.before)
        if let undecodable = all.first(where: { linter(for: $0) == nil }) {
            return [failure("the example's options do not decode: \(undecodable.options ?? "")", undecodable)]
        }
        var failures: [Failure] = []
        if description.triggeringExamples.isEmpty || description.nonTriggeringExamples.isEmpty || description.summary.isEmpty {
            failures.append(failure("needs a summary, a triggering and a non-triggering example"))
        }
        for example in description.nonTriggeringExamples {
            let found = positions(in: example, source: example.code)
            if !found.isEmpty { failures.append(failure("flagged a non-triggering example at \(found)\n\(example.code)", example)) }
        }
        failures += description.triggeringExamples.flatMap(triggeringFailures)
        failures += description.corrections.compactMap(correctionFailure)
        return failures
    }

    private func failure(_ message: String, _ example: Example? = nil) -> Failure {
        Failure(message: "\(rule.identifier): \(message)", file: example?.file ?? #filePath, line: example?.line ?? #line)
    }

    /// A triggering example: findings at its markers, then the same in every disguise.
    private func triggeringFailures(_ example: Example) -> [Failure] {
        let (source, expected) = ExampleMarkers.strip(example.code)
        let found = positions(in: example, source: source)
        guard found == expected else {
            return [failure("findings at \(found), the ↓ markers at \(expected) in\n\(example.code)", example)]
        }
        return variants(source: source, expected: expected).compactMap { variant, variantSource, variantExpected in
            let found = positions(in: example, source: variantSource)
            return found == variantExpected ? nil
                : failure("\(variant): findings at \(found), expected \(variantExpected) in\n\(variantSource)", example)
        }
    }

    private func correctionFailure(_ correction: Correction) -> Failure? {
        let (source, _) = ExampleMarkers.strip(correction.before.code)
        let fixed = self.fixed(correction.before, source: source)
        if fixed != correction.after {
            return failure("the correction gave\n\(fixed)\ninstead of\n\(correction.after)", correction.before)
        }
        let again = self.fixed(correction.before, source: fixed)
        return again == fixed ? nil : failure("a second fix changed the corrected text", correction.before)
    }

    /// The triggering example in the disguises that must not change what is found.
    private func variants(source: String, expected: [ExampleMarkers.Position])
        -> [(String, String, [ExampleMarkers.Position])] {
        var variants: [(String, String, [ExampleMarkers.Position])] = []
        if !skipped.contains(.disableCommand) {
            variants.append(("after `// swiftlint:disable \(rule.identifier)`", "// swiftlint:disable \(rule.identifier)\n" + source, []))
        }
        if !skipped.contains(.wrappingInComment), !source.contains("*/") {
            variants.append(("wrapped in a comment", "/*\n" + source + "\n*/\n", []))
        }
        if !skipped.contains(.wrappingInString), !source.contains("\"\"\"#") {
            variants.append(("wrapped in a string", "let string = #\"\"\"\n" + source + "\n\"\"\"#\n", []))
        }
        if !skipped.contains(.multiByteOffsets) {
            let prefix = "/* 👨‍👩‍👧 é */ "
            let width = prefix.utf16.count
            let moved = expected.map { ExampleMarkers.Position(line: $0.line, column: $0.line == 1 ? $0.column + width : $0.column) }
            variants.append(("behind `\(prefix)` on its first line", prefix + source, moved))
        }
        return variants
    }

    /// One linter per set of options: a configuration is parsed once, not for every variant.
    private final class Linters {
        var byOptions: [String?: Linter?] = [:]
    }
    private let linters = Linters()

    private func linter(for example: Example) -> Linter? {
        if let known = linters.byOptions[example.options] { return known }
        let made = makeLinter(for: example)
        linters.byOptions[example.options] = made
        return made
    }

    private func makeLinter(for example: Example) -> Linter? {
        var yaml = "opt_in_rules: [\(rule.identifier)]\n"
        if let options = example.options { yaml += "\(rule.identifier): \(options)\n" }
        guard let configuration = try? LintConfiguration.parse(yaml: yaml, registry: registry) else { return nil }
        return Linter(registry: registry, configuration: configuration)
    }

    private func findings(in example: Example, source: String) -> [Diagnostic] {
        linter(for: example)?.lint(source: source, path: example.path).filter { $0.ruleID == rule.identifier } ?? []
    }

    private func positions(in example: Example, source: String) -> [ExampleMarkers.Position] {
        findings(in: example, source: source).map { ExampleMarkers.Position(line: $0.line, column: $0.column ?? 1) }
    }

    private func fixed(_ example: Example, source: String) -> String {
        FixApplier.apply(findings(in: example, source: source), to: source).text
    }
}

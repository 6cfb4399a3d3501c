import LintEngine
import SwiftSyntax
import ToolCore

/// `try!` turns every thrown error into a crash; handling or propagating the
/// error keeps the program running.
public struct ForceTryRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "force_try",
        name: "Force Try",
        summary: "Force tries should be avoided",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "func a() throws {}\ndo {\n  try a()\n} catch {}\n",
            "let x = try? a()",
            "func b() throws { try a() }",
        ],
        triggeringExamples: [
            "func a() throws {}\n↓try! a()\n",
            "let x = ↓try! JSONDecoder().decode(T.self, from: data)",
            "func f() {\n    let values = [↓try! a(), ↓try! b()]\n}\n",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(TryExprSyntax.self) { node in
            guard node.questionOrExclamationMark?.tokenKind == .exclamationMark else { return }
            file.report(self, at: node.tryKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

/// Severity-only options whose default is `error`, as SwiftLint's `force_try`
/// has: `rule: warning` or `rule: {severity: warning}`.
public struct ErrorSeverityOption: SeverityBasedOptions, Equatable {
    public var severity = Severity.error

    public init() {}

    private enum CodingKeys: String, CodingKey { case severity }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let value = try? single.decode(Severity.self) {
            severity = value
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
    }
}

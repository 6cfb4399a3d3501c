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

import LintEngine
import SwiftSyntax
import ToolCore

/// `joined()` already joins with an empty separator; spelling out
/// `separator: ""` adds noise and makes readers look for a difference.
public struct JoinedDefaultParameterRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "joined_default_parameter",
        name: "Joined Default Parameter",
        summary: "Discouraged explicit usage of the default separator",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "let line = words.joined()",
            "let line = words.joined(separator: \" \")",
            "let line = words.joined(separator: glue)",
            "let line = words.joined(separator: \"\\(glue)\")",
            "let line = words.split(separator: \"\")",
        ],
        triggeringExamples: [
            "let line = words.joined(↓separator: \"\")",
            "let line = words.map(format)\n               .joined(↓separator: \"\")",
            "func render() -> String {\n    return [\"x\", \"y\"].joined(↓separator: \"\")\n}",
            "let line = words.joined(\n    ↓separator: \"\"\n)",
            "let raw = words.joined(↓separator: #\"\"#)",
        ],
        corrections: [
            Correction("let line = words.joined(↓separator: \"\")", "let line = words.joined()"),
            Correction("let line = words.map(format)\n.joined(↓separator: \"\")", "let line = words.map(format)\n.joined()"),
            Correction("func render() -> String {\n    return [\"x\", \"y\"].joined(↓separator: \"\")\n}",
                       "func render() -> String {\n    return [\"x\", \"y\"].joined()\n}"),
            Correction("struct S {\n#if DEBUG\nlet line = words.joined(↓separator: \"\")\n#endif\n}",
                       "struct S {\n#if DEBUG\nlet line = words.joined()\n#endif\n}"),
            Correction("let line = words.joined(\n    ↓separator: \"\"\n)", "let line = words.joined(\n)"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["joined"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let argument = node.arguments.first,
                  node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "joined",
                  argument.label?.text == "separator",
                  Self.isEmptyString(argument.expression)
            else { return }
            // As SwiftLint's rewriter, which empties the argument list: the
            // arguments go with their trivia, the parentheses stay.
            let fix = Diagnostic.Fix(start: node.arguments.position.utf8Offset,
                                     end: node.arguments.endPosition.utf8Offset, replacement: "")
            file.report(self, at: argument.positionAfterSkippingLeadingTrivia, Self.description.summary, fix: fix)
        }
    }

    /// A string literal whose only segment is empty (`""`, `#""#`), as
    /// SwiftLint decides it.
    private static func isEmptyString(_ expression: ExprSyntax) -> Bool {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first
        else { return false }
        return segment.trimmedLength.utf8Length == 0
    }
}

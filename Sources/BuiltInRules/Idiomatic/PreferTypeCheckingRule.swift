import LintEngine
import SwiftSyntax
import ToolCore

/// `x as? T != nil` casts only to throw the result away; `x is T` asks the
/// question directly.
public struct PreferTypeCheckingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "prefer_type_checking",
        name: "Prefer Type Checking",
        summary: "Prefer `a is X` to `a as? X != nil`",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "let foo = bar as? Foo",
            "bar is Foo",
            "if foo is Bar {\n    doSomeThing()\n}",
            "if let bar = foo as? Bar {\n    foo.run()\n}",
        ],
        triggeringExamples: [
            "bar ↓as? Foo != nil",
            "if foo ↓as? Bar != nil {\n    doSomeThing()\n}",
            "let isView = object ↓as? UIView != nil",
        ],
        corrections: [
            Correction("bar ↓as? Foo != nil", "bar is Foo"),
            Correction("if foo ↓as? Bar != nil {\n    doSomeThing()\n}", "if foo is Bar {\n    doSomeThing()\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(UnresolvedAsExprSyntax.self) { node in
            guard node.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
                  let list = node.parent?.as(ExprListSyntax.self), list.count >= 5,
                  list.last?.is(NilLiteralExprSyntax.self) == true,
                  list.dropLast().last?.as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
            else { return }
            let elements = Array(list)
            // `value as? T != nil`, exactly: no other operator around it.
            let fix: Diagnostic.Fix? = elements.count == 5 && elements[1].id == node.id
                ? Diagnostic.Fix(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                 end: list.endPositionBeforeTrailingTrivia.utf8Offset,
                                 replacement: "is " + elements[2].trimmedText)
                : nil
            file.report(self, at: node.asKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary, fix: fix)
        }
    }
}

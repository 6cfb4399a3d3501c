import LintEngine
import SwiftSyntax
import ToolCore

/// Swift's control statements take their conditions bare; parentheses around
/// them are a habit from C that only adds noise.
public struct ControlStatementRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "control_statement",
        name: "Control Statement",
        summary: "`if`, `for`, `guard`, `switch`, `while`, and `catch` statements shouldn't unnecessarily wrap their "
            + "conditionals or arguments in parentheses",
        kind: .style,
        nonTriggeringExamples: [
            "if condition {}\n",
            "if (a, b) == (0, 1) {}\n",
            "if (a || b) && (c || d) {}\n",
            "if (min...max).contains(value) {}\n",
            "renderGif(data)\n",
            "guard condition else {}\n",
            "while condition {}\n",
            "do {} while condition {}\n",
            "switch foo {}\n",
            "do {} catch let error as NSError {}\n",
            "foo().catch(all: true) {}\n",
            "switch (lhs, rhs) {}\n",
            "if (f() { g() {} }) {}\n",
            "if (a + f() {} == 1) {}\n",
            "if ({ true }()) {}\n",
        ],
        triggeringExamples: [
            "↓if (condition) {}\n",
            "↓if(condition) {}\n",
            "↓if (condition == endIndex) {}\n",
            "↓if ((a || b) && (c || d)) {}\n",
            "↓guard (condition) else {}\n",
            "↓while (condition) {}\n",
            "do { ; } ↓while(condition) {}\n",
            "↓switch (foo) {}\n",
            "do {} ↓catch(let error as NSError) {}\n",
            "↓if (max(a, b) < c) {}\n",
            "if a {} else ↓if (b) {}\n",
        ],
        corrections: [
            Correction("↓if (condition) {}\n", "if condition {}\n"),
            Correction("↓if(condition) {}\n", "if condition {}\n"),
            Correction("↓if ((a || b) && (c || d)) {}\n", "if (a || b) && (c || d) {}\n"),
            Correction("↓guard (condition) else {}\n", "guard condition else {}\n"),
            Correction("do {} ↓while(condition) {}\n", "do {} while condition {}\n"),
            Correction("↓switch (foo) {}\n", "switch foo {}\n"),
            Correction("do {} ↓catch(let error as NSError) {}\n", "do {} catch let error as NSError {}\n"),
            Correction("↓if (a),\n   ( b == 1 ) {}\n", "if a,\n   b == 1 {}\n"),
            Correction("↓if (/* why */ a) {}\n", "if (/* why */ a) {}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(IfExprSyntax.self) { node in
            check(node.ifKeyword, node.conditions.compactMap(Self.wrappedCondition), in: file)
        }
        walk.on(GuardStmtSyntax.self) { node in
            check(node.guardKeyword, node.conditions.compactMap(Self.wrappedCondition), in: file)
        }
        walk.on(WhileStmtSyntax.self) { node in
            check(node.whileKeyword, node.conditions.compactMap(Self.wrappedCondition), in: file)
        }
        walk.on(SwitchExprSyntax.self) { node in
            check(node.switchKeyword, [Self.superfluousParentheses(node.subject)].compactMap(\.self), in: file)
        }
        walk.on(CatchClauseSyntax.self) { node in
            let wrapped = node.catchItems.compactMap { item in
                item.pattern?.as(ExpressionPatternSyntax.self).flatMap { Self.superfluousParentheses($0.expression) }
            }
            check(node.catchKeyword, wrapped, in: file)
        }
    }

    /// Reports the statement when it wraps something in parentheses, with a
    /// fix that drops them (and keeps a space after the keyword).
    private func check(_ keyword: TokenSyntax, _ wrapped: [TupleExprSyntax], in file: LintFile) {
        guard !wrapped.isEmpty else { return }
        var edits: [Diagnostic.Fix] = []
        if keyword.trailingTrivia.isEmpty {
            let end = keyword.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(.init(start: end, end: end, replacement: " "))
        }
        for tuple in wrapped {
            guard let inner = tuple.elements.first?.expression else { continue }
            edits.append(StyleSupport.deletion(from: tuple.leftParen.positionAfterSkippingLeadingTrivia,
                                               to: inner.positionAfterSkippingLeadingTrivia))
            edits.append(StyleSupport.deletion(from: inner.endPositionBeforeTrailingTrivia,
                                               to: tuple.rightParen.endPositionBeforeTrailingTrivia))
        }
        let keepsComments = edits.contains { StyleSupport.mayHoldComment(in: file, from: $0.start, to: $0.end) }
        file.report(self, at: keyword.positionAfterSkippingLeadingTrivia, Self.description.summary,
                    fix: keepsComments ? nil : StyleSupport.combinedFix(edits, in: file))
    }

    private static func wrappedCondition(_ element: ConditionElementSyntax) -> TupleExprSyntax? {
        guard case .expression(let expression) = element.condition else { return nil }
        return superfluousParentheses(expression)
    }

    /// `expression` when it is one expression in parentheses that may go: not
    /// a tuple, and not holding a trailing closure, whose braces would be read
    /// as the statement's body without them.
    private static func superfluousParentheses(_ expression: ExprSyntax) -> TupleExprSyntax? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let inner = tuple.elements.first?.expression, !containsTrailingClosure(inner) else { return nil }
        return tuple
    }

    private static func containsTrailingClosure(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.trailingClosure != nil || call.calledExpression.is(ClosureExprSyntax.self)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { containsTrailingClosure($0) }
        }
        return false
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// Matching `.bar(_)` or `.bar()` binds nothing; `.bar` says the same with
/// less to read.
public struct EmptyEnumArgumentsRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "empty_enum_arguments",
        name: "Empty Enum Arguments",
        summary: "Arguments can be omitted when matching enums with associated values if they are not used",
        kind: .style,
        nonTriggeringExamples: [
            "switch foo {\ncase .bar: break\n}\n",
            "switch foo {\ncase .bar(let x): break\n}\n",
            "switch foo {\ncase let .bar(x): break\n}\n",
            "switch (foo, bar) {\ncase (_, _): break\n}\n",
            "switch foo {\ncase \"bar\".uppercased(): break\n}\n",
            "switch foo {\ncase .bar(Baz()): break\n}\n",
            "switch foo {\ncase .bar(.init()): break\n}\n",
            "if case .bar = foo {\n}\n",
            "if foo == .bar() {}\n",
            "guard case .settings(.notifications(_, nil)) = nav else { return false }\n",
        ],
        triggeringExamples: [
            "switch foo {\ncase .bar↓(_): break\n}\n",
            "switch foo {\ncase .bar↓(): break\n}\n",
            "switch foo {\ncase .bar↓(_), .bar2↓(_): break\n}\n",
            "switch foo {\ncase .bar↓() where method() > 2: break\n}\n",
            "switch foo {\ncase .bar(.baz↓()): break\n}\n",
            "switch foo {\ncase .bar(.baz↓(_)): break\n}\n",
            "if case .bar↓(_) = foo {\n}\n",
            "guard case .bar↓() = foo else {\n}\n",
            "guard case .settings(.notifications↓(_, _)) = nav else { return false }\n",
        ],
        corrections: [
            Correction("switch foo {\ncase .bar↓(_): break\n}\n", "switch foo {\ncase .bar: break\n}\n"),
            Correction("switch foo {\ncase .bar↓(), .bar2↓(_): break\n}\n", "switch foo {\ncase .bar, .bar2: break\n}\n"),
            Correction("switch foo {\ncase .bar↓() where method() > 2: break\n}\n",
                       "switch foo {\ncase .bar where method() > 2: break\n}\n"),
            Correction("switch foo {\ncase .bar(.baz↓(_)): break\n}\n", "switch foo {\ncase .bar(.baz): break\n}\n"),
            Correction("if case .bar↓(_) = foo {\n}\n", "if case .bar = foo {\n}\n"),
            Correction("guard case .settings(.notifications↓(_, _)) = nav else { return false }\n",
                       "guard case .settings(.notifications) = nav else { return false }\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SwitchCaseItemSyntax.self) { node in check(node.pattern, in: file) }
        walk.on(MatchingPatternConditionSyntax.self) { node in check(node.pattern, in: file) }
    }

    private func check(_ pattern: PatternSyntax, in file: LintFile) {
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              Self.isEmptyEnumCall(call),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
              let leftParen = Self.innermostCall(call).leftParen else { return }
        var edits: [Diagnostic.Fix] = []
        Self.collectRemovals(in: call, into: &edits)
        let keepsComments = edits.contains { StyleSupport.mayHoldComment(in: file, from: $0.start, to: $0.end) }
        file.report(self, at: leftParen.positionAfterSkippingLeadingTrivia, Self.description.summary,
                    fix: keepsComments ? nil : StyleSupport.combinedFix(edits, in: file))
    }

    /// `.bar(_)`, `.bar()`, `.bar(.baz(_))`: a member (not an initializer)
    /// called only with `_` or with such calls.
    private static func isEmptyEnumCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              !member.declName.baseName.isKeyword(.`init`) else { return false }
        return call.arguments.allSatisfy { argument in
            argument.expression.is(DiscardAssignmentExprSyntax.self)
                || argument.expression.as(FunctionCallExprSyntax.self).map(isEmptyEnumCall) == true
        }
    }

    /// The call SwiftLint points at: the first nested call, all the way down.
    private static func innermostCall(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        for argument in call.arguments {
            if let nested = argument.expression.as(FunctionCallExprSyntax.self) { return innermostCall(nested) }
        }
        return call
    }

    /// The parentheses (and `_`s) to delete: a call holding only `_`s loses
    /// its argument list; otherwise its nested calls are looked at.
    private static func collectRemovals(in call: FunctionCallExprSyntax, into edits: inout [Diagnostic.Fix]) {
        guard isEmptyEnumCall(call), call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil else { return }
        if call.arguments.allSatisfy({ $0.expression.is(DiscardAssignmentExprSyntax.self) }) {
            guard let rightParen = call.rightParen else { return }
            edits.append(StyleSupport.deletion(from: call.calledExpression.endPositionBeforeTrailingTrivia,
                                               to: rightParen.endPositionBeforeTrailingTrivia))
            return
        }
        for argument in call.arguments {
            if let nested = argument.expression.as(FunctionCallExprSyntax.self) { collectRemovals(in: nested, into: &edits) }
        }
    }
}

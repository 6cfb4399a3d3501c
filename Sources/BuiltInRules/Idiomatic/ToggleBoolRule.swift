import LintEngine
import SwiftSyntax
import ToolCore

/// `flag.toggle()` names the value once and says what happens;
/// `flag = !flag` repeats it and invites typos.
public struct ToggleBoolRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "toggle_bool",
        name: "Toggle Bool",
        summary: "Prefer `someBool.toggle()` over `someBool = !someBool`",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "isHidden.toggle()",
            "view.clipsToBounds.toggle()",
            "func foo() { abc.toggle() }",
            "view.clipsToBounds = !clipsToBounds",
            "disconnected = !connected",
            "result = !result.toggle()",
        ],
        triggeringExamples: [
            "↓isHidden = !isHidden",
            "↓view.clipsToBounds = !view.clipsToBounds",
            "func foo() { ↓abc = !abc }",
        ],
        corrections: [
            Correction("↓isHidden = !isHidden", "isHidden.toggle()"),
            Correction("↓view.clipsToBounds = !view.clipsToBounds", "view.clipsToBounds.toggle()"),
            Correction("func foo() { ↓abc = !abc }", "func foo() { abc.toggle() }"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SequenceExprSyntax.self) { node in
            let elements = node.elements
            guard elements.count == 3, let target = elements.first, let value = elements.last,
                  elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  value.is(PrefixOperatorExprSyntax.self)
            else { return }
            let lhs = target.trimmedText
            guard value.trimmedText == "!" + lhs else { return }
            let start = node.positionAfterSkippingLeadingTrivia
            file.report(self, at: start, Self.description.summary,
                        fix: .init(start: start.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                   replacement: lhs + ".toggle()"))
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `a.intersection(b).isEmpty` builds a whole set to answer a yes/no
/// question that `isDisjoint(with:)` answers without allocating.
public struct IsDisjointRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "is_disjoint",
        name: "Is Disjoint",
        summary: "Prefer using `Set.isDisjoint(with:)` over `Set.intersection(_:).isEmpty`",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "_ = Set(syntaxKinds).isDisjoint(with: commentAndStringKindsSet)",
            "let isObjc = !objcAttributes.isDisjoint(with: dictionary.enclosedSwiftAttributes)",
            "_ = Set(syntaxKinds).intersection(commentAndStringKindsSet)",
            "_ = !objcAttributes.intersection(dictionary.enclosedSwiftAttributes)",
        ],
        triggeringExamples: [
            "_ = Set(syntaxKinds).↓intersection(commentAndStringKindsSet).isEmpty",
            "let isObjc = !objcAttributes.↓intersection(dictionary.enclosedSwiftAttributes).isEmpty",
            "if a.↓intersection(b).isEmpty { }",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["intersection"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberAccessExprSyntax.self) { node in
            guard node.declName.baseName.text == "isEmpty",
                  let call = node.base?.as(FunctionCallExprSyntax.self),
                  let called = call.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "intersection"
            else { return }
            file.report(self, at: called.declName.baseName.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

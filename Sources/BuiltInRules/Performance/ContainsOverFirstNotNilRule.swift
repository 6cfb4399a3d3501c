import LintEngine
import SwiftSyntax
import ToolCore

/// `first(where:) != nil` builds an optional only to test it; `contains(where:)`
/// asks the question directly.
public struct ContainsOverFirstNotNilRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "contains_over_first_not_nil",
        name: "Contains over First not Nil",
        summary: "Prefer `contains` over `first(where:) != nil` and `firstIndex(where:) != nil`.",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "let first = myList.first(where: { $0 % 2 == 0 })\n",
            "let first = myList.first { $0 % 2 == 0 }\n",
            "let firstIndex = myList.firstIndex(where: { $0 % 2 == 0 })\n",
            "if myList.first != nil {}\n",
            "let x = fallback ?? myList.first { $0 > 1 } != nil\n",
        ],
        triggeringExamples: [
            "↓myList.first { $0 % 2 == 0 } != nil\n",
            "↓myList.first(where: { $0 % 2 == 0 }) == nil\n",
            "↓myList.map { $0 + 1 }.first(where: { $0 % 2 == 0 }) != nil\n",
            "↓myList.firstIndex(where: someFunction) != nil\n",
            "↓myList.map { $0 + 1 }.firstIndex { $0 % 2 == 0 } == nil\n",
            "(↓myList.first { $0 % 2 == 0 }) != nil\n",
            "if isReady && ↓list.first(where: isValid) != nil {}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["first", "firstIndex"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SequenceExprSyntax.self) { node in
            for operand in LintSupport.operandsComparedWithNil(in: node) {
                guard let call = operand.unparenthesizedCall,
                      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      ["first", "firstIndex"].contains(member.declName.baseName.text) else { continue }
                file.report(self, at: call.positionAfterSkippingLeadingTrivia,
                            "Prefer `contains` over `\(member.declName.baseName.text)(where:) != nil`")
            }
        }
    }
}

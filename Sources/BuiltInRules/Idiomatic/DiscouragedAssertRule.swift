import LintEngine
import SwiftSyntax
import ToolCore

/// `assert(false)` is an assertion that always fails, dressed as a check;
/// `assertionFailure()` (or `preconditionFailure()`) says that outright, and
/// the compiler knows the path does not return.
public struct DiscouragedAssertRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "discouraged_assert",
        name: "Discouraged Assert",
        summary: "Prefer `assertionFailure()` and/or `preconditionFailure()` over `assert(false)`",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            #"assert(true)"#,
            #"assert(true, "always holds")"#,
            #"assert(true, "always holds", file: "Cache.swift", line: 12)"#,
            #"assert(false || isReady)"#,
            #"assert(count > 0, "no items")"#,
            #"XCTAssert(false)"#,
            #"assertionFailure("unreachable")"#,
            #"precondition(false)"#,
            #"assert(condition: false)"#,
        ],
        triggeringExamples: [
            #"↓assert(false)"#,
            #"↓assert(false, "unreachable")"#,
            #"↓assert(false, "unreachable", file: "Cache.swift", line: 12)"#,
            #"↓assert(  false   , "unreachable")"#,
            "func evict() {\n    guard isFull else {\n        ↓assert(false)\n        return\n    }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["assert"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["assert"]) { node in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "assert",
                  let first = node.arguments.first, first.label == nil,
                  first.expression.as(BooleanLiteralExprSyntax.self)?.literal.isKeyword(.false) == true
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

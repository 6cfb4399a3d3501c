import LintEngine
import SwiftSyntax
import ToolCore

/// `map(NSNumber.init)` may pick the wrong overload (a compiler bug) and
/// crash; `NSNumber.init(value:)` names the one meant.
public struct NSNumberInitAsFunctionReferenceRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "ns_number_init_as_function_reference",
        name: "NSNumber Init as Function Reference",
        summary: "Passing `NSNumber.init` or `NSDecimalNumber.init` as a function reference is dangerous "
            + "as it can cause the wrong initializer to be used, causing crashes; use `.init(value:)` instead",
        kind: .lint,
        nonTriggeringExamples: [
            "[0, 0.2].map(NSNumber.init(value:))",
            "let value = NSNumber.init(value: 0.0)",
            "[0, 0.2].map { NSNumber(value: $0) }",
            "[0, 0.2].map(NSDecimalNumber.init(value:))",
            "[0, 0.2].map { NSDecimalNumber(value: $0) }",
        ],
        triggeringExamples: [
            "[0, 0.2].map(↓NSNumber.init)",
            "[0, 0.2].map(↓NSDecimalNumber.init)",
            "let make = ↓NSNumber.init",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["NSNumber", "NSDecimalNumber"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberAccessExprSyntax.self) { node in
            guard node.declName.baseName.isKeyword(.`init`),
                  node.declName.argumentNames?.arguments.isEmpty ?? true,
                  !(node.parent?.is(FunctionCallExprSyntax.self) ?? false),
                  let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  base == "NSNumber" || base == "NSDecimalNumber"
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `Self.member` says "this type" directly; `type(of: self).member` takes a
/// detour through a value.
public struct PreferSelfTypeOverTypeOfSelfRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "prefer_self_type_over_type_of_self",
        name: "Prefer Self Type Over Type of Self",
        summary: "Prefer `Self` over `type(of: self)` when accessing properties or calling methods",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "class Foo {\n    func bar() {\n        Self.baz()\n    }\n}\n",
            "class Foo {\n    func bar() {\n        print(Self.baz)\n    }\n}\n",
            "class A {\n    func foo(param: B) {\n        type(of: param).bar()\n    }\n}\n",
            "class A {\n    func foo() {\n        print(type(of: self))\n    }\n}\n",
        ],
        triggeringExamples: [
            "class Foo {\n    func bar() {\n        ↓type(of: self).baz()\n    }\n}\n",
            "class Foo {\n    func bar() {\n        print(↓type(of: self).baz)\n    }\n}\n",
            "class Foo {\n    func bar() {\n        print(↓Swift.type(of: self).baz)\n    }\n}\n",
        ],
        corrections: [
            Correction("class Foo {\n    func bar() {\n        ↓type(of: self).baz()\n    }\n}\n",
                       "class Foo {\n    func bar() {\n        Self.baz()\n    }\n}\n"),
            Correction("class Foo {\n    func bar() {\n        print(↓Swift.type(of: self).baz)\n    }\n}\n",
                       "class Foo {\n    func bar() {\n        print(Self.baz)\n    }\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["type"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberAccessExprSyntax.self) { node in
            guard let call = node.base?.as(FunctionCallExprSyntax.self), Self.isTypeOfSelf(call) else { return }
            let start = call.positionAfterSkippingLeadingTrivia
            file.report(self, at: start, Self.description.summary,
                        fix: .init(start: start.utf8Offset, end: call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "Self"))
        }
    }

    /// `type(of: self)` or `Swift.type(of: self)`.
    private static func isTypeOfSelf(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first,
              argument.label?.text == "of",
              argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true else { return false }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "type"
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "type"
                && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift"
        }
        return false
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `removeObserver(self)` outside `deinit` drops every observation the
/// object holds, including ones registered by its superclass.
public struct NotificationCenterDetachmentRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "notification_center_detachment",
        name: "Notification Center Detachment",
        summary: "An object should only remove itself as an observer in `deinit`",
        kind: .lint,
        nonTriggeringExamples: [
            "class Foo {\n    deinit {\n        NotificationCenter.default.removeObserver(self)\n    }\n}",
            "class Foo {\n    func bar() {\n        NotificationCenter.default.removeObserver(otherObject)\n    }\n}",
            "class Foo {\n    func bar() {\n        NotificationCenter.default.removeObserver(self, name: .changed, object: nil)\n    }\n}",
        ],
        triggeringExamples: [
            "class Foo {\n    func bar() {\n        ↓NotificationCenter.default.removeObserver(self)\n    }\n}",
            Example("class Foo {\n    override func viewWillDisappear(_ animated: Bool) {\n"
                    + "        ↓NotificationCenter.default.removeObserver(self)\n    }\n}"),
            Example("class Foo {\n    deinit {\n        let f = { }\n    }\n"
                    + "    func stop() { ↓NotificationCenter.default.removeObserver(self) }\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["removeObserver"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var deinitDepth = 0
        walk.on(DeinitializerDeclSyntax.self) { _ in deinitDepth += 1 }
        walk.after(DeinitializerDeclSyntax.self) { _ in deinitDepth -= 1 }
        walk.on(FunctionCallExprSyntax.self) { node in
            guard deinitDepth == 0, node.trailingClosure == nil, node.arguments.count == 1,
                  let argument = node.arguments.first, argument.label == nil,
                  argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true,
                  let called = node.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "removeObserver",
                  let center = called.base?.as(MemberAccessExprSyntax.self), center.declName.baseName.text == "default",
                  center.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NotificationCenter"
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

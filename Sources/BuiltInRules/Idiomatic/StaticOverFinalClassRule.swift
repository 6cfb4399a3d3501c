import LintEngine
import SwiftSyntax
import ToolCore

/// `final class func` and `class func` in a final class cannot be
/// overridden: `static` says exactly that.
public struct StaticOverFinalClassRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "static_over_final_class",
        name: "Static Over Final Class",
        summary: "Prefer `static` over `class` when the declaration is not allowed to be overridden "
            + "in child classes due to its context being final. Likewise, the compiler complains "
            + "about `open` being used in `final` classes.",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "class C {\n    static func f() {}\n}",
            "class C {\n    static var i: Int { 0 }\n}",
            "class C {\n    static subscript(_: Int) -> Int { 0 }\n}",
            "class C {\n    class func f() {}\n}",
            "final class C {}",
            "final class C {\n    class D {\n      class func f() {}\n    }\n}",
        ],
        triggeringExamples: [
            "class C {\n    ↓final class func f() {}\n}",
            "class C {\n    ↓final class var i: Int { 0 }\n}",
            "class C {\n    ↓final class subscript(_: Int) -> Int { 0 }\n}",
            "final class C {\n    ↓class func f() {}\n}",
            "class C {\n    final class D {\n        ↓class func f() {}\n    }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Whether each enclosing class is final, innermost last.
        var finalClasses: [Bool] = []
        walk.on(ClassDeclSyntax.self) { finalClasses.append($0.modifiers.hasKeyword(.final)) }
        walk.after(ClassDeclSyntax.self) { _ in _ = finalClasses.popLast() }
        walk.on(FunctionDeclSyntax.self) { check($0, $0.modifiers, finalClasses.last == true, file) }
        walk.on(VariableDeclSyntax.self) { check($0, $0.modifiers, finalClasses.last == true, file) }
        walk.on(SubscriptDeclSyntax.self) { check($0, $0.modifiers, finalClasses.last == true, file) }
    }

    private func check(_ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax, _ inFinalClass: Bool, _ file: LintFile) {
        guard modifiers.hasKeyword(.class) else { return }
        let message: String
        if modifiers.hasKeyword(.final) {
            message = "Prefer `static` over `final class`"
        } else if inFinalClass {
            message = "Prefer `static` over `class` in a final class"
        } else {
            return
        }
        file.report(self, at: node.positionAfterSkippingLeadingTrivia, message)
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `dynamic` dispatches through the Objective-C runtime, so
/// `@inline(__always)` on the same function cannot be honoured.
public struct DynamicInlineRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "dynamic_inline",
        name: "Dynamic Inline",
        summary: "Avoid using 'dynamic' and '@inline(__always)' together",
        kind: .lint,
        nonTriggeringExamples: [
            "class C {\ndynamic func f() {}}",
            "class C {\n@inline(__always) func f() {}}",
            "class C {\n@inline(never) dynamic func f() {}}",
        ],
        triggeringExamples: [
            "class C {\n@inline(__always) dynamic ↓func f() {}\n}",
            "class C {\n@inline(__always) public dynamic ↓func f() {}\n}",
            "class C {\n@inline(__always) dynamic internal ↓func f() {}\n}",
            "class C {\n@inline(__always)\ndynamic ↓func f() {}\n}",
            "class C {\n@inline(__always)\ndynamic\n↓func f() {}\n}",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["__always"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard node.modifiers.hasKeyword(.dynamic),
                  let inline = LintSupport.attribute(named: "inline", in: node.attributes),
                  inline.arguments?.firstToken(viewMode: .sourceAccurate)?.text == "__always"
            else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

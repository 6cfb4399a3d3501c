import LintEngine
import SwiftSyntax
import ToolCore

/// `_ = foo()` says "discard the result" directly; `let _ =` declares nothing.
public struct RedundantDiscardableLetRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_discardable_let",
        name: "Redundant Discardable Let",
        summary: "Prefer `_ = foo()` over `let _ = foo()` when discarding a result from a function",
        kind: .style,
        nonTriggeringExamples: [
            "_ = foo()",
            "if let _ = foo() { }",
            "guard let _ = foo() else { return }",
            "let _: ExplicitType = foo()",
            "while let _ = SplashStyle(rawValue: maxValue) { maxValue += 1 }",
            "async let _ = await foo()",
            Example("var body: some View {\n    let _ = foo()\n    return Text(\"Hello, World!\")\n}",
                    options: "{ignore_swiftui_view_bodies: true}"),
            Example("@ViewBuilder\nfunc bar() -> some View {\n    let _ = foo()\n    Text(\"Hello, World!\")\n}",
                    options: "{ignore_swiftui_view_bodies: true}"),
            Example("#Preview {\n    let _ = foo()\n    Text(\"Hello, World!\")\n}", options: "{ignore_swiftui_view_bodies: true}"),
        ],
        triggeringExamples: [
            "↓let _ = foo()",
            "if _ = foo() { ↓let _ = bar() }",
            "var body: some View {\n    ↓let _ = foo()\n    Text(\"Hello, World!\")\n}",
            Example("var notBody: some View {\n    ↓let _ = foo()\n    Text(\"Hello, World!\")\n}",
                    options: "{ignore_swiftui_view_bodies: true}"),
            Example("var body: some NotView {\n    ↓let _ = foo()\n    Text(\"Hello, World!\")\n}",
                    options: "{ignore_swiftui_view_bodies: true}"),
        ],
        corrections: [
            Correction("↓let _ = foo()", "_ = foo()"),
            Correction("if _ = foo() { ↓let _ = bar() }", "if _ = foo() { _ = bar() }"),
            Correction("func f() {\n    ↓let   _ = g()\n}\n", "func f() {\n    _ = g()\n}\n"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Allow `let _ =` in SwiftUI view bodies, where `_ =` is not a valid statement.
        public var ignoreSwiftuiViewBodies = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ignoreSwiftuiViewBodies = "ignore_swiftui_view_bodies"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            ignoreSwiftuiViewBodies = try container.decodeIfPresent(Bool.self, forKey: .ignoreSwiftuiViewBodies)
                ?? ignoreSwiftuiViewBodies
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Whether each enclosing body is a SwiftUI view body (innermost last).
        var viewBodies: [Bool] = []
        if options.ignoreSwiftuiViewBodies {
            walk.on(AccessorBlockSyntax.self) { viewBodies.append(Self.isViewBody($0) || Self.isPreviewsBody($0)) }
            walk.after(AccessorBlockSyntax.self) { _ in _ = viewBodies.popLast() }
            walk.on(CodeBlockSyntax.self) { viewBodies.append(Self.isViewBuilderFunctionBody($0)) }
            walk.after(CodeBlockSyntax.self) { _ in _ = viewBodies.popLast() }
            walk.on(ClosureExprSyntax.self) {
                viewBodies.append($0.parent?.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview")
            }
            walk.after(ClosureExprSyntax.self) { _ in _ = viewBodies.popLast() }
        }
        walk.on(VariableDeclSyntax.self) { node in
            guard viewBodies.last != true, node.bindingSpecifier.isKeyword(.let),
                  let binding = node.bindings.first, node.bindings.count == 1,
                  binding.pattern.is(WildcardPatternSyntax.self), binding.typeAnnotation == nil,
                  !node.modifiers.contains(where: { $0.name.text == "async" })
            else { return }
            let start = node.bindingSpecifier.positionAfterSkippingLeadingTrivia
            file.report(self, at: start, Self.description.summary,
                        fix: .init(start: start.utf8Offset, end: binding.pattern.positionAfterSkippingLeadingTrivia.utf8Offset,
                                   replacement: ""))
        }
    }

    /// `var body: some View { … }`
    private static func isViewBody(_ block: AccessorBlockSyntax) -> Bool {
        guard let binding = block.parent?.as(PatternBindingSyntax.self),
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
              binding.parent?.parent?.is(VariableDeclSyntax.self) == true
        else { return false }
        return isSomeView(binding.typeAnnotation?.type)
    }

    /// `static var previews: some View { … }`
    private static func isPreviewsBody(_ block: AccessorBlockSyntax) -> Bool {
        guard let binding = block.parent?.as(PatternBindingSyntax.self),
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
              declaration.modifiers.hasKeyword(.static),
              declaration.bindingSpecifier.isKeyword(.var)
        else { return false }
        return isSomeView(binding.typeAnnotation?.type)
    }

    /// The body of `@ViewBuilder func f() -> some View`.
    private static func isViewBuilderFunctionBody(_ block: CodeBlockSyntax) -> Bool {
        guard let function = block.parent?.as(FunctionDeclSyntax.self),
              function.attributes.hasAttribute(named: "ViewBuilder")
        else { return false }
        return isSomeView(function.signature.returnClause?.type)
    }

    private static func isSomeView(_ type: TypeSyntax?) -> Bool {
        guard let type = type?.as(SomeOrAnyTypeSyntax.self) else { return false }
        return type.someOrAnySpecifier.text == "some" && type.constraint.as(IdentifierTypeSyntax.self)?.name.text == "View"
    }
}

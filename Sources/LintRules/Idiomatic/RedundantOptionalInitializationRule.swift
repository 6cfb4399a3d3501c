import LintEngine
import SwiftSyntax
import ToolCore

/// An optional `var` starts out nil anyway; `= nil` only adds noise.
public struct RedundantOptionalInitializationRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_optional_initialization",
        name: "Redundant Optional Initialization",
        summary: "Initializing an optional variable with nil is redundant",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "var myVar: Int?",
            "let myVar: Int? = nil",
            "var myVar: Int? = 0",
            "func foo(bar: Int? = 0) { }",
            "var myVar: Optional<Int>",
            "let myVar: Optional<Int> = nil",
            "var foo: Int? {\n  if bar != nil { }\n  return 0\n}",
            "var foo: Int? = {\n  if bar != nil { }\n  return 0\n}()",
            "lazy var test: Int? = nil",
        ],
        triggeringExamples: [
            "var myVar: Int?↓ = nil",
            "var myVar: Optional<Int>↓ = nil",
            "var myVar: Int?↓=nil",
            "var myVar: String?↓ = nil {\n  didSet { print(\"didSet\") }\n}",
            "func funcName() {\n    var myVar: String?↓ = nil\n}",
            "var a: Int?↓ = nil, b: Int?↓ = nil",
        ],
        corrections: [
            Correction("var myVar: Int?↓ = nil", "var myVar: Int?"),
            Correction("var myVar: Optional<Int>↓ = nil", "var myVar: Optional<Int>"),
            Correction("var myVar: Int?↓=nil", "var myVar: Int?"),
            Correction("class C {\n#if true\nvar myVar: Int?↓ = nil\n#endif\n}", "class C {\n#if true\nvar myVar: Int?\n#endif\n}"),
            Correction("var myVar: Int?↓ = nil {\n    didSet { }\n}", "var myVar: Int? {\n    didSet { }\n}"),
            Correction("var myVar: Int?↓=nil{\n    didSet { }\n}", "var myVar: Int?{\n    didSet { }\n}"),
            Correction("func foo() {\n    var myVar: String?↓ = nil, b: Int\n}", "func foo() {\n    var myVar: String?, b: Int\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            // `let` needs its value; `lazy` needs an initial value.
            guard node.bindingSpecifier.tokenKind == .keyword(.var),
                  !node.modifiers.hasKeyword(.lazy)
            else { return }
            for binding in node.bindings {
                guard let initializer = binding.initializer, initializer.value.is(NilLiteralExprSyntax.self),
                      let annotation = binding.typeAnnotation, Self.isOptional(annotation.type)
                else { continue }
                let start = annotation.endPositionBeforeTrailingTrivia
                file.report(self, at: start, Self.description.summary,
                            fix: .init(start: start.utf8Offset,
                                       end: initializer.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
            }
        }
    }

    /// `T?` or `Optional<T>`.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) { return true }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
              let clause = identifier.genericArgumentClause
        else { return false }
        return clause.arguments.count == 1
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// An optional `var` starts out nil anyway: a codebase should either always
/// leave `= nil` out (the default, SwiftLint's former
/// `redundant_optional_initialization`) or always write it.
public struct ImplicitOptionalInitializationRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "implicit_optional_initialization",
        name: "Implicit Optional Initialization",
        summary: "Optionals should be consistently initialized, either with `= nil` or without",
        kind: .style,
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
            "var myVar: Int? { nil }",
            Example("var myVar: Int? = nil", options: "{style: never}"),
            Example("var myVar: Int? { nil }, other: Int? = nil", options: "{style: never}"),
            Example("var myVar: String? = nil {\n  didSet { print(\"didSet\") }\n}", options: "{style: never}"),
            Example("protocol P {\n  var value: Int? { get }\n}", options: "{style: never}"),
            Example("let myVar: Int?", options: "{style: never}"),
        ],
        triggeringExamples: [
            "var ↓myVar: Int? = nil",
            "var ↓myVar: Optional<Int> = nil",
            "var ↓myVar: Int?=nil",
            "var ↓myVar: String? = nil {\n  didSet { print(\"didSet\") }\n}",
            "func funcName() {\n    var ↓myVar: String? = nil\n}",
            "var ↓a: Int? = nil, ↓b: Int? = nil",
            Example("var ↓myVar: Int?", options: "{style: never}"),
            Example("var ↓myVar: Optional<Int>", options: "{style: never}"),
            Example("var ↓myVar: String? {\n  didSet { print(\"didSet\") }\n}", options: "{style: never}"),
            Example("func funcName() {\n  var ↓a: Int?, ↓b: Int?\n}", options: "{style: never}"),
        ],
        corrections: [
            Correction("var ↓myVar: Int? = nil", "var myVar: Int?"),
            Correction("var ↓myVar: Optional<Int> = nil", "var myVar: Optional<Int>"),
            Correction("var ↓myVar: Int?=nil", "var myVar: Int?"),
            Correction("class C {\n#if true\nvar ↓myVar: Int? = nil\n#endif\n}", "class C {\n#if true\nvar myVar: Int?\n#endif\n}"),
            Correction("var ↓myVar: Int? = nil {\n    didSet { }\n}", "var myVar: Int? {\n    didSet { }\n}"),
            Correction("var ↓myVar: Int?=nil{\n    didSet { }\n}", "var myVar: Int?{\n    didSet { }\n}"),
            Correction("func foo() {\n    var ↓myVar: String? = nil, b: Int\n}", "func foo() {\n    var myVar: String?, b: Int\n}"),
            Correction(Example("var ↓myVar: Int?", options: "{style: never}"), "var myVar: Int? = nil"),
            Correction(Example("var ↓a: Int? {\n    didSet { }\n}", options: "{style: never}"),
                       "var a: Int? = nil {\n    didSet { }\n}"),
        ],
        deprecatedAliases: ["redundant_optional_initialization"]
    )

    /// Whether optional `var`s leave `= nil` out (`always`) or write it (`never`).
    public enum Style: String, ConfigEnum {
        case always, never
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var style = Style.always

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, style }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            style = try container.decodeIfPresent(Style.self, forKey: .style) ?? style
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            // `let` needs its value; `lazy` needs an initial value.
            guard node.bindingSpecifier.isKeyword(.var), !node.modifiers.hasKeyword(.lazy) else { return }
            for binding in node.bindings {
                guard let annotation = binding.typeAnnotation, Self.isOptional(annotation.type) else { continue }
                let end = annotation.endPositionBeforeTrailingTrivia
                // At the variable's name, as SwiftLint reports it; the fix works after the type.
                let name = binding.pattern.positionAfterSkippingLeadingTrivia
                switch options.style {
                case .always:
                    guard let initializer = binding.initializer, initializer.value.is(NilLiteralExprSyntax.self) else { continue }
                    file.report(self, at: name, "Optional should be implicitly initialized without nil",
                                fix: .init(start: end.utf8Offset,
                                           end: initializer.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
                case .never:
                    guard binding.initializer == nil, Self.isStored(binding) else { continue }
                    file.report(self, at: name, "Optional should be explicitly initialized to nil",
                                fix: .init(start: end.utf8Offset, end: end.utf8Offset, replacement: " = nil"))
                }
            }
        }
    }

    /// No accessors, or only `willSet` / `didSet` observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
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

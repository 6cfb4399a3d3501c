import LintEngine
import SwiftSyntax
import ToolCore

/// At file scope `private` and `fileprivate` mean the same; `private` is the
/// narrower word, so `fileprivate` should stand only where it differs.
public struct PrivateOverFileprivateRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "private_over_fileprivate",
        name: "Private over Fileprivate",
        summary: "Prefer `private` over `fileprivate` declarations",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "extension String {}",
            "private extension String {}",
            "public protocol P {}",
            "open extension \n String {}",
            "internal extension String {}",
            "package typealias P = Int",
            "extension String {\n  fileprivate func Something(){}\n}",
            "class MyClass {\n  fileprivate let myInt = 4\n}",
            "actor MyActor {\n  fileprivate let myInt = 4\n}",
            "class MyClass {\n  fileprivate(set) var myInt = 4\n}",
            "struct Outer {\n  struct Inter {\n    fileprivate struct Inner {}\n  }\n}",
            "fileprivate extension String {}",
        ],
        triggeringExamples: [
            "↓fileprivate enum MyEnum {}",
            "↓fileprivate class MyClass {\n  fileprivate(set) var myInt = 4\n}",
            "↓fileprivate actor MyActor {\n  fileprivate let myInt = 4\n}",
            "    ↓fileprivate func f() {}\n    ↓fileprivate var x = 0",
            "#if DEBUG\n↓fileprivate struct Helper {}\n#endif",
            Example("↓fileprivate extension String {}", options: "{validate_extensions: true}"),
        ],
        corrections: [
            Correction("↓fileprivate enum MyEnum {}", "private enum MyEnum {}"),
            Correction("↓fileprivate enum MyEnum { fileprivate class A {} }", "private enum MyEnum { fileprivate class A {} }"),
            Correction("↓fileprivate class MyClass { fileprivate(set) var myInt = 4 }",
                       "private class MyClass { fileprivate(set) var myInt = 4 }"),
            Correction("↓fileprivate actor MyActor { fileprivate(set) var myInt = 4 }",
                       "private actor MyActor { fileprivate(set) var myInt = 4 }"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Also flag `fileprivate extension` (whose members it makes fileprivate).
        public var validateExtensions = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case validateExtensions = "validate_extensions"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            validateExtensions = try container.decodeIfPresent(Bool.self, forKey: .validateExtensions) ?? validateExtensions
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Only file-scope declarations: inside a type `fileprivate` is wider than `private`.
        walk.on(SourceFileSyntax.self) { node in
            for item in LintSupport.flattenedItems(node.statements) {
                guard let modifiers = modifiers(of: item.item),
                      let modifier = modifiers.first(where: { $0.name.isKeyword(.fileprivate) && $0.detail == nil })
                else { continue }
                let name = modifier.name
                file.report(self, at: name.positionAfterSkippingLeadingTrivia, Self.description.summary,
                            fix: .init(start: name.positionAfterSkippingLeadingTrivia.utf8Offset,
                                       end: name.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "private"))
            }
        }
    }

    private func modifiers(of item: CodeBlockItemSyntax.Item) -> DeclModifierListSyntax? {
        guard let decl = item.as(DeclSyntax.self) else { return nil }
        if let node = decl.as(ExtensionDeclSyntax.self) { return options.validateExtensions ? node.modifiers : nil }
        if let node = decl.as(ClassDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(StructDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(EnumDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(ActorDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(ProtocolDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(FunctionDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(VariableDeclSyntax.self) { return node.modifiers }
        if let node = decl.as(TypeAliasDeclSyntax.self) { return node.modifiers }
        return nil
    }
}

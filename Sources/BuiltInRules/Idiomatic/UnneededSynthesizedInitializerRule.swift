import LintEngine
import SwiftSyntax
import ToolCore

/// A struct gets a memberwise and, with all properties defaulted, a
/// no-argument initializer for free; writing them out is code to maintain.
public struct UnneededSynthesizedInitializerRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unneeded_synthesized_initializer",
        name: "Unneeded Synthesized Initializer",
        summary: "Default or memberwise initializers that will be automatically synthesized do not need to be manually defined.",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "struct Foo {\n    let bar: String\n}",
            "struct Foo {\n    let bar: String\n\n    init(bar: String) {\n        self.bar = bar.uppercased()\n    }\n}",
            "struct Foo {\n    let bar: String\n\n    public init(bar: String) {\n        self.bar = bar\n    }\n}",
            "struct Foo {\n    let bar: String\n\n    init(_ bar: String) {\n        self.bar = bar\n    }\n}",
            "struct Foo {\n    var bar: String\n\n    init(bar: String) throws {\n        self.bar = bar\n    }\n}",
            Example("struct Foo {\n    let bar: String\n\n    init(bar: String) {\n        self.bar = bar\n    }\n\n"
                    + "    init(other: Int) {\n        self.bar = \"\\(other)\"\n    }\n}"),
            "struct Foo {\n    var bar = 0\n\n    init() {\n        print(\"made\")\n    }\n}",
            "struct Foo {\n    let bar: Int\n\n    @inlinable init(bar: Int) {\n        self.bar = bar\n    }\n}",
            "struct Foo {\n    let bar: Int\n\n    @usableFromInline\n    internal init(bar: Int) {\n        self.bar = bar\n    }\n}",
        ],
        triggeringExamples: [
            "struct Foo {\n    let bar: String\n\n    ↓init(bar: String) {\n        self.bar = bar\n    }\n}",
            "struct Foo {\n    var bar = 0\n\n    ↓init() {}\n}",
            Example("struct Foo {\n    private let bar: Int\n    let baz: String\n\n"
                    + "    ↓private init(bar: Int, baz: String) {\n        self.bar = bar\n        self.baz = baz\n    }\n}"),
            Example("class Outer {\n    struct Foo {\n        var bar: Int = 1\n\n        ↓init(bar: Int = 1) {\n"
                    + "            self.bar = bar\n        }\n    }\n}"),
        ],
        corrections: [
            Correction("struct Foo {\n    let bar: String\n\n    ↓init(bar: String) {\n        self.bar = bar\n    }\n}",
                       "struct Foo {\n    let bar: String\n\n}"),
            Correction("struct Foo {\n    var bar = 0\n    ↓init() {}\n}", "struct Foo {\n    var bar = 0\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(StructDeclSyntax.self) { node in
            guard Self.isReachable(node) else { return }
            for initializer in Self.unneededInitializers(of: node) {
                let kind = initializer.signature.parameterClause.parameters.isEmpty ? "default" : "memberwise"
                file.report(self, at: initializer.positionAfterSkippingLeadingTrivia,
                            "This \(kind) initializer would be synthesized automatically - you do not need to define it",
                            fix: LintSupport.wholeLineRemoval(of: initializer, in: file))
            }
        }
    }

    /// SwiftLint looks into structs at file scope or nested in structs and classes.
    private static func isReachable(_ node: StructDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(DeclSyntax.self), !decl.is(StructDeclSyntax.self), !decl.is(ClassDeclSyntax.self),
               !decl.is(IfConfigDeclSyntax.self) {
                return false
            }
            current = parent.parent
        }
        return true
    }

    /// The initializers the compiler would synthesize: reported only when
    /// every initializer of the struct is one (any other stops synthesis).
    private static func unneededInitializers(of node: StructDeclSyntax) -> [InitializerDeclSyntax] {
        var properties: [VariableDeclSyntax] = []
        var initializers: [InitializerDeclSyntax] = []
        var initializerCount = 0
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                if !variable.modifiers.hasKeyword(.static) { properties.append(variable) }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializerCount += 1
                if initializer.optionalMark == nil, initializer.signature.effectSpecifiers?.throwsClause == nil {
                    initializers.append(initializer)
                }
            }
        }
        guard properties.allSatisfy({ $0.bindings.first?.pattern.is(IdentifierPatternSyntax.self) == true }) else { return [] }
        let unneeded = initializers.filter { initializer in
            let parameters = initializer.signature.parameterClause.parameters
            return parametersMatch(parameters, properties)
                && ((parameters.isEmpty && initializer.body?.statements.isEmpty != false) || bodyAssignsAll(initializer.body, properties))
                && accessMatches(initializer.modifiers, properties)
                // Any attribute (@inlinable, @usableFromInline, @available…) changes
                // what the explicit initializer provides: a synthesized one has none.
                && initializer.attributes.isEmpty
        }
        return unneeded.count == initializerCount ? unneeded : []
    }

    private static func name(of property: VariableDeclSyntax) -> String {
        property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
    }

    /// No parameters with every property a defaulted `var`, or one parameter
    /// per property, in order, named and typed as it, with its default.
    private static func parametersMatch(_ parameters: FunctionParameterListSyntax, _ properties: [VariableDeclSyntax]) -> Bool {
        if parameters.isEmpty {
            return properties.allSatisfy { $0.bindingSpecifier.isKeyword(.var) && $0.bindings.first?.initializer != nil }
        }
        guard parameters.count == properties.count else { return false }
        for (parameter, property) in zip(parameters, properties) {
            guard parameter.secondName == nil else { return false }
            let binding = property.bindings.first
            if property.bindingSpecifier.isKeyword(.var), let initializer = binding?.initializer {
                guard initializer.value.trimmedText == parameter.defaultValue?.value.trimmedText else { return false }
            } else if parameter.defaultValue != nil || name(of: property) != parameter.firstName.text {
                return false
            } else if let type = binding?.typeAnnotation?.type.trimmedText, type != parameter.type.trimmedText {
                return false
            }
        }
        return true
    }

    /// Exactly one `self.x = x` per property.
    private static func bodyAssignsAll(_ body: CodeBlockSyntax?, _ properties: [VariableDeclSyntax]) -> Bool {
        guard let body, body.statements.count == properties.count else { return false }
        var assigned: [String] = []
        for statement in body.statements {
            guard let sequence = statement.item.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            guard elements.count == 3, let target = elements[0].as(MemberAccessExprSyntax.self),
                  target.base?.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true,
                  elements[1].is(AssignmentExprSyntax.self),
                  let value = elements[2].as(DeclReferenceExprSyntax.self),
                  target.declName.baseName.text == value.baseName.text
            else { return false }
            assigned.append(value.baseName.text)
        }
        return assigned.sorted() == properties.map(name(of:)).sorted()
    }

    /// The synthesized initializer is private with a private property,
    /// fileprivate with a fileprivate one, internal otherwise.
    private static func accessMatches(_ modifiers: DeclModifierListSyntax, _ properties: [VariableDeclSyntax]) -> Bool {
        func has(_ keyword: Keyword, _ list: DeclModifierListSyntax) -> Bool {
            list.contains { $0.name.isKeyword(keyword) && $0.detail == nil }
        }
        let access = modifiers.first { modifier in
            [.keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public), .keyword(.open), .keyword(.package)]
                .contains(modifier.name.tokenKind)
        }?.name.tokenKind
        if properties.contains(where: { has(.private, $0.modifiers) }) { return access == .keyword(.private) }
        if properties.contains(where: { has(.fileprivate, $0.modifiers) }) { return access == .keyword(.fileprivate) }
        return access == nil || access == .keyword(.internal)
    }
}

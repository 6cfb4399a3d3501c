import LintEngine
import SwiftSyntax
import ToolCore

/// Overriding `hashValue` is deprecated: `hash(into:)` feeds a good hasher
/// instead of asking each type to invent its own hash function.
public struct LegacyHashingRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "legacy_hashing",
        name: "Legacy Hashing",
        summary: "Prefer using the `hash(into:)` function instead of overriding `hashValue`",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "struct Foo: Hashable {\n  let bar: Int = 10\n\n  func hash(into hasher: inout Hasher) {\n    hasher.combine(bar)\n  }\n}",
            "class Foo: Hashable {\n  let bar: Int = 10\n\n  func hash(into hasher: inout Hasher) {\n    hasher.combine(bar)\n  }\n}",
            "var hashValue: Int { return 1 }\nclass Foo: Hashable { \n }",
            "class Foo: Hashable {\n  let bar: String = \"Foo\"\n\n  public var hashValue: String {\n    return bar\n  }\n}",
            Example("class Foo: Hashable {\n  let bar: String = \"Foo\"\n\n  public var hashValue: String {\n    get { return bar }\n"
                    + "    set { bar = newValue }\n  }\n}"),
        ],
        triggeringExamples: [
            "struct Foo: Hashable {\n    let bar: Int = 10\n\n    public ↓var hashValue: Int {\n        return bar\n    }\n}",
            "class Foo: Hashable {\n    let bar: Int = 10\n\n    public ↓var hashValue: Int {\n        return bar\n    }\n}",
            "extension Foo {\n    ↓var hashValue: Int { id.hashValue }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["hashValue"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard node.parent?.is(MemberBlockItemSyntax.self) == true, node.bindingSpecifier.isKeyword(.var),
                  node.bindings.count == 1, let binding = node.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "hashValue",
                  binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Int"
            else { return }
            file.report(self, at: node.bindingSpecifier.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// Delegates are held `weak` to avoid retain cycles, and only class-bound
/// protocols can be: a delegate protocol should say `AnyObject`.
public struct ClassDelegateProtocolRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "class_delegate_protocol",
        name: "Class Delegate Protocol",
        summary: "Delegate protocols should be class-only so they can be weakly referenced",
        kind: .lint,
        nonTriggeringExamples: [
            "protocol FooDelegate: class {}",
            "protocol FooDelegate: class, BarDelegate {}",
            "protocol Foo {}",
            "class FooDelegate {}",
            "@objc protocol FooDelegate {}",
            "@objc(MyFooDelegate)\n protocol FooDelegate {}",
            "protocol FooDelegate: BarDelegate {}",
            "protocol FooDelegate: AnyObject {}",
            "protocol FooDelegate: AnyObject & Foo {}",
            "protocol FooDelegate: Foo, AnyObject & Foo {}",
            "protocol FooDelegate: Foo & AnyObject & Bar {}",
            "protocol FooDelegate: NSObjectProtocol {}",
            "protocol FooDelegate where Self: BarDelegate {}",
            "protocol FooDelegate where Self: BarDelegate & Bar {}",
            "protocol FooDelegate where Self: AnyObject {}",
            "protocol FooDelegate where Self: NSObjectProtocol {}",
            "protocol FooDelegate: Actor {}",
        ],
        triggeringExamples: [
            "↓protocol FooDelegate {}",
            "↓protocol FooDelegate: Bar {}",
            "↓protocol FooDelegate: Foo & Bar {}",
            "↓protocol FooDelegate where Self: StringProtocol {}",
            "↓protocol FooDelegate where Self: A & B {}",
            "public ↓protocol FooDelegate {}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["protocol"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ProtocolDeclSyntax.self) { node in
            // SwiftLint looks at file-scope protocols only.
            guard node.parent?.is(CodeBlockItemSyntax.self) == true, node.name.text.hasSuffix("Delegate"),
                  LintSupport.attribute(named: "objc", in: node.attributes) == nil,
                  !Self.isClassBound(node)
            else { return }
            file.report(self, at: node.protocolKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    private static func isClassBound(_ node: ProtocolDeclSyntax) -> Bool {
        if let inherited = node.inheritanceClause?.inheritedTypes,
           inherited.contains(where: { $0.type.is(ClassRestrictionTypeSyntax.self) || isObjectOrDelegate($0.type) }) {
            return true
        }
        return node.genericWhereClause?.requirements.contains { requirement in
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                  conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text == "Self"
            else { return false }
            return isObjectOrDelegate(conformance.rightType)
        } ?? false
    }

    /// `AnyObject`, `NSObjectProtocol`, `Actor`, another delegate, or a composition with one.
    private static func isObjectOrDelegate(_ type: TypeSyntax) -> Bool {
        if let name = type.as(IdentifierTypeSyntax.self)?.name.text {
            return name == "AnyObject" || name == "NSObjectProtocol" || name == "Actor" || name.hasSuffix("Delegate")
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.contains { isObjectOrDelegate($0.type) }
        }
        return false
    }
}

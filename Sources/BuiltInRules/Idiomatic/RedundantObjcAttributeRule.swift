import LintEngine
import SwiftSyntax
import ToolCore

/// `@objc` is implied by `@IBAction`, `@NSManaged` and friends, by an
/// `@objcMembers` class and by an `@objc` extension: saying it again is noise.
public struct RedundantObjcAttributeRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_objc_attribute",
        name: "Redundant @objc Attribute",
        summary: "Objective-C attribute (@objc) is redundant in declaration",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "@objc private var foo: String? {}",
            "@IBInspectable private var foo: String? {}",
            "@objc private func foo(_ sender: Any) {}",
            "@IBAction private func foo(_ sender: Any) {}",
            "@NSManaged var foo: String!",
            "@objc @NSCopying var foo: String!",
            Example("@objcMembers\nclass Foo {\n    var bar: Any?\n    @objc\n    class Bar: NSObject {\n        @objc\n"
                    + "        var foo: Any?\n    }\n}"),
            "@objc\nextension Foo {\n    var bar: Int {\n        return 0\n    }\n}",
            "extension Foo {\n    @objc\n    var bar: Int { return 0 }\n}",
            "@objcMembers\nclass Foo: NSObject {\n    @objc\n    private var bar: Int {\n        return 0\n    }\n}",
            Example("extension BlockEditorSettings {\n    @objc(addElementsObject:)\n"
                    + "    @NSManaged public func addToElements(_ value: BlockEditorSettingElement)\n}"),
            Example("class Foo: NSObject { }\n\n@objc extension Foo {\n    @objc enum Bar: Int {\n       case bar\n    }\n\n"
                    + "    var bar: Bar { .bar }\n}"),
            "@objcMembers\nclass Foo: NSObject {\n    @objc enum Bar: Int {\n       case bar\n    }\n}",
        ],
        triggeringExamples: [
            "↓@objc @IBInspectable private var foo: String? {}",
            "@IBInspectable ↓@objc private var foo: String? {}",
            "↓@objc @IBAction private func foo(_ sender: Any) {}",
            "@NSManaged ↓@objc private var foo: String!",
            "↓@objc @IBDesignable class Foo {}",
            "@objcMembers\nclass Foo: NSObject {\n    ↓@objc var bar: Any?\n}",
            "@objc\nextension Foo {\n    ↓@objc\n    var bar: Int {\n        return 0\n    }\n}",
            "@objcMembers\nclass Foo: NSObject {\n    @objcMembers\n    class Bar: NSObject {\n        ↓@objc var foo: Any\n    }\n}",
        ],
        corrections: [
            Correction("↓@objc @IBInspectable private var foo: String? {}", "@IBInspectable private var foo: String? {}"),
            Correction("@IBInspectable ↓@objc private var foo: String? {}", "@IBInspectable private var foo: String? {}"),
            Correction("@NSManaged ↓@objc private var foo: String!", "@NSManaged private var foo: String!"),
            Correction("@objcMembers\nclass Foo: NSObject {\n    ↓@objc var bar: Any?\n}",
                       "@objcMembers\nclass Foo: NSObject {\n    var bar: Any?\n}"),
            Correction("@objc\nextension Foo {\n    ↓@objc\n    var bar: Int {\n        return 0\n    }\n}",
                       "@objc\nextension Foo {\n    var bar: Int {\n        return 0\n    }\n}"),
            Correction("@objc\nextension Foo {\n    ↓@objc\n\n\n    private var bar: Int {\n        return 0\n    }\n}",
                       "@objc\nextension Foo {\n    private var bar: Int {\n        return 0\n    }\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["objc"] }

    private static let impliesObjC: Set<String> = ["IBAction", "IBOutlet", "IBInspectable", "GKInspectable", "IBDesignable", "NSManaged"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AttributeListSyntax.self) { list in
            guard !list.isEmpty,  // every declaration has a list, most of them empty
                  let objc = list.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
                      $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "objc" && $0.arguments == nil
                  }),
                  let owner = list.parent, Self.isRedundant(in: list, owner: owner)
            else { return }
            file.report(self, at: objc.positionAfterSkippingLeadingTrivia, "Objective-C attribute (@objc) is redundant in declaration",
                        fix: Self.removal(of: objc))
        }
    }

    private static func isRedundant(in list: AttributeListSyntax, owner: Syntax) -> Bool {
        let names = list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
        if names.contains(where: impliesObjC.contains), !owner.is(ExtensionDeclSyntax.self) { return true }
        if owner.is(EnumDeclSyntax.self) { return false }
        // decl → member item → member list → member block → type
        let container = owner.parent?.parent?.parent?.parent
        if let type = container?.as(ClassDeclSyntax.self), isFunctionOrStoredProperty(owner),
           LintSupport.attribute(named: "objcMembers", in: type.attributes) != nil {
            return !isPrivateOrFileprivate(owner)
        }
        if let extensionDecl = container?.as(ExtensionDeclSyntax.self) {
            return extensionDecl.attributes.contains { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return false }
                return attribute.attributeName.trimmedText == "objc" && attribute.arguments == nil
            }
        }
        return false
    }

    private static func isFunctionOrStoredProperty(_ node: Syntax) -> Bool {
        if node.is(FunctionDeclSyntax.self) { return true }
        guard let variable = node.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.allSatisfy { $0.accessorBlock == nil }
    }

    private static func isPrivateOrFileprivate(_ node: Syntax) -> Bool {
        let modifiers = node.as(FunctionDeclSyntax.self)?.modifiers ?? node.as(VariableDeclSyntax.self)?.modifiers
        guard let modifiers else { return false }
        return modifiers.hasKeyword(.private) || modifiers.hasKeyword(.fileprivate)
    }

    /// Deletes `@objc` and the blanks and line breaks after it, unless a
    /// comment follows (then only the attribute and its spaces go).
    private static func removal(of attribute: AttributeSyntax) -> Diagnostic.Fix? {
        guard let last = attribute.lastToken(viewMode: .sourceAccurate), let next = last.nextToken(viewMode: .sourceAccurate) else {
            return nil
        }
        let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
        let gap = last.trailingTrivia + next.leadingTrivia
        if !gap.contains(where: \.isComment) {
            return .init(start: start, end: next.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")
        }
        let blanks = last.trailingTrivia.prefix { $0.isSpaceOrTab }.reduce(0) { $0 + $1.sourceLength.utf8Length }
        return .init(start: start, end: last.endPositionBeforeTrailingTrivia.utf8Offset + blanks, replacement: "")
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// Objective-C code compares objects with `isEqual(_:)`; a Swift `==` on an
/// NSObject subclass is not seen there, so equality disagrees across the bridge.
public struct NSObjectPreferIsEqualRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "nsobject_prefer_isequal",
        name: "NSObject Prefer isEqual",
        summary: "NSObject subclasses should implement isEqual instead of ==",
        kind: .lint,
        nonTriggeringExamples: [
            "class AClass: NSObject {\n}",
            "@objc class AClass: SomeNSObjectSubclass {\n}",
            "class AClass: Equatable {\n    static func ==(lhs: AClass, rhs: AClass) -> Bool {\n        return true\n    }\n}",
            "class AClass: NSObject {\n    override func isEqual(_ object: Any?) -> Bool {\n        return true\n    }\n}",
            "class AClass: NSObject {\n    func ==(lhs: AClass, rhs: AClass) -> Bool {\n        return true\n    }\n}",
            "class AClass: NSObject {\n    static func ==(lhs: AClass, rhs: BClass) -> Bool {\n        return true\n    }\n}",
            "extension AClass {\n    static func ==(lhs: AClass, rhs: AClass) -> Bool {\n        return true\n    }\n}",
        ],
        triggeringExamples: [
            "class AClass: NSObject {\n    ↓static func ==(lhs: AClass, rhs: AClass) -> Bool {\n        return false\n    }\n}",
            "@objc class AClass: SomeOtherNSObjectSubclass {\n    ↓static func ==(lhs: AClass, rhs: AClass) -> Bool {\n"
                + "        return true\n    }\n}",
            "class AClass: NSObject, Equatable {\n    ↓static func ==(lhs: AClass, rhs: AClass) -> Bool {\n        return false\n    }\n}",
            "@objcMembers\nclass AClass: SomeOtherNSObjectSubclass {\n    ↓static func ==(lhs: AClass, rhs: AClass) -> Bool {\n"
                + "        return false\n    }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["objc", "objcMembers", "NSObject"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard node.name.text == "==", Self.isSelfEquality(node),
                  let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self), Self.isObjC(owner)
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `static func ==(lhs: T, rhs: T) -> Bool`
    private static func isSelfEquality(_ node: FunctionDeclSyntax) -> Bool {
        let parameters = node.signature.parameterClause.parameters
        guard node.modifiers.hasKeyword(.static), parameters.count == 2,
              node.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text == "Bool",
              let lhs = parameters.first, let rhs = parameters.last
        else { return false }
        return lhs.firstName.text == "lhs" && rhs.firstName.text == "rhs" && lhs.type.trimmedText == rhs.type.trimmedText
    }

    /// `@objc`, `@objcMembers`, or a direct NSObject subclass.
    private static func isObjC(_ node: ClassDeclSyntax) -> Bool {
        if LintSupport.attribute(named: "objc", in: node.attributes) != nil
            || LintSupport.attribute(named: "objcMembers", in: node.attributes) != nil {
            return true
        }
        return node.inheritanceClause?.inheritedTypes.contains { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "NSObject" } ?? false
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// A struct or class that only hosts static members is a namespace, yet it can
/// still be instantiated, which means nothing. A caseless enum cannot be.
public struct ConvenienceTypeRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "convenience_type",
        name: "Convenience Type",
        summary: "Types used for hosting only static members should be implemented as a caseless enum to avoid instantiation",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "enum Limits { // caseless enum\n  static let maximum = 64\n}\n",
            "class SettingsViewController: UIViewController { // inherits\n  static let identifier = \"settings\"\n}\n",
            "@objc class Bridge { // visible to Objective-C\n  static let version = 2\n}\n",
            "struct Limits { // has an instance member\n  static let maximum = 64\n  let current = 3\n}\n",
            "class Placeholder {}\n",
            "class Registry { // an enum cannot have @objc members\n   @objc class func reset() {}\n}\n",
            "class Registry {\n   @objc static func reset() {}\n}\n",
            "class Registry {\n   @objc static var count = 0\n}\n",
            "@objcMembers class Registry {\n   static func reset() {}\n}\n",
            "final class Registry {\n   @objc class func reset() {}\n}\n",
            "@globalActor actor Worker {\n  static let shared = Worker()\n}\n",
            "struct Counter {\n  static let start = 0\n  subscript(index: Int) -> Int { index }\n}\n",
            "struct Factory {\n  static func make() -> Factory { Factory() }\n  private init() {}\n}\n",
            "struct Limits {\n  static let maximum = 64\n  #if DEBUG\n  var trace = false\n  #endif\n}\n",
        ],
        triggeringExamples: [
            "↓struct Limits {\n  static let maximum = 64\n}\n",
            "↓struct Limits {\n  static let maximum = 64\n  @available(*, unavailable) init() {}\n}\n",
            "final ↓class Registry { // a final class cannot be subclassed\n    class var count: Int { 1 }\n}\n",
            // A class that is not final could be subclassed, but SwiftLint
            // flags it anyway: subclassing such a type is rare.
            "↓class Registry {\n    class var count: Int { 1 }\n}\n",
            "↓class Registry {\n    final class var count: Int { 1 }\n}\n",
            "↓class Helpers {\n    static func run() {}\n}\n",
            "public ↓struct Formats {\n  static subscript(index: Int) -> String { \"\" }\n}\n",
            "↓struct Limits {\n  static let low = 1\n  #if DEBUG\n  static let debug = 2\n  #endif\n}\n",
            "↓struct Namespace {\n  struct Point {\n    let x: Int\n  }\n}\n",
            "func setUp() {\n  ↓struct Keys {\n    static let name = \"name\"\n  }\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["struct", "class"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(StructDeclSyntax.self) { node in
            guard Self.isConvenienceType(node.inheritanceClause, node.attributes, node.memberBlock) else { return }
            file.report(self, at: node.structKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        walk.on(ClassDeclSyntax.self) { node in
            guard Self.isConvenienceType(node.inheritanceClause, node.attributes, node.memberBlock) else { return }
            file.report(self, at: node.classKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// A type inheriting nothing, not exposed to Objective-C, with members that
    /// would all fit a caseless enum.
    private static func isConvenienceType(
        _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax, _ members: MemberBlockSyntax
    ) -> Bool {
        guard inheritance?.inheritedTypes.isEmpty ?? true,
              !attributes.hasAttribute(named: "objcMembers"), !attributes.hasAttribute(named: "objc"),
              !members.members.isEmpty, !LintSupport.isInsideProtocol(Syntax(members))
        else { return false }
        return allowsOnlyStaticMembers(Syntax(members))
    }

    /// Declarations whose contents SwiftLint's check does not look into, nor
    /// judges themselves: nested types and extensions.
    private static let skippedDeclarations: Set<SyntaxKind> = [
        .actorDecl, .classDecl, .enumDecl, .extensionDecl, .protocolDecl, .structDecl,
    ]

    /// Whether every property, method, initializer and subscript found under
    /// `node` fits a caseless enum. Declarations are judged without looking
    /// inside them; other nodes (`#if` blocks, a `deinit`'s body) are searched.
    private static func allowsOnlyStaticMembers(_ node: Syntax) -> Bool {
        node.children(viewMode: .sourceAccurate).allSatisfy { child in
            if let allowed = allowsMember(child) { return allowed }
            if skippedDeclarations.contains(child.kind) { return true }
            return allowsOnlyStaticMembers(child)
        }
    }

    /// Whether a property, method, initializer or subscript could be a member
    /// of a caseless enum; nil for any other node.
    private static func allowsMember(_ node: Syntax) -> Bool? {
        if let decl = node.as(VariableDeclSyntax.self) {
            return isStaticOrClass(decl.modifiers) && !decl.attributes.hasAttribute(named: "objc")
        }
        if let decl = node.as(FunctionDeclSyntax.self) {
            return isStaticOrClass(decl.modifiers) && !decl.attributes.hasAttribute(named: "objc")
        }
        if let decl = node.as(InitializerDeclSyntax.self) {
            return LintSupport.isUnavailable(decl.attributes)
        }
        if let decl = node.as(SubscriptDeclSyntax.self) {
            return isStaticOrClass(decl.modifiers)
        }
        return nil
    }

    private static func isStaticOrClass(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.hasKeyword(.static) || modifiers.hasKeyword(.class)
    }

}

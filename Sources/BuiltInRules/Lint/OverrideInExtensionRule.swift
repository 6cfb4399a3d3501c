import LintEngine
import SwiftSyntax
import ToolCore

/// Overriding in an extension works only through the Objective-C runtime, and
/// spreads a type's overrides over places where readers do not look for them:
/// overrides belong in the subclass's body.
public struct OverrideInExtensionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "override_in_extension",
        name: "Override in Extension",
        summary: "Extensions shouldn't override declarations",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "extension Account {\n  var balance: Int { return 7 }\n}",
            "extension Account {\n  func close() {}\n}",
            "class Savings: Account {\n  override func close() {}\n}",
            "class Widget: NSObject {}\nextension Widget {\n    override var debugDescription: String { return \"\" }\n}",
            "enum Outer {\n    class Inner: NSObject {}\n}\nextension Outer.Inner {\n    override var hash: Int { return 0 }\n}",
            // Classes declared anywhere at file level count, before or after the extension.
            "extension Gauge {\n    override func layoutSubviews() {}\n}\nclass Gauge: UIView {}",
            "#if DEBUG\nclass Probe: NSObject {}\n#endif\nextension Probe {\n    override var description: String { \"probe\" }\n}",
            // Declarations of types nested in the extension are not the extension's own.
            "extension Account {\n    class Ledger: Book {\n        override func close() {}\n    }\n}",
        ],
        triggeringExamples: [
            "extension Account {\n  override ↓var balance: Int { return 7 }\n}",
            "extension Account {\n  override ↓func close() {}\n}",
            "extension Account {\n    @objc override ↓func close() {}\n    override ↓var name: String { \"\" }\n}",
            "#if os(iOS)\nextension Account {\n    override ↓func close() {}\n}\n#endif",
            "extension Array where Element == Int {\n    override ↓func reversed() -> [Int] { self }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Overrides are judged against the classes declared anywhere in the file.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["override"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Extensions of classes declared in the file may override (the class is
        // an `NSObject` subclass as far as the file tells): the whole file is
        // read before anything is reported.
        var classNames: Set<String> = []
        var overrides: [(position: AbsolutePosition, place: Place)] = []
        walk.on(ClassDeclSyntax.self) { node in
            if LintSupport.enclosingDeclaration(of: Syntax(node)) == nil { classNames.insert(node.name.text) }
        }
        walk.on(FunctionDeclSyntax.self) { node in
            guard node.modifiers.hasKeyword(.override), let place = Self.place(of: Syntax(node)) else { return }
            overrides.append((node.funcKeyword.positionAfterSkippingLeadingTrivia, place))
        }
        walk.on(VariableDeclSyntax.self) { node in
            guard node.modifiers.hasKeyword(.override), let place = Self.place(of: Syntax(node)) else { return }
            overrides.append((node.bindingSpecifier.positionAfterSkippingLeadingTrivia, place))
        }
        walk.after(SourceFileSyntax.self) { _ in
            for (position, place) in overrides {
                if case .inExtension(let name) = place, classNames.contains(name) { continue }
                file.report(self, at: position, Self.description.summary)
            }
        }
    }

    /// Where a declaration stands, as far as SwiftLint looks.
    private enum Place {
        /// Directly at file level (not valid Swift for an override, but reported).
        case topLevel
        /// In an extension of a plain type name (`extension Account`, not `extension Outer.Inner`).
        case inExtension(of: String)
    }

    /// The place of a declaration SwiftLint checks; nil inside a type, function,
    /// initializer, subscript or property, or in an extension of a qualified or
    /// compound type, where it does not look.
    private static func place(of node: Syntax) -> Place? {
        guard let outer = LintSupport.enclosingDeclaration(of: node) else { return .topLevel }
        guard let owner = outer.as(ExtensionDeclSyntax.self), LintSupport.enclosingDeclaration(of: outer) == nil,
              let type = owner.extendedType.as(IdentifierTypeSyntax.self)
        else { return nil }
        return .inExtension(of: type.name.text)
    }
}

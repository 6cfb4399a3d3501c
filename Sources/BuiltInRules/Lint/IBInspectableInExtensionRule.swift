import LintEngine
import SwiftSyntax
import ToolCore

/// An extension cannot add stored properties, so an `@IBInspectable` there
/// has to be computed over something else; an extension of a framework type
/// (`UIView`) makes the property show up in Interface Builder for every
/// subclass. Declare inspectable properties in the class itself.
public struct IBInspectableInExtensionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "ibinspectable_in_extension",
        name: "IBInspectable in Extension",
        summary: "Extensions shouldn't add @IBInspectable properties",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class BadgeView: UIView {\n    @IBInspectable var cornerRadius: CGFloat = 0\n}",
            "class BadgeView: UIView {\n    @IBInspectable private var borderWidth: CGFloat\n}",
            "extension BadgeView {\n    var cornerRadius: CGFloat { layer.cornerRadius }\n}",
            "extension BadgeView {\n    @objc var borderWidth: CGFloat { layer.borderWidth }\n}",
            // Only what SwiftLint reaches through extensions and properties: types and functions stop it.
            "extension BadgeView {\n    final class Ring: UIView {\n        @IBInspectable var thickness: CGFloat = 1\n    }\n}",
            "extension BadgeView {\n    func configure() {\n        @IBInspectable var scratch = 0\n    }\n}",
        ],
        triggeringExamples: [
            "extension BadgeView {\n    ↓@IBInspectable private var borderWidth: CGFloat\n}",
            "extension UIView {\n    ↓@IBInspectable var cornerRadius: CGFloat {\n        get { layer.cornerRadius }\n"
                + "        set { layer.cornerRadius = newValue }\n    }\n}",
            "public extension UIButton {\n    @objc ↓@IBInspectable var spacing: CGFloat {\n        get { 0 }\n        set {}\n    }\n}",
            "extension BadgeView {\n#if os(iOS)\n    ↓@IBInspectable var glow: UIColor? {\n        get { nil }\n"
                + "        set {}\n    }\n#endif\n}",
            // As SwiftLint: a top-level property is in no type either.
            "↓@IBInspectable var defaultRadius: CGFloat = 4",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["IBInspectable"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AttributeSyntax.self) { node in
            guard node.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "IBInspectable" else { return }
            // SwiftLint's visitor skips every declaration but extensions and
            // properties: the attribute counts when nothing else encloses it.
            var declaration = LintSupport.enclosingDeclaration(of: Syntax(node))
            while let current = declaration {
                guard current.is(ExtensionDeclSyntax.self) || current.is(VariableDeclSyntax.self) else { return }
                declaration = LintSupport.enclosingDeclaration(of: current)
            }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

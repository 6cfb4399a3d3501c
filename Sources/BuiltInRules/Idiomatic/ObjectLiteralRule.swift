import LintEngine
import SwiftSyntax
import ToolCore

/// `#imageLiteral` and `#colorLiteral` show the image or colour itself in
/// Xcode, where an initializer with a name or numbers shows nothing.
public struct ObjectLiteralRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "object_literal",
        name: "Object Literal",
        summary: "Prefer object literals over image and color inits",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "let icon = #imageLiteral(resourceName: \"badge.png\")",
            "let tint = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)",
            "let icon = UIImage(named: iconName)",
            "let icon = UIImage(named: \"badge-\\(level)\")",
            "let tint = UIColor(red: red, green: green, blue: blue, alpha: 1)",
            "let icon = NSImage(named: iconName)",
            "let icon = NSImage(named: \"badge-\\(level)\")",
            "let tint = NSColor(red: red, green: green, blue: blue, alpha: 1)",
            "let tint = UIColor(red: -0.5, green: 0.5, blue: 0.5, alpha: 1)",
            "let tint = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1)",
            "let icon = UIImage(systemName: \"star\")",
            Example("let icon = UIImage(named: \"badge\")", options: "{image_literal: false}"),
            Example("let tint = UIColor(white: 0.5, alpha: 1)", options: "{color_literal: false}"),
        ],
        triggeringExamples: ["", ".init"].flatMap { (suffix: String) -> [Example] in
            ["UI", "NS"].flatMap { (prefix: String) -> [Example] in
                [
                    Example("let icon = ↓\(prefix)Image\(suffix)(named: \"badge\")"),
                    Example("let tint = ↓\(prefix)Color\(suffix)(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)"),
                    Example("let tint = ↓\(prefix)Color\(suffix)(red: 200 / 255.0, green: 10 / 255.0, blue: 0, alpha: 1)"),
                    Example("let tint = ↓\(prefix)Color\(suffix)(white: 0.25, alpha: 1)"),
                ]
            }
        } + [
            Example("let icon = ↓UIImage(named: \"badge\")", options: "{color_literal: false}"),
            Example("let tint = ↓UIColor(white: 0.5, alpha: 1)", options: "{image_literal: false}"),
        ]
    )

    public let options: ObjectLiteralOptions
    public init(options: ObjectLiteralOptions) { self.options = options }

    public var triggerIdentifiers: [String] { ["UIImage", "NSImage", "UIColor", "NSColor"] }

    private static let imageInits: Set = ["UIImage", "UIImage.init", "NSImage", "NSImage.init"]
    private static let colorInits: Set = ["UIColor", "UIColor.init", "NSColor", "NSColor.init"]
    /// The last names of the calls above, which the walk hands this rule.
    private static let calleeNames = Set(imageInits.union(colorInits).compactMap { $0.split(separator: ".").last.map(String.init) })

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        guard options.imageLiteral || options.colorLiteral else { return }
        walk.onCall(named: Self.calleeNames) { node in
            guard let name = node.calledExpression.dottedName else { return }
            if options.imageLiteral, Self.isImageNamedInit(node, name: name) {
                file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
            } else if options.colorLiteral, Self.isColorInit(node, name: name) {
                file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    /// `UIImage(named: "constant")`: the one labelled argument is `named`, a string without interpolation.
    private static func isImageNamedInit(_ node: FunctionCallExprSyntax, name: String) -> Bool {
        guard imageInits.contains(name), node.arguments.compactMap(\.label?.text) == ["named"],
              let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        else { return false }
        return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }

    /// `UIColor(red:green:blue:alpha:)` or `UIColor(white:alpha:)` with number literals and arithmetic.
    private static func isColorInit(_ node: FunctionCallExprSyntax, name: String) -> Bool {
        guard colorInits.contains(name) else { return false }
        let labels = node.arguments.compactMap(\.label?.text)
        guard labels == ["red", "green", "blue", "alpha"] || labels == ["white", "alpha"] else { return false }
        return node.arguments.allSatisfy { isColorLiteralParameter($0.expression) }
    }

    private static func isColorLiteralParameter(_ expression: ExprSyntax) -> Bool {
        if expression.is(FloatLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(BinaryOperatorExprSyntax.self) {
            return true
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.allSatisfy { isColorLiteralParameter($0) }
    }
}

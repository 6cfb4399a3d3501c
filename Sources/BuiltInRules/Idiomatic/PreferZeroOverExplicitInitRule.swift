import LintEngine
import SwiftSyntax
import ToolCore

/// `CGRect.zero` names the value at once; an initializer with every argument
/// `0` has to be read argument by argument to see that nothing is set.
public struct PreferZeroOverExplicitInitRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "prefer_zero_over_explicit_init",
        name: "Prefer Zero Over Explicit Init",
        summary: "Prefer `.zero` over explicit init with zero parameters (e.g. `CGPoint(x: 0, y: 0)`)",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "CGRect(x: 0, y: 0, width: 8, height: 0)",
            "CGPoint(x: 2, y: 0)",
            "CGPoint(x: 0, y: -0)",
            "CGSize(width: 0, height: 0.5)",
            "CGVector(dx: 0, dy: -3)",
            "UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)",
            "CGPoint(0, 0)",
            "CGSize(width: 0, height: zero)",
            "CGRect(origin: .zero, size: .zero)",
            "CoreGraphics.CGPoint(x: 0, y: 0)",
            "NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)",
        ],
        triggeringExamples: [
            "let origin = ↓CGPoint(x: 0, y: 0)",
            "↓CGPoint(x: 0.0, y: 0)",
            "↓CGPoint(x: 0.00, y: 0.000_0)",
            "view.frame = ↓CGRect(x: 0, y: 0, width: 0, height: 0)",
            "↓CGSize(width: 0, height: 0)",
            "↓CGVector(dx: 0x0, dy: 0b00)",
            "↓UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)",
            "↓CGSize(width: 0e3, height: 0)",
        ],
        corrections: [
            Correction("let origin = ↓CGPoint(x: 0, y: 0)", "let origin = CGPoint.zero"),
            Correction("(↓CGPoint(x: 0, y: 0))", "(CGPoint.zero)"),
            Correction("↓CGRect(x: 0, y: 0, width: 0, height: 0)", "CGRect.zero"),
            Correction("↓CGSize(width: 0, height: 0.00)", "CGSize.zero"),
            Correction("↓CGVector(dx: 0, dy: 0)", "CGVector.zero"),
            Correction("insets = ↓UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) // none",
                       "insets = UIEdgeInsets.zero // none"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["CGPoint", "CGSize", "CGRect", "CGVector", "UIEdgeInsets"] }

    /// The types with a `.zero`, and the argument labels of their
    /// all-zero initializer.
    private static let initializers: [String: [String]] = [
        "CGPoint": ["x", "y"],
        "CGSize": ["width", "height"],
        "CGRect": ["x", "y", "width", "height"],
        "CGVector": ["dx", "dy"],
        "UIEdgeInsets": ["top", "left", "bottom", "right"],
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let labels = Self.initializers[name],
                  node.arguments.map({ $0.label?.text ?? "" }) == labels,
                  node.arguments.allSatisfy({ Self.isZero($0.expression) })
            else { return }
            let start = node.positionAfterSkippingLeadingTrivia
            let fix = Diagnostic.Fix(start: start.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                     replacement: name + ".zero")
            file.report(self, at: start, Self.description.summary, fix: fix)
        }
    }

    /// An integer or floating-point literal of value zero, read as SwiftLint
    /// reads it: without a radix prefix and underscores, as a `Float`.
    private static func isZero(_ expression: ExprSyntax) -> Bool {
        let text: String
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            text = integer.literal.text
        } else if let float = expression.as(FloatLiteralExprSyntax.self) {
            text = float.literal.text
        } else {
            return false
        }
        if text == "0" { return true }
        var number = text.lowercased()
        for prefix in ["0x", "0o", "0b"] where number.hasPrefix(prefix) {
            number.removeFirst(prefix.count)
        }
        number.removeAll { $0 == "_" }
        return Float(number) == 0
    }
}

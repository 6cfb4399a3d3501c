import LintEngine
import SwiftSyntax
import ToolCore

/// `CGPointMake(1, 2)` and friends are C leftovers; the initializers say what
/// each argument is.
public struct LegacyConstructorRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "legacy_constructor",
        name: "Legacy Constructor",
        summary: "Swift constructors are preferred over legacy convenience functions",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "CGPoint(x: 10, y: 10)",
            "CGSize(width: aWidth, height: aHeight)",
            "CGRect(x: 0, y: 0, width: 10, height: 10)",
            "NSRange(location: 10, length: 1)",
            "UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 10)",
            "UIOffset(horizontal: 0, vertical: 10)",
        ],
        triggeringExamples: [
            "↓CGPointMake(10, 10)",
            "↓CGPointMake(calculateX(), 10)",
            "↓CGSizeMake(aWidth, aHeight)",
            "↓CGRectMake(0, 0, 10, 10)",
            "↓CGVectorMake(10, 10)\n↓NSMakeRange(10, 1)",
            "↓NSMakePoint(xVal, yVal)",
            "↓UIEdgeInsetsMake(top, left, bottom, right)",
            "↓NSEdgeInsetsMake(0, 0, 10, 10)",
            "↓UIOffsetMake(0, 10)",
        ],
        corrections: [
            Correction("↓CGPointMake(10,  10)", "CGPoint(x: 10,  y: 10)"),
            Correction("↓CGSizeMake( aWidth, aHeight )", "CGSize( width: aWidth, height: aHeight )"),
            Correction("↓CGRectMake(xPos, yPos , width, height)", "CGRect(x: xPos, y: yPos , width: width, height: height)"),
            Correction("↓CGVectorMake(10, 10)\n↓NSMakeRange(10, 1)", "CGVector(dx: 10, dy: 10)\nNSRange(location: 10, length: 1)"),
            Correction("↓NSMakeRange(0, attributedString.length)", "NSRange(location: 0, length: attributedString.length)"),
            Correction("↓UIEdgeInsetsMake(0, 0, 10, 10)", "UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 10)"),
            Correction("↓UIOffsetMake(horizontal, vertical)", "UIOffset(horizontal: horizontal, vertical: vertical)"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { Array(Self.replacements.keys) }

    /// Each legacy function: the type to construct instead and its argument labels.
    private static let replacements: [String: (type: String, labels: [String])] = [
        "CGRectMake": ("CGRect", ["x", "y", "width", "height"]),
        "CGPointMake": ("CGPoint", ["x", "y"]),
        "CGSizeMake": ("CGSize", ["width", "height"]),
        "CGVectorMake": ("CGVector", ["dx", "dy"]),
        "NSMakePoint": ("NSPoint", ["x", "y"]),
        "NSMakeSize": ("NSSize", ["width", "height"]),
        "NSMakeRect": ("NSRect", ["x", "y", "width", "height"]),
        "NSMakeRange": ("NSRange", ["location", "length"]),
        "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
        "NSEdgeInsetsMake": ("NSEdgeInsets", ["top", "left", "bottom", "right"]),
        "UIOffsetMake": ("UIOffset", ["horizontal", "vertical"]),
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                  let replacement = Self.replacements[callee.baseName.text]
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: Self.fix(node, callee: callee, type: replacement.type, labels: replacement.labels, in: file))
        }
    }

    /// Renames the callee and labels the arguments, in one edit from the name
    /// to the last argument. No fix when the arguments do not fit the labels.
    private static func fix(
        _ call: FunctionCallExprSyntax, callee: DeclReferenceExprSyntax, type: String, labels: [String], in file: LintFile
    ) -> Diagnostic.Fix? {
        let arguments = Array(call.arguments)
        guard arguments.count == labels.count, arguments.allSatisfy({ $0.label == nil }),
              let last = arguments.last
        else { return nil }
        let utf8 = Array(file.text.utf8)
        var text = type
        var cursor = callee.baseName.endPositionBeforeTrailingTrivia.utf8Offset
        for (argument, label) in zip(arguments, labels) {
            let start = argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset
            text += String(decoding: utf8[cursor..<start], as: UTF8.self) + label + ": "
            cursor = start
        }
        let end = last.expression.endPositionBeforeTrailingTrivia.utf8Offset
        text += String(decoding: utf8[cursor..<end], as: UTF8.self)
        return .init(start: callee.baseName.positionAfterSkippingLeadingTrivia.utf8Offset, end: end, replacement: text)
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// The C-era globals (`CGRectZero`, `M_PI`) have type-scoped spellings
/// (`CGRect.zero`, `.pi`) that read as Swift and are found by completion.
public struct LegacyConstantRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "legacy_constant",
        name: "Legacy Constant",
        summary: "Struct-scoped constants are preferred over legacy global constants",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "CGRect.infinite",
            "CGPoint.zero",
            "CGRect.zero",
            "CGSize.zero",
            "NSPoint.zero",
            "NSRect.zero",
            "NSSize.zero",
            "CGRect.null",
            "CGFloat.pi",
            "Float.pi",
        ],
        triggeringExamples: [
            "↓CGRectInfinite",
            "↓CGPointZero",
            "↓CGRectZero",
            "↓CGSizeZero",
            "↓NSZeroPoint",
            "↓NSZeroRect",
            "↓NSZeroSize",
            "↓CGRectNull",
            "↓CGFloat(M_PI)",
            "↓Float(M_PI)",
        ],
        corrections: [
            Correction("↓CGRectInfinite", "CGRect.infinite"),
            Correction("↓CGPointZero", "CGPoint.zero"),
            Correction("↓CGRectZero", "CGRect.zero"),
            Correction("↓CGSizeZero", "CGSize.zero"),
            Correction("↓NSZeroPoint", "NSPoint.zero"),
            Correction("↓NSZeroRect", "NSRect.zero"),
            Correction("↓NSZeroSize", "NSSize.zero"),
            Correction("↓CGRectNull", "CGRect.null"),
            Correction("↓CGRectInfinite\n↓CGRectNull", "CGRect.infinite\nCGRect.null"),
            Correction("↓CGFloat(M_PI)", "CGFloat.pi"),
            Correction("↓Float(M_PI)", "Float.pi"),
            Correction("↓CGFloat(M_PI)\n↓Float(M_PI)", "CGFloat.pi\nFloat.pi"),
            Correction("let frame = view.isHidden ? ↓CGRectZero : bounds", "let frame = view.isHidden ? CGRect.zero : bounds"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { Array(Self.replacements.keys) + ["M_PI"] }

    static let replacements: [String: String] = [
        "CGRectInfinite": "CGRect.infinite",
        "CGPointZero": "CGPoint.zero",
        "CGRectZero": "CGRect.zero",
        "CGSizeZero": "CGSize.zero",
        "NSZeroPoint": "NSPoint.zero",
        "NSZeroRect": "NSRect.zero",
        "NSZeroSize": "NSSize.zero",
        "CGRectNull": "CGRect.null",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(DeclReferenceExprSyntax.self) { node in
            // Every name goes through here: look up only `CG…` and `NS…` ones.
            let first = node.baseName.text.utf8.first
            guard first == UInt8(ascii: "C") || first == UInt8(ascii: "N"),
                  let replacement = Self.replacements[node.baseName.text], !LintSupport.isMemberName(node)
            else { return }
            report(node, replacement: replacement, in: file)
        }
        walk.onCall(named: ["CGFloat", "Float"]) { node in
            guard let type = LintSupport.calledName(node), type == "CGFloat" || type == "Float",
                  node.arguments.count == 1, node.trailingClosure == nil,
                  let argument = node.arguments.first, argument.label == nil,
                  argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "M_PI"
            else { return }
            report(node, replacement: "\(type).pi", in: file)
        }
    }

    private func report(_ node: some SyntaxProtocol, replacement: String, in file: LintFile) {
        file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary,
                    fix: .init(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                               end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement))
    }
}

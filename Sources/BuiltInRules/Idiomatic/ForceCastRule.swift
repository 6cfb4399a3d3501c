import LintEngine
import SwiftSyntax
import ToolCore

/// `as!` crashes when the cast fails; `as?` with a fallback does not.
public struct ForceCastRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "force_cast",
        name: "Force Cast",
        summary: "Force casts should be avoided",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "NSNumber() as? Int",
            "let view = subviews.first as? UIView ?? UIView()",
            "if let x = y as? String {}",
        ],
        triggeringExamples: [
            "NSNumber() ↓as! Int",
            "let cell = tableView.dequeue() ↓as! Cell",
        ]
    )

    /// An error by default, as in SwiftLint (`force_cast: warning` lowers it).
    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AsExprSyntax.self) { node in
            guard node.questionOrExclamationMark?.tokenKind == .exclamationMark else { return }
            file.report(self, at: node.asKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        // `x as! T` inside a sequence (`a + b as! T`) is not folded into an AsExpr.
        walk.on(UnresolvedAsExprSyntax.self) { node in
            guard node.questionOrExclamationMark?.tokenKind == .exclamationMark else { return }
            file.report(self, at: node.asKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

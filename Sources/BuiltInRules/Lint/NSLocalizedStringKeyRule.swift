import LintEngine
import SwiftSyntax
import ToolCore

/// `genstrings` reads the key and comment of `NSLocalizedString` from the
/// source text: only string literals (possibly joined with `+`) can be
/// extracted, so computed or interpolated ones never reach the strings file.
public struct NSLocalizedStringKeyRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "nslocalizedstring_key",
        name: "NSLocalizedString Key",
        summary: "Static strings should be used as key/comment in NSLocalizedString in order for genstrings to work",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "NSLocalizedString(\"title\", comment: \"\")",
            "NSLocalizedString(\"title\" + \"_short\", comment: \"\")",
            "NSLocalizedString(\"title\", comment: \"Heading of the settings screen\")",
            """
            NSLocalizedString("A long sentence that is " +
                "split over lines", comment: "")
            """,
            """
            let label = NSLocalizedString("%@ by %@", comment: "Caption of a track in the playlist." +
            " The parameters are the song and the artist." +
            " For example, \\"Blue, by Joni.\\"")
            """,
            "NSLocalizedString(\"title\", tableName: tableName, comment: \"\")",
            "localized(makeKey(), comment: makeComment())",
        ],
        triggeringExamples: [
            "NSLocalizedString(↓makeKey(), comment: \"\")",
            "NSLocalizedString(↓\"title_\\(index)\", comment: \"\")",
            "NSLocalizedString(\"title\", comment: ↓\"heading for \\(screen)\")",
            "NSLocalizedString(↓\"title_\\(index)\", comment: ↓makeComment())",
            "NSLocalizedString(↓\"title\" + suffix, comment: \"\")",
            "NSLocalizedString(↓keyName, comment: \"\")",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["NSLocalizedString"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["NSLocalizedString"]) { node in
            guard LintSupport.calledName(node) == "NSLocalizedString" else { return }
            if let key = node.arguments.first(where: { $0.label == nil })?.expression, !Self.isStatic(key) {
                file.report(self, at: key.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
            if let comment = node.arguments.first(where: { $0.label?.text == "comment" })?.expression,
               !Self.isStatic(comment) {
                file.report(self, at: comment.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    /// A string literal without interpolation, or operators joining such literals.
    private static func isStatic(_ expression: ExprSyntax) -> Bool {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { $0.is(BinaryOperatorExprSyntax.self) || isStatic($0) }
        }
        return false
    }
}

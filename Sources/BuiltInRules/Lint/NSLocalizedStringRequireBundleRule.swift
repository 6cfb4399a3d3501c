import LintEngine
import SwiftSyntax
import ToolCore

/// Without a `bundle:` argument `NSLocalizedString` looks in the main bundle,
/// which is the wrong one for strings that live in a framework or package.
public struct NSLocalizedStringRequireBundleRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "nslocalizedstring_require_bundle",
        name: "NSLocalizedString Require Bundle",
        summary: "Calls to NSLocalizedString should specify the bundle which contains the strings file",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "NSLocalizedString(\"greeting\", bundle: .main, comment: \"shown on launch\")",
            """
            NSLocalizedString("greeting", tableName: "Onboarding",
                              bundle: Bundle(for: Welcome.self),
                              comment: "shown on launch")
            """,
            """
            NSLocalizedString("greeting", tableName: "Onboarding",
                              bundle: moduleBundle, value: "Hello",
                              comment: "shown on launch")
            """,
            "localize(\"greeting\")",
            "Foundation.NSLocalizedString(\"greeting\", comment: \"shown on launch\")",
        ],
        triggeringExamples: [
            "↓NSLocalizedString(\"greeting\", comment: \"shown on launch\")",
            "↓NSLocalizedString(\"greeting\", tableName: \"Onboarding\", comment: \"shown on launch\")",
            """
            let title = ↓NSLocalizedString("greeting", tableName: "Onboarding",
                                           value: "Hello", comment: "shown on launch")
            """,
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["NSLocalizedString"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["NSLocalizedString"]) { node in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.isIdentifier("NSLocalizedString") == true,
                  !node.arguments.contains(where: { $0.label?.isIdentifier("bundle") == true })
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

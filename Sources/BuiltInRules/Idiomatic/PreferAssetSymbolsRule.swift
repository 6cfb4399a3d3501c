import LintEngine
import SwiftSyntax
import ToolCore

/// `UIImage(named: "avatar")` and SwiftUI's `Image("avatar")` fail silently on a
/// typo; since Xcode 15 the asset catalogue generates symbols (`.avatar`) the
/// compiler checks, and SF Symbols have `systemName:`.
public struct PreferAssetSymbolsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "prefer_asset_symbols",
        name: "Prefer Asset Symbols",
        summary: "Prefer using asset symbols over string-based image initialization",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            // Asset symbols and system symbols.
            "UIImage(resource: .avatarPlaceholder)",
            "UIImage(systemName: \"star.fill\")",
            "Image(.avatarPlaceholder)",
            "Image(systemName: \"star.fill\")",
            // Names made at run time.
            "UIImage(named: iconName)",
            "UIImage(named: \"flag_\\(countryCode)\")",
            "Image(iconName)",
            "Image(\"flag_\\(countryCode)\")",
            // Other initializers, and `SwiftUI.Image`, which is not recognised.
            "UIImage(data: pngData)",
            "UIImage(contentsOfFile: \"/tmp/avatar.png\")",
            "Image(decorative: \"banner\")",
            "SwiftUI.Image(\"banner\")",
        ],
        triggeringExamples: [
            "↓UIImage(named: \"avatar_placeholder\")",
            "↓UIImage(named: \"avatar placeholder\")",
            "↓UIImage.init(named: \"avatarPlaceholder\")",
            "↓UIImage(named: \"avatar\", in: Bundle.module, compatibleWith: nil)",
            "↓UIImage(named: \"avatar\", in: .module)",
            "↓Image(\"avatar_placeholder\")",
            "↓Image(\"avatar placeholder\")",
            "↓Image.init(\"avatarPlaceholder\")",
            "↓Image(\"avatar\", bundle: Bundle.module)",
            "↓Image(\"avatar\", bundle: .module)",
            "let icon = ↓UIImage(named: #\"avatar\"#)!",
            "let row = HStack { ↓Image(\"avatar\"); Text(name) }",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["UIImage", "Image"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard Self.isImageInit(node, of: "UIImage", label: "named") || Self.isImageInit(node, of: "Image", label: nil)
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `Type(label: "literal", …)` or `Type.init(label: "literal", …)`: the first
    /// argument has `label` (none for `nil`) and is a string without interpolation.
    private static func isImageInit(_ node: FunctionCallExprSyntax, of type: String, label: String?) -> Bool {
        guard names(node.calledExpression, type),
              let first = node.arguments.first, first.label?.text == label,
              let literal = first.expression.as(StringLiteralExprSyntax.self)
        else { return false }
        return literal.segments.allSatisfy { segment in
            if case .stringSegment = segment { return true }
            return false
        }
    }

    /// `Type` or `Type.init`.
    private static func names(_ callee: ExprSyntax, _ type: String) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == type
        }
        guard let member = callee.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return base.baseName.text == type && member.declName.baseName.text == "init"
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// An access modifier on an extension silently becomes the default of every
/// member in it: reading a member, one cannot see its access level without
/// scrolling up to the extension. Stating it on each member keeps it in sight.
public struct NoExtensionAccessModifierRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "no_extension_access_modifier",
        name: "No Extension Access Modifier",
        summary: "Prefer not to use extension access modifiers",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "extension Engine {}",
            "\n\n extension Engine {}",
            "extension Engine: Hashable {\n    public func hash(into hasher: inout Hasher) {}\n}",
            "@available(iOS 15, *)\nextension Engine {}",
            "public struct Engine {}",
        ],
        triggeringExamples: [
            "↓private extension Engine {}",
            "↓public \n extension Engine {}",
            "↓open extension Engine {}",
            "↓internal extension Engine {}",
            "↓fileprivate extension Engine {}",
            "↓package extension Engine {}",
            "@available(iOS 15, *)\n↓public extension Engine {}",
            "#if DEBUG\n↓fileprivate extension Engine: CustomDebugStringConvertible {}\n#endif",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    /// Every violation is in an extension.
    public var triggerIdentifiers: [String] { ["extension"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ExtensionDeclSyntax.self) { node in
            // As SwiftLint: any modifier counts, and extensions nested in other
            // declarations (which do not compile) are not looked at.
            guard !node.modifiers.isEmpty, LintSupport.enclosingDeclaration(of: Syntax(node)) == nil else { return }
            file.report(self, at: node.modifiers.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

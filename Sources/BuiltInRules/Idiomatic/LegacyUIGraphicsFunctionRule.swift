import LintEngine
import SwiftSyntax
import ToolCore

/// `UIGraphicsBeginImageContext` and its companions draw into a global context
/// that has to be ended by hand and ignores the screen's scale;
/// `UIGraphicsImageRenderer` scopes the drawing in a closure and is Retina-aware.
public struct LegacyUIGraphicsFunctionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "legacy_uigraphics_function",
        name: "Legacy UIGraphics Function",
        summary: "Prefer using `UIGraphicsImageRenderer` over legacy functions",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            let renderer = UIGraphicsImageRenderer(size: canvas.bounds.size)
            let snapshot = renderer.image { _ in
                canvas.drawHierarchy(in: canvas.bounds, afterScreenUpdates: true)
            }
            """,
            """
            let renderer = UIGraphicsImageRenderer(size: posterSize)
            let poster = renderer.image { _ in
                backdrop.draw(in: CGRect(origin: .zero, size: posterSize))
                badge.draw(in: CGRect(origin: .zero, size: badgeSize))
            }
            """,
            """
            UIGraphicsImageRenderer(size: thumbSize, format: UIGraphicsImageRendererFormat()).image { _ in
                photo.draw(in: CGRect(origin: .zero, size: thumbSize))
            }
            """,
            // Other UIGraphics functions are not about image contexts.
            "let context = UIGraphicsGetCurrentContext()",
            // Only a plain call of the function is recognised.
            "Drawing.UIGraphicsBeginImageContext(thumbSize)",
            "let name = \"UIGraphicsEndImageContext\"",
        ],
        triggeringExamples: [
            """
            ↓UIGraphicsBeginImageContext(thumbSize)
            photo.draw(in: CGRect(origin: .zero, size: thumbSize))
            let thumbnail = ↓UIGraphicsGetImageFromCurrentImageContext()
            ↓UIGraphicsEndImageContext()
            """,
            """
            ↓UIGraphicsBeginImageContext(posterSize)
            backdrop.draw(in: CGRect(origin: .zero, size: posterSize))
            badge.draw(in: CGRect(origin: .zero, size: badgeSize))
            let poster = ↓UIGraphicsGetImageFromCurrentImageContext()
            ↓UIGraphicsEndImageContext()
            """,
            """
            ↓UIGraphicsBeginImageContextWithOptions(thumbSize, false, 0.0)
            photo.draw(in: CGRect(origin: .zero, size: thumbSize))
            let thumbnail = ↓UIGraphicsGetImageFromCurrentImageContext()
            ↓UIGraphicsEndImageContext()
            """,
            """
            func snapshot(of canvas: UIView) -> UIImage? {
                ↓UIGraphicsBeginImageContextWithOptions(canvas.bounds.size, true, 2)
                defer { ↓UIGraphicsEndImageContext() }
                canvas.drawHierarchy(in: canvas.bounds, afterScreenUpdates: false)
                return ↓UIGraphicsGetImageFromCurrentImageContext()
            }
            """,
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { Array(Self.functions) }

    /// SwiftLint reports these with any arguments (it has no rewrite for them).
    private static let functions: Set<String> = [
        "UIGraphicsBeginImageContext",
        "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsGetImageFromCurrentImageContext",
        "UIGraphicsEndImageContext",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: Self.functions) { node in
            guard let name = LintSupport.calledName(node), Self.functions.contains(name) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

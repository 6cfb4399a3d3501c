import LintEngine
import SwiftSyntax
import ToolCore

/// `#imageLiteral` and `#colorLiteral` show as thumbnails in Xcode but as
/// opaque numbers and names everywhere else (reviews, diffs, other editors);
/// an initializer says what it builds in plain code.
public struct DiscouragedObjectLiteralRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "discouraged_object_literal",
        name: "Discouraged Object Literal",
        summary: "Prefer initializers over object literals",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "let icon = UIImage(named: iconName)",
            "let icon = UIImage(named: \"badge-\\(level)\")",
            "let tint = UIColor(red: red, green: green, blue: blue, alpha: 1)",
            "let icon = NSImage(named: iconName)",
            "let icon = NSImage(named: \"badge-\\(level)\")",
            "let tint = NSColor(red: red, green: green, blue: blue, alpha: 1)",
            "let notes = #fileLiteral(resourceName: \"notes.txt\")",
            Example("let icon = #imageLiteral(resourceName: \"badge.png\")", options: "{image_literal: false}"),
            Example("let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)", options: "{color_literal: false}"),
        ],
        triggeringExamples: [
            "let icon = ↓#imageLiteral(resourceName: \"badge.png\")",
            "let tint = ↓#colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)",
            "banner.backgroundColor = ↓#colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.5)",
            "let icons = [↓#imageLiteral(resourceName: \"star.png\"), ↓#imageLiteral(resourceName: \"moon.png\")]",
            Example("let icon = ↓#imageLiteral(resourceName: \"badge.png\")", options: "{color_literal: false}"),
            Example("let tint = ↓#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)", options: "{image_literal: false}"),
        ]
    )

    public let options: ObjectLiteralOptions
    public init(options: ObjectLiteralOptions) { self.options = options }

    public var triggerIdentifiers: [String] { ["imageLiteral", "colorLiteral"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MacroExpansionExprSyntax.self) { node in
            // The literals parse as macro expansions; SwiftLint looks at expressions only.
            switch node.macroName.tokenKind {
            case .identifier("imageLiteral") where options.imageLiteral, .identifier("colorLiteral") where options.colorLiteral:
                file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
            default:
                return
            }
        }
    }
}

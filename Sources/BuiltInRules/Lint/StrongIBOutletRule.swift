import LintEngine
import SwiftSyntax
import ToolCore

/// A view loaded from a storyboard or nib is only kept alive by its superview;
/// a `weak` or `unowned` outlet loses (or dangles on) a view that is taken out
/// of the hierarchy for a moment. Strong outlets are what Apple recommends.
public struct StrongIBOutletRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "strong_iboutlet",
        name: "Strong IBOutlet",
        summary: "@IBOutlets shouldn't be declared as weak",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class LoginController: UIViewController {\n    @IBOutlet var passwordField: UITextField?\n}",
            "class LoginController: UIViewController {\n    @IBOutlet private var avatarView: UIImageView!\n}",
            "class LoginController: UIViewController {\n    weak var passwordField: UITextField?\n}",
            "class Session {\n    unowned var owner: Account\n}",
            "class LoginController: UIViewController {\n    @IBInspectable weak var accent: UIColor?\n}",
        ],
        triggeringExamples: [
            "class LoginController: UIViewController {\n    @IBOutlet ↓weak var passwordField: UITextField?\n}",
            "class LoginController: UIViewController {\n    @IBOutlet ↓unowned var avatarView: UIImageView!\n}",
            "class LoginController: UIViewController {\n    @IBOutlet private ↓weak var submitButton: UIButton?\n}",
            "class LoginController: UIViewController {\n    @IBOutlet ↓unowned(unsafe) var hintLabel: UILabel!\n}",
            "class LoginController: UIViewController {\n    @IBOutlet\n    ↓weak var hintLabel: UILabel?\n}",
            "extension LoginController {\n    @objc @IBOutlet ↓weak var footer: UIView? { nil }\n}",
        ],
        corrections: [
            Correction("class LoginController: UIViewController {\n    @IBOutlet ↓weak var passwordField: UITextField?\n}",
                       "class LoginController: UIViewController {\n    @IBOutlet var passwordField: UITextField?\n}"),
            Correction("class LoginController: UIViewController {\n    @IBOutlet ↓unowned var avatarView: UIImageView!\n}",
                       "class LoginController: UIViewController {\n    @IBOutlet var avatarView: UIImageView!\n}"),
            Correction("class LoginController: UIViewController {\n    @IBOutlet private ↓weak var submitButton: UIButton?\n}",
                       "class LoginController: UIViewController {\n    @IBOutlet private var submitButton: UIButton?\n}"),
            Correction("class LoginController: UIViewController {\n    @IBOutlet ↓unowned(unsafe) var hintLabel: UILabel!\n}",
                       "class LoginController: UIViewController {\n    @IBOutlet var hintLabel: UILabel!\n}"),
            Correction("class LoginController: UIViewController {\n    @IBOutlet\n    ↓weak var hintLabel: UILabel?\n}",
                       "class LoginController: UIViewController {\n    @IBOutlet\n    var hintLabel: UILabel?\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["IBOutlet"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard node.attributes.hasAttribute(named: "IBOutlet"),
                  let modifier = node.modifiers.first(where: Self.isWeakOrUnowned)
            else { return }
            // The modifier goes with the blanks after it, as SwiftLint drops
            // the modifier node; what precedes it (a line break) stays.
            let start = modifier.positionAfterSkippingLeadingTrivia
            file.report(self, at: start, Self.description.summary,
                        fix: Diagnostic.Fix(start: start.utf8Offset, end: modifier.endPosition.utf8Offset, replacement: ""))
        }
    }

    private static func isWeakOrUnowned(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.name.isKeyword(.weak) || modifier.name.isKeyword(.unowned)
    }
}

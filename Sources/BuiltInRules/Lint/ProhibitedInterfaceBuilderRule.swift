import LintEngine
import SwiftSyntax
import ToolCore

/// For teams that build their views in code: outlets and actions tie a class
/// to storyboard or nib connections that the compiler cannot check and that
/// break silently when a name changes.
public struct ProhibitedInterfaceBuilderRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "prohibited_interface_builder",
        name: "Prohibited Interface Builder",
        summary: "Creating views using Interface Builder should be avoided",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class SettingsController: UIViewController {\n    var darkModeSwitch: UISwitch!\n}",
            "class SettingsController: UIViewController {\n    @objc func darkModeChanged(_ sender: UISwitch) {}\n}",
            "class SettingsController: UIViewController {\n    @IBInspectable var accent: UIColor?\n}",
            "class SettingsController: UIViewController {\n"
                + "    @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }\n}",
        ],
        triggeringExamples: [
            "class SettingsController: UIViewController {\n    @IBOutlet ↓var darkModeSwitch: UISwitch!\n}",
            "class SettingsController: UIViewController {\n    @IBOutlet private weak ↓var versionLabel: UILabel?\n}",
            "class SettingsController: UIViewController {\n    @IBOutlet ↓var rowLabels: [UILabel]!\n}",
            "class SettingsController: UIViewController {\n    @IBAction ↓func darkModeChanged(_ sender: UISwitch) {}\n}",
            "extension SettingsController {\n    @objc @IBAction private ↓func resetTapped(_ sender: Any) {}\n}",
            "final class SettingsController: UIViewController {\n    @IBOutlet ↓var titleLabel: UILabel!\n\n"
                + "    @IBAction ↓func closeTapped() {\n        dismiss(animated: true)\n    }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["IBOutlet", "IBAction"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard node.attributes.hasAttribute(named: "IBOutlet") else { return }
            file.report(self, at: node.bindingSpecifier.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        walk.on(FunctionDeclSyntax.self) { node in
            guard node.attributes.hasAttribute(named: "IBAction") else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// An `@IBAction` is meant to be called by the interface it is connected to;
/// left visible, other code starts calling it and depending on its sender.
/// Interface Builder connects private actions just as well.
public struct PrivateActionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "private_action",
        name: "Private Actions",
        summary: "IBActions should be private",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class Panel {\n\t@IBAction private func closeTapped(_ sender: UIButton) {}\n}",
            "struct Panel {\n\t@IBAction private func closeTapped(_ sender: UIButton) {}\n}",
            "class Panel {\n\t@IBAction fileprivate func closeTapped(_ sender: UIButton) {}\n}",
            "struct Panel {\n\t@IBAction fileprivate func closeTapped(_ sender: UIButton) {}\n}",
            "private extension Panel {\n\t@IBAction func closeTapped(_ sender: UIButton) {}\n}",
            "fileprivate extension Panel {\n\t@IBAction func closeTapped(_ sender: UIButton) {}\n}",
            "class Panel {\n    func closeTapped(_ sender: UIButton) {}\n}",
            "class Panel {\n    @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }\n}",
        ],
        triggeringExamples: [
            "class Panel {\n\t@IBAction ↓func closeTapped(_ sender: UIButton) {}\n}",
            "struct Panel {\n\t@IBAction ↓func closeTapped(_ sender: UIButton) {}\n}",
            "class Panel {\n\t@IBAction public ↓func closeTapped(_ sender: UIButton) {}\n}",
            "struct Panel {\n\t@IBAction public ↓func closeTapped(_ sender: UIButton) {}\n}",
            "class Panel {\n\t@IBAction internal ↓func closeTapped(_ sender: UIButton) {}\n}",
            "struct Panel {\n\t@IBAction internal ↓func closeTapped(_ sender: UIButton) {}\n}",
            "extension Panel {\n\t@IBAction ↓func closeTapped(_ sender: UIButton) {}\n}",
            "extension Panel {\n\t@IBAction public ↓func closeTapped(_ sender: UIButton) {}\n}",
            "extension Panel {\n\t@IBAction internal ↓func closeTapped(_ sender: UIButton) {}\n}",
            "public extension Panel {\n\t@IBAction ↓func closeTapped(_ sender: UIButton) {}\n}",
            "internal extension Panel {\n\t@IBAction ↓func closeTapped(_ sender: UIButton) {}\n}",
            // Only a private extension makes its actions private; a private class does not count.
            "private class Panel {\n    @IBAction ↓func closeTapped(_ sender: UIButton) {}\n}",
            "class Panel {\n    @objc @IBAction open ↓func closeTapped(_ sender: Any) {}\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["IBAction"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard LintSupport.attribute(named: "IBAction", in: node.attributes) != nil,
                  !Self.isPrivate(node.modifiers), !Self.isInPrivateExtension(Syntax(node))
            else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `private` or `fileprivate`, and no setter-only access level (SwiftLint's reading).
    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard modifiers.hasKeyword(.private) || modifiers.hasKeyword(.fileprivate) else { return false }
        return !modifiers.contains { $0.detail?.detail.text == "set" }
    }

    private static func isInPrivateExtension(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let owner = parent.as(ExtensionDeclSyntax.self) { return isPrivate(owner.modifiers) }
            current = parent.parent
        }
        return false
    }
}

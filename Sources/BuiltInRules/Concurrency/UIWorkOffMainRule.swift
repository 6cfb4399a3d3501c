import LintEngine
import SwiftSyntax
import ToolCore

/// UIKit and AppKit are main-thread only: setting a view's properties or
/// asking it to lay out from a background queue corrupts its state or crashes
/// (often much later, far from the cause). Flags well-known view property
/// writes and view methods inside closures dispatched asynchronously to a
/// global or private queue — unless a nested main-queue closure holds them.
/// Opt-in: the names are matched without types, so a model's `title` on a
/// background queue is flagged too.
public struct UIWorkOffMainRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "ui_work_off_main",
        name: "UI Work off Main",
        summary: "UIKit/AppKit views should only be updated on the main thread",
        kind: .concurrency,
        isOptIn: true,
        nonTriggeringExamples: [
            "DispatchQueue.global().async {\n    let image = render()\n    DispatchQueue.main.async {\n"
                + "        imageView.image = image\n    }\n}\n",
            "DispatchQueue.main.async {\n    label.text = title\n    tableView.reloadData()\n}\n",
            "DispatchQueue.global().async {\n    let result = compute()\n    model.values = result\n}\n",
            "func update() {\n    label.text = title\n}\n",
            "DispatchQueue.global().async {\n    let text = label.text\n    save(text)\n}\n",
        ],
        triggeringExamples: [
            "DispatchQueue.global().async {\n    let image = render()\n    imageView.↓image = image\n}\n",
            "DispatchQueue.global(qos: .userInitiated).async {\n    self.items = load()\n    self.tableView.↓reloadData()\n}\n",
            "let queue = DispatchQueue(label: \"work\")\nqueue.async {\n    spinner.↓isHidden = true\n"
                + "    view.↓addSubview(badge)\n}\n",
            "DispatchQueue.global().asyncAfter(deadline: .now() + 1) {\n    ↓setNeedsLayout()\n}\n",
            "DispatchQueue.global().async {\n    results.forEach { result in\n        cell.↓alpha = 0.5\n    }\n}\n",
        ]
    )

    /// View properties that must only be set on the main thread.
    static let viewProperties: Set<String> = [
        "text", "attributedText", "image", "isHidden", "alpha", "frame", "bounds", "center", "transform",
        "backgroundColor", "textColor", "tintColor", "title", "stringValue", "isEnabled", "isSelected",
        "isUserInteractionEnabled", "contentOffset", "placeholder",
    ]

    /// View methods that must only be called on the main thread.
    static let viewMethods: Set<String> = [
        "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "layoutSubtreeIfNeeded", "reloadData",
        "reloadRows", "reloadSections", "insertRows", "deleteRows", "insertItems", "deleteItems", "reloadItems",
        "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack",
        "setTitle", "setImage", "sizeToFit", "scrollToRow", "scrollToItem", "becomeFirstResponder",
        "resignFirstResponder",
    ]

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// A queue's kind comes from its declaration, which may be another member or top-level item.
    public static var reach: RuleReach { .file }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AssignmentExprSyntax.self) { node in
            guard let target = node.assignedExpression?.as(MemberAccessExprSyntax.self), target.base != nil,
                  Self.viewProperties.contains(target.declName.baseName.text),
                  DispatchContext.isolation(of: node) == .background else { return }
            report(target.declName.baseName, setting: true, in: file)
        }
        walk.onCall(named: Self.viewMethods) { node in
            let name: TokenSyntax
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName
            } else {
                return
            }
            guard Self.viewMethods.contains(name.text), DispatchContext.isolation(of: node) == .background else {
                return
            }
            report(name, setting: false, in: file)
        }
    }

    private func report(_ name: TokenSyntax, setting: Bool, in file: LintFile) {
        let what = setting ? "Setting `\(name.text)`" : "Calling `\(name.text)()`"
        file.report(self, at: name.positionAfterSkippingLeadingTrivia,
                    "\(what) on a background queue: UIKit and AppKit views may only be used on the main thread, "
                        + "and off it they corrupt their state or crash; wrap the UI update in "
                        + "`DispatchQueue.main.async { … }`")
    }
}

extension AssignmentExprSyntax {
    /// The left side: the element before `=` in an unfolded sequence (`a.b = c`), or a folded left operand.
    fileprivate var assignedExpression: ExprSyntax? {
        if let infix = parent?.as(InfixOperatorExprSyntax.self) { return infix.leftOperand }
        guard let list = parent?.as(ExprListSyntax.self), let index = list.index(of: ExprSyntax(self)), index != list.startIndex
        else { return nil }
        return list[list.index(before: index)]
    }
}

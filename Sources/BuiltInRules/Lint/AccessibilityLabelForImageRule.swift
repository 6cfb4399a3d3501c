import LintEngine
import SwiftSyntax
import ToolCore

/// A SwiftUI `Image` is an accessibility element by default: without a label
/// VoiceOver reads its file name ("close icon white"). An image that says
/// something needs a label; a decorative one should be hidden.
///
/// As in SwiftLint, only images inside a struct conforming to `View` are
/// checked (none after a struct nested in it ends), and a label or hiding
/// modifier is looked for among the image's nearest ancestors (the modifier
/// chain and the enclosing containers).
public struct AccessibilityLabelForImageRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "accessibility_label_for_image",
        name: "Accessibility Label for Image",
        summary: "Images that provide context should have an accessibility label or should be explicitly hidden "
            + "from accessibility",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: nonTriggering,
        triggeringExamples: triggering
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Whether a view struct encloses the code is one flag across the file.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["Image"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // SwiftLint's flag: set on entering a struct (true for a `View`), cleared
        // on leaving any struct.
        var isInViewStruct = false
        walk.on(StructDeclSyntax.self) { isInViewStruct = ImageAccessibility.isViewStruct($0) }
        walk.after(StructDeclSyntax.self) { _ in isInViewStruct = false }
        walk.after(FunctionCallExprSyntax.self) { node in
            guard isInViewStruct, ImageAccessibility.isImageCall(node), !ImageAccessibility.isExempt(node) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

/// SwiftLint's exemptions for an `Image(…)` call.
private enum ImageAccessibility: SwiftUIReading {
    /// How many nodes up the tree SwiftLint looks, the node itself included.
    static let searchDepth = 20

    /// `Image(…)` or `SwiftUI.Image(…)`.
    static func isImageCall(_ call: FunctionCallExprSyntax) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "Image"
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return base.baseName.text == "SwiftUI" && member.declName.baseName.text == "Image"
    }

    static func isExempt(_ image: FunctionCallExprSyntax) -> Bool {
        // `Image(decorative:)` is hidden; `Image(_:label:)` is labelled.
        if image.arguments.contains(where: { $0.label?.text == "decorative" || $0.label?.text == "label" }) {
            return true
        }
        return isInLabelIcon(image) || isExemptedByAncestors(image)
    }

    /// Inside the `icon:` closure of a `Label`, which the label's text describes.
    static func isInLabelIcon(_ image: FunctionCallExprSyntax) -> Bool {
        var current: Syntax? = Syntax(image)
        while let node = current {
            if let element = node.as(MultipleTrailingClosureElementSyntax.self), element.label.text == "icon",
               let owner = element.parent?.parent?.as(FunctionCallExprSyntax.self), calls(owner, "Label") {
                return true
            }
            if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "icon",
               let owner = argument.parent?.as(LabeledExprListSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
               calls(owner, "Label") {
                return true
            }
            if node.parent?.is(DeclSyntax.self) == true { break }
            current = node.parent
        }
        return false
    }

    /// A labelling or hiding modifier, a `NavigationLink`, a labelled `Button`,
    /// or a stack with such a modifier among the nearest ancestors.
    static func isExemptedByAncestors(_ image: FunctionCallExprSyntax) -> Bool {
        var current: Syntax? = Syntax(image)
        var depth = 0
        while let node = current, depth < searchDepth {
            current = node.parent
            depth += 1
            guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
            if let name = modifierName(of: call), isLabelOrHidden(call, name) || isIgnoringChildren(call, name) {
                return true
            }
            if isExemptingContainer(call) || isStack(call) && hasAccessibilityModifier(above: call, orIgnoring: true) {
                return true
            }
            if node.parent?.is(StmtSyntax.self) == true { break }
        }
        return false
    }

    /// A modifier among the nearest ancestors of `container` (itself included)
    /// that labels or hides it, or (`orIgnoring`) that ignores its children.
    static func hasAccessibilityModifier(above container: FunctionCallExprSyntax, orIgnoring: Bool) -> Bool {
        var current: Syntax? = Syntax(container)
        var depth = 0
        while let node = current, depth < searchDepth {
            current = node.parent
            depth += 1
            guard let call = node.as(FunctionCallExprSyntax.self), let name = modifierName(of: call) else { continue }
            if isLabelOrHidden(call, name) || orIgnoring && isIgnoringChildren(call, name) { return true }
            if node.parent?.is(StmtSyntax.self) == true { break }
        }
        return false
    }

    /// `NavigationLink` always; `Button` when it is labelled or hidden.
    static func isExemptingContainer(_ call: FunctionCallExprSyntax) -> Bool {
        if calls(call, "NavigationLink") { return true }
        return calls(call, "Button") && hasAccessibilityModifier(above: call, orIgnoring: false)
    }

    static func isStack(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return ["VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack"].contains(name)
    }

    /// `.accessibilityLabel(…)`, `.accessibilityHidden(true)`, `.accessibility(label: …)` and the like.
    static func isLabelOrHidden(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        switch name {
        case "accessibilityHidden":
            return isTrue(call.arguments.first?.expression)
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
            return true
        case "accessibility":
            return call.arguments.contains { argument in
                switch argument.label?.text ?? "" {
                case "label", "value", "hint": return true
                case "hidden": return isTrue(argument.expression)
                default: return false
                }
            }
        default:
            return false
        }
    }

    /// `.accessibilityElement()` or `.accessibilityElement(children: .ignore)`.
    static func isIgnoringChildren(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        guard name == "accessibilityElement" else { return false }
        if let children = call.arguments.first(where: { $0.label?.text == "children" }) {
            return children.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "ignore"
        }
        return call.arguments.isEmpty
    }

    static func calls(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// VoiceOver says "button" or "link" after an element with that trait, which
/// tells the user it can be activated. `Button` and `Link` have it; a view made
/// tappable with `.onTapGesture` (or a single `TapGesture`) does not unless the
/// trait is added.
///
/// As in SwiftLint, only gestures inside a struct conforming to `View` are
/// checked (none after a struct nested in it ends), and the trait is looked
/// for in the modifier chain and among the nearest ancestors.
public struct AccessibilityTraitForButtonRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "accessibility_trait_for_button",
        name: "Accessibility Trait for Button",
        summary: "All views with tap gestures added should include the .isButton or the .isLink accessibility traits",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: nonTriggering,
        triggeringExamples: triggering
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Whether a view struct encloses the code is one flag across the file.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["onTapGesture", "TapGesture"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // SwiftLint's flag: set on entering a struct (true for a `View`), cleared
        // on leaving any struct.
        var isInViewStruct = false
        walk.on(StructDeclSyntax.self) { isInViewStruct = TapAccessibility.isViewStruct($0) }
        walk.after(StructDeclSyntax.self) { _ in isInViewStruct = false }
        walk.after(FunctionCallExprSyntax.self) { node in
            guard isInViewStruct, TapAccessibility.isSingleTapModifier(node), !TapAccessibility.isExempt(node) else { return }
            // At the start of the modified view, where the chain begins.
            file.report(self, at: node.calledExpression.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

/// SwiftLint's reading of a tap gesture and of what exempts it.
private enum TapAccessibility: SwiftUIReading {
    /// How many nodes SwiftLint looks at, up the tree or back along the chain.
    static let searchDepth = 20

    /// `.onTapGesture { … }` (one tap), or `.gesture(TapGesture())` and its
    /// `simultaneous` and `highPriority` forms with a single-tap gesture.
    static func isSingleTapModifier(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        switch member.declName.baseName.text {
        case "onTapGesture":
            return countsOneTap(call.arguments)
        case "gesture", "simultaneousGesture", "highPriorityGesture":
            guard let gesture = call.arguments.first?.expression else { return false }
            return isSingleTapGesture(gesture)
        default:
            return false
        }
    }

    /// No `count:` argument, or `count: 1`.
    static func countsOneTap(_ arguments: LabeledExprListSyntax) -> Bool {
        guard let count = arguments.first(where: { $0.label?.text == "count" }) else { return true }
        return count.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
    }

    /// `TapGesture()` or `TapGesture(count: 1)`, possibly with modifiers such as `.onEnded { … }`.
    static func isSingleTapGesture(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
              let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            current = base
        }
        guard let gesture = current.as(FunctionCallExprSyntax.self),
              gesture.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TapGesture"
        else { return false }
        return countsOneTap(gesture.arguments)
    }

    static func isExempt(_ tap: FunctionCallExprSyntax) -> Bool {
        hasTraitEarlierInChain(tap) || hasTraitAbove(tap) || isInButtonOrLink(tap)
    }

    /// A trait (or hiding) modifier applied before the gesture.
    static func hasTraitEarlierInChain(_ tap: FunctionCallExprSyntax) -> Bool {
        var current: ExprSyntax? = ExprSyntax(tap)
        var depth = 0
        while let expression = current, depth < searchDepth {
            depth += 1
            guard let call = expression.as(FunctionCallExprSyntax.self) else { break }
            if addsButtonOrLinkTrait(call) || hidesFromAccessibility(call) { return true }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
            current = member.base
        }
        return false
    }

    /// A trait (or hiding) modifier among the nearest ancestors: applied after
    /// the gesture, or to a container. Stops at a statement or a struct.
    static func hasTraitAbove(_ tap: FunctionCallExprSyntax) -> Bool {
        var current = tap.parent
        var depth = 0
        while let node = current, depth < searchDepth {
            current = node.parent
            depth += 1
            if let call = node.as(FunctionCallExprSyntax.self), addsButtonOrLinkTrait(call) || hidesFromAccessibility(call) {
                return true
            }
            if node.is(StmtSyntax.self) || node.is(StructDeclSyntax.self) { break }
        }
        return false
    }

    /// Inside a `Button` or `Link`, which have the trait themselves. Stops at a
    /// struct, class or enum.
    static func isInButtonOrLink(_ tap: FunctionCallExprSyntax) -> Bool {
        var current: Syntax? = Syntax(tap)
        var depth = 0
        while let node = current, depth < searchDepth {
            current = node.parent
            depth += 1
            if let name = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               name == "Button" || name == "Link" {
                return true
            }
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) { break }
        }
        return false
    }

    /// `.accessibilityAddTraits(.isButton)` or `.accessibility(addTraits: [.isHeader, .isLink])`.
    static func addsButtonOrLinkTrait(_ call: FunctionCallExprSyntax) -> Bool {
        switch modifierName(of: call) ?? "" {
        case "accessibilityAddTraits":
            guard let traits = call.arguments.first?.expression else { return false }
            return containsButtonOrLink(traits)
        case "accessibility":
            guard let traits = call.arguments.first(where: { $0.label?.text == "addTraits" })?.expression else { return false }
            return containsButtonOrLink(traits)
        default:
            return false
        }
    }

    /// `.isButton`, `.isLink`, or an array literal holding one of them.
    static func containsButtonOrLink(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let trait = member.declName.baseName.text
            return trait == "isButton" || trait == "isLink"
        }
        guard let array = expression.as(ArrayExprSyntax.self) else { return false }
        return array.elements.contains { containsButtonOrLink($0.expression) }
    }

    /// `.accessibilityHidden(true)` or `.accessibility(hidden: true)`.
    static func hidesFromAccessibility(_ call: FunctionCallExprSyntax) -> Bool {
        switch modifierName(of: call) ?? "" {
        case "accessibilityHidden":
            return isTrue(call.arguments.first?.expression)
        case "accessibility":
            return isTrue(call.arguments.first(where: { $0.label?.text == "hidden" })?.expression)
        default:
            return false
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// The body of a Quick `describe`, `context` or `sharedExamples` block runs
/// once, while Quick builds the spec, not around each example: what it makes
/// is shared by every example, and what it calls runs out of test order.
/// Setup belongs in `beforeEach` and its kin, checks in `it`.
public struct QuickDiscouragedCallRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "quick_discouraged_call",
        name: "Quick Discouraged Call",
        summary: "Discouraged call inside 'describe' and/or 'context' block.",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: nonTriggering,
        triggeringExamples: triggering
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["spec"] }

    /// Quick's own functions, which are never discouraged.
    private static let quickCalls: Set<String> = [
        "describe", "context", "sharedExamples", "itBehavesLike", "aroundEach", "beforeEach", "justBeforeEach",
        "beforeSuite", "afterEach", "afterSuite", "it", "pending", "xdescribe", "xcontext", "xit", "xitBehavesLike",
        "fdescribe", "fcontext", "fit", "fitBehavesLike",
    ]

    /// The groups whose direct calls are discouraged.
    private static let groupCalls: Set<String> = [
        "describe", "fdescribe", "xdescribe", "context", "fcontext", "xcontext", "sharedExamples",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: Self.groupCalls) { node in
            guard let name = Self.plainName(of: node), Self.groupCalls.contains(name), Self.isInCheckedSpec(Syntax(node))
            else { return }
            for call in Self.discouragedCalls(in: node) {
                file.report(self, at: call.positionAfterSkippingLeadingTrivia, "Discouraged call inside a '\(name)' block")
            }
        }
    }

    /// The function's name when the call names it plainly (`describe(…)`, not `Quick.describe(…)`).
    private static func plainName(of call: FunctionCallExprSyntax) -> String? {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil
        else { return nil }
        return reference.baseName.text
    }

    /// The calls SwiftLint flags for a group: it reads SourceKit's structure,
    /// takes the nodes directly in each argument (a closure standing for its
    /// body), and keeps those that are calls, or else the calls directly in
    /// them; Quick's own functions are left alone.
    private static func discouragedCalls(in group: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var arguments = group.arguments.map { Syntax($0.expression) }
        if let closure = group.trailingClosure { arguments.append(Syntax(closure)) }
        arguments += group.additionalTrailingClosures.map { Syntax($0.closure) }
        return arguments
            .flatMap { SourceKitStructure.nodes(in: $0) }
            .flatMap { $0.isClosure ? $0.children : [$0] }
            .flatMap { item -> [FunctionCallExprSyntax] in item.call.map { [$0] } ?? item.children.compactMap(\.call) }
            .filter { call in Self.plainName(of: call).map { !Self.quickCalls.contains($0) } ?? true }
    }

    /// Whether `node` is in a `spec()` that SwiftLint checks: an `override`
    /// instance or `static` method (a `class` one is another kind to SourceKit)
    /// of a class at file level with an inheritance clause.
    private static func isInCheckedSpec(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self), isCheckedSpec(function) { return true }
            current = ancestor.parent
        }
        return false
    }

    private static func isCheckedSpec(_ function: FunctionDeclSyntax) -> Bool {
        guard QuickSupport.isSpecFunction(function), !function.modifiers.hasKeyword(.class),
              let owner = ancestor(of: Syntax(function), skipping: memberWrappers)?.as(ClassDeclSyntax.self),
              owner.inheritanceClause?.inheritedTypes.isEmpty == false
        else { return false }
        return ancestor(of: Syntax(owner), skipping: statementWrappers)?.is(SourceFileSyntax.self) == true
    }

    /// What stands between a member and its type, `#if` clauses included.
    private static let memberWrappers: Set<SyntaxKind> = [
        .memberBlockItem, .memberBlockItemList, .memberBlock, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl,
    ]

    /// What stands between a declaration at file level and the file, `#if` clauses included.
    private static let statementWrappers: Set<SyntaxKind> = [
        .codeBlockItem, .codeBlockItemList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl,
    ]

    /// The first ancestor of `node` that is not of one of `kinds`.
    private static func ancestor(of node: Syntax, skipping kinds: Set<SyntaxKind>) -> Syntax? {
        var current = node.parent
        while let parent = current, kinds.contains(parent.kind) { current = parent.parent }
        return current
    }
}

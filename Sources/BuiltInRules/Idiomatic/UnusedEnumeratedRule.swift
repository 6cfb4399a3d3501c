import LintEngine
import SwiftSyntax
import ToolCore

/// `.enumerated()` pairs each element with its offset; when one half is
/// ignored, iterate the collection itself or its `indices` instead.
public struct UnusedEnumeratedRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "unused_enumerated",
        name: "Unused Enumerated",
        summary: "When the index or the item is not used, `.enumerated()` can be removed.",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "for (idx, foo) in bar.enumerated() { }",
            "for (_, foo) in bar.enumerated().something() { }",
            "for (_, foo) in bar.something() { }",
            "for foo in bar.enumerated() { }",
            "for foo in bar { }",
            "for (idx, _) in bar.enumerated().something() { }",
            "for (idx, _) in bar.something() { }",
            "for idx in bar.indices { }",
            "for (section, (event, _)) in data.enumerated() {}",
            "list.enumerated().map { idx, elem in \"\\(idx): \\(elem)\" }",
            "list.enumerated().map { $0 + $1 }",
            "list.enumerated().something().map { _, elem in elem }",
            "list.map { ($0.offset, $0.element) }",
            "list.enumerated().compactMap {\n    if $0.0 == 0 { return nil }\n    return $0.1\n}",
            "list.enumerated().map {\n    $1.enumerated().forEach { print($0, $1) }\n    return $0\n}",
        ],
        triggeringExamples: [
            "for (↓_, foo) in bar.enumerated() { }",
            "for (↓_, foo) in abc.bar.enumerated() { }",
            "for (↓_, foo) in abc.something().enumerated() { }",
            "for (idx, ↓_) in bar.enumerated() { }",
            "list.enumerated().map { idx, ↓_ in idx }",
            "list.enumerated().map { ↓_, elem in elem }",
            "list.enumerated().forEach { print(↓$0) }",
            "list.enumerated().map { ↓$1 }",
            "list.enumerated().map {\n    $1.enumerated().forEach { print(↓$1) }\n    return $0\n}",
            "list.enumerated().map {\n    ↓$1.enumerated().forEach { print($0, $1) }\n    return 1\n}",
            "list.enumerated().map {\n    list.enumerated().forEach { print($0, $1) }\n    return ↓$0\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["enumerated"] }

    private static let indexUnused = "When the index is not used, `.enumerated()` can be removed"
    private static let itemUnused = "When the item is not used, `.indices` should be used instead of `.enumerated()`"

    /// A closure after `.enumerated()` that names no parameters: where it
    /// uses `$0` (the offset) and `$1` (the element), last use wins.
    private struct OpenClosure {
        let id: SyntaxIdentifier
        var offsetUse: AbsolutePosition?
        var elementUse: AbsolutePosition?
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ForStmtSyntax.self) { node in
            guard let tuple = node.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
                  let call = node.sequence.as(FunctionCallExprSyntax.self), Self.isEnumerated(call),
                  let first = tuple.elements.first, let second = tuple.elements.last
            else { return }
            report(first: first.pattern.is(WildcardPatternSyntax.self) ? first.positionAfterSkippingLeadingTrivia : nil,
                   second: second.pattern.is(WildcardPatternSyntax.self) ? second.positionAfterSkippingLeadingTrivia : nil,
                   in: file)
        }
        subscribeToClosures(&walk, in: file)
    }

    /// `x.enumerated().map { … }`: named parameters are checked at once; with
    /// `$0`/`$1` the closure's uses are collected while its body is walked.
    private func subscribeToClosures(_ walk: inout SyntaxWalk, in file: LintFile) {
        var nextClosure: SyntaxIdentifier?
        var open: [OpenClosure] = []
        walk.onCall(named: ["enumerated"]) { node in
            guard Self.isEnumerated(node), let member = node.parent?.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text != "filter",
                  let closure = member.parent?.as(FunctionCallExprSyntax.self)?.trailingClosure
            else { return }
            guard let clause = closure.signature?.parameterClause else {
                nextClosure = closure.id
                return
            }
            guard case .simpleInput(let parameters) = clause, parameters.count == 2,
                  let first = parameters.first, let second = parameters.last
            else { return }
            report(first: first.name.tokenKind == .wildcard ? first.positionAfterSkippingLeadingTrivia : nil,
                   second: second.name.tokenKind == .wildcard ? second.positionAfterSkippingLeadingTrivia : nil,
                   in: file)
        }
        walk.on(ClosureExprSyntax.self) { node in
            guard node.id == nextClosure else { return }
            open.append(OpenClosure(id: node.id))
            nextClosure = nil
        }
        walk.on(DeclReferenceExprSyntax.self) { node in
            guard !open.isEmpty else { return }
            switch node.baseName.text {
            case "$0":
                // `$0.element` and `$0.1` are the element; `$0`, `$0.offset` and `$0.0` the offset.
                let member = node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if member == "element" || member == "1" {
                    open[open.count - 1].elementUse = node.positionAfterSkippingLeadingTrivia
                } else {
                    open[open.count - 1].offsetUse = node.positionAfterSkippingLeadingTrivia
                }
            case "$1":
                open[open.count - 1].elementUse = node.positionAfterSkippingLeadingTrivia
            default:
                break
            }
        }
        walk.after(ClosureExprSyntax.self) { node in
            guard open.last?.id == node.id, let closure = open.popLast() else { return }
            // Exactly one of the two is used: report the use.
            if let offset = closure.offsetUse, closure.elementUse == nil {
                file.report(self, at: offset, Self.itemUnused)
            } else if let element = closure.elementUse, closure.offsetUse == nil {
                file.report(self, at: element, Self.indexUnused)
            }
        }
    }

    /// Reports an ignored offset (`first`, the `_` in its place) or else an
    /// ignored element (`second`).
    private func report(first: AbsolutePosition?, second: AbsolutePosition?, in file: LintFile) {
        if let first {
            file.report(self, at: first, Self.indexUnused)
        } else if let second {
            file.report(self, at: second, Self.itemUnused)
        }
    }

    /// `x.enumerated()` with no arguments.
    private static func isEnumerated(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              member.declName.baseName.text == "enumerated"
        else { return false }
        return call.arguments.isEmpty && call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
    }
}

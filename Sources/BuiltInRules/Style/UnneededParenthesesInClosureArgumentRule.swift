import LintEngine
import SwiftSyntax
import ToolCore

/// Untyped closure parameters need no parentheses: `{ a, b in }` reads
/// lighter than `{ (a, b) in }`, which also looks like a tuple.
public struct UnneededParenthesesInClosureArgumentRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unneeded_parentheses_in_closure_argument",
        name: "Unneeded Parentheses in Closure Argument",
        summary: "Parentheses are not needed when declaring closure arguments",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "let foo = { (bar: Int) in }\n",
            "let foo = { bar, _  in }\n",
            "let foo = { bar in }\n",
            "let foo = { bar -> Bool in return true }\n",
            "DispatchQueue.main.async { () -> Void in\n    doSomething()\n}\n",
            "registerFilter(name) { any, args throws -> Any? in\n    doSomething(any, args)\n}\n",
        ],
        triggeringExamples: [
            "call(arg: { ↓(bar) in })\n",
            "call(arg: { ↓(bar, _) in })\n",
            "let foo = { ↓(bar) -> Bool in return true }\n",
            "foo.map { ($0, $0) }.forEach { ↓(x, y) in }\n",
            "foo.bar { [weak self] ↓(x, y) in }\n",
            "[].first { temp in\n    [].first { ↓(temp) in\n        return false\n    }\n    return false\n}\n",
            "registerFilter(name) { ↓(any, args) throws -> Any? in\n    doSomething(any, args)\n}\n",
        ],
        corrections: [
            Correction("call(arg: { ↓(bar) in })\n", "call(arg: { bar in })\n"),
            Correction("call(arg: { ↓(bar, _) in })\n", "call(arg: { bar, _ in })\n"),
            Correction("call(arg: { ↓(bar, _)in })\n", "call(arg: { bar, _ in })\n"),
            Correction("let foo = { ↓(bar) -> Bool in return true }\n", "let foo = { bar -> Bool in return true }\n"),
            Correction("foo.bar { [weak self] ↓(x,y) in }\n", "foo.bar { [weak self] x, y in }\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClosureSignatureSyntax.self) { node in
            guard case .parameterClause(let clause) = node.parameterClause, !clause.parameters.isEmpty,
                  clause.parameters.allSatisfy({ $0.type == nil }) else { return }
            let start = clause.positionAfterSkippingLeadingTrivia
            let end = clause.endPosition
            let names = clause.parameters.map(\.firstName.text).joined(separator: ", ")
            let fix = StyleSupport.mayHoldComment(in: file, from: start.utf8Offset, to: end.utf8Offset) ? nil
                : Diagnostic.Fix(start: start.utf8Offset, end: end.utf8Offset, replacement: names + " ")
            file.report(self, at: start, Self.description.summary, fix: fix)
        }
    }
}

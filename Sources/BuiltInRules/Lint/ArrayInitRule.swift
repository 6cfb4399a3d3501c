import LintEngine
import SwiftSyntax
import ToolCore

/// `seq.map { $0 }` runs a closure per element only to copy the sequence into
/// an array; `Array(seq)` says that directly. (Types other than sequences with
/// a `map`, such as `Result`, can be flagged too: the rule sees no types.)
public struct ArrayInitRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "array_init",
        name: "Array Init",
        summary: "Prefer using `Array(seq)` over `seq.map { $0 }` to convert a sequence into an Array",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "let copies = Array(values)",
            "values.map { $0.1 }",
            "values.map { $1 }",
            "handlers.map { $0() }",
            "values.map { (0, $0) }",
            "optionals.map { $0! }",
            "optionals.map { $0! /* unwrapped */ }",
            "values.forEach { Mapper.map($0) }",
            "flags.map { !$0 }",
            "flags.map { /* negated */ !$0 }",
            "values.map { item in item.id }",
            "values.map { first, _ in first }",
            "values.map { (_ item: Int) in item }",
            "values.map { item in\n    print(item)\n    return item\n}",
            "values.map(String.init)",
            "values.map(transform, { $0 })",
            "values.compactMap { $0 }",
        ],
        triggeringExamples: [
            "values.↓map({ $0 })",
            "values.↓map { $0 }",
            "values.↓map() { $0 }",
            "values.↓map { return $0 }",
            "let copies = values.filter { $0 > 1 }.↓map { $0 }",
            "values.↓map { item in\n    item\n}",
            "values.↓map { item in\n    return item\n}",
            "values.↓map { (item: Int) in\n    item\n}",
            "values.↓map { (item) in item }",
            "values.↓map { item -> Int in\n    item\n}",
            "values.↓map { $0 /* unchanged */ }",
            "values.↓map { /* unchanged */ $0 }",
            "values\n    .↓map { $0 }",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["map"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["map"]) { node in
            guard let name = Self.identityMapName(of: node) else { return }
            file.report(self, at: name.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// The `map` of `seq.map { $0 }` (a closure that returns its one parameter as it is), if `call` is one.
    static func identityMapName(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map",
              let closure = onlyClosure(of: call),
              closure.statements.count == 1, let statement = closure.statements.first,
              returnedName(of: statement) == parameterName(of: closure)
        else { return nil }
        return member.declName.baseName
    }

    /// The closure passed as the only argument, or as the trailing closure of a call with no other argument.
    private static func onlyClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if call.arguments.count == 1 { return call.arguments.first?.expression.as(ClosureExprSyntax.self) }
        return call.arguments.isEmpty ? call.trailingClosure : nil
    }

    /// The name the closure's single parameter goes by: `item` in `{ item in … }`
    /// or `{ (item: T) in … }`, else `$0`.
    private static func parameterName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)? where list.count == 1:
            return list.first?.name.text ?? "$0"
        case .parameterClause(let clause)? where clause.parameters.count == 1:
            guard let parameter = clause.parameters.first, parameter.secondName == nil else { return "$0" }
            return parameter.firstName.text
        default:
            return "$0"
        }
    }

    /// The name a statement is or returns, when it is just a name: `$0`, `return item`.
    private static func returnedName(of statement: CodeBlockItemSyntax) -> String? {
        let reference = statement.item.as(DeclReferenceExprSyntax.self)
            ?? statement.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)
        return reference?.baseName.text
    }
}

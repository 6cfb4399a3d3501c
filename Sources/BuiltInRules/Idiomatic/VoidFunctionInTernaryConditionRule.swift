import LintEngine
import SwiftSyntax
import ToolCore

/// `ok ? save() : discard()` as a statement is an `if` in disguise: the
/// ternary exists to produce a value, and here none is used.
public struct VoidFunctionInTernaryConditionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "void_function_in_ternary",
        name: "Void Function in Ternary",
        summary: "Using ternary to call Void functions should be avoided",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "let result = success ? foo() : bar()",
            "if success {\n    askQuestion()\n} else {\n    exit()\n}",
            "var price: Double {\n    return hasDiscount ? calculatePriceWithDiscount() : calculateRegularPrice()\n}",
            "foo(x == 2 ? a() : b())",
            "result += kept ? String(character) : \"-\" + hex(byte)",
            "chevronView.image = collapsed ? .icon(.mediumChevronDown) : .icon(.mediumChevronUp)",
            "array.map { elem in\n    elem.isEmpty() ? .emptyValue() : .number(elem)\n}",
            "func compute(data: [Int]) -> Int {\n    data.isEmpty ? 0 : expensiveComputation(data)\n}",
            "var value: Int {\n    mode == .fast ? fastComputation() : expensiveComputation()\n}",
            "var value: Int {\n    get {\n        mode == .fast ? fastComputation() : expensiveComputation()\n    }\n}",
            "subscript(index: Int) -> Int {\n    index == 0 ? defaultValue() : compute(index)\n}",
            Example("func example() -> String {\n    if true {\n        isTrue ? defaultValue() : defaultValue()\n    } else {\n"
                    + "        \"Default\"\n    }\n}"),
            Example("func collectionView() -> CGSize {\n    switch indexPath.section {\n"
                    + "    case 0: isEditing ? CGSize(width: 150, height: 20) : CGSize(width: 100, height: 20)\n"
                    + "    default: .zero\n    }\n}"),
        ],
        triggeringExamples: [
            "success ↓? askQuestion() : exit()",
            "perform { elem in\n    elem.isEmpty() ↓? .emptyValue() : .number(elem)\n    return 1\n}",
            Example("DispatchQueue.main.async {\n    self.sectionViewModels[section].collapsed.toggle()\n"
                    + "    self.sectionViewModels[section].collapsed\n"
                    + "        ↓? self.tableView.deleteRows(at: [IndexPath(row: 0, section: section)], with: .automatic)\n"
                    + "        : self.tableView.insertRows(at: [IndexPath(row: 0, section: section)], with: .automatic)\n}"),
            "subscript(index: Int) -> Int {\n    index == 0 ↓? something() : somethingElse(index)\n    return index\n}",
            "var value: Int {\n    mode == .fast ↓? something() : somethingElse()\n    return 0\n}",
            "var value: Int {\n    get {\n        mode == .fast ↓? something() : somethingElse()\n        return 0\n    }\n}",
            Example("func example() -> Void {\n    if true {\n        isTrue ↓? defaultValue() : defaultValue()\n    } else {\n"
                    + "        print(\"false\")\n    }\n}"),
            Example("func collectionView() -> CGSize {\n    switch indexPath.section {\n"
                    + "    case 0: isEditing ↓? CGSize(width: 150, height: 20) : CGSize(width: 100, height: 20)\n"
                    + "    default: .zero\n    }\n    return hoge\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(UnresolvedTernaryExprSyntax.self) { node in
            guard node.thenExpression.is(FunctionCallExprSyntax.self),
                  let list = node.parent?.as(ExprListSyntax.self), list.last?.is(FunctionCallExprSyntax.self) == true,
                  list.dropLast().last?.id == node.id, !list.contains(where: Self.assigns),
                  list.parent?.is(SequenceExprSyntax.self) == true,
                  let item = list.parent?.parent?.as(CodeBlockItemSyntax.self),
                  !Self.isImplicitReturn(item)
            else { return }
            file.report(self, at: node.questionMark.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `=`, or a compound assignment such as `+=`: the ternary's value is stored.
    private static func assigns(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, op.hasSuffix("=") else { return false }
        return !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    /// Whether the statement is the value of its closure, function, property,
    /// subscript, accessor, or of an `if`/`switch` that is itself such a value.
    private static func isImplicitReturn(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let owner = list.parent else {
            return false
        }
        if owner.is(ClosureExprSyntax.self) { return true }
        if owner.is(SwitchCaseSyntax.self) {
            // case body → cases → switch → expression statement → item
            guard let switchExpr = owner.parent?.parent?.as(SwitchExprSyntax.self) else { return false }
            return isValueOfBranch(Syntax(switchExpr))
        }
        if owner.is(AccessorBlockSyntax.self) {
            // A getter-only body: `var x: T { expr }`, `subscript(...) -> T { expr }`.
            guard let subscriptDecl = owner.parent?.as(SubscriptDeclSyntax.self) else { return true }
            return returnsValue(subscriptDecl.returnClause)
        }
        guard let container = owner.as(CodeBlockSyntax.self)?.parent else { return false }
        if let function = container.as(FunctionDeclSyntax.self) { return returnsValue(function.signature.returnClause) }
        if container.is(AccessorDeclSyntax.self) { return true }
        if let ifExpr = container.as(IfExprSyntax.self) { return isValueOfBranch(Syntax(ifExpr)) }
        return false
    }

    /// An `if` or `switch` that is the whole body, or the last statement, of a
    /// function returning a value.
    private static func isValueOfBranch(_ branch: Syntax) -> Bool {
        var top = branch
        // `else if` chains: climb to the outermost `if`.
        while let parent = top.parent, parent.is(IfExprSyntax.self) { top = parent }
        guard let statement = top.parent?.as(ExpressionStmtSyntax.self),
              let item = statement.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let function = list.parent?.parent?.as(FunctionDeclSyntax.self),
              returnsValue(function.signature.returnClause)
        else { return false }
        return list.count == 1 || (list.last?.id == item.id && top.is(IfExprSyntax.self))
    }

    private static func returnsValue(_ clause: ReturnClauseSyntax?) -> Bool {
        guard let type = clause?.type else { return false }
        if let simple = type.as(IdentifierTypeSyntax.self) { return simple.name.text != "Void" && simple.name.text != "Never" }
        if let tuple = type.as(TupleTypeSyntax.self) { return !tuple.elements.isEmpty }
        return true
    }
}

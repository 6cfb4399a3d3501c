import SwiftSyntax

extension ScopeSupport {
    /// Whether a bare `name` at `node` may name a local rather than a member:
    /// a parameter of an enclosing function, initializer or closure, a name an
    /// enclosing `if`/`guard`/`while`/`for` binds, or one declared by an earlier
    /// statement of an enclosing statement list, up to the type's body. For
    /// fixes that rewrite a bare member name, which would change what a local means.
    static func mayNameLocal(_ name: String, at node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.id == current.id { break }
                    if binds(name, item.item) { return true }
                }
            } else if binds(name, parent) {
                return true
            }
            current = parent
        }
        return false
    }

    /// Whether a declaration or construct binds `name` for what follows or what it holds.
    private static func binds(_ name: String, _ node: some SyntaxProtocol) -> Bool {
        let named = { (token: TokenSyntax) in normalized(token.text) == name }
        switch Syntax(node).as(SyntaxEnum.self) {
        case .variableDecl(let variable): return variable.bindings.contains { boundNames(in: $0.pattern).contains(where: named) }
        case .guardStmt(let guardStatement): return boundNames(in: guardStatement.conditions).contains(where: named)
        case .ifExpr(let ifExpression): return boundNames(in: ifExpression.conditions).contains(where: named)
        case .whileStmt(let whileStatement): return boundNames(in: whileStatement.conditions).contains(where: named)
        case .forStmt(let forStatement): return boundNames(in: forStatement.pattern).contains(where: named)
        case .functionDecl(let function):
            return function.signature.parameterClause.parameters.contains { named($0.secondName ?? $0.firstName) }
        case .initializerDecl(let initializer):
            return initializer.signature.parameterClause.parameters.contains { named($0.secondName ?? $0.firstName) }
        case .closureExpr(let closure): return closureParameters(closure).contains(where: named)
        default: return false
        }
    }

    private static func closureParameters(_ closure: ClosureExprSyntax) -> [TokenSyntax] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): return parameters.map(\.name)
        case .parameterClause(let clause): return clause.parameters.map { $0.secondName ?? $0.firstName }
        case nil: return []
        }
    }
}

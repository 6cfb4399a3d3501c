import SwiftSyntax

/// The parameters a function's (or initializer's) body never names. Read from
/// the syntax: the index does not record uses of parameters. A body that only
/// stops (`fatalError()`) is a placeholder, and `_` names say "unused" already.
enum UnusedParameters {
    static func find(in declaration: DeclSyntax) -> [TokenSyntax] {
        let signature: FunctionSignatureSyntax
        let body: CodeBlockSyntax
        if let function = declaration.as(FunctionDeclSyntax.self), let block = function.body {
            (signature, body) = (function.signature, block)
        } else if let initializer = declaration.as(InitializerDeclSyntax.self), let block = initializer.body {
            (signature, body) = (initializer.signature, block)
        } else {
            return []
        }
        guard !isPlaceholder(body) else { return [] }
        let names = signature.parameterClause.parameters.compactMap { parameter -> TokenSyntax? in
            let name = parameter.secondName ?? parameter.firstName
            return name.tokenKind == .wildcard || isConventional(parameter) ? nil : name
        }
        guard !names.isEmpty else { return [] }
        let used = namesUsed(in: body)
        return names.filter { !used.contains($0.identifier?.name ?? $0.text) }
    }

    /// Parameters that are there by convention, not for the body: a metatype that
    /// fixes a generic argument (`of type: T.Type`), and the caller's place
    /// (`file: StaticString = #filePath`, `line: UInt = #line`) kept for a later assertion.
    private static func isConventional(_ parameter: FunctionParameterSyntax) -> Bool {
        if parameter.type.is(MetatypeTypeSyntax.self) { return true }
        return parameter.defaultValue?.value.is(MacroExpansionExprSyntax.self) == true
    }

    /// Every identifier the body spells (a closure's shadowing parameter counts
    /// as a use: a missed finding, never a wrong one).
    private static func namesUsed(in body: CodeBlockSyntax) -> Set<String> {
        var names = Set<String>()
        for token in body.tokens(viewMode: .sourceAccurate) {
            if let identifier = token.identifier { names.insert(identifier.name) }
        }
        return names
    }

    private static func isPlaceholder(_ body: CodeBlockSyntax) -> Bool {
        guard body.statements.count == 1, let call = body.statements.first?.item.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return body.statements.isEmpty }
        return ["fatalError", "preconditionFailure", "unimplemented"].contains(callee.baseName.text)
    }
}

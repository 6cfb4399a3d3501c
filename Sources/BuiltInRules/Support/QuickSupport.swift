import LintEngine
import SwiftSyntax
import ToolCore

/// Helpers shared by the rules about Quick specs (`quick_discouraged_call`,
/// `quick_discouraged_focused_test`, `quick_discouraged_pending_test`).
enum QuickSupport {
    /// `override func spec()` (also `static` or `class`): the method a
    /// `QuickSpec` subclass declares its examples in.
    static func isSpecFunction(_ node: FunctionDeclSyntax) -> Bool {
        node.name.text == "spec" && node.signature.parameterClause.parameters.isEmpty
            && node.modifiers.hasKeyword(.override)
    }

    /// Whether the visitor of SwiftLint's focused and pending test rules gets to
    /// `node`: every enclosing type, extension, function, initializer, subscript
    /// or property must be a class with an inheritance clause (any superclass or
    /// protocol) or a `spec()` override; the visitor skips the bodies of all the
    /// others. Code outside every declaration is reached too.
    static func isReachedInSpec(_ node: some SyntaxProtocol) -> Bool {
        var current = LintSupport.enclosingDeclaration(of: Syntax(node))
        while let declaration = current {
            if let owner = declaration.as(ClassDeclSyntax.self) {
                guard owner.inheritanceClause?.inheritedTypes.isEmpty == false else { return false }
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                guard isSpecFunction(function) else { return false }
            } else {
                return false
            }
            current = LintSupport.enclosingDeclaration(of: declaration)
        }
        return true
    }

    /// Reports, at the call, each call of a plain function named in `names`
    /// (`fit(…)`, not `Quick.fit(…)`) that SwiftLint's spec visitor reaches.
    static func reportCalls<R: Rule>(
        named names: Set<String>, by rule: R, message: String, walk: inout SyntaxWalk, file: LintFile
    ) {
        walk.onCall(named: names) { node in
            guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                  names.contains(callee.baseName.text), QuickSupport.isReachedInSpec(node)
            else { return }
            file.report(rule, at: node.positionAfterSkippingLeadingTrivia, message)
        }
    }
}

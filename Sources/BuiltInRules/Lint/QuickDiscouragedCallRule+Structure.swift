import LintEngine
import SwiftSyntax
import ToolCore

/// The part of SourceKit's document structure that `quick_discouraged_call`
/// reads (SwiftLint runs that rule on SourceKit's structure, not on the syntax
/// tree). Nodes are calls, closures, array, dictionary and tuple literals,
/// object literals, control statements, braces (except a function's body),
/// `switch` cases, declarations and parameters; everything else (operators,
/// `try`, literals, references, `do`) is transparent.
enum SourceKitStructure {
    case node(Syntax)
    /// The braces of a closure's body or of a `switch`'s cases, a node of their own in SourceKit's structure.
    case braces(Syntax)

    var call: FunctionCallExprSyntax? {
        guard case .node(let syntax) = self else { return nil }
        return syntax.as(FunctionCallExprSyntax.self)
    }

    var isClosure: Bool {
        guard case .node(let syntax) = self else { return false }
        return syntax.is(ClosureExprSyntax.self)
    }

    /// The outermost nodes in `syntax`: `syntax` itself when it is one.
    static func nodes(in syntax: Syntax) -> [SourceKitStructure] {
        if let binding = syntax.as(PatternBindingSyntax.self) {
            // A variable's node holds its accessors only: the nodes of its
            // initial value come after it, beside it.
            return [.node(syntax)] + (binding.initializer.map { nodes(in: Syntax($0.value)) } ?? [])
        }
        if isNode(syntax) { return [.node(syntax)] }
        return syntax.children(viewMode: .sourceAccurate).flatMap { nodes(in: $0) }
    }

    /// The nodes directly inside this one.
    var children: [SourceKitStructure] {
        switch self {
        case .braces(let owner):
            if let closure = owner.as(ClosureExprSyntax.self) { return Self.nodes(in: Syntax(closure.statements)) }
            return owner.as(SwitchExprSyntax.self).map { Self.nodes(in: Syntax($0.cases)) } ?? []
        case .node(let syntax):
            if let closure = syntax.as(ClosureExprSyntax.self) {
                return (closure.signature.map { Self.nodes(in: Syntax($0)) } ?? []) + [.braces(syntax)]
            }
            if let switchExpression = syntax.as(SwitchExprSyntax.self) {
                return Self.nodes(in: Syntax(switchExpression.subject)) + [.braces(syntax)]
            }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.accessorBlock.map { Self.nodes(in: Syntax($0)) } ?? []
            }
            return syntax.children(viewMode: .sourceAccurate).flatMap { Self.nodes(in: $0) }
        }
    }

    private static let objectLiterals: Set<String> = ["colorLiteral", "imageLiteral", "fileLiteral"]

    /// Declarations whose body's braces are not a node of their own.
    private static let bodyOwners: Set<SyntaxKind> = [.functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl]

    private static func isNode(_ syntax: Syntax) -> Bool {
        switch syntax.kind {
        case .functionCallExpr, .closureExpr, .arrayExpr, .dictionaryExpr, .ifExpr, .guardStmt, .forStmt, .whileStmt,
             .repeatStmt, .switchExpr, .switchCase, .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl,
             .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl, .enumCaseDecl, .typeAliasDecl,
             .associatedTypeDecl, .genericParameter, .functionParameter, .closureParameter, .closureShorthandParameter:
            return true
        case .tupleExpr:
            // `(x)` is only parentheses; `()`, `(a, b)` and `(label: x)` are tuples.
            guard let elements = syntax.as(TupleExprSyntax.self)?.elements else { return false }
            return elements.count != 1 || elements.first?.label != nil
        case .codeBlock:
            // Braces are a node, except a function's, initializer's or accessor's body.
            guard let parent = syntax.parent else { return true }
            return !bodyOwners.contains(parent.kind)
        case .macroExpansionExpr:
            return syntax.as(MacroExpansionExprSyntax.self).map { objectLiterals.contains($0.macroName.text) } ?? false
        default:
            return false
        }
    }
}

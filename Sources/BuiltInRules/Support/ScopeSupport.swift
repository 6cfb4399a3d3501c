import LintEngine
@_spi(RawSyntax) import SwiftSyntax

// Which local names are visible where: the scope tracking of SwiftLint's
// `DeclaredIdentifiersTrackingVisitor` (used by unused_parameter,
// redundant_self and variable_shadowing) as a helper on the shared walk, and
// the subset of SwiftSyntax's lexical lookup that unneeded_escaping asks.

/// A name declared in a scope.
struct ScopeDeclaration {
    enum Kind {
        /// A parameter of a function, an initializer, a subscript written as a
        /// getter only, or a closure.
        case parameter
        /// A variable: `let`/`var`, an optional binding, a `for`, `case` or `catch` pattern.
        case local
        /// `error` in a `catch` without a pattern.
        case implicitError
        /// A property of the enclosing type (only when tracking members).
        case member
        /// Names SwiftLint does not track, which still hide a member of the same
        /// name: closure captures, accessor parameters (`newValue`, `oldValue`,
        /// `set(value)`), subscript parameters seen from an accessor, local
        /// functions, and names bound by patterns SwiftLint does not read.
        case other
    }

    /// The name without backticks.
    let name: String
    let kind: Kind
    /// Where the name is declared (UTF-8 offset of its token): tells apart
    /// declarations of the same name.
    let offset: Int
    /// The name token; nil for implicit names.
    let token: TokenSyntax?
}

/// The names declared in one scope, in order.
struct DeclarationScope {
    /// The body of a struct, class, enum or actor: lookups of locals stop here.
    let isTypeBoundary: Bool
    private(set) var declarations: [ScopeDeclaration] = []
    /// The names declared, summed up: a lookup skips the scope (most scopes,
    /// for most references) when the summary rules the name out.
    private(set) var names = NameSummary()

    init(isTypeBoundary: Bool) {
        self.isTypeBoundary = isTypeBoundary
    }

    mutating func append(_ declaration: ScopeDeclaration) {
        declarations.append(declaration)
        names.insert(declaration.name)
    }
}

/// Tracks the names declared up to the current point of the walk, scope by
/// scope, as SwiftLint's `DeclaredIdentifiersTrackingVisitor` does: a scope for
/// each statement list (holding the parameters, conditions or patterns of the
/// construct that owns it) and for each type body. Properties of types are
/// recorded too, as `.member` (SwiftLint's `includeMembers`): a rule that does
/// not count them leaves that kind out.
final class ScopeTracker {
    /// Innermost last.
    private(set) var scopes: [DeclarationScope] = []
    /// Called with each statement scope just before it closes.
    private var exitObservers: [(DeclarationScope) -> Void] = []

    private init() {}

    /// The file's tracker, shared by the rules that track scopes: the first
    /// to ask subscribes it, so its handlers run before any asking rule's own.
    static func shared(in file: LintFile, walk: inout SyntaxWalk) -> ScopeTracker {
        file.shared {
            let tracker = ScopeTracker()
            tracker.subscribe(to: &walk)
            return tracker
        }
    }

    /// Calls `observer` with each statement scope just before it closes.
    func onScopeExit(_ observer: @escaping (DeclarationScope) -> Void) {
        exitObservers.append(observer)
    }

    private func subscribe(to walk: inout SyntaxWalk) {
        // The observers hold their rules' state, which holds this tracker: let
        // go of them once the walk is over, or the cycle keeps the file alive.
        walk.after(SourceFileSyntax.self) { [self] _ in exitObservers = [] }
        walk.on(CodeBlockItemListSyntax.self) { [self] node in enter(node) }
        walk.after(CodeBlockItemListSyntax.self) { [self] _ in
            if let scope = scopes.last {
                for observer in exitObservers { observer(scope) }
            }
            _ = scopes.popLast()
        }
        walk.on(MemberBlockSyntax.self) { [self] node in
            let owner = node.parent?.kind
            let isType = owner == .structDecl || owner == .classDecl || owner == .enumDecl || owner == .actorDecl
            scopes.append(DeclarationScope(isTypeBoundary: isType))
        }
        walk.after(MemberBlockSyntax.self) { [self] _ in _ = scopes.popLast() }
        walk.after(VariableDeclSyntax.self) { [self] node in
            let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
            for binding in node.bindings {
                addPattern(binding.pattern, tracked: ScopeSupport.variableNames(in: binding.pattern),
                           kind: isMember ? .member : .local)
            }
        }
        walk.after(GuardStmtSyntax.self) { [self] node in addConditions(node.conditions) }
        // A local function hides a member of the same name (a global one does not).
        walk.on(FunctionDeclSyntax.self) { [self] node in
            guard let item = node.parent?.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(SourceFileSyntax.self) == false
            else { return }
            add(node.name, .other)
        }
    }

    /// Whether a declaration of `name` (backticks ignored) of a kind `include`
    /// accepts is in any open scope, type bodies included.
    func isDeclared(_ name: String, where include: (ScopeDeclaration.Kind) -> Bool = { _ in true }) -> Bool {
        let name = ScopeSupport.normalized(name)
        let summary = NameSummary(name)
        return scopes.contains { scope in
            scope.names.mayContain(summary) && scope.declarations.contains { $0.name == name && include($0.kind) }
        }
    }

    // MARK: Collecting

    private func enter(_ node: CodeBlockItemListSyntax) {
        scopes.append(DeclarationScope(isTypeBoundary: false))
        guard let parent = node.parent, !parent.is(SourceFileSyntax.self) else { return }
        if let closure = parent.as(ClosureExprSyntax.self) {
            addClosureNames(closure)
        } else if let switchCase = parent.as(SwitchCaseSyntax.self) {
            guard case .case(let label) = switchCase.label else { return }
            for item in label.caseItems { addPattern(item.pattern, tracked: ScopeSupport.enumCaseNames(in: item.pattern)) }
        } else if let block = parent.as(AccessorBlockSyntax.self) {
            // A subscript written as a getter only: `subscript(i: Int) -> T { … }`.
            if let parameters = block.parent?.as(SubscriptDeclSyntax.self)?.parameterClause.parameters {
                addParameters(parameters, .parameter)
            }
        } else if let owner = parent.parent {
            enterBody(of: owner, block: parent)
        }
    }

    /// The names a construct declares for its body `block`.
    private func enterBody(of owner: Syntax, block: Syntax) {
        switch owner.as(SyntaxEnum.self) {
        case .ifExpr(let node) where node.body.id == block.id: addConditions(node.conditions)
        case .whileStmt(let node): addConditions(node.conditions)
        case .forStmt(let node):
            let tracked = node.pattern.as(IdentifierPatternSyntax.self).map { [$0.identifier] } ?? []
            addPattern(node.pattern, tracked: tracked)
        case .functionDecl(let node): addParameters(node.signature.parameterClause.parameters, .parameter)
        case .initializerDecl(let node): addParameters(node.signature.parameterClause.parameters, .parameter)
        case .catchClause(let node):
            guard !node.catchItems.isEmpty else {
                declare(ScopeDeclaration(name: "error", kind: .implicitError, offset: node.position.utf8Offset, token: nil))
                return
            }
            for item in node.catchItems {
                guard let pattern = item.pattern else { continue }
                let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)
                addPattern(pattern, tracked: inner.map { [$0.identifier] } ?? [])
            }
        case .accessorDecl(let node): addAccessorNames(node)
        default: break
        }
    }

    private func addClosureNames(_ closure: ClosureExprSyntax) {
        for capture in closure.signature?.capture?.items ?? [] { add(capture.name, .other) }
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?:
            for parameter in parameters { add(parameter.name, .parameter) }
        case .parameterClause(let clause)?:
            for parameter in clause.parameters { add(parameter.secondName ?? parameter.firstName, .parameter) }
        case nil:
            break
        }
    }

    /// `set(value)`, the implicit `newValue` and `oldValue`, and the parameters
    /// of the subscript the accessor belongs to: none of them tracked by SwiftLint.
    private func addAccessorNames(_ accessor: AccessorDeclSyntax) {
        if let name = accessor.parameters?.name {
            add(name, .other)
        } else {
            let implicit: String? = switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): "newValue"
            case .keyword(.didSet): "oldValue"
            default: nil
            }
            if let implicit {
                declare(ScopeDeclaration(name: implicit, kind: .other, offset: accessor.position.utf8Offset, token: nil))
            }
        }
        if let subscriptDecl = accessor.parent?.parent?.parent?.as(SubscriptDeclSyntax.self) {
            addParameters(subscriptDecl.parameterClause.parameters, .other)
        }
    }

    private func addParameters(_ parameters: FunctionParameterListSyntax, _ kind: ScopeDeclaration.Kind) {
        for parameter in parameters { add(parameter.secondName ?? parameter.firstName, kind) }
    }

    /// The names bound by `if`, `while` and `guard` conditions.
    private func addConditions(_ conditions: ConditionElementListSyntax) {
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                let tracked = binding.pattern.as(IdentifierPatternSyntax.self).map { [$0.identifier] } ?? []
                addPattern(binding.pattern, tracked: tracked)
            case .matchingPattern(let matching):
                addPattern(matching.pattern, tracked: [])
            default:
                break
            }
        }
    }

    /// Every name `pattern` binds: those in `tracked` as `kind`, the others as `.other`.
    private func addPattern(_ pattern: PatternSyntax, tracked: [TokenSyntax], kind: ScopeDeclaration.Kind = .local) {
        let trackedIDs = Set(tracked.map(\.id))
        for token in ScopeSupport.boundNames(in: pattern) {
            add(token, trackedIDs.contains(token.id) ? kind : .other)
        }
    }

    private func add(_ token: TokenSyntax, _ kind: ScopeDeclaration.Kind) {
        // The raw text: `text` builds the token's kind first.
        guard !scopes.isEmpty, token.rawText != "_" else { return }
        declare(ScopeDeclaration(
            name: ScopeSupport.normalized(String(syntaxText: token.rawText)), kind: kind,
            offset: token.positionAfterSkippingLeadingTrivia.utf8Offset, token: token))
    }

    /// Adds `declaration` to the innermost scope.
    private func declare(_ declaration: ScopeDeclaration) {
        scopes[scopes.count - 1].append(declaration)
    }
}

enum ScopeSupport {
    /// `name` without backticks.
    static func normalized(_ name: String) -> String {
        // Bytes, not characters: called for every reference by several rules.
        name.utf8.contains(UInt8(ascii: "`")) ? name.filter { $0 != "`" } : name
    }

    /// The names a pattern binds (`a` in `let a`, `(a, b)`, `.some(let a)`),
    /// not looking into closures.
    static func boundNames(in pattern: some SyntaxProtocol) -> [TokenSyntax] {
        var names: [TokenSyntax] = []
        func visit(_ node: Syntax) {
            if let identifier = node.as(IdentifierPatternSyntax.self) {
                names.append(identifier.identifier)
                return
            }
            guard !node.is(ClosureExprSyntax.self) else { return }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(pattern))
        return names
    }

    /// The names of a variable declaration's pattern SwiftLint tracks: a name,
    /// or the names in a (nested) tuple of names.
    static func variableNames(in pattern: PatternSyntax) -> [TokenSyntax] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier] }
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) { return variableNames(in: valueBinding.pattern) }
        guard let tuple = pattern.as(TuplePatternSyntax.self) else { return [] }
        return tuple.elements.flatMap { variableNames(in: $0.pattern) }
    }

    /// The names SwiftLint tracks in a `case` item: the bound arguments of an
    /// enum case pattern, `case .a(let x)` or `case let .a(x)`.
    static func enumCaseNames(in pattern: PatternSyntax) -> [TokenSyntax] {
        let unwrapped = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let call = unwrapped.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) else {
            return []
        }
        return call.arguments.compactMap { argument in
            guard let patternExpression = argument.expression.as(PatternExprSyntax.self) else { return nil }
            let inner = patternExpression.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? patternExpression.pattern
            return inner.as(IdentifierPatternSyntax.self)?.identifier
        }
    }
}

extension ScopeSupport {
    /// Whether `name`, used at `node`, is a local variable or parameter as
    /// SwiftLint asks SwiftSyntax's lexical lookup: declared before `node` in an
    /// enclosing body, with no type body around (whose lookups also look for
    /// members) and no closure without named parameters (whose lookups also
    /// look for `$0`). Globals are never local: the file scope only knows
    /// the names of top-level `guard`s.
    static func isLocalVariable(_ name: String, at node: Syntax) -> Bool {
        let name = normalized(name)
        var found = false
        var child = node
        var current = node.parent
        while let scope = current {
            switch scope.as(SyntaxEnum.self) {
            case .memberBlock:
                return false
            case .closureExpr(let closure) where closure.signature?.id != child.id:
                let parameters = closureParameterNames(closure)
                guard !parameters.isEmpty else { return false }
                let captures = closure.signature?.capture?.items.map(\.name) ?? []
                found = found || (parameters + captures).contains { normalized($0.text) == name }
            case .codeBlockItemList(let items):
                let isFile = items.parent?.is(SourceFileSyntax.self) == true
                found = found || items.contains { item in
                    item.endPosition <= child.position && namesDeclared(by: item.item, fileLevel: isFile).contains(name)
                }
            default:
                found = found || namesForBody(of: scope, child: child).contains(name)
            }
            child = scope
            current = scope.parent
        }
        return found
    }

    private static func closureParameterNames(_ closure: ClosureExprSyntax) -> [TokenSyntax] {
        let names: [TokenSyntax] = switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: parameters.map(\.name)
        case .parameterClause(let clause)?: clause.parameters.map { $0.secondName ?? $0.firstName }
        case nil: []
        }
        return names.filter { $0.tokenKind != .wildcard }
    }

    /// The names a statement declares for the statements after it (at file
    /// level, only a `guard`'s).
    private static func namesDeclared(by item: CodeBlockItemSyntax.Item, fileLevel: Bool) -> [String] {
        switch item {
        case .stmt(let statement):
            guard let guardStmt = statement.as(GuardStmtSyntax.self) else { return [] }
            return conditionNames(guardStmt.conditions)
        case .decl(let declaration) where !fileLevel:
            if let function = declaration.as(FunctionDeclSyntax.self) { return [normalized(function.name.text)] }
            return declaration.as(VariableDeclSyntax.self)?.bindings.flatMap { binding in
                boundNames(in: binding.pattern).map { normalized($0.text) }
            } ?? []
        default:
            return []
        }
    }

    /// The names `scope` declares for `child` when `child` is its body.
    private static func namesForBody(of scope: Syntax, child: Syntax) -> [String] {
        let tokens: [TokenSyntax]
        switch scope.as(SyntaxEnum.self) {
        case .functionDecl(let node): tokens = node.signature.parameterClause.parameters.map { $0.secondName ?? $0.firstName }
        case .initializerDecl(let node): tokens = node.signature.parameterClause.parameters.map { $0.secondName ?? $0.firstName }
        case .subscriptDecl(let node): tokens = node.parameterClause.parameters.map { $0.secondName ?? $0.firstName }
        case .accessorDecl(let node):
            if let name = node.parameters?.name { return [normalized(name.text)] }
            switch node.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): return ["newValue"]
            case .keyword(.didSet): return ["oldValue"]
            default: return []
            }
        case .forStmt(let node) where node.body.id == child.id: tokens = boundNames(in: node.pattern)
        case .ifExpr(let node) where node.body.id == child.id: return conditionNames(node.conditions)
        case .whileStmt(let node) where node.body.id == child.id: return conditionNames(node.conditions)
        case .catchClause(let node) where node.body.id == child.id:
            guard !node.catchItems.isEmpty else { return ["error"] }
            tokens = node.catchItems.flatMap { item in item.pattern.map { boundNames(in: $0) } ?? [] }
        case .switchCase(let node) where node.statements.id == child.id:
            guard case .case(let label) = node.label else { return [] }
            tokens = label.caseItems.flatMap { boundNames(in: $0.pattern) }
        default:
            return []
        }
        return tokens.map { normalized($0.text) }
    }

    private static func conditionNames(_ conditions: ConditionElementListSyntax) -> [String] {
        conditions.flatMap { element -> [TokenSyntax] in
            switch element.condition {
            case .optionalBinding(let binding): boundNames(in: binding.pattern)
            case .matchingPattern(let matching): boundNames(in: matching.pattern)
            default: []
            }
        }.map { normalized($0.text) }
    }
}

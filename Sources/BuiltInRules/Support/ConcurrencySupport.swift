import LintEngine
import SwiftSyntax

// Shared pieces of the Grand Central Dispatch rules in `Concurrency/`: dispatch
// calls and the closures they run, receivers, what a variable was initialized
// from — all from syntax, and only for nodes that already look like a dispatch call.

/// What a queue expression is known to be.
enum DispatchQueueKind: Equatable {
    /// `DispatchQueue.main`.
    case main
    /// `DispatchQueue.global(…)`: concurrent, shared by the whole process.
    case global
    /// `DispatchQueue(label:)` without `.concurrent`.
    case serial
    /// `DispatchQueue(label:attributes: .concurrent)`.
    case concurrent
}

/// Where a piece of code runs, as far as the syntax around it tells.
enum ThreadIsolation: Equatable {
    /// On the main thread: a main-queue closure, `@MainActor` code.
    case main
    /// On a queue known not to be the main one (global or private).
    case background
    case unknown
}

/// A call `receiver.name(…)`.
struct DispatchCall {
    let call: FunctionCallExprSyntax
    let receiver: ExprSyntax
    let name: TokenSyntax

    init?(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        self.call = call
        self.receiver = base
        self.name = member.declName.baseName
    }

    var method: String { name.text }

    /// No arguments and no trailing closure: `group.enter()`.
    var isBare: Bool {
        call.arguments.isEmpty && call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
    }

    func argument(labeled label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The closure the call runs: its trailing closure or its `execute:` argument.
    var workClosure: ClosureExprSyntax? {
        call.trailingClosure ?? argument(labeled: "execute")?.as(ClosureExprSyntax.self)
    }

    /// `sync`, `async`, `asyncAfter` or `asyncAndWait`: the call submits work to the receiver.
    var isDispatch: Bool { ConcurrencySupport.dispatchMethods.contains(method) }

    /// The caller waits until the submitted work has run (`sync`, `asyncAndWait`).
    var isSynchronousDispatch: Bool { method == "sync" || method == "asyncAndWait" }

    /// `flags: .barrier` (alone or in a list).
    var hasBarrierFlag: Bool {
        argument(labeled: "flags").map { ConcurrencySupport.mentionsMember("barrier", in: $0) } ?? false
    }

    /// The receiver as written, with `self.` dropped: `self.queue` and `queue` name the same queue.
    var receiverKey: String { ConcurrencySupport.key(of: receiver) }
}

/// A variable's declaration, as found by ``ConcurrencySupport/binding(of:)``.
struct ResolvedVariable {
    let initializer: ExprSyntax?
    let type: TypeSyntax?
    /// A stored or computed property of a type (rather than a local, a parameter or a global).
    let isMember: Bool
    /// Where the name is visible: the statements, member list or declaration holding it.
    let scope: Syntax
}

enum ConcurrencySupport {
    static let dispatchMethods: Set<String> = ["async", "sync", "asyncAfter", "asyncAndWait"]

    // MARK: - Names

    /// The expression's text without whitespace and comments, `self.` dropped.
    static func key(of expression: ExprSyntax) -> String {
        var text = ""
        for token in expression.tokens(viewMode: .sourceAccurate) { text += token.text }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// Whether `expression` is `.name`, `Type.name`, or a list holding one: `.barrier`, `[.barrier]`.
    static func mentionsMember(_ name: String, in expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == name }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.contains { mentionsMember(name, in: $0.expression) }
        }
        return false
    }

    /// Whether `expression` is a plain reference to `name` (`DispatchQueue`).
    static func isReference(_ expression: ExprSyntax?, to name: String) -> Bool {
        guard let reference = expression?.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.argumentNames == nil && reference.baseName.text == name
    }

    /// Whether `call` constructs `type`: `DispatchGroup()`, `DispatchQueue.init(label:)`.
    static func isInitializer(_ call: FunctionCallExprSyntax, of type: String) -> Bool {
        if isReference(call.calledExpression, to: type) { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.isKeyword(.`init`) && isReference(member.base, to: type)
    }

    /// Whether `type` is spelled `name` (or `Dispatch.name`).
    static func isType(_ type: TypeSyntax?, named name: String) -> Bool {
        if let identifier = type?.as(IdentifierTypeSyntax.self) { return identifier.name.text == name }
        if let member = type?.as(MemberTypeSyntax.self) { return member.name.text == name }
        return false
    }

    // MARK: - Declarations

    /// The declaration of the variable `receiver` names (`queue` or `self.queue`),
    /// looked up through the enclosing statements, parameters and type members.
    static func binding(of receiver: ExprSyntax) -> ResolvedVariable? {
        if let reference = receiver.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           case .identifier = reference.baseName.tokenKind {
            return lookup(reference.baseName.text, from: Syntax(receiver), membersOnly: false)
        }
        if let member = receiver.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true {
            return lookup(member.declName.baseName.text, from: Syntax(receiver), membersOnly: true)
        }
        return nil
    }

    /// The innermost declaration of `name` visible from `node`; with `membersOnly`,
    /// only properties of the enclosing types.
    static func lookup(_ name: String, from node: Syntax, membersOnly: Bool) -> ResolvedVariable? {
        var current = node.parent
        while let scope = current {
            if let found = declaration(of: name, in: scope, before: node.position, membersOnly: membersOnly) { return found }
            current = scope.parent
        }
        return nil
    }

    /// The declaration of `name` directly in `scope`: a member, a statement before `position`, or a parameter.
    private static func declaration(
        of name: String, in scope: Syntax, before position: AbsolutePosition, membersOnly: Bool
    ) -> ResolvedVariable? {
        if let members = scope.as(MemberBlockItemListSyntax.self) {
            return members.lazy.compactMap { member in
                member.decl.as(VariableDeclSyntax.self).flatMap { declaration(of: name, in: $0, isMember: true, scope: scope) }
            }.first
        }
        guard !membersOnly else { return nil }
        guard let items = scope.as(CodeBlockItemListSyntax.self) else { return parameter(name, of: scope) }
        // The last declaration before the use wins (a later one is not visible yet).
        return items.lazy.filter { $0.position < position }.compactMap { item in
            item.item.as(VariableDeclSyntax.self).flatMap { declaration(of: name, in: $0, isMember: false, scope: scope) }
        }.last
    }

    private static func declaration(
        of name: String, in variable: VariableDeclSyntax, isMember: Bool, scope: Syntax
    ) -> ResolvedVariable? {
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return ResolvedVariable(
                initializer: binding.initializer?.value, type: binding.typeAnnotation?.type, isMember: isMember, scope: scope)
        }
        return nil
    }

    /// Parameter `name` when `scope` is a function, initializer or closure declaring it.
    private static func parameter(_ name: String, of scope: Syntax) -> ResolvedVariable? {
        func found(_ type: TypeSyntax?) -> ResolvedVariable {
            ResolvedVariable(initializer: nil, type: type, isMember: false, scope: scope)
        }
        let clause: FunctionParameterClauseSyntax
        if let function = scope.as(FunctionDeclSyntax.self) {
            clause = function.signature.parameterClause
        } else if let initializer = scope.as(InitializerDeclSyntax.self) {
            clause = initializer.signature.parameterClause
        } else {
            switch scope.as(ClosureExprSyntax.self)?.signature?.parameterClause {
            case .parameterClause(let parameters)?:
                return parameters.parameters.first { ($0.secondName ?? $0.firstName).text == name }.map { found($0.type) }
            case .simpleInput(let parameters)?:
                return parameters.contains { $0.name.text == name } ? found(nil) : nil
            case nil:
                return nil
            }
        }
        return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }.map { found($0.type) }
    }

    // MARK: - Queues

    /// What `expression` is as a queue: `DispatchQueue.main`, `DispatchQueue.global()`,
    /// `DispatchQueue(label:…)`, or a variable initialized from one of them.
    static func queueKind(of expression: ExprSyntax, typed: Bool = false, depth: Int = 0) -> DispatchQueueKind? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "main",
           member.base == nil ? typed : isReference(member.base, to: "DispatchQueue") {
            return .main
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "global",
               member.base == nil ? typed : isReference(member.base, to: "DispatchQueue") {
                return .global
            }
            if isInitializer(call, of: "DispatchQueue") {
                let attributes = call.arguments.first { $0.label?.text == "attributes" }?.expression
                return attributes.map { mentionsMember("concurrent", in: $0) } == true ? .concurrent : .serial
            }
            return nil
        }
        guard depth < 3, let binding = binding(of: expression), let initializer = binding.initializer else { return nil }
        return queueKind(of: initializer, typed: isType(binding.type, named: "DispatchQueue"), depth: depth + 1)
    }

    /// Whether `receiver` is a `DispatchGroup` (by its declaration), or is named like one.
    static func isGroup(_ receiver: ExprSyntax) -> Bool {
        isDeclared(receiver, as: "DispatchGroup") || key(of: receiver).lowercased().contains("group")
    }

    /// Whether `receiver` is a `DispatchSemaphore` (by its declaration), or is named like one.
    static func isSemaphore(_ receiver: ExprSyntax) -> Bool {
        isDeclared(receiver, as: "DispatchSemaphore") || key(of: receiver).lowercased().contains("semaphore")
    }

    private static func isDeclared(_ receiver: ExprSyntax, as type: String) -> Bool {
        guard let binding = binding(of: receiver) else { return false }
        if isType(binding.type, named: type) { return true }
        guard let call = binding.initializer?.as(FunctionCallExprSyntax.self) else { return false }
        return isInitializer(call, of: type)
    }
}

/// Which closures code runs in, and so on which queue or thread.
enum DispatchContext {
    /// Methods whose closure argument runs before the call returns, on the caller's thread.
    static let inlineMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "contains",
        "first", "firstIndex", "last", "lastIndex", "allSatisfy", "min", "max", "removeAll", "partition",
        "withLock", "withLockUnchecked", "autoreleasepool", "withExtendedLifetime", "withUnsafeMutablePointer",
        "withUnsafePointer", "withUnsafeBytes", "withUnsafeMutableBytes", "withoutActuallyEscaping",
    ]

    /// UIKit and AppKit base classes whose subclasses are main-actor isolated.
    static let mainActorBaseClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIView", "UITableViewCell", "UICollectionViewCell", "UIControl", "UIButton",
        "UILabel", "UIImageView", "UIScrollView", "UITableView", "UICollectionView", "UIWindow",
        "NSViewController", "NSView", "NSWindowController", "NSWindow", "NSControl",
    ]

    /// The call a closure is an argument of (trailing, labeled, or called in place).
    static func call(passing closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call }
        if parent.is(LabeledExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self) {
            return parent.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// What runs a closure, and so on which thread it runs.
    enum ClosureRole {
        /// Submitted to a queue: `queue.async { … }`.
        case dispatched(DispatchCall)
        /// Run before the call returns, on the same thread: `forEach`, `map`, `{ … }()`.
        case inline
        /// Isolated to the main actor: `MainActor.run { … }`, `{ @MainActor in … }`.
        case mainActor
        /// `Task { … }`: runs on the actor of the code creating it.
        case inheritsIsolation
        case unknown
    }

    static func role(of closure: ClosureExprSyntax) -> ClosureRole {
        if let attributes = closure.signature?.attributes, hasAttribute("MainActor", in: attributes) { return .mainActor }
        guard let call = call(passing: closure) else { return .unknown }
        if call.calledExpression.id == closure.id { return .inline }
        if let member = DispatchCall(call) {
            if member.isDispatch, member.workClosure?.id == closure.id { return .dispatched(member) }
            if member.method == "run", ConcurrencySupport.isReference(member.receiver, to: "MainActor") { return .mainActor }
            if inlineMethods.contains(member.method) { return .inline }
            return .unknown
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.text == "Task" { return .inheritsIsolation }
            if inlineMethods.contains(reference.baseName.text) { return .inline }
        }
        return .unknown
    }

    /// Whether `node` ends the search for the code around it: a declaration that runs on its own.
    static func isBoundary(_ node: Syntax) -> Bool {
        switch node.kind {
        case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .subscriptDecl,
             .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
            true
        default:
            false
        }
    }

    /// The dispatch calls whose closures `node` runs in, innermost first:
    /// `q.sync { r.sync { node } }` gives `r.sync`, `q.sync`. The search goes
    /// out through inline closures and synchronous dispatches (whose caller
    /// still holds its queue), and stops after an asynchronous one or at any
    /// other closure or declaration.
    static func runningDispatches(around node: some SyntaxProtocol) -> [DispatchCall] {
        var found: [DispatchCall] = []
        var current = node.parent
        while let ancestor = current, !isBoundary(ancestor) {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                switch role(of: closure) {
                case .dispatched(let dispatch):
                    found.append(dispatch)
                    if !dispatch.isSynchronousDispatch { return found }
                case .inline:
                    break
                default:
                    return found
                }
            }
            current = ancestor.parent
        }
        return found
    }

    /// Where `node` runs: the innermost asynchronous dispatch closure around it
    /// (or any main-queue one) decides, then `@MainActor` on the enclosing
    /// function or type.
    static func isolation(of node: some SyntaxProtocol) -> ThreadIsolation {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                switch role(of: closure) {
                case .dispatched(let dispatch):
                    let kind = ConcurrencySupport.queueKind(of: dispatch.receiver)
                    if kind == .main { return .main }
                    // `sync` runs its block on the caller's thread: the code around decides.
                    if dispatch.isSynchronousDispatch { break }
                    return kind == nil ? .unknown : .background
                case .mainActor:
                    return .main
                case .inline, .inheritsIsolation:
                    break
                case .unknown:
                    return .unknown
                }
            } else if isBoundary(ancestor) {
                return declarationIsolation(ancestor)
            }
            current = ancestor.parent
        }
        return .unknown
    }

    /// `@MainActor` on a function, on the property or type around it, or a
    /// UIKit/AppKit superclass. The search ends at the first type: a nested
    /// type does not share the isolation of its parent.
    private static func declarationIsolation(_ declaration: Syntax) -> ThreadIsolation {
        var current: Syntax? = declaration
        while let node = current {
            if let attributes = node.attributeList, hasAttribute("MainActor", in: attributes) {
                return .main
            }
            if node.modifierList?.hasKeyword(.nonisolated) == true {
                return .unknown
            }
            if let group = node.asDeclGroup {
                let inherited = group.inheritanceClause?.inheritedTypes
                return inherited?.contains { mainActorBaseClasses.contains($0.type.trimmedText) } == true ? .main : .unknown
            }
            // A local function: its isolation is the one of the code around it, not looked into.
            if node.is(CodeBlockItemListSyntax.self) || node.is(ClosureExprSyntax.self) { return .unknown }
            current = node.parent
        }
        return .unknown
    }

    static func hasAttribute(_ name: String, in attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
        }
    }
}

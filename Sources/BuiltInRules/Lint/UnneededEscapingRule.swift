import LintEngine
import SwiftSyntax
import ToolCore

/// `@escaping` tells the caller the closure may outlive the call, so the
/// caller must allow for retain cycles and cannot pass a non-escaping
/// closure. A closure that is only called is better left non-escaping.
public struct UnneededEscapingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unneeded_escaping",
        name: "Unneeded Escaping",
        summary: "The `@escaping` attribute should only be used when the closure actually escapes.",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: nonTriggering,
        triggeringExamples: triggering,
        corrections: [
            Correction("func each(action: ↓@escaping (Int) -> Void) {\n    for n in 0..<3 {\n        action(n)\n    }\n}\n",
                       "func each(action: (Int) -> Void) {\n    for n in 0..<3 {\n        action(n)\n    }\n}\n"),
            Correction("func handle(done: ↓@escaping () -> Void) { done() }\n", "func handle(done: () -> Void) { done() }\n"),
            Correction("subscript(map: ↓@escaping (Int) -> String) -> String { map(7) }\n",
                       "subscript(map: (Int) -> String) -> String { map(7) }\n"),
            Correction("func run(job: ↓@escaping() -> Void) { job() }\n", "func run(job: () -> Void) { job() }\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// `guard` bindings in earlier top-level items decide what is local.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["escaping"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // SwiftLint does not look into protocols (nor is there a body there).
        var protocolDepth = 0
        walk.on(ProtocolDeclSyntax.self) { _ in protocolDepth += 1 }
        walk.after(ProtocolDeclSyntax.self) { _ in protocolDepth -= 1 }
        walk.after(FunctionDeclSyntax.self) { node in
            if protocolDepth == 0 { check(node.signature.parameterClause, body: node.body?.statements, file) }
        }
        walk.after(InitializerDeclSyntax.self) { node in
            if protocolDepth == 0 { check(node.signature.parameterClause, body: node.body?.statements, file) }
        }
        walk.after(SubscriptDeclSyntax.self) { node in
            if protocolDepth == 0 { check(node.parameterClause, body: Self.getterBody(of: node), file) }
        }
    }

    private func check(_ parameters: FunctionParameterClauseSyntax, body: CodeBlockItemListSyntax?, _ file: LintFile) {
        guard let body else { return }
        for parameter in parameters.parameters {
            guard let escaping = Self.attribute(named: "escaping", of: parameter.type) else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            let isAutoclosure = Self.attribute(named: "autoclosure", of: parameter.type) != nil
            guard !EscapeChecker.escapes(name, isAutoclosure: isAutoclosure, in: body) else { continue }
            let start = escaping.positionAfterSkippingLeadingTrivia
            var end = escaping.endPositionBeforeTrailingTrivia.utf8Offset
            // One space after the attribute goes with it.
            if case .spaces(let width)? = escaping.trailingTrivia.first, width > 0 { end += 1 }
            file.report(self, at: start, "@escaping attribute not required as '\(name)' does not escape",
                        fix: .init(start: start.utf8Offset, end: end, replacement: ""))
        }
    }

    /// The statements of a subscript's getter: `subscript(…) -> T { … }` or its `get { … }`.
    private static func getterBody(of node: SubscriptDeclSyntax) -> CodeBlockItemListSyntax? {
        switch node.accessorBlock?.accessors {
        case .getter(let statements)?:
            return statements
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.isKeyword(.get) }?.body?.statements
        case nil:
            return nil
        }
    }

    /// `@name` on the type, or on the function type of an optional
    /// (`(@escaping () -> Void)?`).
    private static func attribute(named name: String, of type: TypeSyntax) -> AttributeSyntax? {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return attributed.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
                $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
            }
        }
        guard let elements = type.as(OptionalTypeSyntax.self)?.wrappedType.as(TupleTypeSyntax.self)?.elements,
              elements.count == 1, let element = elements.first
        else { return nil }
        return attribute(named: name, of: element.type)
    }
}

/// Whether a closure parameter escapes a body, as SwiftLint decides: it, or a
/// local it was copied to, is returned (also implicitly), passed to a call,
/// stored in an array or dictionary literal, assigned to anything but a
/// local, or used inside a closure or a nested function.
private final class EscapeChecker: SyntaxVisitor {
    /// The parameter and the locals holding it.
    private var tainted: Set<String>
    private var found = false
    private var closureDepth = 0
    /// An `@autoclosure` escapes when passed on as `name()` too.
    private let isAutoclosure: Bool

    private init(name: String, isAutoclosure: Bool) {
        tainted = [name]
        self.isAutoclosure = isAutoclosure
        super.init(viewMode: .sourceAccurate)
    }

    static func escapes(_ name: String, isAutoclosure: Bool, in body: CodeBlockItemListSyntax) -> Bool {
        let checker = EscapeChecker(name: name, isAutoclosure: isAutoclosure)
        checker.walk(body)
        return checker.found
    }

    /// A body of one expression returns it.
    override func visitPost(_ node: CodeBlockItemListSyntax) {
        if node.count == 1, case .expr(let expression)? = node.first?.item, isTainted(expression) { found = true }
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let value = binding.initializer?.value else { continue }
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                if isTainted(value) { tainted.insert(identifier.identifier.text) }
            } else if let pattern = binding.pattern.as(TuplePatternSyntax.self) {
                taint(pattern, from: value)
            }
        }
    }

    /// `let (a, b) = (x, y)` pairs the names with the values; `let (a, b) = x`
    /// takes every name from `x`.
    private func taint(_ pattern: TuplePatternSyntax, from value: ExprSyntax) {
        let names = pattern.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if let tuple = value.as(TupleExprSyntax.self) {
            for (name, element) in zip(names, tuple.elements) where isTainted(element.expression) {
                if let name { tainted.insert(name) }
            }
        } else if isTainted(value) {
            tainted.formUnion(names.compactMap { $0 })
        }
    }

    /// Assignments: `a = b` in the unfolded sequence. Assignment binds loosest
    /// and to the right, so each `=` takes the elements up to its neighbours.
    override func visitPost(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        var leftStart = 0
        for (index, element) in elements.enumerated() where element.is(AssignmentExprSyntax.self) {
            defer { leftStart = index + 1 }
            let rest = elements[(index + 1)...]
            // With a further `=`, the right side is itself an assignment.
            guard !rest.contains(where: { $0.is(AssignmentExprSyntax.self) }), isTainted(Array(rest)) else { continue }
            let left = elements[leftStart..<index]
            if left.count == 1, let target = left.first, Self.isLocalVariable(target) {
                if let name = Self.baseName(of: target) { tainted.insert(name.text) }
            } else {
                found = true
            }
        }
    }

    override func visitPost(_ node: ReturnStmtSyntax) {
        if let expression = node.expression, isTainted(expression) { found = true }
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if node.arguments.contains(where: { isTainted($0.expression) || callsTaintedAutoclosure($0.expression) }) {
            found = true
        }
    }

    override func visit(_: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_: ClosureExprSyntax) {
        closureDepth -= 1
    }

    /// A nested function captures what it uses, as a closure does, and may
    /// escape with it (swift-nio's `processResult` in `_reduceSuccesses0`,
    /// found by the fix round trip): a use inside one escapes.
    override func visit(_: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_: FunctionDeclSyntax) {
        closureDepth -= 1
    }

    override func visitPost(_ node: DeclReferenceExprSyntax) {
        guard tainted.contains(node.baseName.text) else { return }
        let parent = node.parent?.kind
        if closureDepth > 0 || parent == .arrayElement || parent == .dictionaryElement { found = true }
    }

    private func isTainted(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return tainted.contains(reference.baseName.text) }
        if let reference = expression.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            return tainted.contains(reference.baseName.text)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return isTainted(ternary.thenExpression) || isTainted(ternary.elseExpression)
        }
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.contains { isTainted($0.expression) } }
        if let sequence = expression.as(SequenceExprSyntax.self) { return isTainted(Array(sequence.elements)) }
        return false
    }

    /// An unfolded sequence, as its folded expression: one element, or a
    /// ternary (`c ? a : b`, which binds looser than any operator but `=`).
    private func isTainted(_ elements: [ExprSyntax]) -> Bool {
        if elements.count == 1, let only = elements.first { return isTainted(only) }
        guard !elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
              let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return false }
        return isTainted(ternary.thenExpression) || isTainted(Array(elements[(index + 1)...]))
    }

    /// `closure()` passed on, for an `@autoclosure` parameter.
    private func callsTaintedAutoclosure(_ expression: ExprSyntax) -> Bool {
        guard isAutoclosure, let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty
        else { return false }
        return isTainted(call.calledExpression)
    }

    /// `x` in `x`, `x.a` or `x.a.b`.
    private static func baseName(of expression: ExprSyntax) -> TokenSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        return expression.as(MemberAccessExprSyntax.self)?.base.flatMap { baseName(of: $0) }
    }

    /// `_`, or a name (or a member of one) that lexical lookup finds only in
    /// local scopes: assigning to it keeps the closure in the function.
    private static func isLocalVariable(_ expression: ExprSyntax) -> Bool {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        guard let name = baseName(of: expression) else { return false }
        return ScopeSupport.isLocalVariable(name.text, at: Syntax(name))
    }
}

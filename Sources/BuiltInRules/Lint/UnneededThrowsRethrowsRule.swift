import LintEngine
import SwiftSyntax
import ToolCore

/// A `throws` that nothing throws makes every caller write `try` and handle
/// an error that never comes; `rethrows` without a throwing call is the same.
public struct UnneededThrowsRethrowsRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unneeded_throws_rethrows",
        name: "Unneeded (Re)Throws Keyword",
        summary: "Non-throwing functions/properties/closures should not be marked as `throws` or `rethrows`.",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "func parse() throws {\n    try decode()\n}\n",
            "func parse() throws {\n    throw ParseError.empty\n}\n",
            "func apply(_ step: () throws -> Void) rethrows {\n    try step()\n}\n",
            "func parse() {\n    try? decode()\n    try! decode()\n}\n",
            "init() throws {\n    try setUp()\n}\n",
            "var size: Int {\n    get throws { try measure() }\n}\n",
            "func parse() throws {\n    do {\n        try decode()\n    } catch let error as DecodingError {\n"
                + "        print(error)\n    }\n}\n",
            "func parse() throws {\n    do {\n        try decode()\n    }\n}\n",
            "func read() throws {\n    for try await line in lines {\n        print(line)\n    }\n}\n",
            "let step: () throws -> Void = { try decode() }\n",
            "let step: (() throws -> Void)? = { throw ParseError.empty }\n",
            "var step: () throws -> Void\n",
            "protocol Parser {\n    func parse() throws\n}\n",
            "typealias Step = () throws -> Void\n",
            "enum Job {\n    case run(() throws -> Void)\n}\n",
            "func parse(onError: () throws -> Void = { throw ParseError.empty }) {}\n",
            "func parse() throws {\n    let values = try items.map { try convert($0) }\n    print(values)\n}\n",
            "let step: () throws -> Void = makeStep()\n",
            "func check() throws {\n    expectError(try decode()) { error in\n        print(error)\n    }\n}\n",
            "var step: () throws -> Void = { print(\"done\") }\n",
        ],
        triggeringExamples: [
            "func parse() ↓throws {}\n",
            "func parse() ↓throws {\n    print(\"no errors\")\n}\n",
            "func apply(_ step: () throws -> Void) ↓rethrows {\n    print(\"skipped\")\n}\n",
            "init() ↓throws {\n    setUp()\n}\n",
            "var size: Int {\n    get ↓throws { 12 }\n}\n",
            "func parse() ↓throws {\n    try? decode()\n    _ = try! decode()\n}\n",
            "func parse() ↓throws {\n    do {\n        try decode()\n    } catch {\n        print(error)\n    }\n}\n",
            "func parse() ↓throws {\n    Task {\n        try await fetch()\n    }\n}\n",
            "let step: () ↓throws -> Void = { print(\"done\") }\n",
            "func outer() throws {\n    func inner() ↓throws {}\n    try inner()\n}\n",
            "func load() ↓throws(LoadError) {}\n",
            "func check() ↓throws {\n    expectNoThrow {\n        try decode()\n    }\n}\n",
            "let run = { () ↓throws in print(\"done\") }\n",
        ],
        corrections: [
            Correction("func parse() ↓throws {}\n", "func parse() {}\n"),
            // Beside an overload of the same name and labels, or overriding: kept.
            Correction("struct Reader {\n    func read() ↓throws {}\n    func read() async throws { try await next() }\n}\n",
                       "struct Reader {\n    func read() throws {}\n    func read() async throws { try await next() }\n}\n"),
            Correction("func apply(_ step: () throws -> Void) ↓rethrows {\n    print(\"skipped\")\n}\n",
                       "func apply(_ step: () throws -> Void) {\n    print(\"skipped\")\n}\n"),
            Correction("var size: Int {\n    get ↓throws { 12 }\n}\n", "var size: Int {\n    get { 12 }\n}\n"),
            Correction("let step: () ↓throws -> Void = { print(\"done\") }\n", "let step: () -> Void = { print(\"done\") }\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is a `throws` or `rethrows`.
    public var triggerIdentifiers: [String] { ["throws", "rethrows"] }

    /// Per-file state: the open scopes, each with the `throws` clause not yet
    /// shown to be needed, and how deep the walk is in parts SwiftLint skips.
    private final class State {
        var scopes: [ThrowsClauseSyntax?] = []
        var skipped = 0

        func open(_ clause: ThrowsClauseSyntax?) { if skipped == 0 { scopes.append(clause) } }
        func close() -> ThrowsClauseSyntax?? { skipped == 0 ? scopes.popLast() : nil }
        func markThrowing() {
            guard skipped == 0, !scopes.isEmpty else { return }
            scopes[scopes.count - 1] = nil
        }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let state = State()
        subscribeSkipped(to: &walk, state: state)
        walk.on(FunctionDeclSyntax.self) { state.open($0.signature.effectSpecifiers?.throwsClause) }
        walk.after(FunctionDeclSyntax.self) { _ in validate(state.close(), "body of this function", file) }
        walk.on(InitializerDeclSyntax.self) { state.open($0.signature.effectSpecifiers?.throwsClause) }
        walk.after(InitializerDeclSyntax.self) { _ in validate(state.close(), "initializer", file) }
        walk.on(AccessorDeclSyntax.self) { state.open($0.effectSpecifiers?.throwsClause) }
        walk.after(AccessorDeclSyntax.self) { _ in validate(state.close(), "accessor", file) }
        walk.on(PatternBindingSyntax.self) { node in
            guard let function = Self.lintableFunctionType(node) else { return }
            state.open(function.effectSpecifiers?.throwsClause)
        }
        walk.after(PatternBindingSyntax.self) { node in
            guard Self.lintableFunctionType(node) != nil else { return }
            validate(state.close(), "closure type", file)
        }
        // What a trailing closure throws stays with the call it is passed to. (A `try` in the
        // call's arguments still counts: SwiftLint 0.63 missed it, its issue #6491.)
        walk.on(ClosureExprSyntax.self) { node in
            if Self.isTrailing(node) { state.open(nil) }
            if let clause = node.signature?.effectSpecifiers?.throwsClause { state.open(clause) }
        }
        walk.after(ClosureExprSyntax.self) { node in
            if node.signature?.effectSpecifiers?.throwsClause != nil { validate(state.close(), "body of this closure", file) }
            if Self.isTrailing(node) { _ = state.close() }
        }
        walk.on(DoStmtSyntax.self) { _ in state.open(nil) }
        walk.after(CodeBlockSyntax.self) { node in
            if node.parent?.is(DoStmtSyntax.self) == true { _ = state.close() }
        }
        walk.after(DoStmtSyntax.self) { node in
            // A catch clause without a pattern catches every error.
            if !node.catchClauses.contains(where: { $0.catchItems.isEmpty }) { state.markThrowing() }
        }
        walk.after(ForStmtSyntax.self) { node in
            if node.tryKeyword != nil { state.markThrowing() }
        }
        walk.after(TryExprSyntax.self) { node in
            if node.questionOrExclamationMark == nil { state.markThrowing() }
        }
        walk.after(ThrowStmtSyntax.self) { _ in state.markThrowing() }
    }

    private static func isTrailing(_ closure: ClosureExprSyntax) -> Bool {
        guard let parent = closure.parent else { return false }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.trailingClosure?.id == closure.id }
        return parent.is(MultipleTrailingClosureElementSyntax.self)
    }

    /// SwiftLint does not look into protocols, type aliases, enum cases or
    /// parameter clauses (default values included).
    private func subscribeSkipped(to walk: inout SyntaxWalk, state: State) {
        walk.on(ProtocolDeclSyntax.self) { _ in state.skipped += 1 }
        walk.after(ProtocolDeclSyntax.self) { _ in state.skipped -= 1 }
        walk.on(TypeAliasDeclSyntax.self) { _ in state.skipped += 1 }
        walk.after(TypeAliasDeclSyntax.self) { _ in state.skipped -= 1 }
        walk.on(EnumCaseDeclSyntax.self) { _ in state.skipped += 1 }
        walk.after(EnumCaseDeclSyntax.self) { _ in state.skipped -= 1 }
        walk.on(FunctionParameterClauseSyntax.self) { _ in state.skipped += 1 }
        walk.after(FunctionParameterClauseSyntax.self) { _ in state.skipped -= 1 }
    }

    private func validate(_ closed: ThrowsClauseSyntax??, _ construct: String, _ file: LintFile) {
        guard case .some(.some(let clause)) = closed else { return }
        let start = clause.positionAfterSkippingLeadingTrivia
        // The space before the clause goes with it.
        let function = clause.parent?.parent?.parent?.as(FunctionDeclSyntax.self)
        let keepsSignature = function.map(LintSupport.isOverloadedOrOverriding) ?? false
        file.report(self, at: start, "Superfluous 'throws'; \(construct) does not throw any error",
                    fix: keepsSignature ? nil : .init(start: start.utf8Offset - 1, end: clause.endPositionBeforeTrailingTrivia.utf8Offset,
                                                      replacement: ""))
    }

    /// A `let` bound to a closure (not to a name or a call) under a function type.
    private static func lintableFunctionType(_ node: PatternBindingSyntax) -> FunctionTypeSyntax? {
        guard let value = node.initializer?.value,
              !value.is(DeclReferenceExprSyntax.self), !value.is(MemberAccessExprSyntax.self),
              !value.is(FunctionCallExprSyntax.self),
              node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
        else { return nil }
        return functionType(node.typeAnnotation?.type)
    }

    /// The function type under optionals, attributes and single-element parentheses.
    private static func functionType(_ type: TypeSyntax?) -> FunctionTypeSyntax? {
        guard let type else { return nil }
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let optional = type.as(OptionalTypeSyntax.self) { return functionType(optional.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(attributed.baseType) }
        // Which element of a larger tuple needs `throws` is hard to tell.
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
            return functionType(tuple.elements.first?.type)
        }
        return nil
    }
}

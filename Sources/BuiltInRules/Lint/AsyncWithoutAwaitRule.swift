import LintEngine
import SwiftSyntax
import ToolCore

/// An `async` that nothing awaits makes every caller suspend (and be async
/// itself) for no reason.
public struct AsyncWithoutAwaitRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "async_without_await",
        name: "Async Without Await",
        summary: "Declaration should not be async if it doesn't use await",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class Child: Base {\n    override func load() async {}\n    override var size: Int {\n        get async { 1 }\n    }\n}\n",
            "@concurrent func load() async {}\n",
            "func load() async {\n    await fetch()\n}\n",
            "func outer() {\n    func load() async {\n        await fetch().result\n    }\n}\n",
            "func load() async {\n    await queue.run { prepare { finish() } }\n}\n",
            "func load() async {\n    send(await try fetch().result)\n}\n",
            "func load() async {\n    send(try await fetch())\n}\n",
            "func load() async {\n    await fetch()\n    func helper() {\n        prepare()\n    }\n}\n",
            "let job: () async -> Void = {\n    await fetch()\n}\n",
            "let job: () async -> Void = {\n    await { await fetch() }()\n}\n",
            "let job: (() async -> Void)? = {\n    await { await fetch() }()\n}\n",
            "func load() async {\n    await fetch()\n}\nlet job = { prepare() }\n",
            "let job: (() async -> Void)? = nil\nlet other: () -> Void = { prepare() }\n",
            """
            var size: Int {
                get async throws {
                    try await measure()
                }
            }
            var count: Int {
                get throws {
                    try tally()
                }
            }
            """,
            "init() async {\n    await connect()\n}\n",
            """
            init() async {
                func load() async {
                    await fetch()
                }
                await { await connect() }()
            }
            """,
            "subscript(index: Int) -> Double {\n    get async {\n        await value(at: index)\n    }\n}\n",
            "protocol Loader {\n    func load() async -> Int\n    func reload() async -> Int\n}\n",
            "protocol Store {\n    var size: Int { get async }\n    var count: Int { get async }\n}\n",
            "protocol Opener {\n    init(path: String) async\n    init(url: URL) async\n}\nlet job = { prepare() }\n",
            "typealias Job = () async -> Void\ntypealias Task = () async -> Void\nlet job = { prepare() }\n",
            "func read() async {\n    for await line in lines {}\n}\n",
            "func read() async {\n    while let line = await next() {}\n}\n",
            "func read() async {\n    async let first = fetch()\n    let value = await first\n}\n",
            "func read() async {\n    async let first = fetch()\n    await first\n}\n",
            "func read() async {\n    async let first = fetch()\n}\n",
            "func run(job: () async -> Void) { { } }\n",
            "func run(job: () async -> Void = { await fetch() }) { {} }\n",
            "func make() -> (() async -> Void)? { {} }\n",
            "func run(\n    job: () async -> Void,\n    done: () -> Void = {}\n) { { } }\n",
            "func run(job: () async -> Void = {}) { }\n",
            "enum Step {\n    case run(() async -> Void)\n}\nlet job = { prepare() }\n",
        ],
        triggeringExamples: [
            "func load() ↓async {\n    prepare()\n}\n",
            """
            func outer() {
                func load() ↓async {
                    prepare()
                }
                finish()
                func reload() {
                    prepare()
                }
            }
            """,
            "func outer() ↓async {\n    func load() async {\n        await fetch()\n    }\n}\n",
            "func outer() ↓async {\n  func load() ↓async {}\n  let job = { await load() }\n}\n",
            "func outer() ↓async {\n    let job = {\n        func load() ↓async {}\n    }\n}\n",
            "let job: (() ↓async -> Void)? = { prepare() }\n",
            "var size: Int {\n    get ↓async throws {\n        measure()\n    }\n}\n",
            """
            var size: Int {
                get ↓async throws {
                    func load() ↓async {}
                    let job = { await load() }
                }
            }
            """,
            """
            var size: Int {
                get throws {
                    func load() {}
                    let job: () ↓async -> Void = { load() }
                }
            }
            """,
            "init() ↓async {}\n",
            "init() ↓async {\n    func load() ↓async {}\n    let job: () ↓async -> Void = { load() }\n}\n",
            "subscript(index: Int) -> Double {\n    get ↓async {\n        2.5\n    }\n}\n",
            "func read() ↓async {\n    for line in lines {}\n}\n",
            "func read() ↓async {\n    while let line = next() {}\n}\n",
        ],
        corrections: [
            Correction("func load() ↓async {}\n", "func load() {}\n"),
            Correction("func load() ↓async throws {}\n", "func load() throws {}\n"),
            Correction("extension Server {\n    func stop() throws {}\n    func stop() ↓async throws {}\n}\n",
                       "extension Server {\n    func stop() throws {}\n    func stop() async throws {}\n}\n"),
            Correction("func outer() ↓async{\n    func load() async {\n        await fetch()\n    }\n}\n",
                       "func outer() {\n    func load() async {\n        await fetch()\n    }\n}\n"),
            Correction("func outer() ↓async {\n  func load() ↓async {}\n  let job = { await load() }\n}\n",
                       "func outer() {\n  func load() {}\n  let job = { await load() }\n}\n"),
            Correction("let job: () ↓async -> Void = { prepare() }\n", "let job: () -> Void = { prepare() }\n"),
            Correction("var size: Int {\n    get ↓async throws {\n        measure()\n    }\n}\n",
                       "var size: Int {\n    get throws {\n        measure()\n    }\n}\n"),
            Correction("init() ↓async {\n    func load() ↓async {}\n    let job: () ↓async -> Void = { load() }\n}\n",
                       "init() {\n    func load() {}\n    let job: () -> Void = { load() }\n}\n"),
            Correction("subscript(index: Int) -> Double {\n    get ↓async {\n        value()\n    }\n}\n",
                       "subscript(index: Int) -> Double {\n    get {\n        value()\n    }\n}\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["async", "await", "reasync"] }

    /// Per-file state: the open functions, accessors and closures, each with
    /// its `async` (if any) and whether an `await` was seen in it; the `async`
    /// of a function type that the next closure takes (`let f: () async -> Void
    /// = { … }`); how deep the walk is in parameters, which SwiftLint skips.
    private final class State {
        var scopes: [(asyncToken: TokenSyntax?, awaits: Bool)] = []
        var pendingAsync: TokenSyntax?
        var inParameter = 0

        func open(_ asyncToken: TokenSyntax?) { scopes.append((asyncToken, false)) }
        func markAwait() {
            if !scopes.isEmpty { scopes[scopes.count - 1].awaits = true }
        }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let state = State()
        walk.on(FunctionParameterSyntax.self) { _ in state.inParameter += 1 }
        walk.after(FunctionParameterSyntax.self) { _ in state.inParameter -= 1 }
        subscribeScopes(to: &walk, state: state, file: file)
        walk.after(AwaitExprSyntax.self) { _ in if state.inParameter == 0 { state.markAwait() } }
        walk.after(ForStmtSyntax.self) { node in
            if state.inParameter == 0, node.awaitKeyword != nil { state.markAwait() }
        }
        walk.after(VariableDeclSyntax.self) { node in
            if state.inParameter == 0, Self.isAsyncLet(node) { state.markAwait() }
        }
        walk.after(FunctionTypeSyntax.self) { node in
            if state.inParameter == 0, let token = node.effectSpecifiers?.asyncSpecifier { state.pendingAsync = token }
        }
        // A function type's `async` goes to a closure in the same binding only.
        // SwiftLint forgets it after a binding, a type alias or a return type;
        // forgetting it after any statement or member too keeps a type such as an
        // enum case's from reaching a closure further on.
        let forget = { if state.inParameter == 0 { state.pendingAsync = nil } }
        walk.after(PatternBindingSyntax.self) { _ in forget() }
        walk.after(TypeAliasDeclSyntax.self) { _ in forget() }
        walk.after(ReturnClauseSyntax.self) { _ in forget() }
        walk.after(CodeBlockItemSyntax.self) { _ in forget() }
        walk.after(MemberBlockItemSyntax.self) { _ in forget() }
    }

    private func subscribeScopes(to walk: inout SyntaxWalk, state: State, file: LintFile) {
        // An override keeps the `async` of what it overrides, and `@concurrent` needs one.
        walk.on(FunctionDeclSyntax.self) { node in
            guard state.inParameter == 0, node.body != nil else { return }
            let keeps = node.modifiers.hasKeyword(.override) || Self.isConcurrent(node.attributes)
            state.open(keeps ? nil : node.signature.effectSpecifiers?.asyncSpecifier)
        }
        walk.after(FunctionDeclSyntax.self) { node in
            if state.inParameter == 0, node.body != nil { check(state, file) }
        }
        walk.on(InitializerDeclSyntax.self) { node in
            guard state.inParameter == 0, node.body != nil else { return }
            let keeps = node.modifiers.hasKeyword(.override) || Self.isConcurrent(node.attributes)
            state.open(keeps ? nil : node.signature.effectSpecifiers?.asyncSpecifier)
        }
        walk.after(InitializerDeclSyntax.self) { node in
            if state.inParameter == 0, node.body != nil { check(state, file) }
        }
        walk.on(AccessorDeclSyntax.self) { node in
            guard state.inParameter == 0, node.body != nil else { return }
            state.open(Self.isInOverride(node) ? nil : node.effectSpecifiers?.asyncSpecifier)
        }
        walk.after(AccessorDeclSyntax.self) { node in
            if state.inParameter == 0, node.body != nil { check(state, file) }
        }
        walk.on(ClosureExprSyntax.self) { node in
            guard state.inParameter == 0 else { return }
            state.open(Self.isConcurrent(node.signature?.attributes ?? []) ? nil : state.pendingAsync)
            state.pendingAsync = nil
        }
        walk.after(ClosureExprSyntax.self) { _ in
            if state.inParameter == 0 { check(state, file) }
        }
    }

    /// Closes the innermost scope and reports its `async` if nothing in it awaited.
    private func check(_ state: State, _ file: LintFile) {
        guard let scope = state.scopes.popLast(), let token = scope.asyncToken, !scope.awaits else { return }
        let start = token.positionAfterSkippingLeadingTrivia
        // The space after `async` goes with it.
        let fix = Self.isOverloadedOrOverriding(token) ? nil : Diagnostic.Fix(
            start: start.utf8Offset, end: token.endPosition.utf8Offset, replacement: "")
        file.report(self, at: start, Self.description.summary, fix: fix)
    }

    /// `async` of a function whose signature others depend on: not rewritten.
    private static func isOverloadedOrOverriding(_ asyncToken: TokenSyntax) -> Bool {
        // `async` → effect specifiers → signature → the function itself (not a closure's type inside one).
        guard let function = asyncToken.parent?.parent?.parent?.as(FunctionDeclSyntax.self) else { return false }
        return LintSupport.isOverloadedOrOverriding(function)
    }

    private static func isConcurrent(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "concurrent" }
    }

    /// An accessor of an overriding property or subscript.
    private static func isInOverride(_ accessor: AccessorDeclSyntax) -> Bool {
        var current = accessor.parent
        while let node = current {
            if let variable = node.as(VariableDeclSyntax.self) { return variable.modifiers.hasKeyword(.override) }
            if let subscriptDecl = node.as(SubscriptDeclSyntax.self) { return subscriptDecl.modifiers.hasKeyword(.override) }
            current = node.parent
        }
        return false
    }

    /// `async let x = …`: awaited implicitly when the scope ends.
    private static func isAsyncLet(_ node: VariableDeclSyntax) -> Bool {
        node.bindingSpecifier.isKeyword(.let)
            && node.modifiers.hasKeyword(.async)
    }
}

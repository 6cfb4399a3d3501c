import LintEngine
import SwiftSyntax
import ToolCore

/// A function that returns nothing needs no return clause; `-> Void` only
/// adds noise to its signature.
public struct RedundantVoidReturnRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_void_return",
        name: "Redundant Void Return",
        summary: "Returning Void in a function declaration is redundant",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "func foo() {}\n",
            "func foo() -> Int {}\n",
            "func foo() -> VoidResponse\n",
            "let foo: (Int) -> Void\n",
            "func foo() -> Int -> () {}\n",
            "func foo() -> ()?\n",
            "func foo() -> Void!\n",
            Example("doSomething { arg -> Void in\n    print(arg)\n}\n", options: "{include_closures: false}"),

        ],
        triggeringExamples: [
            "func foo()↓ -> Void {}\n",
            "protocol Foo {\n  func foo()↓ -> Void\n}\n",
            "func foo()↓ -> () {}\n",
            "func foo()↓ -> ( ) {}\n",
            "func foo() async throws↓ -> Void {}\n",
            "doSomething { arg↓ -> () in\n    print(arg)\n}\n",
            "doSomething { arg↓ -> Void in\n    print(arg)\n}\n",
        ],
        corrections: [
            // A single-expression closure keeps its `-> Void`: the expression may have a value.
            Correction("handle.withDescriptor { descriptor↓ -> Void in\n    try truncate(descriptor)\n}\n",
                       "handle.withDescriptor { descriptor -> Void in\n    try truncate(descriptor)\n}\n"),
            // …unless that expression is an assignment, whose value is `()`.
            Correction("lock.withLock { ()↓ -> Void in\n    self.store[id] = entry\n}\n",
                       "lock.withLock { () in\n    self.store[id] = entry\n}\n"),
            Correction("future.always { _↓ -> Void in\n    count += 1\n}\n", "future.always { _ in\n    count += 1\n}\n"),
            Correction("func foo()↓ -> Void {}\n", "func foo() {}\n"),
            Correction("protocol Foo {\n func foo()↓ -> Void\n}\n", "protocol Foo {\n func foo()\n}\n"),
            Correction("func foo()↓ -> () {}\n", "func foo() {}\n"),
            Correction("protocol Foo {\n    #if true\n    func foo()↓ -> Void\n    #endif\n}\n",
                       "protocol Foo {\n    #if true\n    func foo()\n    #endif\n}\n"),
            Correction("doSomething { arg↓ -> Void in\n    print(arg)\n    log(arg)\n}\n",
                       "doSomething { arg in\n    print(arg)\n    log(arg)\n}\n"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var severity = Severity.warning
        public var includeClosures = true

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case includeClosures = "include_closures"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            includeClosures = try container.decodeIfPresent(Bool.self, forKey: .includeClosures) ?? includeClosures
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ReturnClauseSyntax.self) { node in
            let parent = node.parent?.kind
            // A function type needs its return type; closures are optional.
            if parent == .functionType || (parent == .closureSignature && !options.includeClosures) { return }
            guard Self.isVoid(node.type), let previous = node.previousToken(viewMode: .sourceAccurate) else { return }
            let start = previous.endPositionBeforeTrailingTrivia
            // Only signatures can lose the clause; a subscript must keep a type.
            // In a closure whose body is one expression, `-> Void` may be what stops
            // that expression's value (`try ftruncate(…)`) being returned: reported
            // as SwiftLint does, but not removed.
            let removable = (parent == .functionSignature || (parent == .closureSignature && !Self.hasSingleExpressionBody(node)))
                && !StyleSupport.hasComment(previous.trailingTrivia) && !StyleSupport.hasComment(node.arrow.trailingTrivia)
            file.report(self, at: start, Self.description.summary, fix: removable ? .init(
                start: start.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "") : nil)
        }
    }

    private static func hasSingleExpressionBody(_ clause: ReturnClauseSyntax) -> Bool {
        guard let closure = clause.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let item = closure.statements.first?.item, let expression = item.as(ExprSyntax.self) else { return false }
        return !isAssignment(expression)
    }

    /// `x = y`, `_ = f()`, `n += 1`: an assignment's value is `()`, so the closure stays Void without the clause.
    private static func isAssignment(_ expression: ExprSyntax) -> Bool {
        var unwrapped = expression
        if let tried = unwrapped.as(TryExprSyntax.self) { unwrapped = tried.expression }
        if let awaited = unwrapped.as(AwaitExprSyntax.self) { unwrapped = awaited.expression }
        guard let sequence = unwrapped.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { element in
            if element.is(AssignmentExprSyntax.self) { return true }
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
        }
    }

    /// `Void` or `()`.
    private static func isVoid(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "Void" && identifier.genericArgumentClause == nil
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return tuple.elements.isEmpty && !tuple.leftParen.trailingTrivia.contains(where: \.isComment)
        }
        return false
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `return doWork()` in a function returning nothing reads as if a value were
/// handed back; calling first and returning after says what really happens.
public struct ReturnValueFromVoidFunctionRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "return_value_from_void_function",
        name: "Return Value from Void Function",
        summary: "Returning values from Void functions should be avoided",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is a `return`.
    public var triggerIdentifiers: [String] { ["return"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ReturnStmtSyntax.self) { node in
            guard let value = node.expression, let function = Self.enclosingFunction(of: Syntax(node)),
                  Self.returnsVoid(function) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: Self.fix(for: node, value: value, in: file))
        }
    }

    /// The function whose body holds `node`, unless a closure, a variable or an
    /// initializer comes first (their `return` is not the function's).
    private static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
        var current: Syntax? = node
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function }
            // A subscript (or a type around it) returns its own value: swift-nio's
            // tests have one in a struct inside a `Void` test method, whose
            // `return 0xff` the fix broke (found by the fix round trip).
            if syntax.is(ClosureExprSyntax.self) || syntax.is(VariableDeclSyntax.self)
                || syntax.is(InitializerDeclSyntax.self) || syntax.is(SubscriptDeclSyntax.self)
                || syntax.is(MemberBlockSyntax.self) {
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// No return type, `Void` or `()`.
    private static func returnsVoid(_ function: FunctionDeclSyntax) -> Bool {
        guard let type = function.signature.returnClause?.type else { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
            || type.as(TupleTypeSyntax.self)?.elements.isEmpty == true
    }

    /// `return value` as the last statement of its block becomes `value` and a
    /// bare `return` on the next line, at the same indentation.
    private static func fix(for node: ReturnStmtSyntax, value: ExprSyntax, in file: LintFile) -> Diagnostic.Fix? {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self), list.last?.id == item.id else { return nil }
        let indentation = node.leadingTrivia.pieces.reversed().prefix { piece in
            switch piece {
            case .spaces, .tabs: true
            default: false
            }
        }
        let indent = Trivia(pieces: Array(indentation.reversed())).description
        let start = node.returnKeyword.positionAfterSkippingLeadingTrivia
        return Diagnostic.Fix(start: start.utf8Offset, end: value.endPositionBeforeTrailingTrivia.utf8Offset,
                              replacement: file.sourceText(of: value) + "\n" + indent + "return")
    }
}

extension ReturnValueFromVoidFunctionRule {
    static var nonTriggeringExamples: [Example] {
        [
            // A subscript of a type declared inside the function returns its own value.
            "func testReads() {\n    struct Bytes {\n        subscript(_: Int) -> UInt8 {\n            return 0xff\n        }\n    }\n}\n",
            "func reset() {\n    return\n}\n",
            "func reset() {\n    return /* nothing left */\n}\n",
            "func total() -> Int {\n    return 42\n}\n",
            "func reset() -> Void {\n    if isEmpty {\n        return\n    }\n    clear()\n}\n",
            "func reset() {\n    return;\n    clear()\n}\n",
            "func idle() {}",
            "init?() {\n    guard isReady else {\n        return nil\n    }\n}\n",
            "init?(name: String?) {\n    guard name != nil else {\n        return nil\n    }\n}\n",
            "func outer() {\n    struct Box {\n        init?(name: String?) {\n            return nil\n        }\n    }\n}\n",
            "func reset() {\n    guard isReady else {\n        return\n    }\n}\n",
            "func load() -> Result<Int, Error> {\n    func helper() {}\n    func other() -> Void {}\n}\n",
            "func lookup() -> String? {\n    return nil\n}\n",
            "func reset() {\n    if isDone {\n        log(\"done\")\n        return\n    }\n"
                + "    let kept = [4, 5].filter { return $0 > 4 }\n    return\n}\n",
            "func reset() {\n    guard isReady else {\n        clear()\n        return\n    }\n}\n",
            "func setUp() {\n    var size: Int {\n        return 3\n    }\n",
            "func draw() -> () { paint() }",
            "func draw() { paint() }",
            "func draw() { { return paint() }() }",
            "func draw() {\n    func inner() -> Int {\n        return 7\n    }\n}\n",
            "init?() { return nil }",
            "func draw() {\n    var width: Int { return 9 }\n}\n",
            "func handle(_ event: Event) {\n    switch event {\n    case .tap:\n        return\n    default:\n        fail()\n    }\n}\n",
        ]
    }

    static var triggeringExamples: [Example] {
        [
            "func reset() {\n    ↓return clear()\n}\n",
            "func reset() -> () {\n    ↓return self.clear()\n}\n",
            "func reset() -> Void {\n    ↓return clear()\n}\n",
            "func reset() -> Void {\n    ↓return /* why */ clear()\n}\n",
            "func reset() {\n    ↓return\n    self.clear()\n}\n",
            "func reset() {\n    count += 1\n    ↓return\n    count += 1\n}\n",
            "func startUp() {\n    guard isReady else {\n        ↓return log(\"\")\n    }\n}\n",
            "// A leading comment\nfunc reset() {\n    guard isReady else {\n        ↓return fail(\"\")\n    }\n}\n",
            "func load() -> Result<Int, Error> {\n    func helper() {\n        guard false else {\n"
                + "            ↓return fail(\"\")\n        }\n    }\n    func other() -> Void {}\n}\n",
            "func reset() {\n    guard isReady else {\n        tidy()\n        return // fine\n    }\n"
                + "    guard isOpen else {\n        ↓return fail(\"\")\n    }\n    close()\n}\n",
            "func reset() {\n    guard isOpen else {\n        ↓return fail(\"\"); // why\n    }\n    close()\n}\n",
            "func reset() {\n  if isDone {\n    ↓return finish()\n  }\n  clear()\n}\n",
            "func reset() {\n  switch state {\n    case .idle:\n      ↓return finish() // skip clear()\n"
                + "    case .busy:\n      wait()\n  }\n  clear()\n}\n",
            "func reset() {\n  if isDone {\n    if isClean {\n      ↓return finish()\n    }\n  }\n  clear()\n}\n",
            "func reset() {\n  ↓return run({\n    return build()\n  })\n}\n",
            "func reset() {\n  let job: () -> () = {\n    return prepare()\n  }\n  if isDone {\n    if isClean {\n"
                + "      return // fine\n    }\n  }\n  ↓return finish()\n}\n",
        ]
    }

    static var corrections: [Correction] {
        [
            Correction("func close() -> Void {\n    ↓return flush()\n    // trailing note\n}\n",
                       "func close() -> Void {\n    flush()\n    return\n    // trailing note\n}\n"),
            Correction("func close(now: Bool) {\n    if now {\n        // leading note\n        ↓return flush()\n    }\n}\n",
                       "func close(now: Bool) {\n    if now {\n        // leading note\n        flush()\n        return\n    }\n}\n"),
            Correction("func close() {\n\t↓return flush()\n}\n", "func close() {\n\tflush()\n\treturn\n}\n"),
        ]
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// A function that only crashes (`fatalError("not implemented")`) compiles
/// into every caller and fails at run time; `@available(*, unavailable)`
/// makes the compiler reject the calls instead.
public struct UnavailableFunctionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "unavailable_function",
        name: "Unavailable Function",
        summary: "Unimplemented functions should be marked as unavailable",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            final class BadgeView: UIView {
                @available(*, unavailable)
                required init?(coder: NSCoder) {
                    fatalError("init(coder:) is not supported")
                }
            }
            """,
            """
            func node(from source: String) -> Node {
                if let node = Parser(source).parse() {
                    return node
                }
                fatalError("unparseable source")
            }
            """,
            "func restartAfterMigration() -> Never {\n    clearCaches()\n    // A fresh start picks up the new store.\n    abort()\n}",
            "@available(macOS, unavailable, message: \"Use the async variant\")\nfunc loadSync() {\n    preconditionFailure()\n}",
            // Only a call that is itself a statement of the body counts.
            "func check(_ count: Int) {\n    if count < 0 {\n        fatalError(\"negative count\")\n    }\n}",
            "func stop() {\n    Swift.fatalError(\"stopped\")\n}",
            // A `return` in a nested function counts as one (SwiftLint looks into them).
            "func unsupported() {\n    func reason() -> String { return \"unsupported\" }\n    fatalError(reason())\n}",
            "protocol Loader {\n    func load()\n    init(path: String)\n}",
        ],
        triggeringExamples: [
            """
            final class BadgeView: UIView {
                required ↓init?(coder: NSCoder) {
                    fatalError("init(coder:) is not supported")
                }
            }
            """,
            """
            final class BadgeView: UIView {
                required ↓init?(coder: NSCoder) {
                    let reason = "init(coder:) is not supported"
                    fatalError(reason)
                }
            }
            """,
            "struct Token {\n    ↓init(raw: Int) {\n        preconditionFailure(\"use init(kind:)\")\n    }\n}",
            "↓func restartAfterMigration() {\n    clearCaches()\n    // A fresh start picks up the new store.\n    abort()\n}",
            // A `return` inside a closure or a call's arguments does not count.
            """
            ↓func render() -> Int {
                let size = { return 4 }
                items.forEach { _ in return }
                fatalError("render is not ready: \\(size())")
            }
            """,
            "@available(*, deprecated)\n↓func legacyExport() {\n    fatalError()\n}",
            "class Store {\n    func open() {\n        ↓func fail() { fatalError(\"closed\") }\n        fail()\n    }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["abort", "fatalError", "preconditionFailure"] }

    /// The functions that end the program, as SwiftLint lists them.
    private static let terminatingFunctions: Set<String> = ["abort", "fatalError", "preconditionFailure"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard !Self.returnsNever(node), Self.isUnimplemented(node.body, attributes: node.attributes) else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        walk.on(InitializerDeclSyntax.self) { node in
            guard Self.isUnimplemented(node.body, attributes: node.attributes) else { return }
            file.report(self, at: node.initKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `-> Never`, spelled as a plain name.
    private static func returnsNever(_ node: FunctionDeclSyntax) -> Bool {
        node.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text == "Never"
    }

    /// Not marked unavailable, with a body that calls a terminating function
    /// as one of its statements and never returns.
    private static func isUnimplemented(_ body: CodeBlockSyntax?, attributes: AttributeListSyntax) -> Bool {
        guard let statements = body?.statements, !LintSupport.isUnavailable(attributes),
              statements.contains(where: isTerminatingCall)
        else { return false }
        return !containsReturn(statements)
    }

    /// A statement that is a call of `fatalError`, `preconditionFailure` or `abort` by its plain name.
    private static func isTerminatingCall(_ item: CodeBlockItemSyntax) -> Bool {
        guard let callee = item.item.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return terminatingFunctions.contains(callee.baseName.text)
    }

    /// A `return` anywhere in the statements but inside closures and calls
    /// (nested functions included, as SwiftLint searches).
    private static func containsReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
        var pending = [Syntax(statements)]
        while let node = pending.popLast() {
            if node.is(ReturnStmtSyntax.self) { return true }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionCallExprSyntax.self) { continue }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }
}

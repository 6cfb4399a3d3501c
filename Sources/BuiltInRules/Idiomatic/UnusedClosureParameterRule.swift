import LintEngine
import SwiftSyntax
import ToolCore

/// A named parameter that is never used makes the reader look for a use;
/// `_` says at once that the value is ignored.
public struct UnusedClosureParameterRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "unused_closure_parameter",
        name: "Unused Closure Parameter",
        summary: "Unused parameter in a closure should be replaced with _",
        kind: .lint,
        nonTriggeringExamples: [
            "[1, 2].map { $0 + 1 }",
            "[1, 2].map { number in\n number + 1 \n}",
            "[1, 2].map { _ in\n 3 \n}",
            "[1, 2].something { number, idx in\n return number * idx\n}",
            "genericsFunc { (a: Type, b) in\n    a + b\n}",
            Example("rlmConfiguration.migrationBlock.map { rlmMigration in\n    return { migration, schemaVersion in\n"
                    + "        rlmMigration(migration.rlmMigration, schemaVersion)\n    }\n}"),
            "withPostSideEffect { input in\n    if true { print(\"\\(input)\") }\n}",
            Example("viewModel?.profileImage.didSet(weak: self) { (self, profileImage) in\n"
                    + "    self.profileImageView.image = profileImage\n}"),
            "List($names) { $name in\n    Text(name)\n}",
            "_ = [\"a\"].filter { `class` in `class`.hasPrefix(\"a\") }",
        ],
        triggeringExamples: [
            "[1, 2].map { ↓number in\n return 3 }",
            "[1, 2].map { ↓number in\n return numberWithSuffix }",
            "[1, 2].map { ↓number in\n return 3 // number }",
            "[1, 2].something { number, ↓idx in\n return number }",
            "genericsFunc { (↓number: TypeA, idx: TypeB) in return idx }",
            "hoge(arg: num) { ↓num in\n}",
            "fooFunc { ↓아 in }",
            "let failure: Failure = { ↓task, error in\n    observer.sendFailed(error)\n}",
            "List($names) { ↓$name in\n    Text(\"Foo\")\n}",
            "f { ↓x in\n    g { y in y.x }\n}",
        ],
        corrections: [
            Correction("[1, 2].map { ↓number in return 3 }", "[1, 2].map { _ in return 3 }"),
            Correction("[1, 2].something { number, ↓idx in return number }",
                       "[1, 2].something { number, _ in return number }"),
            Correction("genericsFunc { (↓a: Type, ↓b) -> Void in }", "genericsFunc { (_: Type, _) -> Void in }"),
            Correction("func foo () {\n  bar { ↓number in\n    return 3\n  }\n}\n",
                       "func foo () {\n  bar { _ in\n    return 3\n  }\n}\n"),
            Correction("let failure: Failure = { ↓task, error in\n    observer.sendFailed(error)\n}",
                       "let failure: Failure = { _, error in\n    observer.sendFailed(error)\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// A closure with named parameters whose body is being walked.
    private struct OpenClosure {
        let id: SyntaxIdentifier
        let bodyStart: AbsolutePosition
        let parameters: [(token: TokenSyntax, name: String)]
        var used: Set<String> = []
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // References inside a nested closure count for every closure around it.
        var open: [OpenClosure] = []
        walk.on(ClosureExprSyntax.self) { node in
            let parameters = Self.namedParameters(of: node)
            guard !parameters.isEmpty else { return }
            open.append(OpenClosure(id: node.id, bodyStart: node.statements.position, parameters: parameters))
        }
        walk.on(DeclReferenceExprSyntax.self) { node in
            guard !open.isEmpty, !Self.isMemberName(node) else { return }
            let name = Self.normalized(node.baseName.text)
            for index in open.indices.reversed() where node.position >= open[index].bodyStart {
                open[index].used.insert(name)
            }
        }
        walk.after(ClosureExprSyntax.self) { node in
            guard open.last?.id == node.id, let closure = open.popLast() else { return }
            for (token, name) in closure.parameters where !closure.used.contains(name) {
                file.report(self, at: token.positionAfterSkippingLeadingTrivia,
                            Self.description.summary,
                            fix: .init(start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                                       end: token.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "_"))
            }
        }
    }

    private static func namedParameters(of closure: ClosureExprSyntax) -> [(token: TokenSyntax, name: String)] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        let tokens: [TokenSyntax]
        switch clause {
        case .simpleInput(let shorthand): tokens = shorthand.map(\.name)
        case .parameterClause(let parameters): tokens = parameters.parameters.map(\.firstName)
        }
        return tokens.filter { $0.tokenKind != .wildcard }.map { ($0, normalized($0.text)) }
    }

    /// `x` in `a.x` names a member, not the parameter.
    private static func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
        node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    }

    /// `$name` and `` `name` `` refer to `name`.
    private static func normalized(_ name: String) -> String {
        name.contains("$") || name.contains("`") ? String(name.filter { $0 != "$" && $0 != "`" }) : name
    }
}

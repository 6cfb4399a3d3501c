import LintEngine
import SwiftSyntax
import ToolCore

/// `reduce([], +)` copies the growing array at every step (quadratic);
/// `flatMap` appends each piece once.
public struct FlatMapOverMapReduceRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "flatmap_over_map_reduce",
        name: "Flat Map over Map Reduce",
        summary: "Prefer `flatMap` over `map` followed by `reduce([], +)`",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "let total = shelves.map { $0.books.count }.reduce(0, +)",
            "let books = shelves.flatMap { $0.books }",
            "let books = shelves.map { $0.books }.reduce([]) { $0 + $1 }",
            "let books = shelves.map { $0.books }.reduce([favourite], +)",
            "let books = shelves.map { $0.books }.reduce([:], +)",
            "let books = shelves.map { $0.books }.reduce([], -)",
        ],
        triggeringExamples: [
            "let books = ↓shelves.map { $0.books }.reduce([], +)",
            "let books = ↓shelves.map(\\.books).reduce([ ], +)",
            "let books = ↓nestedBooks.reduce([], +)",
            "let books = ↓shelves\n    .map { $0.books }\n    .reduce([], +)",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["reduce"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["reduce"]) { node in
            // Any `x.reduce([], +)`, whatever `x` is, as SwiftLint checks it.
            guard node.callsMember(named: "reduce"), node.arguments.count == 2,
                  let seed = node.arguments.first?.expression.as(ArrayExprSyntax.self), seed.elements.isEmpty,
                  node.arguments.last?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "+"
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `isEmpty` answers at once; comparing with `[]` or `[:]` builds an empty
/// collection and compares element by element through `Equatable`.
public struct EmptyCollectionLiteralRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "empty_collection_literal",
        name: "Empty Collection Literal",
        summary: "Prefer checking `isEmpty` over comparing collection to an empty array or dictionary literal",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "tags = []",
            "tags.isEmpty",
            "!tags.isEmpty",
            "settings = [:]",
            "tags == [\"draft\"]",
            "settings != [\"theme\": \"dark\"]",
            "[] == tags",
            "let same = tags.elementsEqual(others, by: ==)",
        ],
        triggeringExamples: [
            "tags↓ == []",
            "tags↓ != []",
            "tags↓ == [ ]",
            "tags↓==[]",
            "settings↓ == [:]",
            "settings↓ != [:]",
            "settings↓ == [: ]",
            "settings↓ == [ :]",
            "settings↓ == [ : ]",
            "let unchanged = draft.tags↓ != []",
            "let unchanged = loadTags()↓ == []",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // SwiftLint looks at every `==`/`!=` token; outside a binary operator
        // expression (an operator reference, a declaration) none is followed by `[`.
        walk.on(BinaryOperatorExprSyntax.self) { node in
            let comparison = node.operator
            guard comparison.tokenKind == .binaryOperator("==") || comparison.tokenKind == .binaryOperator("!="),
                  let open = comparison.nextToken(viewMode: .sourceAccurate), open.tokenKind == .leftSquare,
                  let inside = open.nextToken(viewMode: .sourceAccurate),
                  inside.tokenKind == .colon || inside.tokenKind == .rightSquare,
                  let lhs = comparison.previousToken(viewMode: .sourceAccurate)
            else { return }
            file.report(self, at: lhs.endPositionBeforeTrailingTrivia, Self.description.summary)
        }
    }
}

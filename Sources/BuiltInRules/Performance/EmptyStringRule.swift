import LintEngine
import SwiftSyntax
import ToolCore

/// `isEmpty` answers at once; comparing with `""` builds a string and
/// compares through the general equality.
public struct EmptyStringRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "empty_string",
        name: "Empty String",
        summary: "Prefer checking `isEmpty` over comparing `string` to an empty string literal",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "myString.isEmpty\n",
            "!myString.isEmpty\n",
            "let text = \"\"\"\nfoo==\n\"\"\"\n",
            "myString == \" \"\n",
        ],
        triggeringExamples: [
            "myString↓ == \"\"\n",
            "myString↓ != \"\"\n",
            "myString↓==\"\"\n",
            "myString↓ == #\"\"#\n",
            "myString↓ == ##\"\"##\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(StringLiteralExprSyntax.self) { node in
            // `""`, `#""#`: no segment, or one empty one.
            guard node.segments.count <= 1,
                  node.segments.allSatisfy({ $0.as(StringSegmentSyntax.self)?.content.text.isEmpty == true }),
                  let comparison = node.previousToken(viewMode: .sourceAccurate),
                  case .binaryOperator(let name) = comparison.tokenKind, name == "==" || name == "!=",
                  let lhs = comparison.previousToken(viewMode: .sourceAccurate) else { return }
            file.report(self, at: lhs.endPositionBeforeTrailingTrivia, Self.description.summary)
        }
    }
}

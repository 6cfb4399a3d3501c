import LintEngine
import SwiftSyntax
import ToolCore

/// A dictionary literal with a repeated key traps at run time.
public struct DuplicatedKeyInDictionaryLiteralRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "duplicated_key_in_dictionary_literal",
        name: "Duplicated Key in Dictionary Literal",
        summary: "Dictionary literals with duplicated keys will crash at runtime",
        kind: .lint,
        nonTriggeringExamples: [
            "[\n    1: \"1\",\n    2: \"2\"\n]",
            "[\n    \"1\": 1,\n    \"2\": 2\n]",
            "[\n    foo: \"1\",\n    bar: \"2\"\n]",
            "[\n    UUID(): \"1\",\n    UUID(): \"2\"\n]",
            "[\n    #line: \"1\",\n    #line: \"2\"\n]",
        ],
        triggeringExamples: [
            "[\n    1: \"1\",\n    2: \"2\",\n    ↓1: \"one\"\n]",
            "[\n    \"1\": 1,\n    \"2\": 2,\n    ↓\"2\": 2\n]",
            "[\n    foo: \"1\",\n    bar: \"2\",\n    baz: \"3\",\n    ↓foo: \"4\",\n    zaz: \"5\"\n]",
            "[\n    .one: \"1\",\n    .two: \"2\",\n    .three: \"3\",\n    ↓.one: \"1\",\n    .four: \"4\",\n    .five: \"5\"\n]",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(DictionaryElementListSyntax.self) { list in
            guard list.count > 1 else { return }
            var seen = Set<String>()
            for element in list {
                guard let key = Self.constantKey(element.key) else { continue }
                if !seen.insert(key).inserted {
                    file.report(self, at: element.key.positionAfterSkippingLeadingTrivia, Self.description.summary)
                }
            }
        }
    }

    /// A key whose value the text decides: literals, names, member accesses.
    /// Calls and `#line` may differ at each evaluation.
    private static func constantKey(_ key: ExprSyntax) -> String? {
        if key.is(StringLiteralExprSyntax.self) || key.is(IntegerLiteralExprSyntax.self)
            || key.is(FloatLiteralExprSyntax.self) || key.is(MemberAccessExprSyntax.self) {
            return key.trimmedText
        }
        return key.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

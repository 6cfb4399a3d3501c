import LintEngine
import SwiftSyntax
import ToolCore

/// `"text".data(using: .utf8)` returns an optional that is never nil: UTF-8 can
/// encode every string. `Data("text".utf8)` says so and needs no unwrapping.
public struct NonOptionalStringDataConversionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "non_optional_string_data_conversion",
        name: "Non-optional String -> Data Conversion",
        summary: "Prefer non-optional `Data(_:)` initializer when converting `String` to `Data`",
        kind: .lint,
        nonTriggeringExamples: [
            "Data(\"foo\".utf8)",
            "Data(string.utf8)",
            "\"foo\".data(using: .ascii)",
            "string.data(using: .utf8)",
            "\"foo\".data(using: .utf8, allowLossyConversion: true)",
        ],
        triggeringExamples: [
            "↓\"foo\".data(using: .utf8)",
            "let bytes = ↓\"\"\"\nmulti\n\"\"\".data(using: .utf8)",
            Example("↓string.data(using: .utf8)", options: "{include_variables: true}"),
            Example("↓self.name.data(using: .utf8)", options: "{include_variables: true}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Also flag receivers that are not string literals (named by syntax, not type-checked).
        public var includeVariables = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case includeVariables = "include_variables"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            includeVariables = try container.decodeIfPresent(Bool.self, forKey: .includeVariables) ?? includeVariables
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public var triggerIdentifiers: [String] { ["utf8"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["data"]) { node in
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "data", let base = member.base,
                  options.includeVariables || base.is(StringLiteralExprSyntax.self),
                  node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "using",
                  let encoding = argument.expression.as(MemberAccessExprSyntax.self),
                  encoding.declName.baseName.text == "utf8"
            else { return }
            file.report(self, at: base.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

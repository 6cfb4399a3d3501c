import LintEngine
import SwiftSyntax
import ToolCore

/// Past two or three members a tuple's positions stop being self-explanatory;
/// a type with named properties says what each value is.
public struct LargeTupleRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "large_tuple",
        name: "Large Tuple",
        summary: "Tuples shouldn't have too many members. Create a custom type instead.",
        kind: .metrics,
        nonTriggeringExamples: [
            "let foo: (Int, Int)",
            "let foo: (start: Int, end: Int)",
            "let foo: (Int, (Int, String))",
            "func foo() throws -> (Int, Int) {}",
            "let foo: (Int, Int, Int) -> Void",
            "func foo(bar: (Int, String, Float) async throws -> Void)",
            "func getGenericTypeAndInt() -> (Type<Int, String, Float>, Int)?",
            Example("let regex: Regex<(Substring, Substring, Substring, Substring)>? = nil", options: "{ignore_regex: true}"),
            Example("let foo: (Int, Int, Int)", options: "3"),
        ],
        triggeringExamples: [
            "let foo: ↓(Int, Int, Int)",
            "let foo: ↓(start: Int, end: Int, value: String)",
            "let foo: (Int, ↓(Int, Int, Int))",
            "func foo(bar: ↓(Int, Int, Int))",
            "func foo() async throws -> ↓(Int, ↓(String, String, String), Int) {}",
            "func getDictionaryAndInt() -> (Dictionary<Int, ↓(String, String, String)>, Int)?",
            "let regex: Regex<↓(Substring, Substring, Substring, Substring)>? = nil",
            Example("let foo: ↓(Int, Int)", options: "{warning: 1, error: 3}"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        public var levels = SeverityLevels(warning: 2, error: 3)
        /// Tuples spelling a `Regex` output type are left alone.
        public var ignoreRegex = false

        public init() {}

        enum CodingKeys: String, CodingKey { case ignoreRegex = "ignore_regex" }

        public init(from decoder: any Decoder) throws {
            self = try Self.decodingLevels(from: decoder)
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            ignoreRegex = try container.decodeIfPresent(Bool.self, forKey: .ignoreRegex) ?? ignoreRegex
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(TupleTypeSyntax.self) { node in
            guard let severity = options.levels.severity(for: node.elements.count) else { return }
            if options.ignoreRegex && Self.isRegexOutput(node) { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia,
                        "Tuples should have at most \(options.levels.warning) members", severity: severity)
        }
    }

    /// `Regex<(…)>` or `Regex<(…)?>`.
    private static func isRegexOutput(_ node: TupleTypeSyntax) -> Bool {
        var current = Syntax(node)
        if let optional = current.parent, optional.is(OptionalTypeSyntax.self) { current = optional }
        guard let argument = current.parent?.as(GenericArgumentSyntax.self),
              let clause = argument.parent?.parent?.as(GenericArgumentClauseSyntax.self),
              let type = clause.parent?.as(IdentifierTypeSyntax.self)
        else { return false }
        return type.name.text == "Regex"
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// Many parameters make calls hard to read and usually mean the function does
/// too much or wants a type to carry its inputs.
public struct FunctionParameterCountRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "function_parameter_count",
        name: "Function Parameter Count",
        summary: "Number of function parameters should be low.",
        kind: .metrics,
        nonTriggeringExamples: [
            "init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}",
            "func f2(p1: Int, p2: Int) { }",
            "func f(a: Int, b: Int, c: Int, d: Int, x: Int = 42) {}",
            "func f(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int = 0) {}",
            "override func f(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}",
            Example("func f(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}", options: "6"),
        ],
        triggeringExamples: [
            "↓func f(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}",
            "↓func initialValue(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}",
            "private ↓func f(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int = 2, g: Int) {}",
            Example("struct Foo {\n    init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}\n"
                    + "    ↓func bar(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}\n}"),
            Example("↓func f(a: Int, b: Int, c: Int = 0) {}", options: "{warning: 2, ignores_default_parameters: false}"),
            Example("↓func f(a: Int, b: Int, c: Int) {}", options: "[1, 2]"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        public var levels = SeverityLevels(warning: 5, error: 8)
        public var ignoresDefaultParameters = true

        public init() {}

        enum CodingKeys: String, CodingKey { case ignoresDefaultParameters = "ignores_default_parameters" }

        public init(from decoder: any Decoder) throws {
            self = try Self.decodingLevels(from: decoder)
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            ignoresDefaultParameters = try container.decodeIfPresent(Bool.self, forKey: .ignoresDefaultParameters)
                ?? ignoresDefaultParameters
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            // An override cannot change its parameters.
            guard !node.modifiers.hasKeyword(.override) else { return }
            let parameters = node.signature.parameterClause.parameters
            var count = parameters.count
            let levels = options.levels
            guard count > levels.lowestLimit else { return }
            if options.ignoresDefaultParameters {
                count -= parameters.filter { $0.defaultValue != nil }.count
            }
            guard let severity = levels.severity(for: count) else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia,
                        "Function should have \(levels.warning) parameters or less: it currently has \(count)",
                        severity: severity)
        }
    }
}

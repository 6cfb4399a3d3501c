import LintEngine
import SwiftSyntax
import ToolCore

/// A long closure is a function without a name: its work is hard to follow
/// inline and cannot be read or tested on its own. Past a few dozen lines,
/// the body is better extracted into a named function.
///
/// Lines are counted as for `function_body_length`: those strictly between
/// the braces that hold code. Reported at the opening brace.
public struct ClosureBodyLengthRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "closure_body_length",
        name: "Closure Body Length",
        summary: "Closure bodies should not span too many lines",
        kind: .metrics,
        isOptIn: true,
        nonTriggeringExamples: [
            "items.map { $0.id }\n",
            "load { result in\n}\n",
            Example("load { result in\n" + code(1) + comments(15) + blanks(15) + "}\n"),
            Example("load { result in\n" + code(30) + "}\n"),
            Example("load { result in\n" + code(30) + comments(20) + blanks(20) + "}\n"),
            "load(completion: { result in\n})\n",
            Example("load({ result in\n" + code(30) + "})\n"),
            Example("load(completion: { result in\n" + code(30) + "})\n"),
            Example("load(completion: { result in\n" + code(30) + "}, failure: { error in\n" + code(30) + "})\n"),
            Example("load(completion: { result in\n" + code(30) + "}) { error in\n" + code(30) + "}\n"),
            Example("let parser: Parser = {\n    let made = Parser()\n" + code(28) + "    return made\n}()\n"),
            Example("run {\n    start()\n    finish()\n}\n", options: "2"),
        ],
        triggeringExamples: [
            Example("load ↓{ result in\n" + code(31) + "}\n"),
            Example("load ↓{ result in\n" + code(31) + comments(10) + blanks(10) + "}\n"),
            Example("load(↓{ result in\n" + code(31) + "})\n"),
            Example("load(completion: ↓{ result in\n" + code(31) + "})\n"),
            Example("load(completion: ↓{ result in\n" + code(31) + "}, failure: ↓{ error in\n" + code(31) + "})\n"),
            Example("load(completion: ↓{ result in\n" + code(31) + "}) ↓{ error in\n" + code(31) + "}\n"),
            Example("let parser: Parser = ↓{\n    let made = Parser()\n" + code(29) + "    return made\n}()\n"),
            Example("run ↓{\n    load ↓{ result in\n" + code(31, indent: "        ") + "    }\n}\n"),
            Example("run ↓{\n    start()\n    // then\n\n    finish()\n    report()\n}\n", options: "[2, 5]"),
            Example("run ↓{\n    start()\n    finish()\n}\n", options: "{warning: 1}"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        public var levels = SeverityLevels(warning: 30, error: 100)

        public init() {}

        public init(from decoder: any Decoder) throws {
            self = try Self.decodingLevels(from: decoder)
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// `count` lines of code for an example body.
    private static func code(_ count: Int, indent: String = "    ") -> String {
        (0..<count).map { "\(indent)let value\($0) = \($0)\n" }.joined()
    }

    private static func comments(_ count: Int) -> String {
        String(repeating: "    // note\n", count: count)
    }

    private static func blanks(_ count: Int) -> String {
        String(repeating: "    \n", count: count)
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClosureExprSyntax.self) { node in
            guard let lines = file.bodyLineCount(leftBrace: node.leftBrace, rightBrace: node.rightBrace,
                                                 exceeding: options.levels.lowestLimit),
                  let (severity, threshold) = options.levels.violation(for: lines)
            else { return }
            file.report(self, at: node.leftBrace.positionAfterSkippingLeadingTrivia,
                        bodyLengthMessage("Closure", threshold: threshold, lines: lines), severity: severity)
        }
    }
}

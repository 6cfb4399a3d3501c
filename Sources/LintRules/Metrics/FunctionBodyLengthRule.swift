import LintEngine
import SwiftSyntax
import ToolCore

/// A long function does too many things to name, read or test as one.
public struct FunctionBodyLengthRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "function_body_length",
        name: "Function Body Length",
        summary: "Function bodies should not span too many lines",
        kind: .metrics,
        nonTriggeringExamples: [
            Example("func f() {\n" + String(repeating: "    let x = 0\n", count: 50) + "}\n"),
            Example("func f() {\n" + String(repeating: "    let x = 0\n", count: 49)
                    + String(repeating: "    // comment\n\n", count: 20) + "}\n"),
            Example("init() {\n" + String(repeating: "    let x = 0\n", count: 50) + "}\n"),
            Example("func f() {\n    let x = 0\n    let y = 1\n}\n", options: "2"),
            Example("func f() {}\n", options: "[1, 2]"),
        ],
        triggeringExamples: [
            Example("↓func f() {\n" + String(repeating: "    let x = 0\n", count: 51) + "}\n"),
            Example("struct S {\n    ↓init() {\n" + String(repeating: "        let x = 0\n", count: 51) + "    }\n}\n"),
            Example("class C {\n    private ↓func f() {\n        let x = 0\n        // comment\n\n        let y = 1\n"
                    + "        let z = 2\n    }\n}\n", options: "{warning: 2, error: 5}"),
            Example("↓func f() { let x = 0 }\n", options: "0"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        public var levels = SeverityLevels(warning: 50, error: 100)

        public init() {}

        public init(from decoder: any Decoder) throws {
            self = try Self.decodingLevels(from: decoder)
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            if let body = node.body { check(body, reportingAt: node.funcKeyword, in: file) }
        }
        walk.on(InitializerDeclSyntax.self) { node in
            if let body = node.body { check(body, reportingAt: node.initKeyword, in: file) }
        }
    }

    private func check(_ body: CodeBlockSyntax, reportingAt keyword: TokenSyntax, in file: LintFile) {
        guard let lines = file.bodyLineCount(leftBrace: body.leftBrace, rightBrace: body.rightBrace,
                                             exceeding: options.levels.lowestLimit),
              let (severity, threshold) = options.levels.violation(for: lines)
        else { return }
        file.report(self, at: keyword.positionAfterSkippingLeadingTrivia,
                    bodyLengthMessage("Function", threshold: threshold, lines: lines), severity: severity)
    }
}

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
            Example("class C {\n    ↓deinit {\n        let x = 0\n        let y = 1\n        let z = 2\n    }\n}\n", options: "2"),
            Example("struct S {\n    ↓subscript() -> Int {\n        let x = 0\n        let y = 1\n        return x + y\n    }\n}\n",
                    options: "2"),
            Example("struct S {\n    subscript() -> Int {\n        ↓get {\n            let x = 0\n            let y = 1\n"
                    + "            return x + y\n        }\n    }\n}\n", options: "2"),
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
            if let body = node.body { check(body.leftBrace, body.rightBrace, "Function", at: node.funcKeyword, in: file) }
        }
        walk.on(InitializerDeclSyntax.self) { node in
            if let body = node.body { check(body.leftBrace, body.rightBrace, "Initializer", at: node.initKeyword, in: file) }
        }
        walk.on(DeinitializerDeclSyntax.self) { node in
            if let body = node.body { check(body.leftBrace, body.rightBrace, "Deinitializer", at: node.deinitKeyword, in: file) }
        }
        // A subscript's getter-only body, or each of its accessors (not a property's: SwiftLint's choice).
        walk.on(SubscriptDeclSyntax.self) { node in
            guard let block = node.accessorBlock else { return }
            switch block.accessors {
            case .getter:
                check(block.leftBrace, block.rightBrace, "Subscript", at: node.subscriptKeyword, in: file)
            case .accessors(let accessors):
                for accessor in accessors {
                    guard let body = accessor.body else { continue }
                    check(body.leftBrace, body.rightBrace, "Accessor", at: accessor.accessorSpecifier, in: file)
                }
            }
        }
    }

    private func check(
        _ leftBrace: TokenSyntax, _ rightBrace: TokenSyntax, _ kind: String, at keyword: TokenSyntax, in file: LintFile
    ) {
        guard let lines = file.bodyLineCount(leftBrace: leftBrace, rightBrace: rightBrace,
                                             exceeding: options.levels.lowestLimit),
              let (severity, threshold) = options.levels.violation(for: lines)
        else { return }
        file.report(self, at: keyword.positionAfterSkippingLeadingTrivia,
                    bodyLengthMessage(kind, threshold: threshold, lines: lines), severity: severity)
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// An exit tucked onto the condition's line (`if done { return }`) is easy to
/// miss when scanning a function for the places it can leave; on a line of
/// its own it stands out.
///
/// As in SwiftLint, only a `return` that is the last statement of the block
/// counts: an `if` is reported (at `if`) when its body ends with a `return` on
/// the `if` line, or its final `else { … }` ends with one on the `else` line;
/// a `guard` (unless `if_only`) when its body ends with one on the `guard` line.
public struct ConditionalReturnsOnNewlineRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "conditional_returns_on_newline",
        name: "Conditional Returns on Newline",
        summary: "Conditional statements should always return on the next line",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "guard isReady else {\n    return nil\n}\n",
            "guard isReady,\n      let value = cache else {\n    return nil\n}\n",
            "if isReady {\n    return 1\n} else {\n    return 2\n}\n",
            "if isReady,\n   let value = cache {\n    return value\n}\n",
            "if response.status == .done {\n    finish()\n}\n",
            "if isReady { // return early\n    start()\n}\n",
            "guard isReady\nelse { return }\n",
            "if isReady { start() } else { stop() }\n",
            "if isReady { return; finish() }\n",
            "if isReady {\n    start()\n} else if isPaused {\n    return\n}\n",
            "let handler = { if isReady { start() } }\n",
            Example("guard isReady else { return }\n", options: "{if_only: true}"),
        ],
        triggeringExamples: [
            "↓guard isReady else { return }\n",
            "↓if isReady { return }\n",
            "↓if isReady { start() } else { return }\n",
            "↓if isReady { start() } else {      return }\n",
            "↓if isReady { return \"on\" } else { return \"off\" }\n",
            "↓guard isReady else { report(); return }\n",
            "↓if isReady { log(); return value; }\n",
            "↓if isReady {\n    start()\n} else { return }\n",
            "if isReady {\n    return 1\n} else ↓if isPaused { return 2 }\n",
            "func level() -> Int {\n    ↓if isReady { return 1 }\n    return 0\n}\n",
            "let level = items.map { item in\n    ↓guard item.isValid else { return 0 }\n    return item.level\n}\n",
            Example("↓if isReady { return }\n", options: "{if_only: true}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Check `if` statements only, not `guard`.
        public var ifOnly = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case ifOnly = "if_only"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            ifOnly = try container.decodeIfPresent(Bool.self, forKey: .ifOnly) ?? ifOnly
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(IfExprSyntax.self) { node in
            guard Self.endsWithReturn(node.body, onLineOf: node.ifKeyword, in: file)
                    || Self.elseEndsWithReturn(node, in: file)
            else { return }
            file.report(self, at: node.ifKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        guard !options.ifOnly else { return }
        walk.on(GuardStmtSyntax.self) { node in
            guard Self.endsWithReturn(node.body, onLineOf: node.guardKeyword, in: file) else { return }
            file.report(self, at: node.guardKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether a final `else { … }` (not `else if`) ends with a `return` on the `else` line.
    private static func elseEndsWithReturn(_ node: IfExprSyntax, in file: LintFile) -> Bool {
        guard let elseBody = node.elseBody?.as(CodeBlockSyntax.self), let elseKeyword = node.elseKeyword else {
            return false
        }
        return endsWithReturn(elseBody, onLineOf: elseKeyword, in: file)
    }

    /// Whether the last statement of `block` is a `return` starting on the line of `token`.
    private static func endsWithReturn(_ block: CodeBlockSyntax, onLineOf token: TokenSyntax, in file: LintFile) -> Bool {
        guard let returnStatement = block.statements.last?.item.as(ReturnStmtSyntax.self) else { return false }
        return file.location(of: returnStatement.returnKeyword.positionAfterSkippingLeadingTrivia).line
            == file.location(of: token.positionAfterSkippingLeadingTrivia).line
    }
}

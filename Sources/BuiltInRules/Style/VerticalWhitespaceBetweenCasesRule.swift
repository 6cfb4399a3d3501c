import LintEngine
import SwiftSyntax
import ToolCore

/// An empty line before each case of a multi-line switch shows where one
/// case's body ends and the next begins.
///
/// As SwiftLint 0.65 decides, from the syntax tree: for each two neighbouring
/// elements of a switch's case list (cases, or `#if` blocks among them),
/// unless both are one-line cases on consecutive lines, there must be an
/// empty line after the first's end or before the second's start (its
/// comments aside). The violation is at the second element; the correction
/// puts the empty line after the first case when a comment above the second
/// is indented like it (the comment belongs to it), else right above the
/// second. `separation: never` asks for the opposite: no empty lines there.
public struct VerticalWhitespaceBetweenCasesRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "vertical_whitespace_between_cases",
        name: "Vertical Whitespace Between Cases",
        summary: "Include a single empty line between switch cases",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "switch level {\n\ncase 0..<3:\n    print(\"low\")\n\ncase 3..<6:\n    print(\"high\")\n\ndefault:\n    print(\"invalid\")\n\n"
                + "@unknown default:\n    print(\"unknown\")\n}\n",
            "switch level {\ncase 0..<3:\n    print(\"low\")\n\ncase 3..<6:\n    print(\"high\")\n\ndefault:\n    print(\"invalid\")\n}\n",
            "switch level {\ncase 0..<3: print(\"low\")\ncase 3..<6: print(\"high\")\ndefault: print(\"invalid\")\n"
                + "@unknown default: print(\"unknown\")\n}\n",
            "switch level {    \ncase 1:    \n    print(\"one\")    \n    \ndefault:    \n    print(\"other\")    \n}    ",
            "switch level {\ncase 1:\n    print(\"one\")\n\n// The others.\ndefault:\n    print(\"other\")\n}\n",
            Example("switch level {\ncase 1:\n    print(\"one\")\ndefault:\n    print(\"other\")\n}\n", options: "{separation: never}"),
            "switch level {\ncase 1:\n    print(\"one\")\n\ncase 2,\n     3:\n    print(\"few\")\n}\n",
            "let script = \"\"\"\n    print(level)\n    case 1:\n    \"\"\"\n",
        ],
        triggeringExamples: [
            "switch level {\ncase 0..<3:\n    return \"valid\"\n↓default:\n    return \"invalid\"\n↓@unknown default:\n"
                + "    print(\"unknown\")\n}\n",
            "switch level {\ncase 0..<3:\n    print(\"valid\")\n↓default:\n    print(\"invalid\")\n}\n",
            "switch state {\ncase .ready:\n    print(\"ready\")\n↓case .done:\n    print(\"done\")\n}\n",
            "switch state {\ncase .ready:\n    prepare()\n    start()\n↓case .done:\n    finish()\n    stop()\n}\n",
            "func run() {\n    switch state {\n    case .ready:\n        start()\n    ↓case .done:\n        stop()\n    }\n}\n",
            "switch state {\ncase .ready:\n    start()   \n↓case .done:\n    stop()\n}\n",
            "switch state {\ncase .ready: start()\n↓case .done:\n    stop()\n}\n",
            "switch level {\ncase 1:\n    print(\"one\")\n// The others.\n↓default:\n    print(\"other\")\n}\n",
            "switch level {\ncase 1:\n    print(\"one\") // done\n↓default:\n    print(\"other\")\n}\n",
            "switch level {\ncase 1:\n    one()\n↓#if DEBUG\ncase 2:\n    two()\n#endif\n}\n",
            Example("switch level {\ncase 1:\n    one()\n\n↓case 2:\n    two()\n}\n", options: "{separation: never}"),
        ],
        corrections: [
            Correction("switch level {\ncase 0..<3:\n    return \"valid\"\n↓default:\n    return \"invalid\"\n↓@unknown default:\n"
                       + "    print(\"unknown\")\n}\n",
                       "switch level {\ncase 0..<3:\n    return \"valid\"\n\ndefault:\n    return \"invalid\"\n\n@unknown default:\n"
                       + "    print(\"unknown\")\n}\n"),
            Correction("switch state {\ncase .ready:\n    print(\"ready\")\n↓case .done:\n    print(\"done\")\n}\n",
                       "switch state {\ncase .ready:\n    print(\"ready\")\n\ncase .done:\n    print(\"done\")\n}\n"),
            Correction("switch level {\ncase 1:\n    one()\n// two\n↓case 2:\n    two()\n}\n",
                       "switch level {\ncase 1:\n    one()\n\n// two\ncase 2:\n    two()\n}\n"),
            Correction("switch level {\ncase 1:\n    one()\n    // still one\n↓case 2:\n    two()\n}\n",
                       "switch level {\ncase 1:\n    one()\n    // still one\n\ncase 2:\n    two()\n}\n"),
            Correction(Example("switch level {\ncase 1:\n    one()\n\n\n↓case 2:\n    two()\n}\n", options: "{separation: never}"),
                       "switch level {\ncase 1:\n    one()\ncase 2:\n    two()\n}\n"),
            Correction("func run() {\n    switch state {\n    case .ready:\n        start()\n    ↓case .done:\n        stop()\n    }\n}\n",
                       "func run() {\n    switch state {\n    case .ready:\n        start()\n\n    case .done:\n"
                       + "        stop()\n    }\n}\n"),
        ]
    )

    /// Whether cases are separated by an empty line or by none.
    public enum Separation: String, ConfigEnum {
        case always, never
    }

    public struct Options: RuleOptions, Equatable {
        public var severity = Severity.warning
        public var separation = Separation.always

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity, separation
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            separation = try container.decodeIfPresent(Separation.self, forKey: .separation) ?? separation
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public var triggerIdentifiers: [String] { ["case", "default"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SwitchCaseListSyntax.self) { list in
            for (element, next) in zip(list, list.dropFirst()) { check(element, next, in: file) }
        }
    }

    private func check(_ element: SwitchCaseListSyntax.Element, _ next: SwitchCaseListSyntax.Element, in file: LintFile) {
        if case .switchCase(let current) = element, case .switchCase(let following) = next,
           Self.areOneLinersInARow(current, following, in: file) { return }
        let endLine = file.location(of: element.endPosition).line
        let nextStart = next.positionAfterSkippingLeadingTrivia
        let startLine = file.location(of: nextStart).line
        let emptyAfter = Self.emptyLines(from: endLine + 1, step: 1, in: file)
        let emptyBefore = Self.emptyLines(from: startLine - 1, step: -1, in: file)
        switch options.separation {
        case .always:
            guard emptyAfter == 0, emptyBefore == 0 else { return }
            let caseIndentation = Self.indentation(before: next.leadingTrivia.pieces.endIndex, in: next.leadingTrivia)
            let insertion = Self.commentIndentation(of: next.leadingTrivia) == caseIndentation
                ? element.endPosition.utf8Offset  // the comment belongs to the next case
                : nextStart.utf8Offset - caseIndentation.utf8.count
            file.report(self, at: nextStart, Self.description.summary,
                        fix: .init(start: insertion, end: insertion, replacement: "\n"))
        case .never:
            if emptyAfter > 0 {
                let start = file.lines[endLine - 1].endOffset
                file.report(self, at: nextStart, Self.description.summary,
                            fix: .init(start: start, end: file.lines[endLine + emptyAfter - 1].endOffset, replacement: ""))
            }
            if emptyBefore > 0, emptyAfter == 0 || next.leadingTrivia.contains(where: \.isComment) {
                let start = file.lines[startLine - emptyBefore - 2].endOffset
                file.report(self, at: nextStart, Self.description.summary,
                            fix: .init(start: start, end: file.lines[startLine - 2].endOffset, replacement: ""))
            }
        }
    }

    /// Two cases of one line each, the second on the line after the first.
    private static func areOneLinersInARow(_ current: SwitchCaseSyntax, _ next: SwitchCaseSyntax, in file: LintFile) -> Bool {
        let (currentStart, currentEnd) = lines(of: current, in: file)
        let (nextStart, nextEnd) = lines(of: next, in: file)
        return currentStart == currentEnd && nextStart == nextEnd && nextStart == currentStart + 1
    }

    private static func lines(of node: SwitchCaseSyntax, in file: LintFile) -> (start: Int, end: Int) {
        (file.location(of: node.positionAfterSkippingLeadingTrivia).line,
         file.location(of: node.statements.last?.endPosition ?? node.endPosition).line)
    }

    /// How many blank lines (outside literals and comments) follow one another from `line` on.
    private static func emptyLines(from line: Int, step: Int, in file: LintFile) -> Int {
        var count = 0, current = line
        while current >= 1, current <= file.lines.count, isEmpty(current, in: file) {
            count += 1
            current += step
        }
        return count
    }

    private static func isEmpty(_ line: Int, in file: LintFile) -> Bool {
        guard !file.codeLines.contains(line), !file.commentLines.contains(line) else { return false }
        return file.lines[line - 1].text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// The blanks that end `trivia` before `end` back to its last line break (or its start).
    private static func indentation(before end: Int, in trivia: Trivia) -> String {
        var text = ""
        for piece in trivia.pieces[..<end].reversed() {
            switch piece {
            case .spaces(let count): text = String(repeating: " ", count: count) + text
            case .tabs(let count): text = String(repeating: "\t", count: count) + text
            default: return text
            }
        }
        return text
    }

    /// The indentation of the last comment in the trivia, or of the trivia's last line when it holds none.
    private static func commentIndentation(of trivia: Trivia) -> String {
        let pieces = trivia.pieces
        let lastComment = pieces.lastIndex(where: { !$0.isWhitespace }) ?? pieces.endIndex
        return indentation(before: lastComment, in: trivia)
    }
}

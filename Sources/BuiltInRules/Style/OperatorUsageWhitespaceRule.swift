import LintEngine
import SwiftSyntax
import ToolCore

/// One space on each side of a binary operator (`a + b`) makes expressions
/// scan evenly; `a+b` and `a   + b` do not.
public struct OperatorUsageWhitespaceRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "operator_usage_whitespace",
        name: "Operator Usage Whitespace",
        summary: "Operators should be surrounded by a single whitespace when they are being used",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "let foo = 1 + 2\n",
            "let foo = !false\n",
            "let foo: Array<String>\n",
            "let model = CustomView<Container<Button>, NSAttributedString>()\n",
            "let foo = 1 +\n  2\n",
            "let range = 1...3\n",
            "let range = 1 ... 3\n",
            "let range = 1..<3\n",
            "#if swift(>=3.0)\n    foo()\n#endif\n",
            "array.removeAtIndex(-200)\n",
            "let doubleValue = -9e-11\n",
            "enum Enum {\ncase hello   = 1\ncase hello2  = 1\n}\n",
            "return lhs.filePath == rhs.filePath\n    && lhs.rootDirectory == rhs.rootDirectory\n",
            "let pattern =\n    \"a\" + // one\n    \"|\" +   // or\n    \"b\"\n",
            "typealias Foo = Bar\n",
            "let a   = 1\nlet bcd = 2\n",
            "item.successHandler??()\n",
            Example("let range = startTime<--<endTime\n", options: "{allowed_no_space_operators: [\"<--<\"]}"),
        ],
        triggeringExamples: [
            "let foo = 1↓+2\n",
            "let foo = 1↓   + 2\n",
            "let foo = 1↓ +    2\n",
            "let foo↓=1↓+2\n",
            "let foo↓=bar\n",
            "let range = 1↓ ..<  3\n",
            "let foo = bar↓   ?? 0\n",
            "let foo = bar↓ !==  bar2\n",
            "let v8 = Int8(1)↓  << 6\n",
            "let foo↓  = [1]\n",
            "enum Enum {\ncase one↓  =  1\ncase two  = 1\n}\n",
            "enum Enum {\ncase one↓   = 1\ncase two↓  = 1\n}\n",
            "typealias Foo↓ =  Bar\n",
            "protocol A {\n    associatedtype B↓  = C\n}\n",
            "tabbedViewController.title↓  = nil\n",
            "let foo = bar ? 0↓:1\n",
            "let foo = bar↓ ?   0 : 1\n",
            Example("let a↓   = 1\nlet bcd = 2\n", options: "{skip_aligned_constants: false}"),
        ],
        corrections: [
            Correction("let foo = 1↓+2\n", "let foo = 1 + 2\n"),
            Correction("let foo = 1↓   +    2\n", "let foo = 1 + 2\n"),
            Correction("let foo↓=1↓+2\n", "let foo = 1 + 2\n"),
            Correction("let range = 1↓ ..<  3\n", "let range = 1..<3\n"),
            Correction("let foo = bar↓   ?? 0\n", "let foo = bar ?? 0\n"),
            Correction("let v8 = 1↓ <<  (6)\nlet foo = 1 > 2\n", "let v8 = 1 << (6)\nlet foo = 1 > 2\n"),
            Correction("let foo = bar ? 0↓:1\n", "let foo = bar ? 0 : 1\n"),
            Correction("let foo = bar↓ ?   0 : 1\n", "let foo = bar ? 0 : 1\n"),
            Correction("let seconds = nanoseconds↓/1_000\n", "let seconds = nanoseconds / 1_000\n"),
            Correction("let foo = 1↓ /* one */  + 2\n", "let foo = 1 /* one */  + 2\n"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var linesLookAround = 2
        public var skipAlignedConstants = true
        public var allowedNoSpaceOperators = ["...", "..<"]

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case linesLookAround = "lines_look_around"
            case skipAlignedConstants = "skip_aligned_constants"
            case allowedNoSpaceOperators = "allowed_no_space_operators"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            linesLookAround = try container.decodeIfPresent(Int.self, forKey: .linesLookAround) ?? linesLookAround
            skipAlignedConstants = try container.decodeIfPresent(Bool.self, forKey: .skipAlignedConstants) ?? skipAlignedConstants
            allowedNoSpaceOperators = try container.decodeIfPresent([String].self, forKey: .allowedNoSpaceOperators)
                ?? allowedNoSpaceOperators
        }
    }

    public let options: Options
    private let allowedNoSpace: Set<String>

    /// Alignment is judged against lines around the operator, which may belong to other declarations.
    public static var reach: RuleReach { .file }

    public init(options: Options) {
        self.options = options
        allowedNoSpace = Set(options.allowedNoSpaceOperators)
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(BinaryOperatorExprSyntax.self) { check($0.operator, in: file) }
        walk.on(InitializerClauseSyntax.self) { check($0.equal, in: file) }
        walk.on(TypeInitializerClauseSyntax.self) { check($0.equal, in: file) }
        walk.on(AssignmentExprSyntax.self) { check($0.equal, in: file) }
        walk.on(TernaryExprSyntax.self) { node in
            check(node.questionMark, in: file)
            check(node.colon, in: file)
        }
        walk.on(UnresolvedTernaryExprSyntax.self) { node in
            check(node.questionMark, in: file)
            check(node.colon, in: file)
        }
    }

    private func check(_ token: TokenSyntax, in file: LintFile) {
        if Self.hasOneSpaceEachSide(token, in: file) { return }
        guard let previous = token.previousToken(viewMode: .sourceAccurate),
              let next = token.nextToken(viewMode: .sourceAccurate) else { return }
        let name = token.text
        let noSpacing = (previous.trailingTrivia.isEmpty && token.leadingTrivia.isEmpty)
            || (token.trailingTrivia.isEmpty && next.leadingTrivia.isEmpty)
        if noSpacing && allowedNoSpace.contains(name) { return }
        let tooWideBefore = Self.hasWideSpacing(previous.trailingTrivia) && !token.leadingTrivia.contains(where: \.isNewline)
        let tooWideAfter = Self.hasWideSpacing(token.trailingTrivia) && !token.trailingTrivia.contains(where: \.isNewline)
        let tooWide = (tooWideBefore || tooWideAfter) && !StyleSupport.hasComment(token.leadingTrivia)
            && !StyleSupport.hasComment(token.trailingTrivia) && !StyleSupport.hasComment(next.leadingTrivia)
        guard noSpacing || tooWide else { return }
        let start = previous.endPositionBeforeTrailingTrivia.utf8Offset
        let end = next.positionAfterSkippingLeadingTrivia.utf8Offset
        let gap = file.text(from: start, to: end)
        if options.skipAlignedConstants, Self.isAlignedAssignment(gap, endingAt: next, in: file, lookAround: options.linesLookAround) {
            return
        }
        // Keep line breaks and comments: only a gap on one line is rewritten.
        let trivia = [previous.trailingTrivia, token.leadingTrivia, token.trailingTrivia, next.leadingTrivia]
        let rewritable = !gap.contains("\n") && !gap.contains("\r") && !trivia.contains(where: StyleSupport.hasComment)
        let replacement = allowedNoSpace.contains(name) ? name : " \(name) "
        file.report(self, at: previous.endPositionBeforeTrailingTrivia, Self.description.summary,
                    fix: rewritable ? .init(start: start, end: end, replacement: replacement) : nil)
    }

    /// The usual `a = b`, settled from the bytes without finding the tokens
    /// around: exactly one space on each side, and next to those neither a
    /// blank, a line break nor a comment's end or start.
    private static func hasOneSpaceEachSide(_ token: TokenSyntax, in file: LintFile) -> Bool {
        guard token.presence == .present else { return false }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset, end = token.endPositionBeforeTrailingTrivia.utf8Offset
        let space = UInt8(ascii: " ")
        guard file.byte(at: start - 1) == space, file.byte(at: end) == space,
              let before = file.byte(at: start - 2), let after = file.byte(at: end + 1)
        else { return false }
        return isPlain(before) && isPlain(after)
    }

    /// Not whitespace and not `/` (a comment ends or starts with it).
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != UInt8(ascii: "/")
    }

    private static func hasWideSpacing(_ trivia: Trivia) -> Bool {
        trivia.contains { if case .spaces(let count) = $0 { count > 1 } else { false } }
    }

    /// `name   = value` lined up with an `=` in the same column a few lines
    /// above or below: wider spacing before `=` that aligns constants.
    private static func isAlignedAssignment(_ gap: String, endingAt next: TokenSyntax, in file: LintFile, lookAround: Int) -> Bool {
        // Blanks, `=`, exactly one blank.
        let characters = Array(gap)
        guard characters.count >= 3, characters[characters.count - 2] == "=", characters.last?.isWhitespace == true,
              characters.dropLast(2).allSatisfy(\.isWhitespace) else { return false }
        let lineNumber = file.location(of: next.positionAfterSkippingLeadingTrivia).line
        guard lineNumber >= 1, lineNumber <= file.lines.count, lookAround >= 1,
              let column = file.lines[lineNumber - 1].text.firstIndex(of: "=").map({
                  file.lines[lineNumber - 1].text.distance(from: file.lines[lineNumber - 1].text.startIndex, to: $0)
              }) else { return false }
        for distance in 1...lookAround {
            for other in [lineNumber + distance, lineNumber - distance] where other >= 1 && other <= file.lines.count {
                let text = file.lines[other - 1].text
                guard text.count > column else { continue }
                if text[text.index(text.startIndex, offsetBy: column)] == "=" { return true }
            }
        }
        return false
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `{ $0 }` with a space inside each brace sets a one-line closure apart from
/// the call around it; `{$0}` runs together.
public struct ClosureSpacingRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "closure_spacing",
        name: "Closure Spacing",
        summary: "Closure expressions should have a single space inside each brace",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "[].map ({ $0.description })\n",
            "[].filter { $0.contains(location) }\n",
            "extension UITableViewCell: ReusableView { }\n",
            "extension UITableViewCell: ReusableView {}\n",
            "let r = /\\{\\}/\n",
            "var tapped: (UITapGestureRecognizer) -> Void = { _ in /* no-op */ }\n",
            "let test1 = func1(arg: { /* do nothing */ })\nlet test2 = func1 { /* do nothing */ }\n",
            "foo {\n    bar()\n}\n",
        ],
        triggeringExamples: [
            "[].filter↓{ $0.contains(location) }\n",
            "[].filter(↓{$0.contains(location)})\n",
            "[].map(↓{$0})\n",
            "(↓{each in return result.contains(where: ↓{e in return e}) }).count\n",
            "filter ↓{ sorted ↓{ $0 < $1}}\n",
            "var tapped: (UITapGestureRecognizer) -> Void = ↓{ _ in /* no-op */  }\n",
        ],
        corrections: [
            Correction("[].filter(↓{$0.contains(location) })\n", "[].filter({ $0.contains(location) })\n"),
            Correction("[].map(↓{$0})\n", "[].map({ $0 })\n"),
            Correction("filter ↓{sorted ↓{ $0 < $1}}\n", "filter { sorted { $0 < $1 } }\n"),
            Correction("(↓{each in return result.contains(where: ↓{e in return 0})}).count\n",
                       "({ each in return result.contains(where: { e in return 0 }) }).count\n"),
            Correction("[].filter↓{  $0 }\n", "[].filter { $0 }\n"),
            Correction("let f = ↓{ _ in /* no-op */  }\n", "let f = { _ in /* no-op */ }\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Its findings are gathered across the file and reported at its end.
    public static var reach: RuleReach { .file }

    /// A closure with wrong spacing and the edits that correct it.
    private struct Finding {
        let start: Int
        let end: Int
        let edits: [Diagnostic.Fix]
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var findings: [Finding] = []
        walk.on(ClosureExprSyntax.self) { node in
            guard let edits = Self.spacingEdits(of: node, in: file) else { return }
            findings.append(Finding(start: node.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                                    end: node.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset, edits: edits))
        }
        walk.after(SourceFileSyntax.self) { _ in report(findings, in: file) }
    }

    /// Reports every closure. Nested closures share gaps (`}}`), so the
    /// outermost one on the line carries the fix for all of them.
    private func report(_ findings: [Finding], in file: LintFile) {
        var index = findings.startIndex
        while index < findings.endIndex {
            let outer = findings[index]
            var next = findings.index(after: index)
            while next < findings.endIndex, findings[next].start < outer.end { next = findings.index(after: next) }
            let nested = findings[index..<next]
            var edits: [Diagnostic.Fix] = []
            for edit in nested.flatMap(\.edits) where !edits.contains(edit) { edits.append(edit) }
            var fix = StyleSupport.combinedFix(edits, in: file)
            for finding in nested {
                file.report(self, at: AbsolutePosition(utf8Offset: finding.start), Self.description.summary, fix: fix)
                fix = nil
            }
            index = next
        }
    }

    /// The edits that give a one-line closure a single space inside (and,
    /// where needed, outside) each brace; `nil` when its spacing is right.
    private static func spacingEdits(of node: ClosureExprSyntax, in file: LintFile) -> [Diagnostic.Fix]? {
        let left = node.leftBrace, right = node.rightBrace
        // Regex literals such as `/\{\}/` once parsed as closures after an operator.
        guard node.parent?.is(PostfixOperatorExprSyntax.self) != true,
              right.position.utf8Offset - left.position.utf8Offset > 1,
              file.location(of: left.positionAfterSkippingLeadingTrivia).line
                == file.location(of: right.endPositionBeforeTrailingTrivia).line else { return nil }
        var edits: [Diagnostic.Fix] = []
        let previousKind = node.previousToken(viewMode: .sourceAccurate)?.tokenKind
        if !hasSingleSpaceBefore(left), previousKind != .leftParen, previousKind != .leftSquare,
           !left.leadingTrivia.contains(where: \.isNewline) {
            edits.append(blankRun(before: left))
        }
        if !hasSingleSpaceAfter(left) { edits.append(blankRun(after: left)) }
        if !hasSingleSpaceBefore(right) { edits.append(blankRun(before: right)) }
        if !hasSingleSpaceAfter(right), !mayTouchRight(right),
           !right.trailingTrivia.contains(where: { if case .lineComment = $0 { true } else { false } }) {
            edits.append(blankRun(after: right))
        }
        return edits.isEmpty ? nil : edits
    }

    private static func hasSingleSpaceBefore(_ token: TokenSyntax) -> Bool {
        token.leadingTrivia.pieces.last == .spaces(1)
            || token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.pieces.last == .spaces(1)
    }

    private static func hasSingleSpaceAfter(_ token: TokenSyntax) -> Bool {
        token.trailingTrivia.first == .spaces(1) || token.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.first == .spaces(1)
    }

    /// What may follow a closing brace directly: punctuation, a line break,
    /// the end of the file.
    private static func mayTouchRight(_ brace: TokenSyntax) -> Bool {
        if brace.trailingTrivia.first?.isNewline == true { return true }
        guard let next = brace.nextToken(viewMode: .sourceAccurate) else { return true }
        if next.leadingTrivia.first?.isNewline == true { return true }
        switch next.tokenKind {
        case .colon, .comma, .endOfFile, .exclamationMark, .leftParen, .leftSquare, .period, .postfixQuestionMark,
             .rightParen, .rightSquare, .semicolon:
            return true
        default:
            return false
        }
    }

    /// The run of spaces and tabs just before `token` (back into the previous
    /// token's trailing trivia), to become one space.
    private static func blankRun(before token: TokenSyntax) -> Diagnostic.Fix {
        let end = token.positionAfterSkippingLeadingTrivia.utf8Offset
        var start = end
        var reachedStart = true
        for piece in token.leadingTrivia.pieces.reversed() {
            guard piece.isSpaceOrTab else { reachedStart = false; break }
            start -= piece.sourceLength.utf8Length
        }
        if reachedStart, let previous = token.previousToken(viewMode: .sourceAccurate) {
            for piece in previous.trailingTrivia.pieces.reversed() {
                guard piece.isSpaceOrTab else { break }
                start -= piece.sourceLength.utf8Length
            }
        }
        return Diagnostic.Fix(start: start, end: end, replacement: " ")
    }

    /// The run of spaces and tabs just after `token` (on into the next
    /// token's leading trivia), to become one space.
    private static func blankRun(after token: TokenSyntax) -> Diagnostic.Fix {
        let start = token.endPositionBeforeTrailingTrivia.utf8Offset
        var end = start
        var reachedEnd = true
        for piece in token.trailingTrivia {
            guard piece.isSpaceOrTab else { reachedEnd = false; break }
            end += piece.sourceLength.utf8Length
        }
        if reachedEnd, let next = token.nextToken(viewMode: .sourceAccurate) {
            for piece in next.leadingTrivia {
                guard piece.isSpaceOrTab else { break }
                end += piece.sourceLength.utf8Length
            }
        }
        return Diagnostic.Fix(start: start, end: end, replacement: " ")
    }
}

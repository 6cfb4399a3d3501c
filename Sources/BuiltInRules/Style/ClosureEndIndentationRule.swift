import LintEngine
import SwiftSyntax
import ToolCore

/// The closing brace of a multi-line closure lined up with the line that
/// opened it shows where the closure ends; a brace out of line reads as the
/// end of some other block.
///
/// As in SwiftLint, the brace is compared with the first character of the
/// line the closure belongs to: for a trailing closure, the line where the
/// call's chain starts, or the line of the last `.member` that starts a line;
/// for a closure argument, the line of its label (not checked when the first
/// argument shares a line with the opening parenthesis); for a further
/// trailing closure, the line of its label; otherwise the line of its opening
/// brace. The fix re-indents the brace, or moves it to a line of its own.
public struct ClosureEndIndentationRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "closure_end_indentation",
        name: "Closure End Indentation",
        summary: "Closure end should have the same indentation as the line that started it",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "Publisher(items: [4, 5])\n   .sink { item in\n       handle(item)\n   }\n",
            "[3, 4].forEach { print($0) }\n",
            "let result = lookup(key: key, in: [.cache]).compactMap { entry in\n   Value(entry: entry)\n}.compactMap { value in\n"
                + "   value.resolved()\n}\n",
            "render(title: name,\n       style: plain) { _ in }\n",
            "someLongReceiver.chainedMember\n   .apply { _ in }\n",
            "build(first, 42)\n{ _ in }\n",
            "configure(\n    onStart: { value in\n        log(value)\n    },\n    onStop: { reason in\n        log(reason)\n    })\n",
            "configure(delay: 2,\n          onStart: { value in\n    log(value)\n})\n",
            "configure(delay: 2, onStart: { value in\n        log(value)\n    },\n    onStop: { reason in\n        log(reason)\n    })\n",
            "(-offset).describe()\n",
            "let total = items\n    .first?.reduce {\n    }\n    .last!.reduce {\n    }\n    .rows[1].reduce {\n    }\n"
                + "    .make().reduce {\n    }\n",
            "#Preview(\"Card\",\n         traits: .sizeThatFitsLayout) {\n    CardView()\n}\n",
            "func preview() {\n    #Preview(\"Card\",\n             traits: .sizeThatFitsLayout) {\n        CardView()\n    }\n}\n",
            "animate {\n    fade()\n} completion: {\n    finish()\n}\n",
            "let handlers = [\n    { print(1) },\n    {\n        print(2)\n    }\n]\n",
        ],
        triggeringExamples: [
            "Publisher(items: [4, 5])\n   .sink { item in\n       handle(item)\n↓}\n",
            "let result = lookup(key: key).compactMap { entry in\n    Value(entry: entry)\n    ↓}.compactMap { value in\n"
                + "    value.resolved()\n}\n",
            "configure(\n    onStart: { value in\n        log(value)\n↓},\n    onStop: { reason in\n        log(reason)\n↓})\n",
            "let handlers = [\n    {\n        print(2)\n  ↓}\n]\n",
            "#Preview(\"Card\") {\n    CardView()\n    ↓}\n",
            "animate {\n    fade()\n} completion: {\n    finish()\n  ↓}\n",
            "let total = items\n    .first?.reduce {\n↓}\n",
        ],
        corrections: [
            Correction("Publisher(items: [4, 5])\n    .sink { item in\n        handle(item)\n↓}\n",
                       "Publisher(items: [4, 5])\n    .sink { item in\n        handle(item)\n    }\n"),
            Correction("Publisher(items: [4, 5])\n    .sink { item in\n        handle(item)\n↓}.then { next in\n"
                        + "        handle(next)\n↓}\n",
                       "Publisher(items: [4, 5])\n    .sink { item in\n        handle(item)\n    }.then { next in\n"
                        + "        handle(next)\n    }\n"),
            Correction("configure(\n    onStart: { value in\n        log(value) ↓})\n",
                       "configure(\n    onStart: { value in\n        log(value) \n    })\n"),
            Correction("let result = lookup(key: key).compactMap { entry in\nValue(entry: entry)\n   ↓}.compactMap { value in\n"
                        + "value.resolved()\n}\n",
                       "let result = lookup(key: key).compactMap { entry in\nValue(entry: entry)\n}.compactMap { value in\n"
                        + "value.resolved()\n}\n"),
            Correction("configure(\n    onStart: { value in\n        log(value)\n        /* done */↓})\n",
                       "configure(\n    onStart: { value in\n        log(value)\n        /* done */\n    })\n"),
            Correction("run {\n    // nothing yet\n    ↓}\n", "run {\n    // nothing yet\n}\n"),
            Correction("configure(\n    onStart: { value in\n↓ok})\n", "configure(\n    onStart: { value in\nok\n    })\n"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClosureExprSyntax.self) { node in check(node, in: file) }
    }

    private func check(_ node: ClosureExprSyntax, in file: LintFile) {
        let brace = node.rightBrace
        guard brace.presence == .present, node.leftBrace.presence == .present else { return }
        let bracePosition = brace.positionAfterSkippingLeadingTrivia
        let end = file.location(of: bracePosition)
        // Only closures spanning lines.
        guard end.line > file.location(of: node.leftBrace.positionAfterSkippingLeadingTrivia).line,
              let anchor = Self.anchorPosition(of: node, in: file)
        else { return }
        let expected = Self.indentation(ofLine: file.location(of: anchor).line, in: file)
        let actual = end.column - 1
        guard actual != expected else { return }
        let indentation = String(repeating: " ", count: expected)
        // A brace starting its line is re-indented; one after other code
        // (or a comment) moves to a line of its own.
        let startsLine = brace.leadingTrivia.reversed().first { !$0.isSpaceOrTab }?.isNewline ?? false
        let fix = startsLine && end.line <= file.lines.count
            ? Diagnostic.Fix(start: file.lines[end.line - 1].startOffset, end: bracePosition.utf8Offset, replacement: indentation)
            : Diagnostic.Fix(start: bracePosition.utf8Offset, end: bracePosition.utf8Offset, replacement: "\n" + indentation)
        file.report(self, at: bracePosition, "expected \(expected), got \(actual)", fix: fix)
    }

    /// Where the line the closing brace should line up with is found; `nil`
    /// for a closure argument of a call whose first argument follows `(`.
    private static func anchorPosition(of node: ClosureExprSyntax, in file: LintFile) -> AbsolutePosition? {
        guard let parent = node.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self), node.keyPathInParent == \FunctionCallExprSyntax.trailingClosure {
            return anchor(of: ExprSyntax(call), in: file)
        }
        // A macro's trailing closure (`#Preview(…) { … }`) lines up with the `#`.
        if let macro = parent.as(MacroExpansionExprSyntax.self), node.keyPathInParent == \MacroExpansionExprSyntax.trailingClosure {
            return macro.pound.positionAfterSkippingLeadingTrivia
        }
        if let macro = parent.as(MacroExpansionDeclSyntax.self), node.keyPathInParent == \MacroExpansionDeclSyntax.trailingClosure {
            return macro.pound.positionAfterSkippingLeadingTrivia
        }
        if let argument = parent.as(LabeledExprSyntax.self) {
            if let list = argument.parent?.as(LabeledExprListSyntax.self),
               let call = list.parent?.as(FunctionCallExprSyntax.self),
               let first = list.first, let leftParen = call.leftParen,
               file.location(of: leftParen.positionAfterSkippingLeadingTrivia).line
                == file.location(of: first.positionAfterSkippingLeadingTrivia).line {
                return nil
            }
            return argument.positionAfterSkippingLeadingTrivia
        }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self) {
            return element.label.positionAfterSkippingLeadingTrivia
        }
        return node.positionAfterSkippingLeadingTrivia
    }

    /// The start of a call chain, or of its last link that starts a line
    /// (`.member` below the code before it).
    private static func anchor(of expression: ExprSyntax, in file: LintFile) -> AbsolutePosition {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let period = member.period.positionAfterSkippingLeadingTrivia
            if file.location(of: period).line > file.location(of: base.endPositionBeforeTrailingTrivia).line {
                return period
            }
            return anchor(of: base, in: file)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return anchor(of: call.calledExpression, in: file) }
        if let call = expression.as(SubscriptCallExprSyntax.self) { return anchor(of: call.calledExpression, in: file) }
        if let chaining = expression.as(OptionalChainingExprSyntax.self) { return anchor(of: chaining.expression, in: file) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return anchor(of: unwrap.expression, in: file) }
        return expression.positionAfterSkippingLeadingTrivia
    }

    /// The number of whitespace characters before the first other character
    /// of a line; 0 for a blank line.
    private static func indentation(ofLine line: Int, in file: LintFile) -> Int {
        guard line >= 1, line <= file.lines.count else { return 0 }
        let text = file.lines[line - 1].text
        // Bytes while they are ASCII (characters are split out at a cost per
        // character, and the line is read to its end when it is blank).
        var blanks = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { break }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C else { return blanks }
            blanks += 1
        }
        guard text.contains(where: { !$0.isWhitespace }) else { return 0 }
        return text.prefix { $0.isWhitespace }.count
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// When a call's arguments are spread over several lines, putting the
/// parentheses on lines of their own makes the argument block stand apart
/// from the call, as a multiline literal's brackets do.
///
/// As in SwiftLint: when some argument starts a line, the opening parenthesis
/// must be followed by a line break (reported after `(`) and the closing one
/// must start a line (reported at `)`); when no argument starts a line, a
/// closing parenthesis on a line of its own is reported after `(`.
public struct MultilineArgumentsBracketsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "multiline_arguments_brackets",
        name: "Multiline Arguments Brackets",
        summary: "Multiline arguments should have their surrounding brackets in a new line",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "render(title: \"a\", size: 2)\n",
            "render(\n    title: \"a\", size: 2\n)\n",
            "render(\n    title: \"a\",\n    size: 2\n)\n",
            "render { value in\n    print(value)\n}\n",
            "render(\n    layout(\n        x: 1,\n        y: 2\n    )\n)\n",
            "Panel(title: \"a\", style: .plain) {\n    close()\n}\n",
            "rows.append(Row(name: \"a\", onTap: { [weak self] in\n    self?.close()\n}))\n",
            "let holder = Holder(entries: [\n    One(),\n    Two()\n])\n",
            "let result = try self.fetch([\n    (name: name, rank: rank),\n])\n",
            "return Producer({ sink, _ in\n    sink.finish()\n}).onMain()\n",
            "Panel(a: [\n    1, 2\n], b: [3])\n",
            "Panel(\n  a: 1\n) { close() }\n",
            "Panel(\n  a: 1\n) {\n  close()\n}\n",
            "Panel(\n  a: .init() { close() }\n)\n",
            "Panel(\n  a: 1\n) {} onFail: {}\n",
        ],
        triggeringExamples: [
            "render(↓title: \"a\", size: 2,\n       color: 3\n)\n",
            "render(\n    title: \"a\",\n    size: 2↓)\n",
            "render(↓title: \"a\",\n       size: 2↓)\n",
            "render(↓layout(\n    x: 1,\n    y: 2\n)\n)\n",
            "render(\n    layout(\n        x: 1,\n        y: 2\n)↓)\n",
            "Panel(↓a: [\n        1, 2\n    ],\n    b: \"two\"↓)\n",
            "Panel(\n  a: 1↓) {}\n",
            "Panel(\n  a: 1↓) {\n  close()\n}\n",
            "rows.append(Row(\n    name: \"a\", onTap: { [weak self] in\n    self?.close()\n}↓))\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let leftParen = node.leftParen, let rightParen = node.rightParen,
                  // Between the parentheses on one line, nothing starts a line.
                  MultilineSupport.holdsLineBreak(in: file, from: leftParen.endPosition, to: rightParen.positionAfterSkippingLeadingTrivia),
                  let firstArgument = node.arguments.first
            else { return }
            let firstArgumentStartsLine = MultilineSupport.hasLeadingNewline(firstArgument)
            let someArgumentStartsLine = node.arguments.contains { MultilineSupport.hasLeadingNewline($0) }
            let rightParenStartsLine = MultilineSupport.hasLeadingNewline(rightParen)
            if !firstArgumentStartsLine, someArgumentStartsLine {
                file.report(self, at: leftParen.endPosition, Self.description.summary)
            }
            if !someArgumentStartsLine, rightParenStartsLine {
                file.report(self, at: leftParen.endPosition, Self.description.summary)
            }
            if !rightParenStartsLine, someArgumentStartsLine {
                file.report(self, at: rightParen.position, Self.description.summary)
            }
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// When a call's arguments wrap, starting each new line under the first
/// argument keeps them readable as a column.
///
/// As in SwiftLint, only the first argument on each later line is compared,
/// by column, with the first argument. After an argument spanning lines (a
/// multi-line closure, say), the next argument starting a line becomes the
/// new reference instead of being reported.
public struct VerticalParameterAlignmentOnCallRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "vertical_parameter_alignment_on_call",
        name: "Vertical Parameter Alignment on Call",
        summary: "Function parameters should be aligned vertically if they're in multiple lines in a method call",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "draw(width: 3, height: 4,\n     depth: 5, color: red)\n",
            "draw(width: 3, height: 4)\n",
            "draw(width: 3, height: 4,\n     depth: 5,\n     color: red)\n",
            "draw(\n   width: 3\n) { _ in }\n",
            "UIView.transition(after: 0.2, changes: {\n    overlay.alpha = 0\n}, finished: { _ in\n    self.cleanUp()\n})\n",
            "UIView.transition(after: 0.2, changes: {\n    overlay.alpha = 0\n},\nfinished: { _ in\n    self.cleanUp()\n})\n",
            "draw(width: 3, shade: { _ in },\n     depth: 5, color: red)\n",
            "draw({ _ in\n        prepare()\n    },\n    finished: { _ in\n        finish()\n    }\n)\n",
            "draw(width: 3, points: [\n   7,\n   8\n], depth: 0)\n",
            "check(value: 0,\n      limit: total == 0)\n",
            "Animator.start(\n    duration: 1.5,\n    delay: 0.5,\n    curve: [.linear]\n) {\n    // steps\n"
                + "} finished: { _ in\n    // done\n}\n",
        ],
        triggeringExamples: [
            "draw(width: 3, height: 4,\n            ↓depth: 5, color: red)\n",
            "draw(width: 3, height: 4,\n  ↓depth: 5, color: red)\n",
            "draw(width: 3, height: 4,\n       ↓depth: 5,\n       ↓color: red)\n",
            "draw(width: 3,\n       ↓shade: { _ in })\n",
            "draw(width: 3,\n     shade: { _ in\n}, depth: 5,\n  ↓color: red)\n",
            "draw(width: 3, shade: { _ in },\n        ↓depth: 5, color: red)\n",
            "check(value: 0,\n        ↓limit: total == 0)\n",
            "check(value: 0, limit:\n        total == 0, ↓strict: true)\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in check(node.arguments, in: file) }
    }

    private func check(_ arguments: LabeledExprListSyntax, in file: LintFile) {
        guard arguments.count > 1, let first = arguments.first else { return }
        // Columns in UTF-8 bytes, as SwiftLint compares them.
        var reference = file.location(of: first.positionAfterSkippingLeadingTrivia)
        var visitedLines = Set<Int>()
        var previousSpansLines = false
        for argument in arguments {
            defer { previousSpansLines = Self.spansLines(argument.expression, in: file) }
            let position = argument.positionAfterSkippingLeadingTrivia
            let location = file.location(of: position)
            guard location.line > reference.line else { continue }
            let isFirstOnLine = visitedLines.insert(location.line).inserted
            guard location.column != reference.column, isFirstOnLine else { continue }
            if previousSpansLines {
                // After a multi-line argument the alignment starts afresh.
                reference = location
                continue
            }
            file.report(self, at: position, Self.description.summary)
        }
    }

    private static func spansLines(_ expression: ExprSyntax, in file: LintFile) -> Bool {
        file.location(of: expression.endPositionBeforeTrailingTrivia).line
            > file.location(of: expression.positionAfterSkippingLeadingTrivia).line
    }
}

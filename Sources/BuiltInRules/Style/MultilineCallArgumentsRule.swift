import LintEngine
import SwiftSyntax
import ToolCore

/// A call whose arguments wrap reads best with each argument on a line of
/// its own; two arguments sharing a line among wrapped ones are easy to miss.
///
/// As in SwiftLint, a call with at least two arguments (trailing closures do
/// not count) is checked. When all arguments start on one line, it is
/// reported only with `allows_single_line: false` (at the second argument)
/// or beyond `max_number_of_single_line_parameters` (at the first argument
/// past the limit). When they start on several lines, the first argument
/// that starts on the line of an earlier one is reported; failing that, the
/// first argument that follows a comma on the line where the previous
/// argument ends (unless that argument ends with `}` or `]`). One finding
/// per call. Enum-case patterns (`case .pair(1, 2)`) are not calls and are
/// not checked.
public struct MultilineCallArgumentsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "multiline_call_arguments",
        name: "Multiline Call Arguments",
        summary: "Arguments of a multi-line call should start one per line, with a line break after each comma; "
            + "single-line calls can be limited or forbidden",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            Example("place(\n    row: 1,\n    column: 2,\n    span: []\n)\n", options: "{allows_single_line: false}"),
            Example("place(row: 1, column: 2)\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("place(\n\trow: 1,\n\tcolumn: 2\n)\n", options: "{allows_single_line: false}"),
            Example("place(row: 1,\n      column: 2,\n      span: [])\n", options: "{max_number_of_single_line_parameters: 1}"),
            "place(cells: [\n    4,\n    5\n], animated: true)\n",
            Example("Grid.place(row: 1, column: 2)\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("place()\n", options: "{allows_single_line: false}"),
            Example("place(row: 1)\n", options: "{allows_single_line: false}"),
            Example("place(1, 2)\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("place(1, column: 2, span: 3)\n", options: "{max_number_of_single_line_parameters: 3}"),
            Example("place(row: 1, column: 2) { cell in\n    fill(cell)\n}\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("place(\n    row: 1,\n    column: 2\n)\n{ cell in\n    fill(cell)\n}\n", options: "{allows_single_line: false}"),
            Example("place { cell in\n    fill(cell)\n}\n", options: "{max_number_of_single_line_parameters: 1}"),
            Example("place(row: 1, column: 2) { _ in\n    fill()\n} otherwise: { _ in\n    clear()\n}\n",
                    options: "{max_number_of_single_line_parameters: 2}"),
            "place(first: { _ in\n    1_000\n}, then: { _ in\n    nil\n})\n",
            "place(\n    row: 1,\n    // the column\n    column: 2,\n    span: 3\n)\n",
            "place(\n    origin: (1, 2), span: 3\n)\n",
            "place(\n    row: 1, // the row\n    column: 2,\n    span: 3\n)\n",
            Example("switch shape {\ncase .box(1, 2, 3, 4):\n    break\ndefault:\n    break\n}\n",
                    options: "{max_number_of_single_line_parameters: 2}"),
            Example("if case let .box(_, _, depth, _) = shape {\n}\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("for case .box(width: 1, height: 2, depth: 3) in shapes {\n}\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("do {\n    try load()\n} catch Failure.code(1, 2, 3) {\n}\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("if case .wrap(.box(1, 2, 3)) = shape {}\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("place([\n    4,\n    5\n], column: 3)\n", options: "{allows_single_line: false}"),
        ],
        triggeringExamples: [
            Example("place(row: 1, column: 2, ↓span: [])\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("Grid.place(row: 1, column: 2, ↓span: [])\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("place(1, 2, ↓3)\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("place(row: 1, ↓column: 2)\n", options: "{allows_single_line: false}"),
            "place(\n    row: 1, ↓column: 2,\n    span: 3\n)\n",
            "place(\n    row: 1,\n    column: 2, ↓span: 3\n)\n",
            "place(\n    row: 1, ↓column: 2,\n    span: 3, depth: 4\n)\n",
            Example("place(\n    origin: (\n        1,\n        2\n    ), ↓span: 3\n)\n",
                    options: "{max_number_of_single_line_parameters: 1}"),
            "place(\n    row: 1, /* then */ ↓column: 2,\n    span: 3\n)\n",
            Example("place(row: 1, ↓column: 2) { _ in\n    fill()\n}\n",
                    options: "{max_number_of_single_line_parameters: 1}"),
            Example("let shape: Shape = .box(1, 2, ↓3, 4)\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("if case .box = shape {\n    _ = measure(a: 1, b: 2, ↓c: 3)\n}\n",
                    options: "{max_number_of_single_line_parameters: 2}"),
            Example("switch shape {\ncase .box where fits(a: 1, b: 2, ↓c: 3):\n    break\ndefault:\n    break\n}\n",
                    options: "{max_number_of_single_line_parameters: 2}"),
            Example("place(outer(1, ↓2), ↓span: 3)\n", options: "{allows_single_line: false}"),
            "place(inner(\n    row: 1,\n    column: 2\n), ↓span: 3)\n",
            "place(origin: inner(\n    1\n),\n    row: 2, ↓column: 3)\n",
        ]
    )

    public typealias Options = SingleLineListOptions

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard node.arguments.count > 1, !settlesOnOneLine(node, in: file) else { return }
            let arguments = Array(node.arguments)
            guard !Self.isInPattern(node), let finding = violation(in: arguments, in: file) else { return }
            file.report(self, at: finding.position, finding.message)
        }
    }

    /// Where a call's arguments are reported, and why.
    private typealias Finding = (position: AbsolutePosition, message: String)

    /// Arguments all on one line, with the defaults (one line allowed, no
    /// maximum): nothing to report, seen from the bytes alone.
    private func settlesOnOneLine(_ node: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        guard options.allowsSingleLine, options.maxNumberOfSingleLineParameters == nil,
              let first = node.arguments.first, let last = node.arguments.last
        else { return false }
        return !MultilineSupport.holdsLineBreak(
            in: file, from: first.positionAfterSkippingLeadingTrivia, to: last.positionAfterSkippingLeadingTrivia)
    }

    private func violation(in arguments: [LabeledExprSyntax], in file: LintFile) -> Finding? {
        let starts = arguments.map { $0.positionAfterSkippingLeadingTrivia }
        let lines = starts.map { file.location(of: $0).line }
        guard Set(lines).count == 1 else {
            return Self.sharedStartLine(starts: starts, lines: lines) ?? Self.missingLineBreakAfterComma(in: arguments, in: file)
        }
        if !options.allowsSingleLine {
            return (starts[1], "Single-line calls with multiple arguments are not allowed")
        }
        if let maximum = options.maxNumberOfSingleLineParameters, starts.count > maximum {
            return (starts[maximum], "Too many arguments on a single line (max: \(maximum))")
        }
        return nil
    }

    /// The first argument starting on the line of an earlier one.
    private static func sharedStartLine(starts: [AbsolutePosition], lines: [Int]) -> Finding? {
        var seen = Set<Int>()
        for (start, line) in zip(starts, lines) {
            guard seen.insert(line).inserted else {
                return (start, "In multi-line calls, each argument must start on its own line")
            }
        }
        return nil
    }

    /// The first argument after a comma on the line where the argument
    /// before it ends, when that argument started on another line.
    private static func missingLineBreakAfterComma(
        in arguments: [LabeledExprSyntax], in file: LintFile
    ) -> Finding? {
        for (current, next) in zip(arguments, arguments.dropFirst()) {
            guard let comma = current.trailingComma, comma.presence == .present else { continue }
            // A closure or collection argument may close on the next one's line.
            if let last = current.expression.lastToken(viewMode: .sourceAccurate),
               last.tokenKind == .rightBrace || last.tokenKind == .rightSquare {
                continue
            }
            let commaLine = file.location(of: comma.positionAfterSkippingLeadingTrivia).line
            let nextStart = next.positionAfterSkippingLeadingTrivia
            let nextLine = file.location(of: nextStart).line
            if commaLine == nextLine, file.location(of: current.positionAfterSkippingLeadingTrivia).line != nextLine {
                return (nextStart, "In multi-line calls, a newline is required after each comma")
            }
        }
        return nil
    }

    /// Whether the call is (part of) a pattern, such as `.pair(1, 2)` in
    /// `case .pair(1, 2):`: SwiftSyntax parses enum-case patterns as calls.
    private static func isInPattern(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ExpressionPatternSyntax.self) { return true }
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self)
                || ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(SwitchCaseItemSyntax.self)
                || ancestor.is(ConditionElementSyntax.self) {
                return false
            }
            current = ancestor.parent
        }
        return false
    }
}

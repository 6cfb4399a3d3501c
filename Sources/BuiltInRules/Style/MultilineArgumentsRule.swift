import LintEngine
import SwiftSyntax
import ToolCore

/// A call whose arguments wrap is easiest to read when each argument that
/// wraps gets a line of its own: two arguments sharing a line among others
/// that do not hide in the ragged shape.
///
/// As in SwiftLint, a call with at least two arguments (trailing closures do
/// not count) is checked when its arguments span more than one line; each
/// argument after the first that shares a line with an earlier argument is
/// reported at its start. `first_argument_location` says where the first
/// argument may go (`any_line`, `same_line` as the called name, `next_line`).
public struct MultilineArgumentsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "multiline_arguments",
        name: "Multiline Arguments",
        summary: "Arguments should be either on the same line, or one per line",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "compute(alpha: 1, beta: 2, gamma: 3)\n",
            "compute(\n    alpha: 1,\n    beta: 2\n)\n",
            "compute(alpha: 1,\n        beta: 2)\n",
            "compute(alpha: 1) { value in\n    print(value)\n}\n",
            "compute(alpha: makeList(\n    1, 2\n), beta: 3)\n",
            "layout.place(view, at: origin) { frame in\n    frame.inset()\n}\n",
            Example("compute(alpha: 1,\n        beta: 2)\n", options: "{first_argument_location: same_line}"),
            Example("compute(alpha: 1, beta: 2)\n", options: "{first_argument_location: same_line}"),
            Example("compute(\n    alpha: 1,\n    beta: 2\n)\n", options: "{first_argument_location: next_line}"),
            Example("compute(alpha: 1, beta: 2)\n", options: "{first_argument_location: next_line}"),
            Example(
                "run(delay: 1, handler: { value in\n    use(value)\n}, done: nil)\n",
                options: "{only_enforce_after_first_closure_on_first_line: true}"
            ),
        ],
        triggeringExamples: [
            "compute(alpha: 1, ↓beta: 2,\n        gamma: 3)\n",
            "compute(alpha: 1,\n        beta: 2, ↓gamma: 3)\n",
            "compute(\n    alpha: 1, ↓beta: 2,\n    gamma: 3\n)\n",
            "run(delay: 1, ↓handler: { value in\n    use(value)\n}, done: nil)\n",
            Example("compute(↓alpha: 1,\n        beta: 2)\n", options: "{first_argument_location: next_line}"),
            Example("compute(\n    ↓alpha: 1,\n    beta: 2)\n", options: "{first_argument_location: same_line}"),
            Example(
                "run(delay: 1, handler: { value in\n    use(value)\n}, done: nil, ↓extra: 2)\n",
                options: "{only_enforce_after_first_closure_on_first_line: true}"
            ),
        ]
    )

    /// Where the first argument of a multiline call may be.
    public enum FirstArgumentLocation: String, ConfigEnum {
        case anyLine = "any_line"
        case sameLine = "same_line"
        case nextLine = "next_line"
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var firstArgumentLocation = FirstArgumentLocation.anyLine
        /// Ignore arguments on the first line up to a closure that starts there.
        public var onlyEnforceAfterFirstClosureOnFirstLine = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case firstArgumentLocation = "first_argument_location"
            case onlyEnforceAfterFirstClosureOnFirstLine = "only_enforce_after_first_closure_on_first_line"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            firstArgumentLocation = try container.decodeIfPresent(FirstArgumentLocation.self, forKey: .firstArgumentLocation)
                ?? firstArgumentLocation
            onlyEnforceAfterFirstClosureOnFirstLine = try container.decodeIfPresent(
                Bool.self, forKey: .onlyEnforceAfterFirstClosureOnFirstLine
            ) ?? onlyEnforceAfterFirstClosureOnFirstLine
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// One argument: where it starts, its line, its index, whether it is a closure.
    private struct Argument {
        let position: AbsolutePosition
        let line: Int
        let index: Int
        let isClosure: Bool
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard node.arguments.count > 1 else { return }
            let callLine = MultilineSupport.line(of: node.calledExpression.positionAfterSkippingLeadingTrivia, in: file)
            let arguments = node.arguments.enumerated().map { index, argument in
                let position = argument.positionAfterSkippingLeadingTrivia
                return Argument(
                    position: position, line: MultilineSupport.line(of: position, in: file), index: index,
                    isClosure: argument.expression.is(ClosureExprSyntax.self)
                )
            }
            var found = violations(in: arguments, callLine: callLine)
            if options.onlyEnforceAfterFirstClosureOnFirstLine {
                found = Self.droppingViolationsBeforeFirstClosure(found, arguments: arguments)
            }
            for argument in found {
                file.report(self, at: argument.position, Self.description.summary)
            }
        }
    }

    private func violations(in arguments: [Argument], callLine: Int) -> [Argument] {
        var visitedLines = Set<Int>()
        if options.firstArgumentLocation == .sameLine {
            visitedLines.insert(callLine)
        }
        let found = arguments.filter { argument in
            let isFirstOnLine = visitedLines.insert(argument.line).inserted
            guard argument.index == 0 else { return !isFirstOnLine }
            switch options.firstArgumentLocation {
            case .anyLine: return false
            case .nextLine: return argument.line <= callLine
            case .sameLine: return argument.line > callLine
            }
        }
        // Only a call whose arguments span several lines is checked.
        return visitedLines.count > 1 ? found : []
    }

    /// Leaves out the leading violations on the first line up to a closure
    /// argument that starts on that line.
    private static func droppingViolationsBeforeFirstClosure(_ found: [Argument], arguments: [Argument]) -> [Argument] {
        guard let closure = arguments.first(where: \.isClosure), let first = arguments.first else { return found }
        return Array(found.drop { argument in
            first.line == closure.line && argument.line == closure.line && argument.index <= closure.index
        })
    }
}

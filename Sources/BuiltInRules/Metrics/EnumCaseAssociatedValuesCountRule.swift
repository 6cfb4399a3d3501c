import LintEngine
import SwiftSyntax
import ToolCore

/// A case carrying many associated values is a type in disguise: every match
/// has to bind or skip each position. A struct with named properties carries
/// them better.
public struct EnumCaseAssociatedValuesCountRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "enum_case_associated_values_count",
        name: "Enum Case Associated Values Count",
        summary: "The number of associated values in an enum case should be low.",
        kind: .metrics,
        isOptIn: true,
        nonTriggeringExamples: [
            Example("enum Shape {\n"
                    + "    case polygon(sides: Int, length: Double, color: String, filled: Bool)\n"
                    + "    case circle(radius: Double, color: String)\n}"),
            "enum Code {\n    case ean(Int, Int, Int, Int)\n}",
            "enum Switch {\n    case on, off\n}",
            Example("enum Pair {\n    case both(Int, Int)\n}", options: "3"),
        ],
        triggeringExamples: [
            Example("enum Shape {\n"
                    + "    case ↓polygon(sides: Int, length: Double, color: String, filled: Bool, angle: Double)\n"
                    + "    case ↓mesh(vertices: Int, faces: Int, color: String, filled: Bool, smooth: Bool)\n}"),
            "enum Code {\n    case ↓ean(Int, Int, Int, Int, Int, Int)\n}",
            "enum Event {\n    case ↓tap(Int, Int, Int, Int, Int), swipe(Int)\n}",
            Example("enum Pair {\n    case ↓both(Int, Int)\n}", options: "[2, 3]"),
            Example("enum Pair {\n    case ↓both(Int, Int)\n}", options: "{warning: 2}"),
        ]
    )

    public struct Options: ThresholdOptions, Equatable {
        /// As in SwiftLint, a case reaching a threshold (not only passing it) is flagged.
        public var levels = SeverityLevels(warning: 5, error: 6)

        public init() {}

        public init(from decoder: any Decoder) throws {
            // `LevelsValue`, as SwiftLint reads `{warning: n}`: without `error`
            // the error threshold goes.
            levels = try LevelsValue(from: decoder).applied(to: levels)
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(EnumCaseElementSyntax.self) { node in
            guard let clause = node.parameterClause else { return }
            let count = clause.parameters.count
            let levels = options.levels
            guard count >= levels.warning else { return }
            var severity = Severity.warning
            if let error = levels.error, count >= error { severity = .error }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia,
                        "Enum case \(node.name.text) should contain less than \(levels.warning) associated values: "
                            + "currently contains \(count)",
                        severity: severity)
        }
    }
}

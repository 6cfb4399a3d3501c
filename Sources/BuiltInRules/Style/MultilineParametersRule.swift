import LintEngine
import SwiftSyntax
import ToolCore

/// A declaration whose parameters wrap is easiest to read with one parameter
/// per line: a line holding two parameters among lines holding one makes
/// the signature hard to scan.
///
/// As in SwiftLint, a function or initializer is reported (at its name or
/// `init`) when its parameters span several lines but some line holds more
/// than one. With `allows_single_line: false` parameters must always be one
/// per line; `max_number_of_single_line_parameters` caps the number of
/// parameters a declaration may have while single lines are allowed.
public struct MultilineParametersRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "multiline_parameters",
        name: "Multiline Parameters",
        summary: "Functions and methods parameters should be either on the same line, or one per line",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "func render(title: String, size: Int) {}\n",
            "func render(\n    title: String,\n    size: Int\n) {}\n",
            "func render(title: String,\n            size: Int) {}\n",
            "struct Card {\n    init(name: String,\n         age: Int) {}\n}\n",
            "enum Shape {\n    static func make(width: Int,\n                     height: Int) -> Int { width * height }\n}\n",
            "func render(title: String,\n            done: @escaping (Int, Int) -> Void = { _, _ in }) {}\n",
            "func render() {}\n",
            Example("func render() {}\n", options: "{allows_single_line: false}"),
            Example("func render(title: String) {}\n", options: "{allows_single_line: false}"),
            Example("func render(\n    title: String,\n    size: Int\n) {}\n", options: "{allows_single_line: false}"),
            Example("func render(title: String, size: Int) {}\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example("func render(title: String,\n            size: Int) {}\n", options: "{max_number_of_single_line_parameters: 2}"),
        ],
        triggeringExamples: [
            "func ↓render(title: String, size: Int,\n            color: Int) {}\n",
            "func ↓render(title: String,\n            size: Int, color: Int) {}\n",
            "struct Card {\n    ↓init(name: String, age: Int,\n         id: Int) {}\n}\n",
            "class Shape {\n    class func ↓make(width: Int,\n                     height: Int, depth: Int) -> Int { 0 }\n}\n",
            "func ↓render(title: String,\n            size: Int, done: @escaping (Int) -> Void = { (value: Int) in }) {}\n",
            Example("func ↓render(title: String, size: Int) {}\n", options: "{allows_single_line: false}"),
            Example("func ↓render(title: String, size: Int, color: Int) {}\n", options: "{max_number_of_single_line_parameters: 2}"),
            Example(
                "func ↓render(title: String,\n            size: Int, color: Int) {}\n",
                options: "{max_number_of_single_line_parameters: 3}"
            ),
            Example(
                "func ↓render(title: String, size: Int) {}\n",
                options: "{max_number_of_single_line_parameters: 3, allows_single_line: false}"
            ),
        ]
    )

    public typealias Options = SingleLineListOptions

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard isViolation(node.signature, in: file) else { return }
            file.report(self, at: node.name.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        walk.on(InitializerDeclSyntax.self) { node in
            guard isViolation(node.signature, in: file) else { return }
            file.report(self, at: node.initKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    private func isViolation(_ signature: FunctionSignatureSyntax, in file: LintFile) -> Bool {
        let parameters = signature.parameterClause.parameters
        guard !parameters.isEmpty else { return false }
        let lines = Set(parameters.map { MultilineSupport.line(of: $0.positionAfterSkippingLeadingTrivia, in: file) })
        if let maximum = options.maxNumberOfSingleLineParameters, options.allowsSingleLine, parameters.count > maximum {
            return true
        }
        return lines.count > (options.allowsSingleLine ? 1 : 0) && parameters.count != lines.count
    }
}

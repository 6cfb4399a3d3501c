import LintEngine
import SwiftSyntax
import ToolCore

/// An array or dictionary literal spread over several lines reads as a block
/// when its brackets sit on lines of their own, and its elements line up
/// independently of where the literal starts.
///
/// As in SwiftLint, a literal spanning several lines is reported at its first
/// element when that element is on the line of `[`, and at `]` when it is on
/// the line where the last element ends. `[:]` and `[]` are not checked.
public struct MultilineLiteralBracketsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "multiline_literal_brackets",
        name: "Multiline Literal Brackets",
        summary: "Multiline literals should have their surrounding brackets in a new line",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "let colors = [\"red\", \"green\", \"blue\"]\nlet scores = [\"ann\": 3, \"bob\": 5, \"cy\": 1]\n",
            "let colors = [\n    \"red\",\n    \"green\",\n    \"blue\"\n]\nlet scores = [\n    \"ann\": 3,\n    \"bob\": 5\n]\n",
            "let colors = [\n    \"red\", \"green\", \"blue\"\n]\nlet scores = [\n    \"ann\": 3, \"bob\": 5,\n    \"cy\": 1\n]\n",
            "    _ = [\n        10,\n        20,\n        30, 40,\n        50, 60\n    ]\n",
            "let empty: [String: Int] = [:]\nlet none: [Int] = [\n]\n",
        ],
        triggeringExamples: [
            "let colors = [↓\"red\",\n              \"green\",\n              \"blue\"\n]\n",
            "let scores = [↓\"ann\": 3, \"bob\": 5,\n              \"cy\": 1, \"dee\": 2\n]\n",
            "let scores = [↓\"ann\": 3,\n              \"bob\": 5,\n              \"cy\": 1↓]\n",
            "let colors = [\n    \"red\",\n    \"green\",\n    \"blue\"↓]\n",
            "let scores = [\n    \"ann\": 3, \"bob\": 5,\n    \"cy\": 1, \"dee\": 2↓]\n",
            "struct Palette {\n    let scores = [\n        \"ann\": 3, \"bob\": 5,\n        \"cy\": 1, \"dee\": 2↓]\n}\n",
            "    _ = [\n        10,\n        20,\n        30, 40,\n        50, 60↓]\n",
            "    _ = [↓10, 20, 30,\n         40, 50, 60\n    ]\n",
            "struct Palette {\n    let scores = [\n        \"ann\": 3, \"bob\": points.map {\n            $0 * 2\n        }.count↓]\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ArrayExprSyntax.self) { node in
            guard let first = node.elements.first?.expression, let last = node.elements.last?.expression else { return }
            check(node, opening: node.leftSquare, closing: node.rightSquare, first: first, last: last, in: file)
        }
        walk.on(DictionaryExprSyntax.self) { node in
            guard case .elements(let elements) = node.content, let first = elements.first, let last = elements.last else {
                return
            }
            check(node, opening: node.leftSquare, closing: node.rightSquare, first: first.key, last: last.value, in: file)
        }
    }

    private func check(
        _ literal: some ExprSyntaxProtocol, opening: TokenSyntax, closing: TokenSyntax,
        first: ExprSyntax, last: ExprSyntax, in file: LintFile
    ) {
        let startLine = MultilineSupport.line(of: literal.positionAfterSkippingLeadingTrivia, in: file)
        let endLine = MultilineSupport.line(of: literal.endPositionBeforeTrailingTrivia, in: file)
        guard endLine > startLine else { return }
        if Self.areOnSameLine(opening, first, in: file) {
            // The element's position with its leading trivia, where SwiftLint reports.
            file.report(self, at: first.position, Self.description.summary)
        }
        if Self.areOnSameLine(last, closing, in: file) {
            file.report(self, at: closing.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether `second` starts on the line where `first` ends.
    private static func areOnSameLine(_ first: some SyntaxProtocol, _ second: some SyntaxProtocol, in file: LintFile) -> Bool {
        MultilineSupport.line(of: first.endPositionBeforeTrailingTrivia, in: file)
            == MultilineSupport.line(of: second.positionAfterSkippingLeadingTrivia, in: file)
    }
}

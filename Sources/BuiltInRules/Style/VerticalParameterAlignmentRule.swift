import LintEngine
import SwiftSyntax
import ToolCore

/// When a declaration's parameters wrap, lining each new line up with the
/// first parameter keeps the list readable as a column.
public struct VerticalParameterAlignmentRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "vertical_parameter_alignment",
        name: "Vertical Parameter Alignment",
        summary: "Function parameters should be aligned vertically if they're in multiple lines in a declaration",
        kind: .style,
        nonTriggeringExamples: [
            "func validateFunction(_ file: File, kind: Kind,\n                      dictionary: Dictionary) { }\n",
            "func foo(bar: Int)\n",
            "func validateFunction(\n   _ file: File, kind: Kind,\n   dictionary: Dictionary\n) -> [StyleViolation]\n",
            "func regex(_ pattern: String,\n           options: Options = [.anchorsMatchLines,\n"
                + "                               .dotMatchesLineSeparators]) -> Regex\n",
            "func foo(a: Void,\n         b: [String: String] =\n         [:]) {\n}\n",
            "func foo(data: (size: CGSize,\n                identifier: String)) {}\n",
            "class A {\n    init(foo: Int,\n         bar: String)\n}\n",
            "func ünïcödé(a: Int,\n             b: Int) {}\n",
        ],
        triggeringExamples: [
            "func validateFunction(_ file: File, kind: Kind,\n                  ↓dictionary: Dictionary) { }\n",
            "func validateFunction(_ file: File, kind: Kind,\n                       ↓dictionary: Dictionary) { }\n",
            "func validateFunction(_ file: File,\n                  ↓kind: Kind,\n                  ↓dictionary: Dictionary) { }\n",
            "func foo(data: Data,\n            ↓@ViewBuilder content: @escaping (Data.Element) -> Content) {}\n",
            "class A {\n    init(data: Data,\n            ↓@ViewBuilder content: @escaping (Data.Element) -> Content) {}\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in check(node.signature.parameterClause.parameters, in: file) }
        walk.on(InitializerDeclSyntax.self) { node in check(node.signature.parameterClause.parameters, in: file) }
    }

    private func check(_ parameters: FunctionParameterListSyntax, in file: LintFile) {
        guard parameters.count > 1, let first = parameters.first else { return }
        let firstLocation = file.location(of: first.positionAfterSkippingLeadingTrivia)
        var previousLine = firstLocation.line
        var firstColumn: Int?
        for parameter in parameters.dropFirst() {
            let position = parameter.positionAfterSkippingLeadingTrivia
            let location = file.location(of: position)
            defer { previousLine = location.line }
            // Only a parameter that starts a line is compared.
            guard location.line > previousLine else { continue }
            let expected = firstColumn ?? Self.characterColumn(firstLocation, in: file)
            firstColumn = expected
            if Self.characterColumn(location, in: file) != expected {
                file.report(self, at: position, Self.description.summary)
            }
        }
    }

    /// The column counted in characters, as an editor shows alignment, rather
    /// than in UTF-8 bytes.
    private static func characterColumn(_ location: (line: Int, column: Int), in file: LintFile) -> Int {
        guard location.line >= 1, location.line <= file.lines.count else { return location.column }
        let prefix = file.lines[location.line - 1].text.utf8.prefix(location.column - 1)
        return String(decoding: prefix, as: UTF8.self).count + 1
    }
}

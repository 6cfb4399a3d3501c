import LintEngine
import SwiftSyntax
import ToolCore

/// When a declaration's parameters are spread over several lines, putting the
/// parentheses on lines of their own sets the parameter block apart from the
/// name and the return type.
///
/// As in SwiftLint, a function, initializer or subscript counts as multiline
/// when its text from the name to `)` holds more line breaks than its
/// parameters themselves (so a default value spanning lines does not count).
/// Then a first parameter right after `(` (only spaces between) is reported
/// after `(`, and a `)` right after the last parameter is reported at `)`.
public struct MultilineParametersBracketsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "multiline_parameters_brackets",
        name: "Multiline Parameters Brackets",
        summary: "Multiline parameters should have their surrounding brackets in a new line",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "func draw(shape: Shape, color: Color)\n",
            "func draw(\n    shape: Shape, color: Color\n)\n",
            "func draw(\n    shape: Shape,\n    color: Color\n)\n",
            "struct Canvas {\n    func draw(shape: Shape, color: Color)\n}\n",
            "struct Canvas {\n    init(\n        width: Int,\n        height: Int\n    ) {}\n}\n",
            "func draw<T>(item: T, count: Int) -> T { item }\n",
            "func draw(points: [Int] = [\n    0\n])\n",
            "struct Grid {\n    subscript(row: Int, column: Int) -> Int { 0 }\n}\n",
            "func draw() {}\n",
        ],
        triggeringExamples: [
            "func draw(↓shape: Shape, color: Color,\n          size: Int\n)\n",
            "func draw(\n    shape: Shape,\n    color: Color↓)\n",
            "func draw(↓shape: Shape,\n          color: Color↓)\n",
            "struct Canvas {\n    init(↓width: Int,\n         height: Int\n    ) {}\n}\n",
            "struct Canvas {\n    func draw(\n        shape: Shape,\n        color: Color↓)\n}\n",
            "struct Grid {\n    subscript(↓row: Int,\n              column: Int\n    ) -> Int { 0 }\n}\n",
            "func draw<T>(↓item: T, count: Int,\n             size: Int\n) -> T\n",
            "func log(\n    _ items: Any...↓)\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            check(node.signature.parameterClause, from: node.name.positionAfterSkippingLeadingTrivia, in: file)
        }
        walk.on(InitializerDeclSyntax.self) { node in
            check(node.signature.parameterClause, from: node.initKeyword.positionAfterSkippingLeadingTrivia, in: file)
        }
        walk.on(SubscriptDeclSyntax.self) { node in
            check(node.parameterClause, from: node.subscriptKeyword.positionAfterSkippingLeadingTrivia, in: file)
        }
    }

    private func check(_ clause: FunctionParameterClauseSyntax, from nameStart: AbsolutePosition, in file: LintFile) {
        // Most signatures are on one line: counted first, that settles them.
        let declarationNewlines = MultilineSupport.newlineCount(
            in: file, from: nameStart, to: clause.rightParen.endPositionBeforeTrailingTrivia
        )
        guard declarationNewlines > 0, let first = clause.parameters.first, let last = clause.parameters.last else { return }
        let parametersNewlines = clause.parameters.reduce(0) { count, parameter in
            count + MultilineSupport.newlineCount(in: file, from: Self.start(of: parameter), to: Self.end(of: parameter))
        }
        guard declarationNewlines > parametersNewlines else { return }
        let openingEnd = clause.leftParen.endPositionBeforeTrailingTrivia
        if MultilineSupport.isOnlyBlanks(in: file, from: openingEnd, to: Self.start(of: first)) {
            file.report(self, at: openingEnd, Self.description.summary)
        }
        let closingStart = clause.rightParen.positionAfterSkippingLeadingTrivia
        if MultilineSupport.isOnlyBlanks(in: file, from: Self.end(of: last), to: closingStart) {
            file.report(self, at: closingStart, Self.description.summary)
        }
    }

    /// Where a parameter starts, after its attributes.
    private static func start(of parameter: FunctionParameterSyntax) -> AbsolutePosition {
        parameter.modifiers.first?.positionAfterSkippingLeadingTrivia ?? parameter.firstName.positionAfterSkippingLeadingTrivia
    }

    /// Where a parameter ends: its default value, ellipsis or type, without a trailing comma.
    private static func end(of parameter: FunctionParameterSyntax) -> AbsolutePosition {
        if let defaultValue = parameter.defaultValue { return defaultValue.endPositionBeforeTrailingTrivia }
        if let ellipsis = parameter.ellipsis { return ellipsis.endPositionBeforeTrailingTrivia }
        return parameter.type.endPositionBeforeTrailingTrivia
    }
}

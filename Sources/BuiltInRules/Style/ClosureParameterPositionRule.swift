import LintEngine
import SwiftSyntax
import ToolCore

/// A closure's parameters and captures belong on the line of its opening
/// brace, where a reader looks for them; on the next line they read like code.
public struct ClosureParameterPositionRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "closure_parameter_position",
        name: "Closure Parameter Position",
        summary: "Closure parameters should be on the same line as opening brace",
        kind: .style,
        nonTriggeringExamples: [
            "[1, 2].map { $0 + 1 }\n",
            "[1, 2].map({ $0 + 1 })\n",
            "[1, 2].map { number in\n    number + 1\n}\n",
            "[1, 2].map { number -> Int in\n    number + 1\n}\n",
            "[1, 2].map { (number: Int) -> Int in\n    number + 1\n}\n",
            "[1, 2].map { [weak self] number in\n    number + 1\n}\n",
            "[1, 2].something(closure: { number in\n    number + 1\n})\n",
            "let mediaView: UIView = { [weak self] index in\n    return UIView()\n}(index)\n",
        ],
        triggeringExamples: [
            "[1, 2].map {\n    ↓number in\n    number + 1\n}\n",
            "[1, 2].map {\n    ↓number -> Int in\n    number + 1\n}\n",
            "[1, 2].map {\n    (↓number: Int) -> Int in\n    number + 1\n}\n",
            "[1, 2].map {\n    [weak ↓self] ↓number in\n    number + 1\n}\n",
            "[1, 2].map { [weak self]\n    ↓number in\n    number + 1\n}\n",
            "[1, 2].reduce(0) {\n    ↓sum, ↓number in\n    number + sum\n}\n",
            "f.completionHandler = {\n    ↓thing in\n    doStuff()\n}\n",
            "foo {\n    [weak ↓self] in\n    self?.bar()\n}\n",
            "foo {\n    [↓loop = group.next()] ↓_ in\n    loop.run()\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClosureExprSyntax.self) { node in
            guard let signature = node.signature else { return }
            let braceLine = file.location(of: node.leftBrace.positionAfterSkippingLeadingTrivia).line
            for position in Self.positionsToCheck(in: signature)
            where file.location(of: position).line != braceLine {
                file.report(self, at: position, Self.description.summary)
            }
        }
    }

    /// Where each capture and parameter starts: a capture at its name
    /// (`self` in `[weak self]`, `loop` in `[loop = group.next()]`), a
    /// parameter at its name.
    private static func positionsToCheck(in signature: ClosureSignatureSyntax) -> [AbsolutePosition] {
        var positions: [AbsolutePosition] = []
        for capture in signature.capture?.items ?? [] {
            positions.append(capture.name.positionAfterSkippingLeadingTrivia)
        }
        switch signature.parameterClause {
        case .simpleInput(let parameters):
            positions += parameters.map(\.positionAfterSkippingLeadingTrivia)
        case .parameterClause(let clause):
            positions += clause.parameters.map(\.positionAfterSkippingLeadingTrivia)
        case nil:
            break
        }
        return positions
    }
}

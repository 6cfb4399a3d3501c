import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// Comparing an expression with itself (`total == total`) has a fixed answer,
/// so it is nearly always a typo for a comparison with another value
/// (`lhs.total == rhs.total`).
public struct IdenticalOperandsRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "identical_operands",
        name: "Identical Operands",
        summary: "Comparing two identical operands is likely a mistake",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: comparisonOperators.flatMap { op -> [Example] in
            [
                Example("2 \(op) 3"),
                Example("left \(op) right"),
                Example("countA \(op) count"),
                Example("item.width \(op) item.height"),
                Example("self.width \(op) self.height"),
                Example("\"5 \(op) 5\""),
                Example("self.width \(op) width"),
                Example("first.name \(op) second.name"),
                Example("first.identifier \(op) second.identifier"),
                Example("j \(op) jIndex"),
                Example("$1 \(op) 1"),
                Example("values?.first ?? 0 \(op) 0"),
                Example("title \(op) title.uppercased()"),
                Example("let score: Int? = 4\n_ = score != nil && score \(op) score?.magnitude"),
                Example("total \(op) total!.magnitude"),
                Example("3    * 2 \(op)   3     *    4"),
                Example("g(  x :   1) \(op)   g (x: 2 )"),
                Example("size \(op) size + 1"),
            ]
        } + [
            Example("func load(_ kind: Kind) -> Result<Value, Failure<Failure<()>>>"),
            Example("let grid = Array<Array<Double>>()"),
            Example("guard Set(names).count != names.count else { return }"),
            Example("expect(\"bar\") == \"bar\""),
            Example("type(of: item).identifier == identifier"),
            Example("samples[12].0 == 0x00FF && samples[12].1 == 2"),
            Example("[Box(kind: .b), Box(kind: .a)].sorted { \"\\($0.kind)\" > \"\\($1.kind)\" }"),
            Example("names.sorted { \"\\($0)\" < \"\\($1)\" }"),
            Example("let isEqual = lhs.count == rhs.count ? first == second : false"),
        ],
        triggeringExamples: comparisonOperators.flatMap { op -> [Example] in
            [
                Example("↓4 \(op) 4"),
                Example("↓name \(op) name"),
                Example("↓box.width \(op) box.width"),
                Example("↓self.width \(op) self.width"),
                Example("↓$1 \(op) $1"),
                Example("↓node?.next \(op) node?.next"),
                Example("if (↓item \(op) item) {}"),
                Example("XCTAssertFalse(↓v2 \(op) v2)"),
                Example("if let page = pager.current, ↓page.view \(op) page.view {}"),
                Example("↓2    * 3 \(op)   2     *    3"),
                Example(" ↓g(  x :   1) \(op)   g (x: \n 1 )"),
            ]
        } + [
            Example("return ↓lhs.id == lhs.id &&\n       lhs.name == rhs.name"),
            Example("return lhs.id == rhs.id &&\n       ↓lhs.name == lhs.name"),
            Example("let ready = isOpen || ↓count == count"),
            // `try` on the left covers the whole comparison, as the compiler reads it.
            Example("let same = try ↓load() == load()"),
            Example("let matches = ↓index ?? 0 == index ?? 0"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    private static let comparisonOperators = ["==", "!=", "===", "!==", ">", ">=", "<", "<="]
    private static let comparisons = Set(comparisonOperators)

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SequenceExprSyntax.self) { node in
            guard node.elements.hasBinaryOperator(in: Self.comparisons) else { return }
            // Operands and operators alternate; the sequence arrives unfolded, so
            // each comparison's operands are found from the standard precedences.
            let elements = Array(node.elements)
            for index in stride(from: 1, to: elements.count - 1, by: 2) {
                guard let binary = elements[index].as(BinaryOperatorExprSyntax.self),
                      Self.comparisons.contains(binary.operator.text),
                      let left = Self.leftOperand(of: index, in: elements),
                      let right = Self.rightOperand(of: index, in: elements),
                      let first = left.first,
                      Self.sameTokens(left, right)
                else { continue }
                file.report(self, at: first.positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    /// The elements of the left operand of the comparison at `index`: back to the
    /// nearest operator binding looser than a comparison (comparisons fold to the
    /// left, so an earlier one belongs to the operand). A leading `try`, `await` or
    /// `unsafe` is left out: it covers the whole comparison. Nil past an operator
    /// of unknown precedence.
    private static func leftOperand(of index: Int, in elements: [ExprSyntax]) -> [ExprSyntax]? {
        var start = index - 1
        while start >= 2 {
            guard let level = precedence(of: elements[start - 1]) else { return nil }
            if level < .comparison { break }
            start -= 2
        }
        var operand = Array(elements[start..<index])
        operand[0] = withoutEffectMarker(operand[0])
        return operand
    }

    /// The elements of the right operand of the comparison at `index`: up to the
    /// nearest operator that binds no tighter than a comparison. Nil past an
    /// operator of unknown precedence.
    private static func rightOperand(of index: Int, in elements: [ExprSyntax]) -> [ExprSyntax]? {
        var end = index + 1
        while end + 2 < elements.count {
            guard let level = precedence(of: elements[end + 1]) else { return nil }
            if level <= .comparison { break }
            end += 2
        }
        return Array(elements[(index + 1)...end])
    }

    /// The precedence of an operator element; `->` binds looser than any comparison.
    private static func precedence(of element: ExprSyntax) -> StyleSupport.Precedence? {
        element.is(ArrowExprSyntax.self) ? StyleSupport.Precedence.assignment : StyleSupport.precedence(of: element)
    }

    private static func withoutEffectMarker(_ expression: ExprSyntax) -> ExprSyntax {
        if let marked = expression.as(TryExprSyntax.self) { return withoutEffectMarker(marked.expression) }
        if let marked = expression.as(AwaitExprSyntax.self) { return withoutEffectMarker(marked.expression) }
        if let marked = expression.as(UnsafeExprSyntax.self) { return withoutEffectMarker(marked.expression) }
        return expression
    }

    /// Whether two operands have the same tokens: spacing, line breaks and
    /// comments do not matter. Token by token, so most stop at the first.
    private static func sameTokens(_ left: [ExprSyntax], _ right: [ExprSyntax]) -> Bool {
        var leftTokens = left.lazy.flatMap { $0.tokens(viewMode: .sourceAccurate) }.makeIterator()
        var rightTokens = right.lazy.flatMap { $0.tokens(viewMode: .sourceAccurate) }.makeIterator()
        while true {
            switch (leftTokens.next(), rightTokens.next()) {
            case (nil, nil): return true
            case let (leftToken?, rightToken?) where leftToken.tokenView.rawText == rightToken.tokenView.rawText: continue
            default: return false
            }
        }
    }
}

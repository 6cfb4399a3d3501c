import LintEngine
import SwiftSyntax
import ToolCore

/// `n.isMultiple(of: k)` says what `n % k == 0` means, and does not trap
/// when `k` is zero or overflow for `Int.min % -1`.
public struct LegacyMultipleRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "legacy_multiple",
        name: "Legacy Multiple",
        summary: "Prefer using the `isMultiple(of:)` function instead of using the remainder operator (`%`)",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "row.tintColor = index.isMultiple(of: 3) ? .blue : .red",
            "guard total.isMultiple(of: 8) else { throw SizeError.unaligned }",
            "precondition(size > 0 && size.isMultiple(of: 16), \"size must be a multiple of 16\")",
            "let first = numbers.firstIndex(where: { $0.isMultiple(of: 3) })",
            "let step = 12\nlet aligned = offset.isMultiple(of: step)",
            "let step = 12\nlet remainder = offset % step == 7",
            "let shifted = (offset % 4) + 1",
            "let check = (offset % 4) == 0",
            "let check = offset % 4 == 0 + bias",
            "let check = offset % 4 * 2 == 0",
            "let check = bias + offset % 4 == 0",
            "let check = 1 + 0 == offset % 4",
            "let check = offset % 4 == 0 as Int",
            "let check = offset % 4 == 1",
            "let check = offset % 4 > 0",
        ],
        triggeringExamples: [
            "row.tintColor = index ↓% 3 == 0 ? .blue : .red",
            "row.tintColor = 0 == index ↓% 3 ? .blue : .red",
            "row.tintColor = index ↓% 3 != 0 ? .blue : .red",
            "guard total ↓% 8 == 0 else { throw SizeError.unaligned }",
            "precondition(size > 0 && size ↓% 16 == 0, \"size must be a multiple of 16\")",
            "let first = numbers.firstIndex(where: { $0 ↓% 3 == 0 })",
            "let step = 12\nlet aligned = offset ↓% step == 0",
            "let check = offset * 2 ↓% 4 == 0",
            "let check = offset ↓% 1 << 2 == 0",
            "let check = offset ↓% 4 == 0x0 || offset ↓% 6 == 0b00",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // The sequence arrives unfolded: the `%` expression is found from the
        // operators around it and how tightly they bind.
        walk.on(SequenceExprSyntax.self) { node in
            guard node.elements.contains(where: { Self.isOperator($0, "%") }) else { return }
            let elements = Array(node.elements)
            for index in stride(from: 1, to: elements.count - 1, by: 2)
            where Self.isOperator(elements[index], "%") && Self.isComparedToZero(remainderAt: index, in: elements) {
                file.report(self, at: elements[index].positionAfterSkippingLeadingTrivia, Self.description.summary)
            }
        }
    }

    private static func isOperator(_ element: ExprSyntax, _ name: String) -> Bool {
        element.as(BinaryOperatorExprSyntax.self)?.operator.tokenKind == .binaryOperator(name)
    }

    /// What ends the `%` expression on one side.
    private enum Bound {
        /// The sequence ends.
        case end
        /// The operator at this index binds looser than `%` (or, on the right,
        /// as loosely: `%` is left-associative), so it takes the `%` expression as an operand.
        case op(Int, StyleSupport.Precedence)
        /// An operator from outside the standard library, of unknown precedence.
        case unknown
    }

    /// Whether the `%` at `index` makes a whole side of `==` or `!=` whose
    /// other side is a zero literal, as the folded expression would have it.
    private static func isComparedToZero(remainderAt index: Int, in elements: [ExprSyntax]) -> Bool {
        switch (bound(of: index, step: -2, in: elements), bound(of: index, step: 2, in: elements)) {
        case (.unknown, _), (_, .unknown), (.end, .end):
            return false
        case let (.op(left, _), .end):
            return isComparison(at: left, withZero: left - 1, beyond: left - 2, in: elements)
        case let (.end, .op(right, _)):
            return isComparison(at: right, withZero: right + 1, beyond: right + 2, in: elements)
        case let (.op(left, leftLevel), .op(right, rightLevel)):
            return takesLeft(leftLevel, over: rightLevel)
                ? isComparison(at: left, withZero: left - 1, beyond: left - 2, in: elements)
                : isComparison(at: right, withZero: right + 1, beyond: right + 2, in: elements)
        }
    }

    /// The operator that takes the `%` expression at `index` as its operand on
    /// the side of `step`: the nearest one binding looser than `%`, skipping
    /// the tighter ones (part of the `%` operand) and, on the left, the
    /// multiplicative ones (`a * b % c` is `(a * b) % c`).
    private static func bound(of index: Int, step: Int, in elements: [ExprSyntax]) -> Bound {
        var probe = index + step
        while elements.indices.contains(probe) {
            guard let level = StyleSupport.precedence(of: elements[probe]) else { return .unknown }
            if level < .multiplication || (step > 0 && level == .multiplication) { return .op(probe, level) }
            probe += step
        }
        return .end
    }

    /// Whether an operand between operators of levels `left` and `right`
    /// belongs to the left one: it binds tighter, or as tightly and is not
    /// right-associative (assignment and the ternary are).
    private static func takesLeft(_ left: StyleSupport.Precedence, over right: StyleSupport.Precedence) -> Bool {
        if left != right { return left > right }
        return left != .assignment && left != .ternary
    }

    /// Whether the operator at `index` is `==` or `!=` and its other side is
    /// just the zero literal at `zero`: the operator at `beyond` (if any) binds
    /// looser than a comparison.
    private static func isComparison(at index: Int, withZero zero: Int, beyond: Int, in elements: [ExprSyntax]) -> Bool {
        guard isOperator(elements[index], "==") || isOperator(elements[index], "!="),
              elements.indices.contains(zero), elements[zero].isZeroLiteral
        else { return false }
        guard elements.indices.contains(beyond) else { return true }
        guard let level = StyleSupport.precedence(of: elements[beyond]) else { return false }
        return level < .comparison
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `total += x` names the target once; `total = total + x` makes a reader
/// compare two spellings of it.
public struct ShorthandOperatorRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "shorthand_operator",
        name: "Shorthand Operator",
        summary: "Prefer shorthand operators (+=, -=, *=, /=) over doing the operation and assigning",
        kind: .style,
        nonTriggeringExamples: [
            "foo -= 1\n",
            "foo += variable\n",
            "foo *= bar.method()\n",
            "self.foo = foo / 1\n",
            "foo = self.foo + 1\n",
            "page = ceilf(currentOffset * pageWidth)\n",
            "foo = aMethod(foo / bar)\n",
            "foo = aMethod(bar + foo)\n",
            "public func -= (lhs: inout Foo, rhs: Int) {\n    lhs = lhs - rhs\n}\n",
            "var helloWorld = \"world!\"\nhelloWorld = \"Hello, \" + helloWorld\n",
            "angle = someCheck ? angle : -angle\n",
            "seconds = seconds * 60 + value\n",
            "total = total + 1 as Int\n",
        ],
        triggeringExamples: [
            "↓foo = foo * 1\n",
            "↓foo = foo / aVariable\n",
            "↓foo = foo - bar.method()\n",
            "↓foo.aProperty = foo.aProperty - 1\n",
            "↓self.aProperty = self.aProperty * 1\n",
            "↓n = n + i / outputLength\n",
            "↓n = n - i / outputLength\n",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(SequenceExprSyntax.self) { node in
            guard let target = Self.shorthandTarget(of: node.elements), !Self.isInShorthandOperatorDefinition(node) else { return }
            file.report(self, at: target.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `a` in `a = a ⊕ rest` with ⊕ one of `+ - * /` and `rest` binding
    /// tighter than ⊕ (`n = n + i / m`, not `s = s * 60 + v`): the sequence
    /// arrives unfolded, so the right side's root operator is found from the
    /// standard precedences.
    private static func shorthandTarget(of elements: ExprListSyntax) -> ExprSyntax? {
        guard elements.count >= 5 else { return nil }
        var index = elements.startIndex
        let target = elements[index]
        index = elements.index(after: index)
        guard elements[index].is(AssignmentExprSyntax.self) else { return nil }
        index = elements.index(after: index)
        let leftOperand = elements[index]
        index = elements.index(after: index)
        guard let binary = elements[index].as(BinaryOperatorExprSyntax.self),
              ["+", "-", "*", "/"].contains(binary.operator.text),
              let level = StyleSupport.precedence(ofOperator: binary.operator.text) else { return nil }
        // Operands and operators alternate: every later operator must bind tighter.
        for (offset, element) in elements.dropFirst(5).enumerated() where offset.isMultiple(of: 2) {
            guard let other = StyleSupport.precedence(of: element), other > level else { return nil }
        }
        return target.trimmedText == leftOperand.trimmedText ? target : nil
    }

    /// Inside `func += (lhs:rhs:)` and its kin, `lhs = lhs + rhs` is the
    /// definition itself.
    private static func isInShorthandOperatorDefinition(_ node: SequenceExprSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let function = current.as(FunctionDeclSyntax.self), case .binaryOperator(let name) = function.name.tokenKind,
               ["+=", "-=", "*=", "/="].contains(name) {
                return true
            }
            parent = current.parent
        }
        return false
    }
}

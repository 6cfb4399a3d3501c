import LintEngine
import SwiftSyntax
import ToolCore

/// `reduce(_:_:)` hands each step a copy of the accumulator and wants a new
/// one back, so a string, array, set or dictionary accumulator is copied at
/// every element; `reduce(into:_:)` mutates one value in place.
public struct ReduceIntoRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "reduce_into",
        name: "Reduce into",
        summary: "Prefer `reduce(into:_:)` over `reduce(_:_:)` for copy-on-write types",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "let text = items.reduce(into: \"prefix\") { $0 += \"\\($1)\" }",
            "items.reduce(into: Array<String>()) { partial, item in\n    partial.append(item)\n}",
            "let lines = entries.enumerated().reduce(into: \"\") { lines, pair in\n    lines.append(format(pair.1, pair.0))\n}",
            "zip(left, right).reduce(into: []) { sums, pair in\n    sums.append(pair.0 * pair.1)\n}",
            "let index = items.reduce(into: [Int: String]()) { index, item in\n    index[item.id] = item.name\n}",
            "let index = items.reduce(into: Dictionary<Int, String>.init()) { index, item in\n    index[item.id] = item.name\n}",
            "let grid = items.reduce(into: [Double](repeating: 1, count: 4)) { grid, item in\n    grid.append(item)\n}",
            "let total = items.reduce(Counter()) { counter, item in\n    counter.add(item)\n    return counter\n}",
            "let total = prices.reduce(0, +)",
            "let total = prices.reduce(0) { $0 + $1 }",
            "let names = groups.reduce(Set<String>.self) { $0 }",
        ],
        triggeringExamples: [
            "let text = items.↓reduce(\"prefix\") { $0 + \"\\($1)\" }",
            "items.↓reduce(Array<String>()) { partial, item in\n    partial + [item]\n}",
            "[4, 5, 6].↓reduce(Set<Int>()) { seen, item in\n    var copy = seen\n    copy.insert(item)\n    return copy\n}",
            "let lines = entries.enumerated().↓reduce(\"\") { lines, pair in\n    return lines + format(pair.1, pair.0)\n}",
            "zip(left, right).↓reduce([]) { sums, pair in\n    sums + [pair.0 * pair.1]\n}",
            "let index = items.↓reduce([Int: String]()) { index, item in\n    var copy = index\n    copy[item.id] = item.name\n"
                + "    return copy\n}",
            "let index = items.↓reduce(Dictionary<Int, String>.init()) { index, item in\n    var copy = index\n"
                + "    copy[item.id] = item.name\n    return copy\n}",
            "let grid = items.↓reduce([Double](repeating: 1, count: 4)) { grid, item in\n    return grid + [item]\n}",
            "extension Array where Element == UInt8 {\n    var hex: String {\n        ↓reduce(\"\") { (text, byte) -> String in\n"
                + "            text + String(byte, radix: 16)\n        }\n    }\n}",
            "let text = items.↓reduce(\"\", +)",
            "let keys = pairs.↓reduce([:]) { $0.merging($1) { first, _ in first } }",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["reduce"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["reduce"]) { node in
            guard let name = Self.calledName(of: node), name.text == "reduce",
                  node.arguments.count == 2 || (node.arguments.count == 1 && node.trailingClosure != nil),
                  let initial = node.arguments.first, initial.label == nil,
                  Self.isCopyOnWrite(initial.expression)
            else { return }
            file.report(self, at: name.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// The name token of `x.name(…)` or `name(…)`.
    private static func calledName(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    private static let copyOnWriteTypes: Set<String> = ["Array", "Dictionary", "Set"]

    /// A string, array or dictionary literal, or a call of an initializer of
    /// `Array`, `Dictionary` or `Set` (`Set<Int>()`, `Array<T>.init()`,
    /// `[Int](repeating: 0, count: 2)`), as SwiftLint recognizes them.
    private static func isCopyOnWrite(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
            || expression.is(ArrayExprSyntax.self) {
            return true
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let type = typeName(call.calledExpression) {
            return copyOnWriteTypes.contains(type.baseName.text)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base, let type = typeName(base) {
            return copyOnWriteTypes.contains(type.baseName.text)
        }
        return isCopyOnWrite(call.calledExpression)
    }

    /// `Name` or `Name<…>`.
    private static func typeName(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference }
        return expression.as(GenericSpecializationExprSyntax.self).flatMap { typeName($0.expression) }
    }
}

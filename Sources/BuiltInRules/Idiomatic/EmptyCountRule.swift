import LintEngine
import SwiftSyntax
import ToolCore

/// `isEmpty` says what is meant and is O(1) for every collection; `count` may
/// walk the whole collection.
public struct EmptyCountRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "empty_count",
        name: "Empty Count",
        summary: "Prefer checking `isEmpty` over comparing `count` to zero",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "var count = 0",
            "[Int]().isEmpty",
            "[Int]().count > 1",
            "[Int]().count == 0xff",
            "discount == 0",
            "order.discount == 0",
            "x + [Int]().count == 0",
            Example("count == 0", options: "{only_after_dot: true}"),
            "func isEmpty(count: Int) -> Bool { count == 0 }\n",
            "var isEmpty: Bool {\n    let count = 0\n    return count == 0\n}\n",
            "_ = { count in count == 0 }\n",
        ],
        triggeringExamples: [
            "[Int]().↓count == 0",
            "0 == [Int]().↓count",
            "[Int]().↓count==0",
            "[Int]().↓count > 0",
            "[Int]().↓count != 0",
            "[Int]().↓count == 0x00_00",
            "[Int]().↓count == 0b00",
            "↓count == 0",
            "if a && b.↓count == 0 || c.↓count != 0 {}",
            "#expect(buffer.↓count == 0)",
        ],
        corrections: [
            Correction("[].↓count == 0", "[].isEmpty"),
            Correction("0 == [Int]().↓count", "[Int]().isEmpty"),
            Correction("[Int]().↓count==0", "[Int]().isEmpty"),
            Correction("[Int]().↓count > 0", "![Int]().isEmpty"),
            Correction("[Int]().↓count != 0", "![Int]().isEmpty"),
            Correction("↓count == 0", "isEmpty"),
            Correction("↓count == 0 && [Int]().↓count == 0o00", "isEmpty && [Int]().isEmpty"),
            Correction("[Int]().↓count == 0o00 || false", "[Int]().isEmpty || false"),
            Correction("#expect(span.↓count == 0)", "#expect(span.count == 0)"),
            Correction("""
                let none = items.↓count == 0
                struct Bag: Sequence {
                    var count: Int { 0 }
                }
                """, """
                let none = items.count == 0
                struct Bag: Sequence {
                    var count: Int { 0 }
                }
                """),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.error
        /// Only `x.count`, not a bare `count`.
        public var onlyAfterDot = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case onlyAfterDot = "only_after_dot"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            onlyAfterDot = try container.decodeIfPresent(Bool.self, forKey: .onlyAfterDot) ?? onlyAfterDot
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Types' own `count` and `isEmpty` properties are collected across the file.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["count"] }

    private static let comparisons: Set<String> = ["==", "!=", ">", ">=", "<", "<="]
    private static let negating: Set<String> = ["!=", ">", "<"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let ownCount = OwnCountDeclaration()
        ownCount.collect(in: &walk)
        // Fixes wait for the end of the file, when its `count` and `isEmpty` members are known.
        walk.after(SourceFileSyntax.self) { _ in
            let keepsFixes = !ownCount.declaresCountWithoutIsEmpty
            for finding in ownCount.pending {
                file.report(self, at: finding.position, Self.description.summary, fix: keepsFixes ? finding.fix : nil)
            }
        }
        // The tree is not folded: a comparison's operands are its neighbours in
        // the sequence when what lies beyond them binds more loosely.
        walk.on(SequenceExprSyntax.self) { node in
            // A comparison with zero has an integer literal among the elements; most sequences have none.
            guard node.elements.hasChild(ofKind: .integerLiteralExpr), node.elements.count >= 3,
                  node.elements.contains(where: Self.isComparison)
            else { return }
            let elements = Array(node.elements)
            for index in 1..<(elements.count - 1) {
                guard Self.isComparison(elements[index]),
                      let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                      Self.bindsLooser(index >= 2 ? elements[index - 2] : nil),
                      Self.bindsLooser(index + 2 < elements.count ? elements[index + 2] : nil)
                else { continue }
                check(left: elements[index - 1], right: elements[index + 1], negated: Self.negating.contains(op),
                      in: file, ownCount: ownCount)
            }
        }
    }

    private func check(left: ExprSyntax, right: ExprSyntax, negated: Bool, in file: LintFile, ownCount: OwnCountDeclaration) {
        let countExpression: ExprSyntax
        if right.isZeroLiteral, countName(of: left) != nil {
            countExpression = left
        } else if left.isZeroLiteral, countName(of: right) != nil {
            countExpression = right
        } else {
            return
        }
        guard let name = countName(of: countExpression) else { return }
        let start = countExpression.positionAfterSkippingLeadingTrivia.utf8Offset
        let prefix = file.text.utf8.dropFirst(start).prefix(name.positionAfterSkippingLeadingTrivia.utf8Offset - start)
        let replacement = (negated ? "!" : "") + String(decoding: prefix, as: UTF8.self) + "isEmpty"
        // A bare `count` that names a local (`let count = items.count`, a parameter) is no
        // collection's count: SwiftLint looks the name up in the enclosing scopes too.
        if countExpression.is(DeclReferenceExprSyntax.self), ScopeSupport.mayNameLocal("count", at: Syntax(countExpression)) {
            return
        }
        // `#expect(x.isEmpty)` expands to a property-access check that needs an
        // escapable `x`: for a `Span` it does not compile where `x.count == 0` did.
        let inMacro = countExpression.ancestorOrSelf(mapping: {
            $0.is(MacroExpansionExprSyntax.self) || $0.is(MacroExpansionDeclSyntax.self) ? $0 : nil
        }) != nil
        let fix = inMacro ? nil : Diagnostic.Fix(start: left.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                            end: right.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement)
        // A type of the file's own with `count` but no `isEmpty` may be the receiver: known at the end.
        ownCount.pending.append((name.positionAfterSkippingLeadingTrivia, fix))
    }

    /// The `count` token of `x.count` (or of a bare `count`).
    private func countName(of expression: ExprSyntax) -> TokenSyntax? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName
            return name.argumentNames == nil && name.baseName.isIdentifier("count") ? name.baseName : nil
        }
        if !options.onlyAfterDot, let reference = expression.as(DeclReferenceExprSyntax.self),
           reference.baseName.isIdentifier("count") {
            return reference.baseName
        }
        return nil
    }

    private static func isComparison(_ element: ExprSyntax) -> Bool {
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return comparisons.contains(op)
    }

    /// Whether an operator next to an operand binds more loosely than a
    /// comparison (or there is none), so the operand is the comparison's whole side.
    private static func bindsLooser(_ element: ExprSyntax?) -> Bool {
        guard let element else { return true }
        if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) { return true }
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op == "&&" || op == "||" || (op.hasSuffix("=") && !comparisons.contains(op) && op != "===" && op != "!==" && op != "~=")
    }
}

/// Whether the file declares a type member `count` and no member `isEmpty`
/// (swift-nio's `ChannelSet: Sequence`): `x.count == 0` may then be about
/// that type, and `x.isEmpty` would not compile. Collected by the shared walk
/// (a walk of its own cost as much as the rule), with the findings that wait for it.
private final class OwnCountDeclaration {
    /// `count` and `isEmpty`, for each declared as a property in a type body.
    private var found: Set<String> = []
    var pending: [(position: AbsolutePosition, fix: Diagnostic.Fix?)] = []

    var declaresCountWithoutIsEmpty: Bool { found.contains("count") && !found.contains("isEmpty") }

    func collect(in walk: inout SyntaxWalk) {
        walk.on(VariableDeclSyntax.self) { node in
            guard node.parent?.kind == .memberBlockItem else { return }
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                   name.isIdentifier("count") || name.isIdentifier("isEmpty") {
                    self.found.insert(name.text)
                }
            }
        }
    }
}

extension ExprSyntax {
    /// An integer literal of value zero: `0`, `0x00_00`, `0b0`, `0o00`.
    var isZeroLiteral: Bool {
        guard let literal = self.as(IntegerLiteralExprSyntax.self) else { return false }
        var digits = literal.literal.text.filter { $0 != "_" }
        if digits.count > 2, digits.hasPrefix("0x") || digits.hasPrefix("0b") || digits.hasPrefix("0o") {
            digits.removeFirst(2)
        }
        return !digits.isEmpty && digits.allSatisfy { $0 == "0" }
    }
}

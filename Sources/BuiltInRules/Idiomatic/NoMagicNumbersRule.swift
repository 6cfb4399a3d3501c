import LintEngine
import SwiftSyntax
import ToolCore

/// A bare number in an expression says nothing about what it stands for, and
/// the same value repeated in several places drifts apart when one of them
/// changes. A named constant documents the value and keeps it in one place.
public struct NoMagicNumbersRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "no_magic_numbers",
        name: "No Magic Numbers",
        summary: "Magic numbers should be replaced by named constants",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// SwiftLint's options: those of the unit test rules (a severity and
    /// `test_parent_classes`), and `allowed_numbers`, which join 0, 1 and 100.
    public struct Options: SeverityBasedOptions, Equatable {
        public var unitTest = UnitTestOptions()
        /// Numbers never reported.
        public var allowedNumbers: Set<Double> = [0, 1, 100]

        public var severity: Severity {
            get { unitTest.severity }
            set { unitTest.severity = newValue }
        }

        public init() {}

        enum CodingKeys: String, CodingKey {
            case allowedNumbers = "allowed_numbers"
        }

        public init(from decoder: any Decoder) throws {
            unitTest = try UnitTestOptions(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let numbers = try container.decodeIfPresent(NumberList.self, forKey: .allowedNumbers) {
                allowedNumbers.formUnion(numbers.values)
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Test classes and pending numbers are tracked across the file.
    public static var reach: RuleReach { .file }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let tracker = Tracker(options: options)
        tracker.subscribe(to: &walk)
        walk.on(IntegerLiteralExprSyntax.self) { tracker.check(ExprSyntax($0), literal: $0.literal) }
        walk.on(FloatLiteralExprSyntax.self) { tracker.check(ExprSyntax($0), literal: $0.literal) }
        walk.after(SourceFileSyntax.self) { _ in
            for position in tracker.found {
                file.report(self, at: position, Self.description.summary)
            }
        }
    }
}

// MARK: - Following SwiftLint's visitor

extension NoMagicNumbersRule {
    /// The state of SwiftLint's visitor over one file: the parts it does not
    /// enter, the test classes seen so far, and the numbers found. Numbers in
    /// an extension of a type not yet seen are kept aside, and dropped when
    /// that type turns out to be a test class.
    private final class Tracker {
        let options: Options
        /// The nodes being walked whose contents SwiftLint's visitor skips:
        /// Swift Testing suites and tests, `#Preview`, tuples of literals.
        private var skipping: [SyntaxIdentifier] = []
        /// The condition of the `#if` clause last entered: its numbers are skipped.
        private var condition: Range<AbsolutePosition>?
        private var testClasses: Set<String> = []
        private var otherClasses: Set<String> = []
        private var pending: [String: Set<AbsolutePosition>] = [:]
        private(set) var found: [AbsolutePosition] = []

        init(options: Options) { self.options = options }

        func subscribe(to walk: inout SyntaxWalk) {
            walk.on(ActorDeclSyntax.self) { [self] in enter($0, skips: Self.isTestSuite($0.attributes, $0.memberBlock)) }
            walk.on(ClassDeclSyntax.self) { [self] in enter($0, skips: Self.isTestSuite($0.attributes, $0.memberBlock)) }
            walk.on(EnumDeclSyntax.self) { [self] in enter($0, skips: Self.isTestSuite($0.attributes, $0.memberBlock)) }
            walk.on(StructDeclSyntax.self) { [self] in enter($0, skips: Self.isTestSuite($0.attributes, $0.memberBlock)) }
            walk.on(FunctionDeclSyntax.self) { [self] in
                enter($0, skips: LintSupport.attribute(named: "Test", in: $0.attributes) != nil)
            }
            walk.on(MacroExpansionExprSyntax.self) { [self] in enter($0, skips: $0.macroName.text == "Preview") }
            walk.on(PatternBindingSyntax.self) { [self] in enter($0, skips: Self.isLiteralTuple($0.initializer?.value)) }
            walk.on(IfConfigClauseSyntax.self) { [self] node in
                condition = node.condition.map { $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia }
            }
            walk.after(ActorDeclSyntax.self) { [self] in leave($0) }
            walk.after(EnumDeclSyntax.self) { [self] in leave($0) }
            walk.after(StructDeclSyntax.self) { [self] in leave($0) }
            walk.after(FunctionDeclSyntax.self) { [self] in leave($0) }
            walk.after(MacroExpansionExprSyntax.self) { [self] in leave($0) }
            walk.after(PatternBindingSyntax.self) { [self] in leave($0) }
            walk.after(ClassDeclSyntax.self) { [self] node in
                leave(node)
                if skipping.isEmpty { classSeen(node) }
            }
        }

        private func enter(_ node: some SyntaxProtocol, skips: Bool) {
            if skips { skipping.append(node.id) }
        }

        private func leave(_ node: some SyntaxProtocol) {
            if skipping.last == node.id { skipping.removeLast() }
        }

        /// A class SwiftLint's visitor leaves: numbers kept aside for its
        /// extensions are dropped when it is a test class.
        private func classSeen(_ node: ClassDeclSyntax) {
            let name = node.name.text
            guard options.unitTest.isTestClass(node) else {
                otherClasses.insert(name)
                return
            }
            testClasses.insert(name)
            if let dropped = pending.removeValue(forKey: name) {
                found.removeAll { dropped.contains($0) }
            }
        }

        func check(_ node: ExprSyntax, literal: TokenSyntax) {
            let position = node.positionAfterSkippingLeadingTrivia
            guard skipping.isEmpty, condition?.contains(position) != true,
                  NoMagicNumbersRule.isMagicNumber(node, literal: literal, allowed: options.allowedNumbers),
                  !NoMagicNumbersRule.isFreestandingShiftOperand(node), !NoMagicNumbersRule.isColorComponent(node)
            else { return }
            let (inTestClass, extendedType) = surroundings(of: node)
            guard !inTestClass else { return }
            if let extendedType {
                guard !testClasses.contains(extendedType) else { return }
                if !otherClasses.contains(extendedType) { pending[extendedType, default: []].insert(position) }
            }
            found.append(position)
        }

        /// Whether a test class holds `node`, and the type the nearest extension around it extends.
        private func surroundings(of node: ExprSyntax) -> (inTestClass: Bool, extendedType: String?) {
            var inTestClass = false
            var extendedType: String?
            var current = node.parent
            while let parent = current {
                if let owner = parent.as(ClassDeclSyntax.self), options.unitTest.isTestClass(owner) { inTestClass = true }
                if extendedType == nil, let owner = parent.as(ExtensionDeclSyntax.self) {
                    extendedType = owner.extendedType.trimmedText
                }
                current = parent.parent
            }
            return (inTestClass, extendedType)
        }

        /// `@Suite`, or a member function marked `@Test`.
        private static func isTestSuite(_ attributes: AttributeListSyntax, _ members: MemberBlockSyntax) -> Bool {
            if LintSupport.attribute(named: "Suite", in: attributes) != nil { return true }
            return members.members.contains { member in
                member.decl.as(FunctionDeclSyntax.self).map { LintSupport.attribute(named: "Test", in: $0.attributes) != nil } ?? false
            }
        }

        /// `(400, 599)`, `(code: 404, text: "Not Found")`: a tuple of literals only.
        private static func isLiteralTuple(_ value: ExprSyntax?) -> Bool {
            guard let tuple = value?.as(TupleExprSyntax.self) else { return false }
            return tuple.elements.allSatisfy { element in
                let kind = element.expression.kind
                return kind == .integerLiteralExpr || kind == .floatLiteralExpr || kind == .stringLiteralExpr
                    || kind == .booleanLiteralExpr
            }
        }
    }
}

// MARK: - The number and what surrounds it

extension NoMagicNumbersRule {
    /// Whether the literal is a number SwiftLint reports: not an allowed one,
    /// and not the value of a declaration (`let limit = 42`, `case low = -1`),
    /// nor, there, a signed or one-sided number or an end of a range.
    static func isMagicNumber(_ node: ExprSyntax, literal: TokenSyntax, allowed: Set<Double>) -> Bool {
        guard let number = value(of: literal.text) else { return false }
        guard !allowed.contains(number) else { return false }
        guard let parent = node.parent else { return true }
        if parent.is(InitializerClauseSyntax.self) { return false }
        if parent.is(PrefixOperatorExprSyntax.self) || parent.is(PostfixOperatorExprSyntax.self) {
            return parent.parent?.is(InitializerClauseSyntax.self) != true
        }
        guard let operation = FoldedOperation(operand: node), let name = operation.operatorName else { return true }
        return !((name == "..." || name == "..<") && operation.isDeclarationValue)
    }

    /// A literal's value as `Double` reads it, `_` left out. Plain digits (most
    /// literals: `0`, `1`, `16`) are summed up rather than copied and parsed.
    private static func value(of text: String) -> Double? {
        let digits = text.utf8
        if !digits.isEmpty, digits.count <= 15, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return Double(digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        return Double(text.filter { $0 != "_" })
    }

    /// An operand of `<<` or `>>` whose operation is not part of a larger
    /// expression: `let mask = 1 << 4`.
    static func isFreestandingShiftOperand(_ node: ExprSyntax) -> Bool {
        guard let operation = FoldedOperation(operand: node), let name = operation.operatorName,
              name == "<<" || name == ">>"
        else { return false }
        return !operation.isInsideExpression
    }

    /// A component passed to `UIColor(red:green:blue:alpha:)` and its kin, or to `#colorLiteral`.
    static func isColorComponent(_ node: ExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let owner = argument.parent?.parent
        else { return false }
        if let call = owner.as(FunctionCallExprSyntax.self), colorInitializerLabels.contains(label) {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor" { return true }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor",
               member.declName.baseName.text == "init" {
                return true
            }
        }
        if let macro = owner.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return ["red", "green", "blue", "alpha"].contains(label)
        }
        return false
    }

    private static let colorInitializerLabels: Set<String> = [
        "white", "alpha", "red", "displayP3Red", "green", "blue", "hue", "saturation", "brightness", "cgColor", "ciColor",
        "resource", "patternImage",
    ]
}

// MARK: - Folding

extension NoMagicNumbersRule {
    /// The operation that has an operand as a direct operand once the
    /// sequence holding it (`a + b * c`, which arrives unfolded) is folded, as
    /// SwiftLint reads it.
    struct FoldedOperation {
        let sequence: SequenceExprSyntax
        /// Operands and operators, alternating.
        let elements: [ExprSyntax]
        let operatorIndex: Int
        /// Whether the operation is the whole sequence.
        let isWhole: Bool

        /// Nil when `operand` is not an element of a sequence, or when an
        /// operator's precedence is unknown.
        init?(operand: ExprSyntax) {
            guard let list = operand.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self)
            else { return nil }
            let elements = Array(list)
            guard let position = elements.firstIndex(where: { $0.id == operand.id }) else { return nil }
            var low = 0, high = elements.count - 1, isWhole = true
            while low < high {
                guard let root = Self.rootOperator(of: elements, from: low, to: high) else { return nil }
                if (position == low && root == low + 1) || (position == high && root == high - 1) {
                    self.sequence = sequence
                    self.elements = elements
                    operatorIndex = root
                    self.isWhole = isWhole
                    return
                }
                if position < root { high = root - 1 } else { low = root + 1 }
                isWhole = false
            }
            return nil
        }

        /// The binary operator's spelling; nil for `?:`, `=`, `as` and `is`.
        var operatorName: String? {
            elements[operatorIndex].as(BinaryOperatorExprSyntax.self)?.operator.text
        }

        /// Folding moves a `try`, `await` or `unsafe` before the first operand
        /// around the whole operation.
        private var isWrapped: Bool {
            guard let first = elements.first?.kind else { return false }
            return first == .tryExpr || first == .awaitExpr || first == .unsafeExpr
        }

        /// Whether another expression holds the operation: a larger operation,
        /// a hoisted `try`, or an expression around the sequence.
        var isInsideExpression: Bool {
            !isWhole || isWrapped || sequence.parent?.is(ExprSyntax.self) == true
        }

        /// Whether the operation is the value a declaration is initialized with.
        var isDeclarationValue: Bool {
            isWhole && !isWrapped && sequence.parent?.is(InitializerClauseSyntax.self) == true
        }

        /// The operator of `elements[low...high]` that binds loosest: the last
        /// of equals, or the first for right-associative ones (`=`, `?:`, `??`).
        private static func rootOperator(of elements: [ExprSyntax], from low: Int, to high: Int) -> Int? {
            var root: (index: Int, level: StyleSupport.Precedence)?
            for index in stride(from: low + 1, to: high, by: 2) {
                guard let level = StyleSupport.precedence(of: elements[index]) else { return nil }
                if let current = root {
                    let isRightAssociative = level == .assignment || level == .ternary || level == .nilCoalescing
                    if level > current.level || (level == current.level && isRightAssociative) { continue }
                }
                root = (index, level)
            }
            return root?.index
        }
    }
}

/// `allowed_numbers`: one number or a list, each written plain or quoted.
private struct NumberList: Decodable {
    var values: [Double]

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var values: [Double] = []
            while !list.isAtEnd { values.append(try list.decode(Number.self).value) }
            self.values = values
        } else {
            values = [try Number(from: decoder).value]
        }
    }

    private struct Number: Decodable {
        var value: Double

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let number = try? single.decode(Double.self) {
                value = number
            } else if let number = Double(try single.decode(String.self)) {
                value = number
            } else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "must be a number")
            }
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `XCTAssertEqual(a, b)` states the intent and, on failure, prints both
/// values; `XCTAssertTrue(a == b)` or `XCTAssertEqual(flag, true)` hide the
/// intent behind a comparison and report only that it failed.
public struct XCTSpecificMatcherRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "xct_specific_matcher",
        name: "XCTest Specific Matcher",
        summary: "Prefer specific XCTest matchers.",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "XCTAssert(isReady", "XCTAssertFalse(isReady)", "XCTAssertTrue(isReady)",
            "XCTAssertNil(result)", "XCTAssertNotNil(result)",
            "XCTAssertEqual(count, 4)", "XCTAssertNotEqual(count, \"true\")",
            "XCTAssertEqual(values, [4, 5, true])", "XCTAssertEqual(values, [nil, false])",
            "XCTAssertEqual([4, 5, nil], values)", "XCTAssertEqual([true, nil], values)",
            "XCTAssertEqual(4, count)", "XCTAssertNotEqual(\"nil\", count)",
            "XCTAssertEqual(false, user?.isAdmin)", "XCTAssertEqual(true, user?.isAdmin)",
            "XCTAssertEqual(user?.isAdmin, false)", "XCTAssertNotEqual(user?.isAdmin, true)",
            "XCTAssertEqual(  count  , 4  )", "XCTAssertNil(  result  )",
            "XCTAssertEqual(user?.name, makeName())", "XCTAssertEqual(.state(.idle), user?.state)",
            Example("XCTAssertEqual(isReady, true)", options: "{matchers: [one-argument-asserts]}"),
            Example("XCTAssert(left == right)", options: "{matchers: [two-argument-asserts]}"),
            "XCTAssert(left.self == right)", "XCTAssertTrue(type(of: value) != String.self)",
            "XCTAssertTrue(point == (2, 4))",
            "XCTAssertIdentical(left, right)", "XCTAssertNotIdentical(left, right)",
            "XCTAssert(left.self === right.self)",
            "XCTAssertTrue(try left === right())",
            "XCTAssert(isReady && left == right)", "XCTAssert(left == right || isReady)",
            "XCTAssert(left < right)", "XCTAssert(left == right ? isReady : isDone)",
            "XCTAssert(left == mid == right)",
            "let isCached: Bool? = nil\nfunc testCache() {\n    XCTAssertEqual(isCached, true)\n}",
            "var loaded: Bool? { nil }\nfunc testCache() {\n    XCTAssertEqual(false, loaded)\n}",
            "final class CacheTests {\n    var isCached: Bool!\n    func testCache() {\n"
                + "        XCTAssertEqual(self.isCached, true)\n    }\n}",
            "let isCached: Bool? = nil\nfunc testCache() {\n    XCTAssertNotEqual(isCached!, false)\n}",
        ],
        triggeringExamples: [
            "↓XCTAssertEqual(isReady, true)", "↓XCTAssertEqual(isReady, false)", "↓XCTAssertEqual(result, nil)",
            "↓XCTAssertNotEqual(isReady, true)", "↓XCTAssertNotEqual(isReady, false)", "↓XCTAssertNotEqual(result, nil)",
            "↓XCTAssertEqual(true, isReady)", "↓XCTAssertEqual(nil, result)", "↓XCTAssertNotEqual(false, isReady)",
            "↓XCTAssertEqual(isReady, true, \"not ready\")", "↓XCTAssertNotEqual(nil, result, \"missing\")",
            "↓XCTAssertEqual(isReady,true)", "↓XCTAssertEqual(  result  ,  nil  )",
            "↓XCTAssertEqual(true, [4, 5, true].contains(5))",
            "↓XCTAssertEqual(user?.name, nil)", "↓XCTAssertNotEqual(user?.name, nil)",
            "↓XCTAssertEqual(nil, true)", "↓XCTAssertEqual(false, nil)", "↓XCTAssertEqual(nil, nil)",
            "↓XCTAssertEqual(true, true)",
            "↓XCTAssert(left == right)", "↓XCTAssertTrue(   left  !=   right  )", "↓XCTAssertFalse(4 == count)",
            "↓XCTAssert(left != right, \"differ\")",
            "↓XCTAssert(left === right)", "↓XCTAssertTrue(left !== right)", "↓XCTAssertFalse(right === left)",
            "↓XCTAssert(  result   ==  nil)", "↓XCTAssertFalse(nil != result",
            "↓XCTAssert(left + 1 == right * 2)", "↓XCTAssert(a ?? b == c)", "↓XCTAssert(value as? Int == 3)",
            "func check() {\n    ↓XCTAssertEqual(isCached, true)\n    let isCached: Bool? = nil\n}",
            // A call is not looked up, even of a function returning `Bool?` (as in SwiftLint).
            "func loaded() -> Bool? { nil }\nfunc testCache() {\n    ↓XCTAssertEqual(false, loaded())\n}",
            Example("↓XCTAssertEqual(isReady, true)", options: "{matchers: [two-argument-asserts]}"),
            Example("↓XCTAssert(left == right)", options: "{matchers: [one-argument-asserts]}"),
        ]
    )

    /// Which kinds of assertion the rule looks at.
    public enum Matcher: String, ConfigEnum {
        /// `XCTAssert(a == b)`, `XCTAssertTrue(a != b)`, `XCTAssertFalse(a === b)`.
        case oneArgumentAsserts = "one-argument-asserts"
        /// `XCTAssertEqual(a, true)`, `XCTAssertNotEqual(a, nil)`.
        case twoArgumentAsserts = "two-argument-asserts"
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var matchers: [Matcher] = [.oneArgumentAsserts, .twoArgumentAsserts]

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, matchers }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            matchers = try container.decodeIfPresent([Matcher].self, forKey: .matchers) ?? matchers
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Names declared `Bool?` anywhere in the file change the finding.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertEqual", "XCTAssertNotEqual"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        let checksTwo = options.matchers.contains(.twoArgumentAsserts)
        let checksOne = options.matchers.contains(.oneArgumentAsserts)
        // Names declared `Bool?` or `Bool!`, found once per file and only when needed.
        var optionalBools: Set<String>?
        let lookUp = { (name: String) -> Bool in
            if optionalBools == nil { optionalBools = OptionalBoolCollector.names(in: file.tree) }
            return optionalBools?.contains(name) ?? false
        }
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let name = LintSupport.calledName(node), name.hasPrefix("XCTAssert") else { return }
            var suggestion: String?
            if checksTwo { suggestion = XCTMatcherSupport.twoArgumentSuggestion(for: node, named: name, isOptionalBool: lookUp) }
            if suggestion == nil, checksOne { suggestion = XCTMatcherSupport.oneArgumentSuggestion(for: node, named: name) }
            guard let suggestion else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, "Prefer the specific matcher '\(suggestion)' instead")
        }
    }
}

/// The decisions of `xct_specific_matcher`.
private enum XCTMatcherSupport {
    // MARK: One argument: XCTAssert(a == b)

    static func oneArgumentSuggestion(for node: FunctionCallExprSyntax, named name: String) -> String? {
        guard ["XCTAssert", "XCTAssertTrue", "XCTAssertFalse"].contains(name),
              let sequence = node.arguments.first?.expression.as(SequenceExprSyntax.self),
              // `try a === b` folds into a `try` around the comparison, which SwiftLint leaves alone.
              let first = sequence.elements.first, !first.is(TryExprSyntax.self), !first.is(AwaitExprSyntax.self),
              let comparison = topComparison(in: sequence),
              isPlainOperand(comparison.left), isPlainOperand(comparison.right)
        else { return nil }
        let identity = comparison.symbol == "===" || comparison.symbol == "!=="
        let asserted = comparison.symbol == "==" || comparison.symbol == "==="
        let expectsTrue = name == "XCTAssertFalse" ? !asserted : asserted
        switch (identity, expectsTrue) {
        case (false, true): return "XCTAssertEqual"
        case (false, false): return "XCTAssertNotEqual"
        case (true, true): return "XCTAssertIdentical"
        case (true, false): return "XCTAssertNotIdentical"
        }
    }

    /// The operands and operator of the outermost operation of an unfolded
    /// sequence when that is `==`, `!=`, `===` or `!==`, as folding with the
    /// standard operators makes it: the one comparison, binding loosest
    /// (comparisons do not chain). Nil for an operator of unknown precedence.
    private static func topComparison(in sequence: SequenceExprSyntax)
        -> (left: [ExprSyntax], symbol: String, right: [ExprSyntax])? {
        let elements = Array(sequence.elements)
        var comparisonIndices: [Int] = []
        for index in stride(from: 1, to: elements.count - 1, by: 2) {
            guard let level = StyleSupport.precedence(of: elements[index]) else { return nil }
            if level < .comparison { return nil }
            if level == .comparison { comparisonIndices.append(index) }
        }
        guard comparisonIndices.count == 1, let index = comparisonIndices.first,
              let text = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
              ["==", "!=", "===", "!=="].contains(text)
        else { return nil }
        return (Array(elements[..<index]), text, Array(elements[(index + 1)...]))
    }

    /// Not possibly a type (`Foo.self`) nor a tuple of several values, which
    /// the specific matchers cannot take.
    private static func isPlainOperand(_ elements: [ExprSyntax]) -> Bool {
        guard elements.count == 1, let operand = elements.first else { return true }
        if operand.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self" { return false }
        return (operand.as(TupleExprSyntax.self)?.elements.count ?? 0) <= 1
    }

    // MARK: Two arguments: XCTAssertEqual(a, true)

    static func twoArgumentSuggestion(
        for node: FunctionCallExprSyntax, named name: String, isOptionalBool: (String) -> Bool
    ) -> String? {
        guard name == "XCTAssertEqual" || name == "XCTAssertNotEqual" else { return nil }
        let arguments = Array(node.arguments.prefix(2))
        guard arguments.count == 2 else { return nil }
        let first = arguments[0].expression, second = arguments[1].expression
        let literal: String, other: ExprSyntax
        if isProtected(first.trimmedText) {
            (literal, other) = (first.trimmedText, second)
        } else if isProtected(second.trimmedText) {
            (literal, other) = (second.trimmedText, first)
        } else {
            return nil
        }
        let equal = name == "XCTAssertEqual"
        if literal == "nil" { return equal ? "XCTAssertNil" : "XCTAssertNotNil" }
        // `XCTAssertEqual(optionalFlag, true)` also fails for nil: no Bool matcher says that.
        guard !isOptional(other, isOptionalBool: isOptionalBool) else { return nil }
        return (literal == "true") == equal ? "XCTAssertTrue" : "XCTAssertFalse"
    }

    private static func isProtected(_ text: String) -> Bool {
        text == "true" || text == "false" || text == "nil"
    }

    private static func isOptional(_ expression: ExprSyntax, isOptionalBool: (String) -> Bool) -> Bool {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return isOptional(unwrapped.expression, isOptionalBool: isOptionalBool)
        }
        if expression.trimmedText.contains("?") { return true }
        return referencesOptionalBool(expression, isOptionalBool: isOptionalBool)
    }

    /// `flag`, `model.flag` or `flag.member` where `flag` is declared `Bool?` or `Bool!`.
    private static func referencesOptionalBool(_ expression: ExprSyntax, isOptionalBool: (String) -> Bool) -> Bool {
        if let access = expression.as(MemberAccessExprSyntax.self) {
            if let base = access.base, referencesOptionalBool(base, isOptionalBool: isOptionalBool) { return true }
            return isOptionalBool(access.declName.baseName.text)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return isOptionalBool(reference.baseName.text)
        }
        return false
    }
}

/// The names of variables and functions declared (outside function bodies and
/// other variables) with type `Bool?` or `Bool!`, as SwiftLint collects them.
private final class OptionalBoolCollector: SyntaxVisitor {
    private var names: Set<String> = []

    static func names(in tree: SourceFileSyntax) -> Set<String> {
        let collector = OptionalBoolCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let type = binding.typeAnnotation?.type, Self.isOptionalBool(type),
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
            else { continue }
            names.insert(pattern.identifier.text)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.signature.returnClause?.type, Self.isOptionalBool(type) {
            names.insert(node.name.text)
        }
        return .skipChildren
    }

    private static func isOptionalBool(_ type: TypeSyntax) -> Bool {
        let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
            ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
        return wrapped?.as(IdentifierTypeSyntax.self)?.name.text == "Bool"
    }
}

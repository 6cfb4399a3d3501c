import LintEngine
import SwiftSyntax
import ToolCore

/// Nimble's operators (`expect(total) == 12`) read as the comparison they
/// check; the matcher form (`expect(total).to(equal(12))`) wraps the same
/// comparison in two calls.
public struct NimbleOperatorRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "nimble_operator",
        name: "Nimble Operator",
        summary: "Prefer Nimble operator overloads over free matcher functions",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "expect(response.status) != \"failed\"",
            "expect(\"ready\") == \"ready\"",
            "expect(score) > 40",
            "expect(score) >= 50",
            "expect(score) < 61",
            "expect(score) <= 60",
            "expect(cache) === cache",
            "expect(score) == 50",
            "expect(isLoaded) == true",
            "expect(token) == nil",
            "expect(token) != nil",
            "expect(loader.fetch()).toEventually(equal(3))",
            "expect(items).to(haveCount(limit))",
            "expect(token).toEventuallyNot(beNil())",
            """
            runner.perform {
                expect(total).to(equal(expectedTotal), description: "totals differ")
                return Summary(total: total)
            }
            """,
            // Only the plain `expect` and matcher functions are recognised.
            "Nimble.expect(score).to(equal(50))",
            "expect(score).to(Nimble.equal(50))",
        ],
        triggeringExamples: [
            "↓expect(response.status).toNot(equal(\"failed\"))",
            "↓expect(response.status).notTo(equal(\"failed\"))",
            "↓expect(23).toNot(equal(42))",
            "↓expect(score).to(equal(50))",
            "↓expect(score, file: #file).to(equal(50))",
            "↓expect(score).to(beGreaterThan(40))",
            "↓expect(score).to(beGreaterThanOrEqualTo(50))",
            "↓expect(score).to(beLessThan(61))",
            "↓expect(score).to(beLessThanOrEqualTo(60))",
            "↓expect(cache).to(beIdenticalTo(cache))",
            "↓expect(isLoaded).to(beTrue())",
            "↓expect(isLoaded).to(beFalse())",
            "↓expect(token).to(beNil())",
            "↓expect(token).toNot(beNil())",
            // Reported although there is no operator for the negated ordering matchers.
            "↓expect(score).toNot(beGreaterThan(90))",
            "expect(score) > 40\n ↓expect(score).to(beGreaterThan(40))",
            "↓expect { try parser.parse() }.to(equal(3))",
            "func check() {\n    ↓expect(total)\n        .to(equal(12))\n}",
        ],
        corrections: [
            Correction("↓expect(response.status).toNot(equal(\"failed\"))", "expect(response.status) != \"failed\""),
            Correction("↓expect(\"ready\").to(equal(\"ready\"))", "expect(\"ready\") == \"ready\""),
            Correction("↓expect(23).toNot(equal(42))", "expect(23) != 42"),
            Correction("↓expect(lhs).to(equal(rhs))", "expect(lhs) == rhs"),
            Correction("↓expect(   lhs  ).to(equal(  rhs.value))", "expect(   lhs  ) == rhs.value"),
            Correction("↓expect(lhs).to(equal(7))", "expect(lhs) == 7"),
            Correction("↓expect(score).to(beGreaterThan(40))", "expect(score) > 40"),
            Correction("↓expect(score).to(beGreaterThanOrEqualTo(50))", "expect(score) >= 50"),
            Correction("↓expect(score).to(beLessThan(61))", "expect(score) < 61"),
            Correction("↓expect(score).to(beLessThanOrEqualTo(60))", "expect(score) <= 60"),
            Correction("↓expect(cache).to(beIdenticalTo(cache))", "expect(cache) === cache"),
            Correction("↓expect(cache).toNot(beIdenticalTo(other))", "expect(cache) !== other"),
            Correction("↓expect(isLoaded).to(beTrue())", "expect(isLoaded) == true"),
            Correction("↓expect(isLoaded).to(beFalse())", "expect(isLoaded) == false"),
            Correction("↓expect(isLoaded).toNot(beFalse())", "expect(isLoaded) != false"),
            Correction("↓expect(isLoaded).toNot(beTrue())", "expect(isLoaded) != true"),
            Correction("↓expect(token).to(beNil())", "expect(token) == nil"),
            Correction("↓expect(token).toNot(beNil())", "expect(token) != nil"),
            Correction("↓expect(token).notTo(beNil())", "expect(token) != nil"),
            Correction("expect(score) > 40\n ↓expect(score).to(beGreaterThan(40))", "expect(score) > 40\n expect(score) > 40"),
            Correction("↓expect { try parser.parse() }.to(equal(3))", "expect { try parser.parse() } == 3"),
            Correction("func check() {\n    ↓expect(total)\n        .to(equal(12))\n}", "func check() {\n    expect(total) == 12\n}"),
            // No operator says "not greater than": reported, left as it is.
            Correction("↓expect(score).toNot(beGreaterThan(90))", "expect(score).toNot(beGreaterThan(90))"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["expect"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let expectation = NimbleExpectation(node) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: expectation.fix(replacing: node, in: file))
        }
    }
}

/// `expect(actual).to(matcher(expected))`, `.toNot(…)` or `.notTo(…)` with a
/// matcher that has an operator form.
private struct NimbleExpectation {
    /// The operator for `to`, the one for `toNot` (if any), and the expected
    /// value when the matcher takes none (`beNil()` is `== nil`).
    private typealias Matcher = (positive: String, negative: String?, impliedValue: String?)

    private static let matchers: [String: Matcher] = [
        "equal": ("==", "!=", nil),
        "beIdenticalTo": ("===", "!==", nil),
        "beGreaterThan": (">", nil, nil),
        "beGreaterThanOrEqualTo": (">=", nil, nil),
        "beLessThan": ("<", nil, nil),
        "beLessThanOrEqualTo": ("<=", nil, nil),
        "beTrue": ("==", "!=", "true"),
        "beFalse": ("==", "!=", "false"),
        "beNil": ("==", "!=", "nil"),
    ]

    /// `expect(actual)`.
    private let subject: FunctionCallExprSyntax
    private let isNegated: Bool
    private let matcher: Matcher
    /// The matcher's first argument.
    private let expected: ExprSyntax?

    init?(_ node: FunctionCallExprSyntax) {
        guard node.trailingClosure == nil, node.arguments.count == 1,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              let subject = member.base?.as(FunctionCallExprSyntax.self),
              subject.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "expect",
              let predicate = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let name = predicate.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let matcher = Self.matchers[name]
        else { return nil }
        switch member.declName.baseName.text {
        case "to": isNegated = false
        case "toNot", "notTo": isNegated = true
        default: return nil
        }
        self.subject = subject
        self.matcher = matcher
        expected = predicate.arguments.first?.expression
    }

    /// `expect(actual) op expected` in place of the whole call; nil when the
    /// matcher has no operator for the negation or misses its argument.
    func fix(replacing node: FunctionCallExprSyntax, in file: LintFile) -> Diagnostic.Fix? {
        guard let operation = isNegated ? matcher.negative : Optional(matcher.positive) else { return nil }
        let value: String
        if let implied = matcher.impliedValue {
            value = implied
        } else if let expected {
            // The value keeps what precedes it on its own line (a line break and indentation).
            value = expected.leadingTrivia.description + file.sourceText(of: expected)
        } else {
            return nil
        }
        let replacement = file.sourceText(of: subject) + " " + operation + " " + value
        return Diagnostic.Fix(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement)
    }
}

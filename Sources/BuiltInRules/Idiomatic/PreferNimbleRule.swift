import LintEngine
import SwiftSyntax
import ToolCore

/// A project that tests with Nimble reads better when every expectation uses
/// it: `expect(total) == 12` rather than a mix with `XCTAssertEqual(total, 12)`.
public struct PreferNimbleRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "prefer_nimble",
        name: "Prefer Nimble",
        summary: "Prefer Nimble matchers over XCTAssert functions",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "expect(total) == 12",
            "expect(total).to(equal(12))",
            "expect(cart.items).to(haveCount(3))",
            "XCTFail(\"the order should have been rejected\")",
            "let order = try XCTUnwrap(orders.first)",
            // Only a plain call of an `XCTAssert…` function is recognised.
            "Checks.XCTAssertTrue(isReady)",
        ],
        triggeringExamples: [
            "↓XCTAssertTrue(isReady)",
            "↓XCTAssertFalse(cart.isEmpty)",
            "↓XCTAssertEqual(total, 12)",
            "↓XCTAssertNotEqual(total, 0)",
            "↓XCTAssertNil(order.error)",
            "↓XCTAssert(isReady)",
            "↓XCTAssertGreaterThan(total, 10)",
            "↓XCTAssertThrowsError(try parser.parse(\"\"))",
            """
            func testCheckout() throws {
                let order = try XCTUnwrap(orders.first)
                ↓XCTAssertEqual(order.total, 12, "wrong total")
                ↓XCTAssertNotNil(order.receipt)
            }
            """,
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard let name = LintSupport.calledName(node), name.hasPrefix("XCTAssert") else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

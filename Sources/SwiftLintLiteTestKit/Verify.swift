import SwiftLintLiteKit
import XCTest

/// Checks `rule`'s examples as the suite checks its own rules (``RuleVerification``),
/// each failure reported through XCTest at the example it is about; `skipping`
/// exempts the rule from checks that do not fit it (a rule about comments from
/// ``RuleVerification/Check/wrappingInComment``).
///
/// ```swift
/// final class NoPrintRuleTests: XCTestCase {
///     func testExamples() { verify(NoPrintRule.self) }
/// }
/// ```
public func verify(
    _ rule: any Rule.Type, skipping: Set<RuleVerification.Check> = [], file: StaticString = #filePath, line: UInt = #line
) {
    let failures = RuleVerification(rule, skipping: skipping).failures()
    for failure in failures {
        XCTFail(failure.message, file: failure.file, line: failure.line)
    }
}

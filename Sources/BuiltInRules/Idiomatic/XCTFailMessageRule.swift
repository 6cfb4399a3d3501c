import LintEngine
import SwiftSyntax
import ToolCore

/// A bare `XCTFail()` says a test failed but not why; the message is what
/// the person reading the CI log gets.
public struct XCTFailMessageRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "xctfail_message",
        name: "XCTFail Message",
        summary: "An XCTFail call should include a description of the assertion",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "func testFoo() {\n  XCTFail(\"bar\")\n}",
            "func testFoo() {\n  XCTFail(bar)\n}",
            "func testFoo() {\n  XCTFail(\"expected \\(value)\", file: file, line: line)\n}",
        ],
        triggeringExamples: [
            "func testFoo() {\n  ↓XCTFail()\n}",
            "func testFoo() {\n  ↓XCTFail(\"\")\n}",
            "func testFoo() {\n  guard let x else { return ↓XCTFail() }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["XCTFail"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionCallExprSyntax.self) { node in
            guard LintSupport.calledName(node) == "XCTFail" else { return }
            let arguments = node.arguments
            guard arguments.isEmpty
                || (arguments.count == 1 && LintSupport.isEmptyStringLiteral(arguments.first?.expression))
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

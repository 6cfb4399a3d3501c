import LintEngine
import SwiftSyntax
import ToolCore

/// An empty test passes without testing anything, and an empty `setUp` or
/// `tearDown` override does nothing: both are leftovers that make a suite
/// look more thorough than it is.
public struct EmptyXCTestMethodRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "empty_xctest_method",
        name: "Empty XCTest Method",
        summary: "Empty XCTest method should be avoided",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            class ParserTests: XCTestCase {
                var parser: Parser?

                override func setUp() {
                    super.setUp()
                    parser = Parser()
                }

                override func setUpWithError() throws {
                    parser = nil
                }

                override func tearDown() {
                    parser = nil
                    super.tearDown()
                }

                func testParse() {
                    XCTAssertNotNil(parser?.parse())
                }

                func testEmptyInput() {
                    // Arrange

                    XCTAssertNil(parser?.parse(""))

                    // Done
                }

                func testSum() {
                    _ = 2 + 3
                }
            }
            """,
            // Not a test case.
            "class Fixture {\n    func setUp() {}\n\n    func tearDown() {}\n\n    func testRun() {}\n}",
            // Methods with parameters are not tests.
            """
            class LoaderTests: XCTestCase {
                func setUp(with fixture: Fixture) {}

                func tearDown(fixture: Fixture) {}

                func testLoad(_ data: Data) {}

                func testMap(transform: (Int) -> String) {}
            }
            """,
            "class LoaderTests: XCTestCase {\n    func testLoad() { XCTAssertTrue(loader.isReady) }\n\n"
                + "    func testReset() { XCTAssertFalse(loader.isDirty) }\n}",
            """
            class LoaderTests: XCTestCase {
                override class var defaultTestSuite: XCTestSuite { XCTestSuite(name: "Loader") }

                static var allTests = [("testRun", testRun)]

                func testRun() { XCTAssert(true) }
            }
            """,
            // Only classes are test cases; SwiftLint does not look inside other declarations.
            "extension Helper {\n    override func prepare(a: Int) {}\n}\n\nstruct Box {\n    override func prepare(a: Int) {}\n}\n\n"
                + "enum Mode {\n    func testMode() {}\n}",
            "class Outer {\n    class InnerTests: XCTestCase {\n        func testNothing() {}\n    }\n}",
        ],
        triggeringExamples: [
            """
            class CartTests: XCTestCase {
                override ↓func setUp() {
                }

                override ↓func tearDown() {

                }

                ↓func testAdd() {

                }

                ↓func testRemove() {

                }

                func makeCart() {
                }
            }
            """,
            """
            class CartTests: XCTestCase {
                override ↓func setUp() {}

                override class ↓func tearDown() {}

                ↓func testAdd() {}

                func makeCart() {}
            }
            """,
            // Comments are not code.
            """
            class CartTests: XCTestCase {
                override ↓func setUp() {
                    // nothing yet
                }

                override ↓func tearDown() {
                    // first note
                    // second note
                }

                ↓func testAdd() {
                    // given

                    // when

                    // then
                }

                ↓func testRemove() {
                    /*
                     * to do
                     *
                     * later
                     */
                }

                func makeCart() {
                }
            }
            """,
            "class CartTests: XCTestCase {\n    override ↓func setUp() {}\n}\n\n"
                + "class StoreTests: XCTestCase {\n    ↓func testOpen() {}\n}",
            "class OuterTests: XCTestCase {\n    class InnerTests: XCTestCase {\n        ↓func testInner() {}\n    }\n}",
            "class FlagTests: XCTestCase {\n#if DEBUG\n    ↓func testDebugOnly() {}\n#endif\n}",
            // SwiftLint also checks functions at file level.
            "↓func testStandalone() {}",
            Example("class PlanSpec: BaseSpec {\n    ↓func testRuns() {}\n}", options: "{test_parent_classes: [BaseSpec]}"),
            // Configured classes are added to `QuickSpec` and `XCTestCase`.
            Example("class CartTests: XCTestCase {\n    ↓func testAdd() {}\n}", options: "{test_parent_classes: BaseSpec}"),
        ]
    )

    public let options: UnitTestOptions
    public init(options: UnitTestOptions) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard let body = node.body, body.statements.isEmpty,
                  node.modifiers.hasKeyword(.override) || Self.isTestMethod(node),
                  isReached(Syntax(node))
            else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `testSomething()`: named `test…`, without parameters.
    private static func isTestMethod(_ node: FunctionDeclSyntax) -> Bool {
        node.name.text.hasPrefix("test") && node.signature.parameterClause.parameters.isEmpty
    }

    /// Whether SwiftLint's visitor gets to the declaration: every enclosing
    /// type, extension, function, initializer, subscript or property must be a
    /// test class (the visitor skips the bodies of all the others).
    private func isReached(_ node: Syntax) -> Bool {
        var current = LintSupport.enclosingDeclaration(of: node)
        while let declaration = current {
            guard let owner = declaration.as(ClassDeclSyntax.self), options.isTestClass(owner) else { return false }
            current = LintSupport.enclosingDeclaration(of: declaration)
        }
        return true
    }
}

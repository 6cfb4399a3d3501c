import LintEngine
import SwiftSyntax
import ToolCore

/// State made in `setUp` outlives the test unless `tearDown` undoes it, and a
/// `tearDown` without a `setUp` undoes what nothing made: a test class with
/// one half of the pair usually leaks state from test to test.
public struct BalancedXCTestLifecycleRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "balanced_xctest_lifecycle",
        name: "Balanced XCTest Life Cycle",
        summary: "Test classes must implement balanced setUp and tearDown methods",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "final class CartTests: XCTestCase {\n    override func setUp() {}\n    override func tearDown() {}\n}",
            "final class CartTests: XCTestCase {\n    override func setUpWithError() throws {}\n    override func tearDown() {}\n}",
            "final class CartTests: XCTestCase {\n    override func setUp() {}\n    override func tearDownWithError() throws {}\n}",
            """
            final class CartTests: XCTestCase {
                override func setUpWithError() throws {}
                override func tearDownWithError() throws {}
            }

            final class StoreTests: XCTestCase {
                override func setUp() {}
                override func tearDown() {}
            }
            """,
            // Not test classes.
            "struct CartFixture {\n    func setUp() {}\n}\n\nclass StoreFixture {\n    func setUpWithError() throws {}\n}",
            "final class CartTests: XCTestCase {\n    override func setUpAllFixtures() {}\n}",
            "final class CartTests: XCTestCase {\n    override class func setUp() {}\n    override class func tearDown() {}\n}",
            // Methods with parameters are not the life cycle methods.
            "final class CartTests: XCTestCase {\n    func setUp(with fixture: Fixture) {}\n}",
            "final class CartTests: XCTestCase {\n#if os(iOS)\n    override func setUp() {}\n#endif\n    override func tearDown() {}\n}",
            // Only classes outside other declarations are checked.
            "enum Suites {\n    final class CartTests: XCTestCase {\n        override func setUp() {}\n    }\n}",
            "class CartSpec: BaseSpec {\n    override func setUp() {}\n}",
        ],
        triggeringExamples: [
            "final class ↓CartTests: XCTestCase {\n    override func setUp() {}\n}",
            "final class ↓CartTests: XCTestCase {\n    override func setUpWithError() throws {}\n}",
            """
            final class CartTests: XCTestCase {
                override func setUp() {}
                override func tearDownWithError() throws {}
            }

            final class ↓StoreTests: XCTestCase {
                override func setUpWithError() throws {}
            }
            """,
            "final class ↓CartTests: XCTestCase {\n    override class func tearDown() {}\n}",
            "final class ↓CartTests: XCTestCase {\n    override func tearDown() {}\n}",
            "@MainActor\nfinal class ↓CartTests: XCTestCase {\n    override func tearDownWithError() throws {}\n}",
            // A method of a nested type is not the test class's.
            """
            final class ↓CartTests: XCTestCase {
                override func setUp() {}

                final class Fixture {
                    func tearDown() {}
                }
            }
            """,
            Example("class ↓CartSpec: BaseSpec {\n    override func setUp() {}\n}", options: "{test_parent_classes: [BaseSpec]}"),
        ]
    )

    public let options: UnitTestOptions
    public init(options: UnitTestOptions) { self.options = options }

    /// A class's finding comes from the `setUp` and `tearDown` methods the walk met in its members.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["setUp", "setUpWithError", "tearDown", "tearDownWithError"] }

    private enum LifecycleMethod {
        case setUp, tearDown

        init?(name: String) {
            switch name {
            case "setUp", "setUpWithError": self = .setUp
            case "tearDown", "tearDownWithError": self = .tearDown
            default: return nil
            }
        }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // The life cycle methods found so far, by the class that declares them.
        var methods: [SyntaxIdentifier: Set<LifecycleMethod>] = [:]
        walk.on(FunctionDeclSyntax.self) { node in
            // SwiftLint compares the name token with its trivia, and takes any
            // such method without parameters (`class func` and non-overrides too).
            guard node.signature.parameterClause.parameters.isEmpty,
                  let method = LifecycleMethod(name: node.name.description),
                  let owner = LintSupport.enclosingDeclaration(of: Syntax(node))?.as(ClassDeclSyntax.self)
            else { return }
            methods[owner.id, default: []].insert(method)
        }
        walk.after(ClassDeclSyntax.self) { node in
            let found = methods.removeValue(forKey: node.id) ?? []
            // SwiftLint's visitor does not enter declarations: only classes
            // outside every type, extension, function and property count.
            guard LintSupport.enclosingDeclaration(of: Syntax(node)) == nil, options.isTestClass(node),
                  found.contains(.setUp) != found.contains(.tearDown)
            else { return }
            file.report(self, at: node.name.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

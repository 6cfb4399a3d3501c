import LintEngine

// The examples of `test_case_accessibility`, apart from its code.
extension TestCaseAccessibilityRule {
    static let nonTriggering: [Example] = [
        "let sharedCart: Cart?",
        """
        let sharedCart: Cart?

        class CartTests: XCTestCase {
            static let allTests = [("testAdd", testAdd)]

            private var cart: Cart?
            private let store = Store()
            fileprivate var count = 0

            override var continueAfterFailure: Bool {
                get { false }
                set {}
            }

            override static func setUp() {}

            override func setUp() {}

            override func setUpWithError() throws {}

            override class func tearDown() {}

            override func tearDown() {}

            override func tearDownWithError() throws {}

            override func recordFailure() {
                super.recordFailure()
            }

            func testAdd() {
                XCTAssertNotNil(cart)
            }

            func testRemove() {
                let item = Item()
                func remove() {}
            }

            private func makeCart(items: Int) -> Cart { Cart(items: items) }

            private struct StubStore: Store {
                var items: [Item] = []
                func load() {}
            }

            private enum Fixture {}

            fileprivate class Spy {}

            private typealias Entry = Cart.Entry

            private actor Recorder {}
        }
        """,
        "class CartTests: XCTestCase {\n    override init() {\n        super.init()\n        let first = 1\n"
            + "        var second = 2\n    }\n}",
        // Tuple patterns are not checked.
        "class CartTests: XCTestCase {\n    var (width, height) = (1, 2)\n}",
        Example("class CartTests: XCTestCase {\n    var sharedCart: Cart?\n\n    func sharedFixture() {}\n\n"
                + "    struct SharedStub {}\n}", options: "{allowed_prefixes: [shared, Shared]}"),
        // Not test classes.
        "class CartFixture {\n    var cart: Cart?\n\n    func setUp() {}\n\n    func testFixture() {}\n}",
        "class CartSpec: BaseSpec {\n    var cart: Cart?\n}",
        // Test classes inside other declarations are not checked.
        "enum Suites {\n    class CartTests: XCTestCase {\n        var cart: Cart?\n    }\n}",
        "extension Suites {\n    class CartTests: XCTestCase {\n        func fill() {}\n    }\n}",
    ]

    static let triggering: [Example] = [
        """
        class CartTests: XCTestCase {
            ↓typealias Entry = Cart.Entry

            ↓var cart: Cart?
            ↓let store: Store?
            private(set) ↓var total = 0
            static ↓var fixtures: [Cart] = []
            ↓var allTests = [("testAdd", testAdd)]

            ↓static func makeCart() {}

            ↓func setUp(with items: [Item]) {}

            ↓func fill() {}

            ↓func check_testTotal() {}

            ↓enum Fixture {}

            ↓struct Stub {}

            ↓actor Recorder {}

            ↓static func testTotal() {}

            ↓static func allTests() {}

            ↓func testTotal(items: Int) {}

            ↓public func exposedHelper() {}

            ↓@discardableResult func makeItem() -> Item { Item() }
        }

        final class StoreTests: XCTestCase {
            ↓class Nested {}
        }
        """,
        "class CartTests: XCTestCase {\n    ↓var first = 1, second = 2\n}",
        "@MainActor\nfinal class CartTests: QuickSpec {\n#if DEBUG\n    ↓func debugFill() {}\n#endif\n}",
        Example("class CartTests: XCTestCase {\n    ↓var sharedCart = 1, other = 2\n\n    var sharedStore = 3\n\n    ↓func fill() {}\n}",
                options: "{allowed_prefixes: [shared]}"),
        Example("class CartSpec: BaseSpec {\n    ↓var cart: Cart?\n}", options: "{test_parent_classes: [BaseSpec]}"),
    ]

    static let correctionExamples: [Correction] = [
        // After the attributes; a static helper other files call stays.
        Correction("final class LoopTests: XCTestCase {\n    ↓@MainActor func helper() {}\n}\n",
                   "final class LoopTests: XCTestCase {\n    @MainActor private func helper() {}\n}\n"),
        Correction("final class LoopTests: XCTestCase {\n    ↓static func makeLoop() -> Loop { Loop() }\n}\n",
                   "final class LoopTests: XCTestCase {\n    static func makeLoop() -> Loop { Loop() }\n}\n"),
        // A static helper's signature names the type: reported, not rewritten.
        Correction("final class LoopTests: XCTestCase {\n    ↓struct Spy {}\n    static func make(_ spy: Spy) {}\n}\n",
                   "final class LoopTests: XCTestCase {\n    struct Spy {}\n    static func make(_ spy: Spy) {}\n}\n"),
        // A subclass in the file may use it: reported, not rewritten.
        Correction("class BaseTests: XCTestCase {\n    ↓var loop: Loop!\n}\nclass ChildTests: BaseTests {}\n",
                   "class BaseTests: XCTestCase {\n    var loop: Loop!\n}\nclass ChildTests: BaseTests {}\n"),
        // An access level already written stays: reported, not rewritten.
        Correction("open class BaseTests: XCTestCase {\n    open ↓var app: App!\n}\n",
                   "open class BaseTests: XCTestCase {\n    open var app: App!\n}\n"),
        Correction(
            """
            class CheckoutTests: XCTestCase {
                ↓var order: Order?

                ↓struct Stub {}

                override func setUp() {}

                override func tearDown() {}

                func testPay() {}

                ↓func fillOrder() {}
            }
            """,
            """
            class CheckoutTests: XCTestCase {
                private var order: Order?

                private struct Stub {}

                override func setUp() {}

                override func tearDown() {}

                func testPay() {}

                private func fillOrder() {}
            }
            """
        ),
        Correction("class CheckoutTests: XCTestCase {\n    final ↓class Spy {}\n    static ↓let fixtures = [1]\n}",
                   "class CheckoutTests: XCTestCase {\n    final private class Spy {}\n    static let fixtures = [1]\n}"),
    ]
}

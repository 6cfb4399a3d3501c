import Shapes
import Testing
import XCTest

// XCTest finds its test classes and `test…` methods at run time.
final class ShapesTests: XCTestCase {
    func testArea() { XCTAssertEqual(area(of: 2), 4, message()) }
    func message() -> String { "area" }
}

// Swift Testing finds `@Test` functions and `@Suite` types by their macros.
@Test func countIsOne() { #expect(count() == 1) }

@Suite struct DescribeTests {
    @Test func mentionsFancy() { #expect(describe().contains("fancy")) }
}

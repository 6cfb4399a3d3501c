import APIDiff
import XCTest

final class SemanticVersioningTests: XCTestCase {
    func testTheStepBetweenTwoVersionsBelowOneTheMinorCountsAsMajor() {
        XCTAssertEqual(SemanticVersioning.step(from: "v1.2.3", to: "v2.0.0"), .major)
        XCTAssertEqual(SemanticVersioning.step(from: "1.2.3", to: "1.3.0"), .minor)
        XCTAssertEqual(SemanticVersioning.step(from: "1.2.3", to: "1.2.4"), .patch)
        XCTAssertEqual(SemanticVersioning.step(from: "0.3.1", to: "0.4.0"), .major)
        XCTAssertEqual(SemanticVersioning.step(from: "0.3.1", to: "0.3.2"), .minor)
        XCTAssertEqual(SemanticVersioning.step(from: "0.9.0", to: "1.0.0"), .major)
        XCTAssertEqual(SemanticVersioning.step(from: "5.7.1", to: "5.8.0-beta.1"), .minor)
        XCTAssertNil(SemanticVersioning.step(from: "1.3.0", to: "1.2.0"), "not a later version")
        XCTAssertNil(SemanticVersioning.step(from: "main", to: "1.2.0"))
    }

    func testABreakNeedsAMajorStepAndNewAPIAMinorOne() {
        let change = { (kind: APIChange.Kind) in
            APIChange(check: "x", kind: kind, symbol: "Kit.f()", message: "", location: nil, oldLocation: nil)
        }
        XCTAssertEqual(SemanticVersioning.required(for: []), .patch)
        XCTAssertEqual(SemanticVersioning.required(for: [change(.additive)]), .minor)
        XCTAssertEqual(SemanticVersioning.required(for: [change(.potentiallyBreaking)]), .minor)
        XCTAssertEqual(SemanticVersioning.required(for: [change(.additive), change(.breaking)]), .major)
    }
}

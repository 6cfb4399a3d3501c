@testable import LintEngine
import SwiftParser
import SwiftSyntax
import XCTest

final class SyntaxWalkTests: XCTestCase {
    /// Each call's callee as written, for the calls a walk hands `onCall(named:)`.
    private func calls(named names: [String], in source: String) -> [String] {
        var walk = SyntaxWalk()
        var seen: [String] = []
        walk.onCall(named: names) { seen.append($0.calledExpression.trimmedDescription) }
        walk.run(over: Parser.parse(source: source))
        return seen
    }

    func testCallsByNameReachEveryFormOfTheNameAndNothingElse() {
        let source = """
        f(1)
        a.f(2)
        a?.f()
        f<Int>()
        T.f { }
        g(f)
        a.g(x: f(3))
        reduce(0, +)
        (f)(4)
        """
        XCTAssertEqual(calls(named: ["f"], in: source), ["f", "a.f", "a?.f", "f<Int>", "T.f", "f"])
        XCTAssertEqual(calls(named: ["f", "reduce"], in: source), ["f", "a.f", "a?.f", "f<Int>", "T.f", "f", "reduce"])
        XCTAssertEqual(calls(named: ["h"], in: source), [])
    }

    func testCallsByNameRunBesideHandlersOfEveryCall() {
        var walk = SyntaxWalk()
        var named = 0, every = 0, reduces = 0
        walk.onCall(named: ["map"]) { _ in named += 1 }
        walk.on(FunctionCallExprSyntax.self) { _ in every += 1 }
        walk.onCall(named: ["reduce", "map"]) { _ in reduces += 1 }
        walk.run(over: Parser.parse(source: "xs.map { $0 }.reduce(0, +)\nprint(xs.map(f))\n"))
        XCTAssertEqual(every, 4)
        XCTAssertEqual(named, 2)
        XCTAssertEqual(reduces, 3)
    }
}

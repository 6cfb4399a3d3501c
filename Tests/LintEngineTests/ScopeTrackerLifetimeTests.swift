@testable import LintEngine
@testable import BuiltInRules
import SwiftParser
import SwiftSyntax
import XCTest

/// The observers rules give the shared scope tracker hold their state (which
/// holds the tracker) and the file: once the walk is over and the linter lets
/// go of the file's helpers, nothing may keep the file alive.
final class ScopeTrackerLifetimeTests: XCTestCase {
    private final class RuleState {
        var tracker: ScopeTracker?
        var closedScopes = 0
    }

    func testTheSharedTrackerLetsGoOfTheFileAfterTheWalk() {
        weak var linted: LintFile?
        do {
            let source = "func f(a: Int) {\n    let b = a\n    print(b)\n}\n"
            let file = LintFile(path: "A.swift", text: source, tree: Parser.parse(source: source))
            linted = file
            var walk = SyntaxWalk()
            let state = RuleState()
            state.tracker = ScopeTracker.shared(in: file, walk: &walk)
            XCTAssertTrue(ScopeTracker.shared(in: file, walk: &walk) === state.tracker, "one tracker per file")
            state.tracker?.onScopeExit { _ in
                state.closedScopes += 1
                _ = file.path
            }
            walk.run(over: file.tree)
            XCTAssertEqual(state.closedScopes, 2, "the function's body and the file's top level")
            file.releaseSharedHelpers()
        }
        XCTAssertNil(linted, "the file outlived its walk")
    }
}

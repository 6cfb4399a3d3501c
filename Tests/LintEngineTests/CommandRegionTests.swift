import LintEngine
import BuiltInRules
import ToolCore
import XCTest

/// In-source commands act where SwiftLint's do (its `RegionTests` and
/// `CommandTests` are the reference): a plain command from just after its
/// comment, a `:this` / `:next` / `:previous` on one whole line.
final class CommandRegionTests: XCTestCase {
    private func findings(_ source: String, rules: String = "[force_cast, superfluous_disable_command]") throws -> [String] {
        let configuration = try LintConfiguration.parse(yaml: "only_rules: \(rules)\n", registry: .standard)
        return Linter(registry: .standard, configuration: configuration).lint(source: source, path: "A.swift")
            .map { "\($0.line):\($0.column ?? 0) \($0.ruleID)" }
    }

    func testAPlainDisableActsFromTheEndOfItsComment() throws {
        let source = """
            let first = one as! Int // swiftlint:disable force_cast
            let second = two as! Int
            let third = three as! Int // swiftlint:enable force_cast
            let fourth = four as! Int

            """
        // Line 1's cast comes before the disable; line 3's before the enable's comment ends.
        XCTAssertEqual(try findings(source), ["1:17 force_cast", "4:19 force_cast"])
    }

    func testModifiedCommandsCoverOneWholeLine() throws {
        let source = """
            let first = one as! Int // swiftlint:disable:this force_cast
            // swiftlint:disable:next force_cast
            let second = two as! Int
            let third = three as! Int
            // swiftlint:disable:previous force_cast

            """
        XCTAssertEqual(try findings(source), [])
    }

    func testADisableOfARuleThatRanAndFoundNothingIsReportedWhereItsRegionStarts() throws {
        let source = """
            // swiftlint:disable force_cast
            let first = 1
            // swiftlint:enable force_cast
            // swiftlint:disable:next force_cast explicit_self nonsense
            let second = 2

            """
        XCTAssertEqual(try findings(source), [
            "1:32 superfluous_disable_command",  // just after the first comment
            "5:0 superfluous_disable_command",  // force_cast, on the line :next covers (the line only, as SwiftLint)
            "5:0 superfluous_disable_command",  // `nonsense` names no rule; `explicit_self` is SwiftLint's: never superfluous
        ])
    }

    func testDisablingSuperfluousDisableCommandOrAllSilencesTheCheck() throws {
        let source = """
            // swiftlint:disable superfluous_disable_command force_cast nonsense
            let first = 1

            """
        XCTAssertEqual(try findings(source), [])
    }
}

import LintEngine
import BuiltInRules
import ToolCore
import XCTest

final class IdentifierSignatureTests: XCTestCase {
    func testEveryWayOfWritingANameCounts() {
        let signature = IdentifierSignature("""
            @IBOutlet weak var label: UILabel!
            let image = #imageLiteral(resourceName: "x")
            let `default` = NSLocalizedString("key", comment: "")
            // TODO: fatalError here
            let ok = x≠assert(y)\u{A0}; precondition\u{A0}()
            """)
        let words = ["IBOutlet", "UILabel", "imageLiteral", "default", "NSLocalizedString", "TODO", "fatalError", "assert", "precondition"]
        for word in words {
            XCTAssertTrue(signature.mayContain(.init(word)), word)
        }
    }

    func testAPartOfAWordIsNotTheWord() {
        let signature = IdentifierSignature("let mapped = values.filtered(by: isValid)\n")
        // "map", "filter" and "Valid" are inside longer words; a rule keyed on
        // them may skip this file. Collisions are possible in principle, so
        // check several: all of them colliding would mean the hash is broken.
        let absent = ["map", "filter", "Valid", "fatalError", "IBOutlet", "NSLocalizedString", "XCTestCase", "reduce"]
        XCTAssertEqual(absent.filter { signature.mayContain(.init($0)) }, [])
        XCTAssertTrue(signature.mayContain(.init("filtered")))
    }

    func testARuleWithTriggerIdentifiersStillFindsItsViolations() throws {
        // `fatal_error_message` is keyed on `fatalError`: it fires where the file names it, and the
        // file it skips is one it could not have found anything in.
        let configuration = try LintConfiguration.parse(yaml: "only_rules: [fatal_error_message]", registry: .standard)
        let linter = Linter(registry: .standard, configuration: configuration)
        XCTAssertEqual(linter.lint(source: "func f() {\n    fatalError()\n}\n", path: "a.swift").map(\.line), [2])
        XCTAssertEqual(linter.lint(source: "func f() {\n    crash()\n}\n", path: "b.swift"), [])
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// A test case class that nobody subclasses can be `final`: calls to its
/// methods are then dispatched statically, and the intent is explicit.
public struct FinalTestCaseRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "final_test_case",
        name: "Final Test Case",
        summary: "Test cases should be final",
        kind: .performance,
        isOptIn: true,
        nonTriggeringExamples: [
            "final class ParserTests: XCTestCase {}",
            "open class BaseParserTests: XCTestCase {}",
            "public final class LexerSpec: QuickSpec {}",
            "class ParserTests: HelperTestCase {}",
            "class ParserTests: XCTest.XCTestCase {}",
            "final class Outer {\n    final class NestedTests: XCTestCase {}\n}",
            Example("struct ParserTests: HelperTestCase {}", options: "{test_parent_classes: [HelperTestCase]}"),
            Example("final class ParserTests: HelperTestCase {}", options: "{test_parent_classes: HelperTestCase}"),
        ],
        triggeringExamples: [
            "class ↓ParserTests: XCTestCase {}",
            "public class ↓LexerSpec: QuickSpec {}",
            "@MainActor\nclass ↓ParserTests: NSObject, XCTestCase {}",
            "enum Suite {\n    class ↓NestedTests: XCTestCase {}\n}",
            Example("class ↓ParserTests: HelperTestCase {}", options: "{test_parent_classes: [HelperTestCase]}"),
            Example("class ↓ParserTests: XCTestCase {}", options: "{test_parent_classes: [HelperTestCase]}"),
        ],
        corrections: [
            // Subclassed in the file: reported, not rewritten.
            Correction("class ↓BaseTests: XCTestCase {}\nclass ChildTests: BaseTests {}\n",
                       "class BaseTests: XCTestCase {}\nclass ChildTests: BaseTests {}\n"),
            Correction("class ↓ParserTests: XCTestCase {}", "final class ParserTests: XCTestCase {}"),
            Correction("internal class ↓ParserTests: XCTestCase {}", "internal final class ParserTests: XCTestCase {}"),
            Correction("@MainActor class ↓ParserTests: XCTestCase {}", "@MainActor final class ParserTests: XCTestCase {}"),
            Correction("// Tests\nclass ↓ParserTests: XCTestCase {}", "// Tests\nfinal class ParserTests: XCTestCase {}"),
        ]
    )

    public let options: UnitTestOptions
    public init(options: UnitTestOptions) { self.options = options }

    public var triggerIdentifiers: [String] { options.triggerIdentifiers }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClassDeclSyntax.self) { node in
            guard options.isTestClass(node), !node.modifiers.hasKeyword(.open),
                  !node.modifiers.hasKeyword(.final)
            else { return }
            // `final` goes right before `class`, after any attributes and modifiers;
            // not when the file subclasses it (swift-nio's end-to-end tests, found
            // by the fix round trip): reported, not rewritten.
            let insertion = node.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            let isSubclassed = LintSupport.isSubclassed(node.name.text, in: file.tree)
            file.report(self, at: node.name.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: isSubclassed ? nil : .init(start: insertion, end: insertion, replacement: "final "))
        }
    }
}

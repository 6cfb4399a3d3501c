import LintEngine
import SwiftSyntax
import ToolCore

/// One test class per file keeps a suite easy to find and to navigate: the
/// file name tells which class it holds, and each class can grow its helpers
/// without mixing them with another's.
public struct SingleTestClassRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "single_test_class",
        name: "Single Test Class",
        summary: "Test files should contain a single QuickSpec or XCTestCase class.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "class LexerTests {  }\n",
            "class LexerTests: XCTestCase {  }\n",
            "class LexerSpec: QuickSpec {  }\n",
            "class LexerTests: XCTestCase {}\nclass TokenFixture {}\nstruct Sample {}\nextension LexerTests {}\n",
            // Only classes at file level are counted.
            "class LexerTests: XCTestCase {\n    class NestedTests: XCTestCase {}\n}\n",
            "class LexerTests: XCTestCase {}\nenum Cases {\n    class ParserTests: XCTestCase {}\n}\n",
            // The superclass is matched by its plain name.
            "class LexerTests: XCTest.XCTestCase {}\nclass ParserTests: XCTestCase {}\n",
            "class LexerTests: BaseTests {}\nclass ParserTests: BaseTests {}\n",
        ],
        triggeringExamples: [
            "↓class LexerSpec: QuickSpec {  }\n↓class ParserSpec: QuickSpec {  }\n",
            "↓class LexerSpec: QuickSpec {  }\n↓class ParserSpec: QuickSpec {  }\n↓class PrinterSpec: QuickSpec {  }\n",
            "↓class LexerTests: XCTestCase {  }\n↓class ParserTests: XCTestCase {  }\n",
            "↓class LexerSpec: QuickSpec {  }\n↓class ParserTests: XCTestCase {  }\nclass TokenFixture {  }\n",
            "final ↓class LexerSpec: QuickSpec {  }\n@MainActor public ↓class ParserTests: NSObject, XCTestCase {  }\n",
            "#if canImport(Darwin)\n↓class LexerTests: XCTestCase {}\n#endif\n↓class ParserTests: XCTestCase {}\n",
            Example("↓class LexerTests: BaseTests {}\n↓class ParserTests: XCTestCase {}\n",
                    options: "{test_parent_classes: [BaseTests]}"),
        ]
    )

    public let options: UnitTestOptions
    public init(options: UnitTestOptions) { self.options = options }

    /// Test classes are counted across the file.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { options.triggerIdentifiers }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // SwiftLint's visitor does not enter declarations: only classes outside
        // every type, extension, function, initializer, subscript and property count.
        var testClasses: [AbsolutePosition] = []
        walk.on(ClassDeclSyntax.self) { node in
            guard LintSupport.enclosingDeclaration(of: Syntax(node)) == nil, options.isTestClass(node) else { return }
            testClasses.append(node.classKeyword.positionAfterSkippingLeadingTrivia)
        }
        walk.after(SourceFileSyntax.self) { _ in
            guard testClasses.count > 1 else { return }
            for position in testClasses {
                file.report(self, at: position, "\(testClasses.count) test classes found in this file")
            }
        }
    }
}

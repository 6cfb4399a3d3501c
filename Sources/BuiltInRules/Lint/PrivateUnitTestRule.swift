import LintEngine
import SwiftSyntax
import ToolCore

/// XCTest finds tests through the Objective-C runtime, which does not see
/// private methods or classes: a private test is silently never run.
public struct PrivateUnitTestRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "private_unit_test",
        name: "Private Unit Test",
        summary: "Unit tests marked private are silently skipped",
        kind: .lint,
        nonTriggeringExamples: [
            "class FooTest: XCTestCase {\n    func test1() {}\n    internal func test2() {}\n    public func test3() {}\n}",
            "internal class FooTest: XCTestCase {\n    func test1() {}\n    internal func test2() {}\n    public func test3() {}\n}",
            "@objc private class FooTest: XCTestCase {\n    @objc private func test1() {}\n    internal func test2() {}\n}",
            "private class Foo: NSObject {\n    func test1() {}\n    internal func test2() {}\n    public func test3() {}\n}",
            "private class Foo {\n    func test1() {}\n    internal func test2() {}\n    public func test3() {}\n}",
            Example("public class FooTest: XCTestCase {\n    private func test1(param: Int) {}\n"
                    + "    private func test2() -> String { \"\" }\n"
                    + "    private func atest() {}\n    private static func test3() {}\n}"),
        ],
        triggeringExamples: [
            "private ↓class FooTest: XCTestCase {\n    func test1() {}\n    private func test4() {}\n}",
            "class FooTest: XCTestCase {\n    func test1() {}\n    private ↓func test4() {}\n}",
            "internal class FooTest: XCTestCase {\n    func test1() {}\n    private ↓func test4() {}\n}",
            "public class FooTest: XCTestCase {\n    public func test3() {}\n    private ↓func test4() {}\n}",
            Example("class FooSpec: MySpec {\n    private ↓func testA() {}\n}", options: "{test_parent_classes: [MySpec]}"),
        ],
        corrections: [
            Correction("\n↓private class Test: XCTestCase {}", "\nclass Test: XCTestCase {}"),
            Correction("class Test: XCTestCase {\n\n    ↓private func test1() {}\n    private func test2(i: Int) {}\n"
                       + "    @objc private func test3() {}\n    internal func test4() {}\n}",
                       "class Test: XCTestCase {\n\n    func test1() {}\n    private func test2(i: Int) {}\n"
                       + "    @objc private func test3() {}\n    internal func test4() {}\n}"),
        ]
    )

    public let options: UnitTestOptions
    public init(options: UnitTestOptions) { self.options = options }

    public var triggerIdentifiers: [String] { options.triggerIdentifiers }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ClassDeclSyntax.self) { node in
            guard options.isTestClass(node), isPrivate(node.modifiers, node.attributes), isReachable(node) else { return }
            report(node.classKeyword, modifiers: node.modifiers, in: file)
        }
        walk.on(FunctionDeclSyntax.self) { node in
            let signature = node.signature
            guard node.name.text.hasPrefix("test"), signature.parameterClause.parameters.isEmpty, signature.returnClause == nil,
                  !node.modifiers.hasKeyword(.static), isPrivate(node.modifiers, node.attributes),
                  let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
                  options.isTestClass(owner), !isPrivate(owner.modifiers, owner.attributes), isReachable(owner)
            else { return }
            report(node.funcKeyword, modifiers: node.modifiers, in: file)
        }
    }

    private func report(_ keyword: TokenSyntax, modifiers: DeclModifierListSyntax, in file: LintFile) {
        // The fix drops `private` and the blanks after it.
        let fix = modifiers.first { $0.name.isKeyword(.private) }.flatMap { modifier -> Diagnostic.Fix? in
            guard let next = modifier.nextToken(viewMode: .sourceAccurate) else { return nil }
            return .init(start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                         end: next.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")
        }
        file.report(self, at: keyword.positionAfterSkippingLeadingTrivia, Self.description.summary, fix: fix)
    }

    private func isPrivate(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) -> Bool {
        modifiers.hasKeyword(.private) && LintSupport.attribute(named: "objc", in: attributes) == nil
    }

    /// As SwiftLint looks: at file scope, or inside test classes that are not private.
    private func isReachable(_ node: ClassDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(DeclSyntax.self), !decl.is(IfConfigDeclSyntax.self) {
                guard let owner = decl.as(ClassDeclSyntax.self), options.isTestClass(owner),
                      !isPrivate(owner.modifiers, owner.attributes)
                else { return false }
            }
            current = parent.parent
        }
        return true
    }
}

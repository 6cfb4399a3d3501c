import LintEngine
import SwiftSyntax
import ToolCore

/// While one Quick example or group is focused (`fit`, `fdescribe`, …), every
/// other test is silently skipped: a focus left in after debugging turns the
/// suite into a single test.
public struct QuickDiscouragedFocusedTestRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "quick_discouraged_focused_test",
        name: "Quick Discouraged Focused Test",
        summary: "Non-focused tests won't run as long as this test is focused",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            class CheckoutSpec: QuickSpec {
                override func spec() {
                    describe("checkout") {
                        describe("payment") { }
                        context("with a coupon") {
                            it("applies the discount") { }
                        }
                        it("shows the total") { }
                        itBehavesLike("a screen")
                    }
                }
            }
            """,
            // Only `spec()` overrides are looked into.
            """
            class CheckoutSpec: QuickSpec {
                func helpers() {
                    fit("shows the total") { }
                }

                func spec() {
                    fdescribe("checkout") { }
                }
            }
            """,
            // A class without an inheritance clause, an extension, a struct.
            "class CheckoutSpec {\n    override func spec() {\n        fit(\"shows the total\") { }\n    }\n}",
            "extension CheckoutSpec {\n    override func spec() {\n        fcontext(\"empty cart\") { }\n    }\n}",
            """
            struct Wrapper {
                class CheckoutSpec: QuickSpec {
                    override func spec() {
                        fit("pays") { }
                    }
                }
            }
            """,
            // Qualified calls are not Quick's free functions as SwiftLint sees them.
            "class CheckoutSpec: QuickSpec {\n    override func spec() {\n        Quick.fit(\"pays\") { }\n    }\n}",
            // SwiftLint does not look inside variable declarations.
            "class CheckoutSpec: QuickSpec {\n    override func spec() {\n        let group = fdescribe(\"pays\") { }\n    }\n}",
        ],
        triggeringExamples: [
            "class CheckoutSpec: QuickSpec {\n    override func spec() {\n        ↓fdescribe(\"checkout\") { }\n    }\n}",
            "class CheckoutSpec: QuickSpec {\n    override func spec() {\n        ↓fcontext(\"empty cart\") { }\n    }\n}",
            "class CheckoutSpec: QuickSpec {\n    override func spec() {\n        ↓fit(\"shows the total\") { }\n    }\n}",
            """
            class CheckoutSpec: QuickSpec {
                override func spec() {
                    describe("checkout") {
                        ↓fit("shows the total") { }
                        context("with a coupon") {
                            ↓fit("applies the discount") { }
                            describe("expired") {
                                ↓fit("rejects it") { }
                            }
                        }
                    }
                }
            }
            """,
            "class CheckoutSpec: QuickSpec {\n    override func spec() {\n        ↓fitBehavesLike(\"a screen\")\n    }\n}",
            // Any superclass will do, and `class func spec()` (Quick 7) counts too.
            "class CheckoutSpec: BaseSpec {\n    override class func spec() {\n        ↓fitBehavesLike(\"a screen\")\n    }\n}",
            """
            class OuterSpec: QuickSpec {
                class InnerSpec: QuickSpec {
                    override static func spec() {
                        ↓fdescribe("inner") { }
                    }
                }
            }
            """,
            // Calls outside every declaration are checked as well.
            "↓fit(\"runs at file level\") { }",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["fdescribe", "fcontext", "fit", "fitBehavesLike"] }

    /// Quick's focused variants.
    private static let focusedCalls: Set<String> = ["fdescribe", "fcontext", "fit", "fitBehavesLike"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        QuickSupport.reportCalls(named: Self.focusedCalls, by: self, message: Self.description.summary, walk: &walk, file: file)
    }
}

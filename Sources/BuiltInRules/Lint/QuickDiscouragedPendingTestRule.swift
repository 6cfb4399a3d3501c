import LintEngine
import SwiftSyntax
import ToolCore

/// A pending Quick example or group (`xit`, `xdescribe`, `pending`, …) is
/// skipped on every run: what it tests goes unchecked until someone notices.
public struct QuickDiscouragedPendingTestRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "quick_discouraged_pending_test",
        name: "Quick Discouraged Pending Test",
        summary: "This test won't run as long as it's marked pending",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            class InboxSpec: QuickSpec {
                override func spec() {
                    describe("inbox") {
                        describe("unread") { }
                        context("when offline") {
                            it("queues messages") { }
                        }
                        it("lists messages") { }
                        itBehavesLike("a list")
                    }
                }
            }
            """,
            // Only `spec()` overrides are looked into.
            """
            class InboxSpec: QuickSpec {
                func disabledExamples() {
                    xit("lists messages") { }
                }

                func spec() {
                    pending("archiving")
                }
            }
            """,
            // A class without an inheritance clause, an extension, an enum.
            "class InboxSpec {\n    override func spec() {\n        xit(\"lists messages\") { }\n    }\n}",
            "extension InboxSpec {\n    override func spec() {\n        xcontext(\"when offline\") { }\n    }\n}",
            """
            enum Specs {
                class InboxSpec: QuickSpec {
                    override func spec() {
                        xit("sorts") { }
                    }
                }
            }
            """,
            // Qualified calls are not Quick's free functions as SwiftLint sees them.
            "class InboxSpec: QuickSpec {\n    override func spec() {\n        Quick.xit(\"sorts\") { }\n    }\n}",
            // SwiftLint does not look inside variable declarations.
            "class InboxSpec: QuickSpec {\n    override func spec() {\n        let group = xdescribe(\"sorting\") { }\n    }\n}",
        ],
        triggeringExamples: [
            "class InboxSpec: QuickSpec {\n    override func spec() {\n        ↓xdescribe(\"inbox\") { }\n    }\n}",
            "class InboxSpec: QuickSpec {\n    override func spec() {\n        ↓xcontext(\"when offline\") { }\n    }\n}",
            "class InboxSpec: QuickSpec {\n    override func spec() {\n        ↓xit(\"lists messages\") { }\n    }\n}",
            """
            class InboxSpec: QuickSpec {
                override func spec() {
                    describe("inbox") {
                        ↓xit("lists messages") { }
                        context("when offline") {
                            ↓xit("queues messages") { }
                            describe("retry") {
                                ↓xit("backs off") { }
                            }
                        }
                    }
                }
            }
            """,
            "class InboxSpec: QuickSpec {\n    override func spec() {\n        ↓pending(\"archiving\")\n    }\n}",
            "class InboxSpec: QuickSpec {\n    override func spec() {\n        ↓xitBehavesLike(\"a list\")\n    }\n}",
            // Any superclass will do, and `class func spec()` (Quick 7) counts too.
            "class InboxSpec: BaseSpec {\n    override class func spec() {\n        ↓xitBehavesLike(\"a list\")\n    }\n}",
            """
            class OuterSpec: QuickSpec {
                class InnerSpec: QuickSpec {
                    override static func spec() {
                        ↓xdescribe("inner") { }
                    }
                }
            }
            """,
            // Calls outside every declaration are checked as well.
            "↓pending(\"file level\")",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["pending", "xdescribe", "xcontext", "xit", "xitBehavesLike"] }

    /// Quick's pending variants.
    private static let pendingCalls: Set<String> = ["pending", "xdescribe", "xcontext", "xit", "xitBehavesLike"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        QuickSupport.reportCalls(named: Self.pendingCalls, by: self, message: Self.description.summary, walk: &walk, file: file)
    }
}

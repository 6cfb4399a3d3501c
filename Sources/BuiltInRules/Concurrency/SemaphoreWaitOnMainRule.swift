import LintEngine
import SwiftSyntax
import ToolCore

/// `semaphore.wait()` on the main thread stops the run loop until another
/// thread signals: the UI freezes, and when the signalling code needs the main
/// thread (a completion handler delivered on the main queue) it never comes.
/// Main-thread code is recognized from syntax: main-queue closures,
/// `@MainActor` functions and types, and UIKit/AppKit view (controller)
/// subclasses.
public struct SemaphoreWaitOnMainRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "semaphore_wait_on_main",
        name: "Semaphore Wait on Main",
        summary: "Waiting on a semaphore without a timeout blocks the main thread",
        kind: .concurrency,
        nonTriggeringExamples: [
            "let semaphore = DispatchSemaphore(value: 0)\nDispatchQueue.global().async {\n    semaphore.wait()\n}\n",
            "DispatchQueue.main.async {\n    _ = semaphore.wait(timeout: .now() + 2)\n}\n",
            "@MainActor func refresh() {\n    if semaphore.wait(timeout: .now() + .milliseconds(100)) == .timedOut { return }\n}\n",
            "func work() {\n    semaphore.wait()\n}\n",
            "@MainActor func load() {\n    DispatchQueue.global().async {\n        semaphore.wait()\n    }\n}\n",
        ],
        triggeringExamples: [
            "let semaphore = DispatchSemaphore(value: 0)\nDispatchQueue.main.async {\n    semaphore.↓wait()\n}\n",
            "@MainActor\nfinal class Model {\n    let lock = DispatchSemaphore(value: 1)\n    func update() {\n"
                + "        lock.↓wait()\n        defer { lock.signal() }\n    }\n}\n",
            "class PhotoViewController: UIViewController {\n    override func viewDidLoad() {\n"
                + "        super.viewDidLoad()\n        semaphore.↓wait(timeout: .distantFuture)\n    }\n}\n",
            "@MainActor func reload() {\n    let done = DispatchSemaphore(value: 0)\n    fetch { done.signal() }\n"
                + "    done.↓wait()\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Whether a name is a semaphore comes from its declaration, which may be another member or top-level item.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["wait"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["wait"]) { node in
            guard let call = DispatchCall(node), call.method == "wait", waitsForever(call),
                  ConcurrencySupport.isSemaphore(call.receiver),
                  DispatchContext.isolation(of: node) == .main else { return }
            let semaphore = call.receiver.trimmedText
            file.report(self, at: call.name.positionAfterSkippingLeadingTrivia,
                        "`\(semaphore).wait()` without a timeout blocks the main thread until another thread signals: "
                            + "the UI freezes, and if the signal needs the main thread it never comes; wait with a "
                            + "timeout (`wait(timeout: .now() + 1)`) and handle `.timedOut`, or use async/await")
        }
    }

    /// `wait()`, or a timeout of `.distantFuture`.
    private func waitsForever(_ call: DispatchCall) -> Bool {
        guard call.call.trailingClosure == nil else { return false }
        let arguments = call.call.arguments
        if arguments.isEmpty { return true }
        guard arguments.count == 1, let argument = arguments.first,
              let member = argument.expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "distantFuture"
    }
}

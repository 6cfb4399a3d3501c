import LintEngine
import SwiftSyntax
import ToolCore

/// `DispatchQueue.main.sync` called on the main thread waits for the main
/// queue, which is busy running the caller: the app freezes for good. App code
/// runs on the main thread unless something sent it elsewhere, so the call is
/// a deadlock waiting to happen. Not flagged: calls inside a closure
/// dispatched asynchronously to another queue (a hop back from the
/// background), calls behind a `Thread.isMainThread` check, and calls inside a
/// main-queue closure (`sync_on_current_queue` reports those).
public struct MainSyncDeadlockRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "main_sync_deadlock",
        name: "Main Sync Deadlock",
        summary: "`DispatchQueue.main.sync` deadlocks when called on the main thread; use `async`",
        kind: .concurrency,
        nonTriggeringExamples: [
            "DispatchQueue.main.async {\n    self.label.text = title\n}\n",
            "DispatchQueue.main.asyncAfter(deadline: .now() + 1) {\n    self.reload()\n}\n",
            "queue.sync {\n    cache[key] = value\n}\n",
            "DispatchQueue.global().sync {\n    compute()\n}\n",
            "DispatchQueue.global(qos: .utility).async {\n    let image = render()\n    DispatchQueue.main.sync {\n"
                + "        imageView.image = image\n    }\n}\n",
            "if Thread.isMainThread {\n    update()\n} else {\n    DispatchQueue.main.sync { update() }\n}\n",
            "workQueue.async {\n    let value = compute()\n    DispatchQueue.main.sync { show(value) }\n}\n",
        ],
        triggeringExamples: [
            "DispatchQueue.main.↓sync {\n    label.text = title\n}\n",
            "DispatchQueue.main.↓sync(execute: reload)\n",
            "func viewDidLoad() {\n    let value = DispatchQueue.main.↓sync { model.value }\n}\n",
            "let main = DispatchQueue.main\nmain.↓sync { refresh() }\n",
            "@MainActor func save() {\n    DispatchQueue.main.↓sync { store.flush() }\n}\n",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    /// Queue kinds come from declarations elsewhere in the type or file, and a main-thread check from earlier top-level statements.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["sync", "asyncAndWait"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["sync", "asyncAndWait"]) { node in
            guard let call = DispatchCall(node), call.isSynchronousDispatch,
                  ConcurrencySupport.queueKind(of: call.receiver) == .main,
                  !isKnownOffMain(node), !isBehindMainThreadCheck(node) else { return }
            file.report(self, at: call.name.positionAfterSkippingLeadingTrivia, message(for: call))
        }
    }

    private func message(for call: DispatchCall) -> String {
        "`\(call.receiver.trimmedText).\(call.method)` deadlocks when called on the main thread, where app code "
            + "usually runs: the main queue waits for the caller, which waits for the main queue; use `async`, "
            + "or call the code directly when already on the main thread"
    }

    /// Inside a closure sent asynchronously to another queue; or inside a
    /// main-queue closure, which `sync_on_current_queue` reports.
    private func isKnownOffMain(_ node: FunctionCallExprSyntax) -> Bool {
        let around = DispatchContext.runningDispatches(around: node)
        if around.contains(where: { ConcurrencySupport.queueKind(of: $0.receiver) == .main }) { return true }
        // `queue.async { DispatchQueue.main.sync { … } }`: a hop back from a (presumably background) queue.
        if let outermost = around.last, !outermost.isSynchronousDispatch { return true }
        return DispatchContext.isolation(of: node) == .background
    }

    /// An enclosing `if`/`guard`, or an earlier `guard`, that tests `Thread.isMainThread`.
    private func isBehindMainThreadCheck(_ node: FunctionCallExprSyntax) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent, !DispatchContext.isBoundary(parent) {
            if let condition = parent.as(IfExprSyntax.self)?.conditions ?? parent.as(GuardStmtSyntax.self)?.conditions,
               mentionsMainThread(condition) {
                return true
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < child.position {
                    if case .stmt(let statement) = item.item, let check = statement.as(GuardStmtSyntax.self),
                       mentionsMainThread(check.conditions) {
                        return true
                    }
                }
            }
            child = parent
        }
        return false
    }

    private func mentionsMainThread(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.trimmedText.contains("isMainThread")
    }
}

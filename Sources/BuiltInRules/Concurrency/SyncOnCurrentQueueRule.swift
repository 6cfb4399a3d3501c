import LintEngine
import SwiftSyntax
import ToolCore

/// `queue.sync` from a block already running on `queue` waits for the queue to
/// finish the current block — the one that is waiting: a deadlock, every time
/// on a serial queue (and on a concurrent one when either block is a barrier).
/// The queues are compared by how they are written (`self.queue` is `queue`),
/// so the rule looks at closures nested in the same function.
public struct SyncOnCurrentQueueRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "sync_on_current_queue",
        name: "Sync on Current Queue",
        summary: "`sync` onto the queue whose closure is running deadlocks",
        kind: .concurrency,
        nonTriggeringExamples: [
            "queue.sync {\n    otherQueue.sync { work() }\n}\n",
            "queue.async {\n    queue.async { work() }\n}\n",
            "queue.sync {\n    DispatchQueue.main.async { update() }\n}\n",
            "let queue = DispatchQueue(label: \"cache\", attributes: .concurrent)\nqueue.sync {\n    queue.sync { read() }\n}\n",
            "queue.async {\n    fetch { result in\n        queue.sync { store(result) }\n    }\n}\n",
            "queue.sync {\n    other.async {\n        queue.sync { work() }\n    }\n}\n",
        ],
        triggeringExamples: [
            "queue.sync {\n    queue.↓sync { work() }\n}\n",
            "self.queue.sync {\n    items.forEach { item in\n        queue.↓sync { store(item) }\n    }\n}\n",
            "DispatchQueue.main.async {\n    DispatchQueue.main.↓sync { refresh() }\n}\n",
            "let queue = DispatchQueue(label: \"cache\", attributes: .concurrent)\nqueue.async(flags: .barrier) {\n"
                + "    queue.↓sync { read() }\n}\n",
            "serial.async {\n    serial.↓sync(execute: work)\n}\n",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    /// A queue's kind comes from its declaration, which may be another member or top-level item.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["sync", "asyncAndWait"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["sync", "asyncAndWait"]) { node in
            guard let inner = DispatchCall(node), inner.isSynchronousDispatch else { return }
            let around = DispatchContext.runningDispatches(around: node)
            guard !around.isEmpty else { return }
            let key = inner.receiverKey
            let kind = ConcurrencySupport.queueKind(of: inner.receiver)
            guard kind != .global,
                  let outer = around.first(where: { isSameQueue($0, key: key, kind: kind) }),
                  kind != .concurrent || inner.hasBarrierFlag || outer.hasBarrierFlag else { return }
            file.report(self, at: inner.name.positionAfterSkippingLeadingTrivia, message(inner: inner, outer: outer, in: file))
        }
    }

    private func isSameQueue(_ outer: DispatchCall, key: String, kind: DispatchQueueKind?) -> Bool {
        if outer.receiverKey == key { return true }
        return kind == .main && ConcurrencySupport.queueKind(of: outer.receiver) == .main
    }

    private func message(inner: DispatchCall, outer: DispatchCall, in file: LintFile) -> String {
        let queue = inner.receiver.trimmedText
        return "`\(queue).\(inner.method)` runs inside a closure already running on `\(queue)` "
            + "(the `\(outer.method)` at line \(file.location(of: outer.name.positionAfterSkippingLeadingTrivia).line)): "
            + "the inner block waits for the outer one to finish, which waits for the inner one — a deadlock; "
            + "call the code directly, or use `async`"
    }
}

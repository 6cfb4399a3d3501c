import LintEngine
import SwiftSyntax
import ToolCore

/// A barrier block waits for the other blocks of its queue only on a private
/// concurrent queue. On a global queue the flag is ignored, so the "exclusive"
/// write of a reader-writer pattern runs alongside the reads — a data race that
/// looks protected. (On the serial main queue it does nothing at all.)
public struct BarrierOnGlobalQueueRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "barrier_on_global_queue",
        name: "Barrier on Global Queue",
        summary: "Barrier flags have no effect on global queues or the main queue; use a private concurrent queue",
        kind: .concurrency,
        nonTriggeringExamples: [
            "let queue = DispatchQueue(label: \"photos\", attributes: .concurrent)\n"
                + "queue.async(flags: .barrier) { photos.append(photo) }\n",
            "DispatchQueue.global().async { work() }\n",
            "class Store {\n    private let queue = DispatchQueue(label: \"store\", attributes: .concurrent)\n"
                + "    func set(_ value: Int) {\n        queue.async(flags: .barrier) { self.value = value }\n    }\n}\n",
            "DispatchQueue.global(qos: .background).async(flags: .detached) { work() }\n",
            "func write(on queue: DispatchQueue) {\n    queue.async(flags: .barrier) { flush() }\n}\n",
        ],
        triggeringExamples: [
            "DispatchQueue.global().↓async(flags: .barrier) { photos.append(photo) }\n",
            "DispatchQueue.global(qos: .userInitiated).↓sync(flags: .barrier) { cache.removeAll() }\n",
            "DispatchQueue.main.↓async(flags: .barrier) { update() }\n",
            "class Store {\n    private let queue = DispatchQueue.global(qos: .utility)\n    func set(_ value: Int) {\n"
                + "        self.queue.↓async(flags: .barrier) { self.value = value }\n    }\n}\n",
            "let queue: DispatchQueue = .global()\nqueue.↓async(flags: [.barrier]) { write() }\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// A queue's kind comes from its declaration, which may be another member or top-level item.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["barrier"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ConcurrencySupport.dispatchMethods) { node in
            guard let call = DispatchCall(node), call.isDispatch, call.hasBarrierFlag,
                  let kind = ConcurrencySupport.queueKind(of: call.receiver), kind == .global || kind == .main
            else { return }
            file.report(self, at: call.name.positionAfterSkippingLeadingTrivia, message(for: call, kind: kind))
        }
    }

    private func message(for call: DispatchCall, kind: DispatchQueueKind) -> String {
        let queue = call.receiver.trimmedText
        let effect = kind == .main
            ? "the main queue is serial, so the barrier does nothing"
            : "barriers are ignored on global queues, so this block runs alongside the others and is not exclusive"
        return "`\(queue).\(call.method)(flags: .barrier)`: \(effect); submit reads and writes to a private "
            + "concurrent queue, `DispatchQueue(label: …, attributes: .concurrent)`"
    }
}

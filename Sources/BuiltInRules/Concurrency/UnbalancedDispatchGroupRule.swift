import LintEngine
import SwiftSyntax
import ToolCore

/// Every `group.enter()` needs exactly one `group.leave()` on every path,
/// or the group never empties: `notify` never runs and `wait()` blocks
/// forever. The rule flags the obvious cases: an `enter()` with no `leave()`
/// at all for that group (in the function, for a local group; in the file,
/// for a property or parameter), and a path through the closure that calls
/// `leave()` — an early `return`/`throw`, or a branch that falls off its end —
/// which skips it. `defer { group.leave() }` covers every path after it.
public struct UnbalancedDispatchGroupRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "unbalanced_dispatch_group",
        name: "Unbalanced Dispatch Group",
        summary: "Every `DispatchGroup.enter()` should be matched by a `leave()` on every path",
        kind: .concurrency,
        nonTriggeringExamples: [
            "func load(urls: [URL]) {\n    let group = DispatchGroup()\n    for url in urls {\n        group.enter()\n"
                + "        fetch(url) { _ in\n            group.leave()\n        }\n    }\n"
                + "    group.notify(queue: .main) { done() }\n}\n",
            "group.enter()\nfetch(url) { data, error in\n    defer { group.leave() }\n    guard let data else { return }\n"
                + "    store(data)\n}\n",
            "group.enter()\nfetch(url) { result in\n    switch result {\n    case .success(let image):\n"
                + "        images.append(image)\n        group.leave()\n    case .failure:\n        group.leave()\n"
                + "        return\n    }\n}\n",
            "group.enter()\nfetch(url) { data in\n    guard let data else {\n        group.leave()\n        return\n    }\n"
                + "    store(data)\n    group.leave()\n}\n",
            "group.enter()\nload { image in\n    DispatchQueue.main.async {\n        self.images.append(image)\n"
                + "        group.leave()\n    }\n}\n",
            "class Loader {\n    let group = DispatchGroup()\n    func start() { group.enter() }\n"
                + "    func finish() { group.leave() }\n}\n",
            "group.enter()\nloop.scheduleRepeatedTask(delay: .seconds(1)) { task in\n    count += 1\n"
                + "    if count == 3 {\n        task.cancel()\n        group.leave()\n    }\n}\n",
            "group.enter()\nloop.submit {\n    if done { return future.always { _ in group.leave() } }\n    group.leave()\n}\n",
            "func test() {\n    let group = DispatchGroup()\n    group.enter()\n    server.start(handler: Handler(group: group))\n"
                + "    group.wait()\n}\n",
        ],
        triggeringExamples: [
            "func load() {\n    let group = DispatchGroup()\n    group.↓enter()\n    fetch { _ in done() }\n}\n",
            "group.enter()\nfetch(url) { data, error in\n    if let error {\n        print(error)\n        ↓return\n    }\n"
                + "    store(data)\n    group.leave()\n}\n",
            "group.enter()\nsession.dataTask(with: url) { data, _, _ in\n    guard let data else { ↓return }\n"
                + "    images.append(data)\n    group.leave()\n}.resume()\n",
            "group.enter()\nfetch(url) { result in\n    switch result {\n    case .success(let image):\n"
                + "        images.append(image)\n        group.leave()\n    case .failure(let error):\n        log(error)\n"
                + "    }\n↓}\n",
            "func sync(items: [Item]) {\n    let group = DispatchGroup()\n    items.forEach { item in\n"
                + "        group.↓enter()\n        upload(item)\n    }\n    group.wait()\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every `enter()` in the file is matched against every `leave()`.
    public static var reach: RuleReach { .file }

    public var triggerIdentifiers: [String] { ["enter", "leave"] }

    /// An `enter()` or `leave()` call and the group it is on.
    private struct GroupCall {
        let key: String
        let call: DispatchCall
        var offset: Int { call.call.positionAfterSkippingLeadingTrivia.utf8Offset }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var enters: [GroupCall] = []
        var leaves: [GroupCall] = []
        walk.onCall(named: ["enter", "leave"]) { node in
            guard let call = DispatchCall(node), call.isBare else { return }
            switch call.method {
            case "enter": enters.append(GroupCall(key: call.receiverKey, call: call))
            case "leave": leaves.append(GroupCall(key: call.receiverKey, call: call))
            default: break
            }
        }
        // Leaves can come after the enter and after the return that skips them: judge at the end.
        walk.after(SourceFileSyntax.self) { _ in
            guard !enters.isEmpty || !leaves.isEmpty else { return }
            reportUnmatchedEnters(enters, leaves: leaves, in: file)
            reportSkippingPaths(enters: enters, leaves: leaves, in: file)
        }
    }

    // MARK: - enter() without any leave()

    private func reportUnmatchedEnters(_ enters: [GroupCall], leaves: [GroupCall], in file: LintFile) {
        for enter in enters where ConcurrencySupport.isGroup(enter.call.receiver) {
            // A local group must be left in its own scope; a property or parameter anywhere in the file.
            var scope: Range<Int>?
            if let binding = ConcurrencySupport.binding(of: enter.call.receiver), !binding.isMember,
               binding.initializer != nil {
                scope = binding.scope.position.utf8Offset..<binding.scope.endPosition.utf8Offset
            }
            let isLeft = leaves.contains { $0.key == enter.key && scope?.contains($0.offset) != false }
            guard !isLeft, !isHandedOn(enter) else { continue }
            let group = enter.call.receiver.trimmedText
            file.report(self, at: enter.call.name.positionAfterSkippingLeadingTrivia,
                        "`\(group).enter()` has no matching `\(group).leave()`: the group never empties, so `notify` "
                            + "never runs and `wait()` blocks forever; call `leave()` when the work finishes "
                            + "(`defer { \(group).leave() }` in its completion)")
        }
    }

    /// Whether a local group is passed to a call (`Handler(group: group)`), which may leave it.
    private func isHandedOn(_ enter: GroupCall) -> Bool {
        guard let binding = ConcurrencySupport.binding(of: enter.call.receiver), !binding.isMember else { return false }
        // Only reached for an `enter()` with no `leave()`: a rare scan of one scope.
        return binding.scope.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == enter.key && token.parent?.parent?.is(LabeledExprSyntax.self) == true
        }
    }

    // MARK: - Paths that skip leave()

    /// Checks each closure around a `leave()` (out to the function, stopping at
    /// a closure that also calls `enter()` on the group, whose own paths are
    /// not the dispatched work).
    private func reportSkippingPaths(enters: [GroupCall], leaves: [GroupCall], in file: LintFile) {
        var checked = Set<String>()
        for leave in leaves {
            let groupLeaves = leaves.filter { $0.key == leave.key }.map(\.offset)
            let groupEnters = enters.filter { $0.key == leave.key }.map(\.offset)
            var current = leave.call.call.parent
            while let node = current, !DispatchContext.isBoundary(node) {
                current = node.parent
                guard let closure = node.as(ClosureExprSyntax.self) else { continue }
                let range = closure.position.utf8Offset..<closure.endPosition.utf8Offset
                if groupEnters.contains(where: range.contains) { break }
                guard isOneShot(closure), checked.insert("\(leave.key)@\(range.lowerBound)").inserted else { continue }
                var paths = LeavePaths(leaves: groupLeaves)
                let leftAtEnd = paths.run(closure.statements, left: false)
                guard !paths.gaveUp else { continue }
                report(paths.skippingExits, leftAtEnd: leftAtEnd, closure: closure, group: leave.call.receiver, in: file)
            }
        }
    }

    /// Words in the names of calls whose closure runs many times: only the last run may leave.
    private static let repeatingCallWords = ["repeat", "observe", "sink", "subscribe", "receive", "timer", "stream", "every"]

    /// A closure passed to a call that runs it once, as a completion handler or a dispatched block is:
    /// not a stored handler (`readabilityHandler = { … }`) nor a repeating callback.
    private func isOneShot(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = DispatchContext.call(passing: closure), call.calledExpression.id != closure.id else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        let name = callee?.text.lowercased() ?? ""
        if Self.repeatingCallWords.contains(where: name.contains) { return false }
        return !call.arguments.contains { $0.label?.text == "repeats" && $0.expression.trimmedText != "false" }
    }

    private func report(
        _ exits: [TokenSyntax], leftAtEnd: Bool?, closure: ClosureExprSyntax, group: ExprSyntax, in file: LintFile
    ) {
        let name = group.trimmedText
        let consequence = "so the group never empties (`notify` never runs, `wait()` blocks forever); call "
            + "`\(name).leave()` on this path too, or put `defer { \(name).leave() }` at the top of the closure"
        for exit in exits {
            file.report(self, at: exit.positionAfterSkippingLeadingTrivia,
                        "This `\(exit.text)` leaves the closure without calling `\(name).leave()`, \(consequence)")
        }
        if leftAtEnd == false {
            file.report(self, at: closure.rightBrace.positionAfterSkippingLeadingTrivia,
                        "This closure can finish without calling `\(name).leave()` (a branch skips it), \(consequence)")
        }
    }
}

/// Follows the paths through a closure's statements, tracking whether
/// `leave()` has run: `if`, `guard`, `switch` and `do` are followed branch by
/// branch; any other statement counts as leaving when it holds a `leave()`
/// call anywhere (in a nested closure too). Loops are not looked into.
private struct LeavePaths {
    /// UTF-8 offsets of the group's `leave()` calls.
    let leaves: [Int]
    /// `return`/`throw` keywords reached before any `leave()`.
    var skippingExits: [TokenSyntax] = []
    /// A `leave()` sits in a local declaration (`let finish = { group.leave() }`): the paths are not followed.
    var gaveUp = false

    init(leaves: [Int]) {
        self.leaves = leaves
    }

    private func holdsLeave(_ node: some SyntaxProtocol) -> Bool {
        let range = node.position.utf8Offset..<node.endPosition.utf8Offset
        return leaves.contains(where: range.contains)
    }

    /// Whether the paths that reach the end of `items` have all left; nil when none reaches it.
    mutating func run(_ items: CodeBlockItemListSyntax, left: Bool) -> Bool? {
        var left = left
        for item in items {
            guard let now = step(item, left: left) else { return nil }
            left = now
        }
        return left
    }

    private mutating func step(_ item: CodeBlockItemSyntax, left: Bool) -> Bool? {
        switch item.item {
        case .stmt(let statement):
            return step(statement, left: left)
        case .expr(let expression):
            return step(expression, left: left)
        case .decl(let declaration):
            // A local closure or function that leaves runs who knows where: stop judging.
            if holdsLeave(declaration) { gaveUp = true }
            return left
        }
    }

    private mutating func step(_ statement: StmtSyntax, left: Bool) -> Bool? {
        if let expression = statement.as(ExpressionStmtSyntax.self) { return step(expression.expression, left: left) }
        // `return future.always { group.leave() }` leaves on its way out.
        if let exit = statement.as(ReturnStmtSyntax.self) {
            return exiting(exit.returnKeyword, left: left || holdsLeave(exit))
        }
        if let exit = statement.as(ThrowStmtSyntax.self) { return exiting(exit.throwKeyword, left: left || holdsLeave(exit)) }
        if let check = statement.as(GuardStmtSyntax.self) {
            let afterConditions = left || holdsLeave(check.conditions)
            _ = run(check.body.statements, left: afterConditions)
            return afterConditions
        }
        if let work = statement.as(DoStmtSyntax.self) {
            let branches = [run(work.body.statements, left: left)]
                + work.catchClauses.map { run($0.body.statements, left: left) }
            return merge(branches)
        }
        // `defer` runs on every exit after it; loops are taken as a whole.
        return left || holdsLeave(statement)
    }

    private mutating func step(_ expression: ExprSyntax, left: Bool) -> Bool? {
        if let branch = expression.as(IfExprSyntax.self) { return step(branch, left: left) }
        if let choice = expression.as(SwitchExprSyntax.self) {
            let afterSubject = left || holdsLeave(choice.subject)
            let branches = choice.cases.map { element -> Bool? in
                guard case .switchCase(let switchCase) = element else { return afterSubject || holdsLeave(element) }
                return run(switchCase.statements, left: afterSubject)
            }
            return branches.isEmpty ? afterSubject : merge(branches)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name == "fatalError" || name == "preconditionFailure" {
            return nil
        }
        return left || holdsLeave(expression)
    }

    private mutating func step(_ branch: IfExprSyntax, left: Bool) -> Bool? {
        let afterConditions = left || holdsLeave(branch.conditions)
        let then = run(branch.body.statements, left: afterConditions)
        switch branch.elseBody {
        case .codeBlock(let block)?:
            return merge([then, run(block.statements, left: afterConditions)])
        case .ifExpr(let next)?:
            return merge([then, step(next, left: afterConditions)])
        case nil:
            return merge([then, afterConditions])
        }
    }

    private mutating func exiting(_ keyword: TokenSyntax, left: Bool) -> Bool? {
        if !left { skippingExits.append(keyword) }
        return nil
    }

    /// The branches that reach the end have all left; nil when none reaches it.
    private func merge(_ branches: [Bool?]) -> Bool? {
        let reaching = branches.compactMap { $0 }
        return reaching.isEmpty ? nil : reaching.allSatisfy { $0 }
    }
}

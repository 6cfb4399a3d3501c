import LintEngine
import SwiftSyntax
import ToolCore

/// `addObserver(forName:object:queue:using:)` returns the token that
/// unregisters the block; dropping it leaves the observer registered for as
/// long as the notification center lives.
public struct DiscardedNotificationCenterObserverRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "discarded_notification_center_observer",
        name: "Discarded Notification Center Observer",
        summary: "When registering for a notification using a block, the opaque observer that is returned should be stored "
            + "so it can be removed later",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "let token = center.addObserver(forName: .didLogIn, object: nil, queue: nil) { }",
            "let token = center.addObserver(forName: .didLogIn, object: nil, queue: .main, using: { _ in })",
            "func observe() -> Any {\n    return center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in })\n}",
            "func observe() -> Any {\n    center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in })\n}",
            "var tokens: [Any] = []\ntokens.append(center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in }))",
            "var tokens: [String: Any] = [:]\ntokens[\"login\"] = center.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in }",
            "keep(center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in }))",
            """
            let tokens: [NSObjectProtocol] = [
                center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in }),
                center.addObserver(forName: .didLogOut, object: nil, queue: nil, using: { _ in })
            ]
            """,
            "names.map { self.center.addObserver(forName: $0, object: source, queue: queue, using: handler) }",
            "register { return center.addObserver(forName: $0, object: source, queue: queue, using: handler) }",
            "var token: Any {\n    center.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in }\n}",
            "var token: Any {\n    get { return center.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in } }\n}",
            "center.addObserver(self, selector: #selector(refresh), name: .didLogIn, object: nil)",
            "center.addObserver(forName: .didLogIn, queue: nil) { _ in }",
        ],
        triggeringExamples: [
            "↓center.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in }",
            "_ = ↓center.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in }",
            "↓center.addObserver(forName: .didLogIn, object: nil, queue: .main, using: { _ in })",
            """
            @discardableResult func observe() -> Any {
                return ↓center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in })
            }
            """,
            """
            @discardableResult func observe() -> Any {
                ↓center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in })
            }
            """,
            "func observe() {\n    ↓center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in })\n}",
            """
            final class Session {
                var count: Int {
                    set { ↓center.addObserver(forName: $0, object: source, queue: queue, using: handler) }
                    get {
                        ↓center.addObserver(forName: .didLogIn, object: source, queue: queue, using: handler)
                        return 1
                    }
                }
            }
            """,
            """
            register {
                ↓center.addObserver(forName: $0, object: source, queue: queue) { _ in }
                return 1
            }
            """,
            """
            func observe() -> Any {
                if isEnabled {
                    ↓center.addObserver(forName: .didLogIn, object: nil, queue: nil, using: { _ in })
                }
            }
            """,
            "init() {\n    ↓center.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in }\n}",
            "init() {\n    return ↓center.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["addObserver"] }

    /// The code block a statement belongs to, as SwiftLint tracks it.
    private enum Scope {
        case file
        case function(FunctionDeclSyntax)
        case getter(CodeBlockItemListSyntax)
        case setter
        case closure(CodeBlockItemListSyntax)
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // Pushed and popped as SwiftLint does; notably an accessor block and
        // every accessor pop on the way out even when they pushed nothing.
        var scopes: [Scope] = [.file]
        walk.on(FunctionDeclSyntax.self) { scopes.append(.function($0)) }
        walk.after(FunctionDeclSyntax.self) { _ in _ = scopes.popLast() }
        walk.on(AccessorBlockSyntax.self) { node in
            if case .getter(let block) = node.accessors { scopes.append(.getter(block)) }
        }
        walk.after(AccessorBlockSyntax.self) { _ in _ = scopes.popLast() }
        walk.on(AccessorDeclSyntax.self) { node in
            if node.accessorSpecifier.text == "get", let block = node.body?.statements {
                scopes.append(.getter(block))
            } else if node.accessorSpecifier.text == "set" {
                scopes.append(.setter)
            }
        }
        walk.after(AccessorDeclSyntax.self) { _ in _ = scopes.popLast() }
        walk.on(ClosureExprSyntax.self) { scopes.append(.closure($0.statements)) }
        walk.after(ClosureExprSyntax.self) { _ in _ = scopes.popLast() }
        walk.after(FunctionCallExprSyntax.self) { node in
            guard Self.isBlockObserverRegistration(node), let parent = node.parent,
                  !Self.isKept(node, parent: parent, scope: scopes.last)
            else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `x.addObserver(forName:object:queue:…)`.
    private static func isBlockObserverRegistration(_ node: FunctionCallExprSyntax) -> Bool {
        guard let called = node.calledExpression.as(MemberAccessExprSyntax.self),
              called.declName.baseName.isIdentifier("addObserver")
        else { return false }
        return node.arguments.map { $0.label?.text }.starts(with: ["forName", "object", "queue"])
    }

    /// Whether the returned observer is used: returned, passed on, put in an
    /// array or assigned to something other than `_`.
    private static func isKept(_ node: FunctionCallExprSyntax, parent: Syntax, scope: Scope?) -> Bool {
        if let list = parent.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self) {
            return isImplicitlyReturned(from: list, scope: scope)
        }
        if parent.is(ReturnStmtSyntax.self) {
            switch scope {
            case .closure?, .getter?: return true
            case .function(let function)?: return !hasDiscardableResult(function)
            default: return false
            }
        }
        if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) { return true }
        guard let previous = node.previousToken(viewMode: .sourceAccurate), previous.tokenKind == .equal else { return false }
        return previous.previousToken(viewMode: .sourceAccurate)?.tokenKind != .wildcard
    }

    /// The single statement of a closure, getter or value-returning function.
    private static func isImplicitlyReturned(from list: CodeBlockItemListSyntax, scope: Scope?) -> Bool {
        guard list.count == 1 else { return false }
        switch scope {
        case .closure(let block)?, .getter(let block)?:
            return block.id == list.id
        case .function(let function)?:
            return function.body?.statements.id == list.id && function.signature.returnClause != nil
                && !hasDiscardableResult(function)
        default:
            return false
        }
    }

    private static func hasDiscardableResult(_ function: FunctionDeclSyntax) -> Bool {
        LintSupport.attribute(named: "discardableResult", in: function.attributes) != nil
    }
}

@_spi(RawSyntax) import SwiftSyntax

/// The one walk of a file's tree that every syntax rule shares.
///
/// A separate visitor per rule would walk the tree once per rule — each walk
/// costs about 40% of a parse, so 90 rules would cost 30 parses. Instead each
/// rule subscribes handlers for the node types it checks, and one walk calls
/// them all.
///
/// ```swift
/// walk.on(AsExprSyntax.self) { node in
///     if node.questionOrExclamationMark?.tokenKind == .exclamationMark { … }
/// }
/// ```
public struct SyntaxWalk {
    /// A handler of any node, with the node type it was subscribed for. An
    /// object, so the dispatcher can call it without retaining it (a closure
    /// copied out of a list is retained and released at each of the millions
    /// of calls). Its subclasses hold what it calls: a rule's closure (one
    /// object per handler, where a closure adapting the rule's would be two).
    ///
    /// It is handed the node's address, not the node: a node passed by value
    /// to a closure of a generic node type is copied to memory first, and the
    /// copy retains the tree (an atomic increment and decrement at each of the
    /// millions of calls). Through the address, the rule's closure reads the
    /// dispatcher's own borrowed node.
    @usableFromInline class Handler {
        @usableFromInline let type: ObjectIdentifier

        @inlinable init(type: ObjectIdentifier) {
            self.type = type
        }

        /// Called with the address of a `Syntax` of the subscribed node type's kind.
        @usableFromInline func call(_ node: NodeAddress) {
            preconditionFailure("a handler's subclass calls something")
        }
    }

    /// A rule's closure for nodes of type `T`.
    @usableFromInline final class NodeHandler<T: SyntaxProtocol>: Handler {
        /// Kept with the convention of a generic `T`, which takes the node by address.
        @usableFromInline let handler: (T) -> Void

        @inlinable init(_ handler: @escaping (T) -> Void) {
            self.handler = handler
            super.init(type: ObjectIdentifier(T.self))
        }

        @usableFromInline override func call(_ node: NodeAddress) {
            // The dispatcher calls this only for nodes of `T`'s kind, and a node type's
            // one stored property is its `Syntax` (SwiftSyntax's own visitor relies on
            // that too): no checked cast, which goes through unspecialized generic code.
            // (This method is not specialized for `T`, as a generic class's
            // overrides are not: only code that inlines whatever it calls.)
            assert(node.pointee.is(T.self))
            SyntaxWalk.lend(node, as: T.self, to: handler)
        }
    }

    /// The address of a node the dispatcher holds for the length of a call.
    /// Mutable only so that it can be passed on `inout`, which hands a closure
    /// the address itself rather than a copy; nothing writes through it.
    @usableFromInline package typealias NodeAddress = UnsafeMutablePointer<Syntax>

    /// Every handler, in the order subscribed: the dispatcher picks out each
    /// node kind's handlers once per kind it meets.
    @usableFromInline var enterHandlers: [Handler] = []
    @usableFromInline var exitHandlers: [Handler] = []
    /// The handlers of ``onCall(named:_:)``, once a rule subscribes one.
    @usableFromInline var callsByName: CallsByName?
    /// How many handlers were subscribed: tells whether a rule subscribed any.
    @usableFromInline package var subscriptions = 0

    /// A walk with no handlers yet.
    public init() {}

    /// Calls `handler` for every node of type `T` (a concrete node type such as
    /// `FunctionDeclSyntax` or `TokenSyntax`), before its children.
    @inlinable @inline(__always)
    public mutating func on<T: SyntaxProtocol>(_ type: T.Type, _ handler: @escaping (T) -> Void) {
        subscriptions += 1
        enterHandlers.append(NodeHandler(handler))
    }

    /// Calls `handler` for every node of type `T` after its children: for rules
    /// that keep a stack (nesting depth, the enclosing function).
    @inlinable @inline(__always)
    public mutating func after<T: SyntaxProtocol>(_ type: T.Type, _ handler: @escaping (T) -> Void) {
        subscriptions += 1
        exitHandlers.append(NodeHandler(handler))
    }

    /// Calls `handler` for every call whose callee's last name is one of
    /// `names`: `f` in `f(x)`, `a.f(x)`, `a?.f()`, `f<T>()`, `T.f {}`. The walk
    /// reads each call's name once and calls only the handlers of that name,
    /// so a rule about `reduce` costs a file's other calls nothing (dozens of
    /// rules look at calls, most of them at a few names). The handler checks
    /// the rest: the base, the arguments.
    @inlinable @inline(__always)
    public mutating func onCall(named names: some Sequence<String>, _ handler: @escaping (FunctionCallExprSyntax) -> Void) {
        subscriptions += 1
        callTable().add(NodeHandler(handler), for: names)
    }

    /// The table of ``onCall(named:_:)``, made and subscribed on first use.
    @usableFromInline mutating func callTable() -> CallsByName {
        if let table = callsByName { return table }
        let table = CallsByName()
        callsByName = table
        enterHandlers.append(table)
        return table
    }

    /// Calls `handler` with `node` in place: an `inout` argument is passed by
    /// address, and a closure of a generic type takes its argument by address,
    /// so the address goes through unchanged (a value read from a pointer
    /// would be copied, and the copy retained).
    @inlinable @inline(__always)
    package static func lend<T, Result>(_ node: inout T, to handler: (T) -> Result) -> Result {
        handler(node)
    }

    /// Calls `handler` with the node at `address`, read as a `T` in place.
    @inlinable @inline(__always)
    package static func lend<T: SyntaxProtocol, Result>(_ address: NodeAddress, as type: T.Type, to handler: (T) -> Result) -> Result {
        lend(&UnsafeMutableRawPointer(address).assumingMemoryBound(to: T.self).pointee, to: handler)
    }

    package var isEmpty: Bool { enterHandlers.isEmpty && exitHandlers.isEmpty }

    /// Runs every handler over `tree` in one pass; with a `ledger`, declarations it
    /// answers from an earlier lint are skipped, and every other one recorded.
    package func run(over tree: some SyntaxProtocol, ledger: DeclarationLedger? = nil) {
        guard !isEmpty else { return }
        Dispatcher(walk: self, ledger: ledger).walk(tree)
    }
}

/// The handlers of calls by callee name (``SyntaxWalk/onCall(named:_:)``):
/// itself the handler of every call, which it passes on by name.
@usableFromInline final class CallsByName: SyntaxWalk.Handler {
    private var handlers: [String: [SyntaxWalk.Handler]] = [:]

    @usableFromInline init() {
        super.init(type: ObjectIdentifier(FunctionCallExprSyntax.self))
    }

    @usableFromInline func add(_ handler: SyntaxWalk.Handler, for names: some Sequence<String>) {
        for name in Set(names) { handlers[name, default: []].append(handler) }
    }

    /// Calls the handlers of the name that `node`, a call, calls.
    @usableFromInline override func call(_ node: SyntaxWalk.NodeAddress) {
        guard let name = SyntaxWalk.lend(node, as: FunctionCallExprSyntax.self, to: Self.calleeName),
              let matching = handlers[name]
        else { return }
        for handler in matching { handler.call(node) }
    }

    /// The last name of the called expression, through a generic specialization.
    package static func calleeName(of call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return String(syntaxText: reference.baseName.rawText) }
        if let member = callee.as(MemberAccessExprSyntax.self) { return String(syntaxText: member.declName.baseName.rawText) }
        return nil
    }
}

/// Routes each node to the handlers registered for its type.
private final class Dispatcher: SyntaxAnyVisitor {
    private let enter: HandlersByKind
    private let exit: HandlersByKind
    private let ledger: DeclarationLedger?

    package init(walk: SyntaxWalk, ledger: DeclarationLedger?) {
        enter = HandlersByKind(walk.enterHandlers)
        exit = HandlersByKind(walk.exitHandlers)
        self.ledger = ledger
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let ledger, !ledger.enter(node) { return .skipChildren }
        enter.call(with: node)
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        if let ledger, !ledger.exit(node) { return }
        if !exit.isEmpty { exit.call(with: node) }  // few rules look at nodes on the way out
        ledger?.close(node)
    }
}

/// The handlers of each node kind. They are ordered by node type once per
/// file; a kind's handlers are then a run of that order, found on first sight
/// of the kind. (Picking each kind's handlers out of the hundreds that every
/// rule on subscribes, or grouping them in a dictionary, cost a tenth of the
/// walk's dispatch, and a list allocated for each kind.)
private final class HandlersByKind {
    package typealias Handlers = UnsafeBufferPointer<Unmanaged<SyntaxWalk.Handler>>
    /// Owns the handlers the lists below point to.
    private let subscribed: [SyntaxWalk.Handler]
    /// The handlers by node type, in the order subscribed within a type.
    private let byType: UnsafeMutableBufferPointer<Unmanaged<SyntaxWalk.Handler>>
    /// The node type of each of `byType`, ascending.
    private let types: [Int]
    /// Indexed by kind tag; nil until the kind is met. Raw memory throughout:
    /// a list read from an array is retained and released, and an array
    /// property of a class is checked for exclusive access at every read.
    private let slots: UnsafeMutablePointer<Handlers?>
    /// More than SyntaxKind's ~300 cases; a larger tag is looked up every time.
    private static let slotCount = 1024

    package init(_ subscribed: [SyntaxWalk.Handler]) {
        self.subscribed = subscribed
        let order = subscribed.indices.sorted {
            (Int(bitPattern: subscribed[$0].type), $0) < (Int(bitPattern: subscribed[$1].type), $1)
        }
        types = order.map { Int(bitPattern: subscribed[$0].type) }
        byType = .allocate(capacity: order.count)
        _ = byType.initialize(from: order.lazy.map { Unmanaged.passUnretained(subscribed[$0]) })
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: nil, count: Self.slotCount)
    }

    deinit {
        byType.deallocate()
        slots.deallocate()
    }

    package var isEmpty: Bool { subscribed.isEmpty }

    package func call(with node: Syntax) {
        let kind = node.kind
        let tag = Int(Self.tag(of: kind))
        guard tag < Self.slotCount else { return call(handlers(of: kind), with: node) }
        if slots[tag] == nil { slots[tag] = handlers(of: kind) }
        call(slots[tag].unsafelyUnwrapped, with: node)
    }

    @inline(__always)
    private func call(_ handlers: Handlers, with node: Syntax) {
        guard !handlers.isEmpty else { return }
        // The borrowed node's address, without a copy; no handler writes through it.
        withUnsafePointer(to: node) { address in
            let node = SyntaxWalk.NodeAddress(mutating: address)
            // `subscribed` keeps every handler alive for as long as this table.
            for handler in handlers { handler._withUnsafeGuaranteedRef { $0.call(node) } }
        }
    }

    /// The run of `byType` for the kind's node type.
    private func handlers(of kind: SyntaxKind) -> Handlers {
        let type = Int(bitPattern: ObjectIdentifier(kind.syntaxNodeType))
        var low = 0, high = types.count
        while low < high {
            let middle = (low + high) / 2
            if types[middle] < type { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < types.count, types[end] == type { end += 1 }
        return Handlers(rebasing: byType[low..<end])
    }

    /// The enum's case number (SyntaxKind has no payloads, so its storage is the tag).
    private static func tag(of kind: SyntaxKind) -> UInt16 {
        switch MemoryLayout<SyntaxKind>.size {
        case 1: UInt16(unsafeBitCast(kind, to: UInt8.self))
        default: unsafeBitCast(kind, to: UInt16.self)
        }
    }
}

import SwiftSyntax

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
    @usableFromInline typealias Handler = (Syntax) -> Void

    /// One handler per node type, in the order first subscribed: it casts the
    /// node once and calls every handler subscribed for that type (a node has
    /// one type, so their order is kept). Casting per handler cost a tenth of
    /// a run with every rule on. A flat list for the dispatcher, which groups
    /// them by node kind once per kind it meets.
    @usableFromInline var enterHandlers: [(type: ObjectIdentifier, handler: Handler)] = []
    @usableFromInline var exitHandlers: [(type: ObjectIdentifier, handler: Handler)] = []
    /// Each type's group of handlers (a `HandlerGroup<T>`), to append to.
    @usableFromInline var enterGroups: [ObjectIdentifier: AnyObject] = [:]
    @usableFromInline var exitGroups: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    /// Calls `handler` for every node of type `T` (a concrete node type such as
    /// `FunctionDeclSyntax` or `TokenSyntax`), before its children.
    @inlinable
    public mutating func on<T: SyntaxProtocol>(_ type: T.Type, _ handler: @escaping (T) -> Void) {
        // Inlinable so the cast is specialized in the rule's module: generic
        // code run for every node would look up type metadata each time.
        Self.add(handler, to: &enterHandlers, groups: &enterGroups)
    }

    /// Calls `handler` for every node of type `T` after its children: for rules
    /// that keep a stack (nesting depth, the enclosing function).
    @inlinable
    public mutating func after<T: SyntaxProtocol>(_ type: T.Type, _ handler: @escaping (T) -> Void) {
        Self.add(handler, to: &exitHandlers, groups: &exitGroups)
    }

    @inlinable
    static func add<T: SyntaxProtocol>(
        _ handler: @escaping (T) -> Void,
        to list: inout [(type: ObjectIdentifier, handler: Handler)], groups: inout [ObjectIdentifier: AnyObject]
    ) {
        let type = ObjectIdentifier(T.self)
        if let group = groups[type] {
            // Keyed by `T`'s identity, so the group is a `HandlerGroup<T>`.
            unsafeDowncast(group, to: HandlerGroup<T>.self).handlers.append(handler)
            return
        }
        let group = HandlerGroup<T>(handler)
        groups[type] = group
        list.append((type, { node in
            // The dispatcher calls this only for nodes of `T`'s kind, and a node type's
            // one stored property is its `Syntax` (SwiftSyntax's own visitor relies on
            // that too): no checked cast, which goes through unspecialized generic code.
            assert(node.is(T.self))
            let typed = unsafeBitCast(node, to: T.self)
            for handler in group.handlers { handler(typed) }
        }))
    }

    var isEmpty: Bool { enterHandlers.isEmpty && exitHandlers.isEmpty }

    /// Runs every handler over `tree` in one pass.
    func run(over tree: some SyntaxProtocol) {
        guard !isEmpty else { return }
        Dispatcher(walk: self).walk(tree)
    }
}

/// The handlers subscribed for one node type.
@usableFromInline final class HandlerGroup<T: SyntaxProtocol> {
    @usableFromInline var handlers: [(T) -> Void]

    @usableFromInline init(_ first: @escaping (T) -> Void) { handlers = [first] }
}

/// Routes each node to the handlers registered for its type.
private final class Dispatcher: SyntaxAnyVisitor {
    private let enter: [(type: ObjectIdentifier, handler: SyntaxWalk.Handler)]
    private let exit: [(type: ObjectIdentifier, handler: SyntaxWalk.Handler)]
    /// Handlers per node kind, filled on first sight of each kind: a node's kind
    /// is a small enum tag, far cheaper to index by than to hash a type.
    private var enterByKind: [[SyntaxWalk.Handler]?]
    private var exitByKind: [[SyntaxWalk.Handler]?]

    init(walk: SyntaxWalk) {
        enter = walk.enterHandlers
        exit = walk.exitHandlers
        enterByKind = Array(repeating: nil, count: Self.kindSlots)
        exitByKind = enterByKind
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        for handler in handlers(for: node.kind, in: &enterByKind, from: enter) { handler(node) }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        guard !exit.isEmpty else { return }  // few rules look at nodes on the way out
        for handler in handlers(for: node.kind, in: &exitByKind, from: exit) { handler(node) }
    }

    /// More than SyntaxKind's ~300 cases; a larger tag is looked up every time.
    private static let kindSlots = 1024

    private func handlers(
        for kind: SyntaxKind, in cache: inout [[SyntaxWalk.Handler]?],
        from subscribed: [(type: ObjectIdentifier, handler: SyntaxWalk.Handler)]
    ) -> [SyntaxWalk.Handler] {
        let tag = Int(Self.tag(of: kind))
        if tag < Self.kindSlots, let cached = cache[tag] { return cached }
        let type = ObjectIdentifier(kind.syntaxNodeType)
        let found = subscribed.filter { $0.type == type }.map(\.handler)
        if tag < Self.kindSlots { cache[tag] = found }
        return found
    }

    /// The enum's case number (SyntaxKind has no payloads, so its storage is the tag).
    private static func tag(of kind: SyntaxKind) -> UInt16 {
        switch MemoryLayout<SyntaxKind>.size {
        case 1: UInt16(unsafeBitCast(kind, to: UInt8.self))
        default: unsafeBitCast(kind, to: UInt16.self)
        }
    }
}

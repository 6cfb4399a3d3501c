import Synchronization
/// Resolves ``` ``Symbol`` ``` links the way DocC reads them: `Type`,
/// `Type/member`, `Module/Type/member(label:)`, looked up from the innermost
/// enclosing type outwards, then in the module, then in the package's other
/// modules; a type's members include those of the protocols and superclass it
/// names (when this package declares them). A DocC kind suffix
/// (`-swift.struct`, `-swift.enum.case`) picks the overload of that kind; a
/// hash suffix (`-3c4f1`) names a compiler symbol ID that a source reader
/// cannot compute, so the first overload is taken.
public struct LinkResolver: Sendable {
    /// Where a link is written: in which module, inside which types.
    public struct Context: Sendable, Hashable {
        public var module: Int
        public var scope: [String]
        /// On a catalog page, its headings by anchor (`<doc:Anchor>` names them).
        public var sections: [String: String] = [:]

        public init(module: Int, scope: [String]) {
            self.module = module
            self.scope = scope
        }

        /// The context of `symbol`'s documentation: a type's own members are in scope.
        public init(module: Int, symbol: Symbol) {
            self.init(module: module, scope: symbol.hasPage ? symbol.scope + [symbol.name] : symbol.scope)
        }
    }

    public let map: SiteMap
    /// Per module, its top-level nodes by name and by title: modules can have thousands.
    private let topLevel: [[String: [Int]]]
    /// ``resolveType(_:in:)``'s answers: every type inheriting `Collection`'s members names
    /// the same few types from the same scopes, page after page.
    private let typeAnswers = TypeAnswers()

    private final class TypeAnswers: Sendable {
        let table = Mutex<[Context: [String: SiteMap.Node?]]>([:])
    }

    public init(map: SiteMap) {
        self.map = map
        topLevel = map.modules.map { module in
            var index: [String: [Int]] = [:]
            for (position, node) in module.nodes.enumerated() {
                index[node.name, default: []].append(position)
                if node.title != node.name { index[node.title, default: []].append(position) }
            }
            return index
        }
    }

    /// The symbol `target` names, or nil.
    public func resolve(_ target: String, in context: Context) -> SiteMap.Node? {
        let components = target.split(separator: "/", omittingEmptySubsequences: false).map { Component(String($0)) }
        guard !components.isEmpty, !components.contains(where: \.name.isEmpty) else { return nil }
        if let module = map.package.modules.firstIndex(where: { $0.name == components[0].name }) {
            if components.count == 1 {
                return SiteMap.Node(kind: .extension, name: components[0].name, title: components[0].name,
                                    page: map.modules[module].page, anchor: nil, children: [])
            }
            if let found = descend(module: module, components.dropFirst(), typesOnly: false) { return found }
        }
        for (nodes, owner) in scopes(for: context).reversed() {
            let found = owner == nil
                ? descend(module: context.module, components[...], typesOnly: false)
                : descend(nodes, components[...], typesOnly: false, module: context.module)
            if let found = found ?? inherited(components[...], by: owner, module: context.module) { return found }
        }
        for module in map.modules.indices where module != context.module {
            if let found = descend(module: module, components[...], typesOnly: false) { return found }
        }
        // `Instrumentation/InstrumentationContext/member`: another package's module, then a type this module extends.
        if components.count > 1, descend(module: context.module, components[1...1], typesOnly: false)?.kind == .extension {
            return descend(module: context.module, components.dropFirst(), typesOnly: false)
        }
        return nil
    }

    /// A type named in a declaration (`Shape`, `Outer.Inner`, `Kit.Shape`): only types match.
    public func resolveType(_ name: String, in context: Context) -> SiteMap.Node? {
        if let known = typeAnswers.table.withLock({ $0[context]?[name] }) { return known }
        let found = lookUpType(name, in: context)
        typeAnswers.table.withLock { $0[context, default: [:]][name] = found }
        return found
    }

    private func lookUpType(_ name: String, in context: Context) -> SiteMap.Node? {
        let components = name.split(separator: ".").map { Component(name: String($0), kinds: nil) }
        guard !components.isEmpty else { return nil }
        for (nodes, owner) in scopes(for: context).reversed() {
            let found = owner == nil
                ? descend(module: context.module, components[...], typesOnly: true)
                : descend(nodes, components[...], typesOnly: true, module: context.module)
            if let found { return found }
        }
        if components.count > 1, let module = map.package.modules.firstIndex(where: { $0.name == components[0].name }),
           let found = descend(module: module, components.dropFirst(), typesOnly: true) {
            return found
        }
        for module in map.modules.indices where module != context.module {
            if let found = descend(module: module, components[...], typesOnly: true) { return found }
        }
        return nil
    }

    /// The member lists visible from `context`, outermost (the module's top level) first,
    /// each with the type that owns it.
    private func scopes(for context: Context) -> [(nodes: [SiteMap.Node], owner: SiteMap.Node?)] {
        var result: [(nodes: [SiteMap.Node], owner: SiteMap.Node?)] = [(map.modules[context.module].nodes, nil)]
        var owner: SiteMap.Node?
        for name in context.scope {
            let candidates = owner.map { $0.children.filter { $0.anchor == nil && $0.name == name } }
                ?? (topLevel[context.module][name] ?? []).map { map.modules[context.module].nodes[$0] }.filter { $0.anchor == nil }
            guard let type = candidates.first else { break }
            owner = type
            result.append((type.children, type))
        }
        return result
    }

    /// Looks `path` up from a module's top level, through its index.
    private func descend(module: Int, _ path: ArraySlice<Component>, typesOnly: Bool) -> SiteMap.Node? {
        guard let first = path.first else { return nil }
        let candidates = (topLevel[module][first.name] ?? []).map { map.modules[module].nodes[$0] }
        guard let node = Self.match(first, in: candidates, typesOnly: typesOnly) else { return nil }
        return path.count == 1 ? node : below(node, path.dropFirst(), typesOnly: typesOnly, module: module)
    }

    private func descend(_ nodes: [SiteMap.Node], _ path: ArraySlice<Component>, typesOnly: Bool, module: Int) -> SiteMap.Node? {
        guard let first = path.first, let node = Self.match(first, in: nodes, typesOnly: typesOnly) else { return nil }
        return path.count == 1 ? node : below(node, path.dropFirst(), typesOnly: typesOnly, module: module)
    }

    /// `path` among `node`'s members, or the members it inherits.
    private func below(_ node: SiteMap.Node, _ path: ArraySlice<Component>, typesOnly: Bool, module: Int) -> SiteMap.Node? {
        descend(node.children, path, typesOnly: typesOnly, module: module)
            ?? (typesOnly ? nil : inherited(path, by: node, module: module))
    }

    /// A member `type` has from a protocol or superclass of this package it names (one level deep).
    private func inherited(_ path: ArraySlice<Component>, by type: SiteMap.Node?, module: Int) -> SiteMap.Node? {
        guard let type else { return nil }
        for name in type.inherits {
            if let parent = resolveType(name, in: Context(module: module, scope: [])), parent.anchor == nil,
               let found = descend(parent.children, path, typesOnly: false, module: module) {
                return found
            }
        }
        return nil
    }

    /// By full title (`run(_:)`), else, without parentheses, by base name; among
    /// the kinds a suffix names first, when any has that name.
    private static func match(_ component: Component, in nodes: [SiteMap.Node], typesOnly: Bool) -> SiteMap.Node? {
        let name = component.name
        if typesOnly {
            return nodes.first { ($0.kind.isType || $0.kind == .typealias || $0.kind == .associatedtype) && $0.name == name }
        }
        let byName = { (nodes: [SiteMap.Node]) in
            nodes.first { $0.title == name } ?? (name.contains("(") ? nil : nodes.first { $0.name == name })
        }
        if let kinds = component.kinds, let found = byName(nodes.filter { kinds.contains($0.kind) }) { return found }
        return byName(nodes)
    }

    /// One component of a link path: its name, and the kinds its DocC suffix allows.
    struct Component {
        var name: String
        var kinds: Set<SymbolKind>?

        init(name: String, kinds: Set<SymbolKind>?) {
            self.name = name
            self.kinds = kinds
        }

        init(_ written: String) {
            name = LinkResolver.strippingDisambiguation(written)
            let suffix = written.dropFirst(name.count)
            kinds = suffix.hasPrefix("-swift.") ? Self.kinds[String(suffix.dropFirst("-swift.".count))] : nil
        }

        /// DocC's kind suffixes (after `-swift.`) → the kinds they name.
        private static let kinds: [String: Set<SymbolKind>] = [
            "struct": [.struct], "class": [.class, .actor], "actor": [.actor], "enum": [.enum], "protocol": [.protocol],
            "typealias": [.typealias], "associatedtype": [.associatedtype], "enum.case": [.case],
            "init": [.initializer], "type.init": [.initializer],
            "method": [.function], "type.method": [.function], "func": [.function], "func.op": [.operator, .function],
            "property": [.property], "type.property": [.property], "var": [.property],
            "subscript": [.subscript], "type.subscript": [.subscript], "macro": [.macro], "extension": [.extension],
        ]
    }

    /// `run(_:)-swift.method` → `run(_:)`; `Shape-9x1k2` → `Shape`.
    static func strippingDisambiguation(_ component: String) -> String {
        if let signature = signatureSuffix(of: component) { return String(component[..<signature]) }
        guard let dash = component.lastIndex(of: "-"), dash != component.startIndex else { return component }
        let suffix = component[component.index(after: dash)...]
        let isKind = suffix.hasPrefix("swift.")
        let isHash = (3...6).contains(suffix.count) && suffix.allSatisfy { $0.isNumber || ("a"..."z").contains($0) }
        let before = component[..<dash]
        guard isKind || isHash, before.last.map({ $0.isLetter || $0.isNumber || $0 == ")" || $0 == "_" }) == true else {
            return component
        }
        return String(before)
    }

    /// Where a DocC type-signature suffix starts: `init(_:context:)-(String,_)` or
    /// `count->Int`. Overloads of one title share their anchor here, so the name
    /// alone leads to the right place.
    private static func signatureSuffix(of component: String) -> String.Index? {
        var searchFrom = component.startIndex
        if let open = component.firstIndex(of: "("), open != component.startIndex,
           let close = component[open...].firstIndex(of: ")") {
            searchFrom = component.index(after: close)
        }
        let rest = component[searchFrom...]
        guard rest.hasPrefix("-(") || rest.hasPrefix("->"), searchFrom != component.startIndex else { return nil }
        return searchFrom
    }
}

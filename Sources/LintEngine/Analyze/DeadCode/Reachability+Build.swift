import CollectionUtilities
import IndexStore
import SwiftParser
import SwiftSyntax
import ToolCore

extension Reachability {
    /// Builds the graph of the files `index` covers (each read and parsed again,
    /// on every core) and walks it from the roots.
    static func build(index: PackageIndex, options: RetentionOptions, modules: ModuleMap?) -> Reachability {
        let retention = DeclarationRetention(options: options, modules: modules, implementations: index.implementations,
                                             occurrences: index.files.values.joined())
        let facts = index.files.sorted { $0.key < $1.key }.concurrentMap { file, occurrences -> FileFacts? in
            guard let text = try? SourceFile.readText(atPath: file), ParserLimits.tooDeepBrackets(in: text) == nil else { return nil }
            return FileFacts(file: file, tree: Parser.parse(source: text), occurrences: occurrences, retention: retention)
        }.compactMap { $0 }
        var graph = Graph(facts: facts)
        graph.walk()
        return Reachability(declarations: graph.declarations, steps: graph.steps, referrers: graph.referrers, parents: graph.parents,
                            notAnalysed: facts.flatMap(\.inactive))
    }

    /// The package's declarations and references, merged from every file, and the walk over them.
    private struct Graph {
        var declarations: [String: Declaration] = [:]
        var steps: [String: Step] = [:]
        var referrers: [String: Set<String>] = [:]
        private var outgoing: [String: [FileFacts.Edge]] = [:]
        private var topLevel: [FileFacts.Edge] = []
        private var keptChildren: [String: [String]] = [:]
        private(set) var parents: [String: String] = [:]
        private var inactiveNames = Set<String>()
        private var macroNames = Set<String>()
        private var holdsInactiveCode = Set<String>()
        /// Reached, not yet followed: first in, first out, so each chain `--explain` prints is a shortest one.
        private var pending: [String] = []
        private var next = 0

        init(facts: [FileFacts]) {
            var owners: [String: String] = [:]
            for file in facts {
                owners.merge(file.owners) { first, _ in first }
                owners.merge(file.extendedTypes) { first, _ in first }
                for declaration in file.declarations where declarations[declaration.usr] == nil {
                    declarations[declaration.usr] = declaration
                }
                for branch in file.inactive { inactiveNames.formUnion(branch.names) }
                macroNames.formUnion(file.macroNames)
                holdsInactiveCode.formUnion(file.holdsInactiveCode)
            }
            // An accessor's code is its property's; an extension's members are its type's.
            func resolve(_ usr: String) -> String {
                var current = usr
                var hops = 0
                while let owner = owners[current], hops < 8 { current = owner; hops += 1 }
                return current
            }
            for declaration in declarations.values {
                guard let parent = declaration.parent.map(resolve) else { continue }
                parents[declaration.usr] = parent
                if case .withParent = declaration.retention { keptChildren[parent, default: []].append(declaration.usr) }
            }
            for edge in facts.lazy.flatMap(\.edges) {
                let from = edge.from.map(resolve)
                let resolved = FileFacts.Edge(from: from, to: edge.to, place: edge.place)
                if let from, declarations[from] != nil {
                    outgoing[from, default: []].append(resolved)
                    if from != edge.to { referrers[edge.to, default: []].insert(from) }
                } else {
                    // Top-level code, or code the graph does not hold (kept rather than guessed dead).
                    topLevel.append(resolved)
                }
            }
        }

        mutating func walk() {
            // The API and entry points first, tests last: a chain says the use a reader looks for.
            let ordered = declarations.values.sorted { ($0.symbol.properties.contains(.unitTest) ? 1 : 0, $0.usr)
                < ($1.symbol.properties.contains(.unitTest) ? 1 : 0, $1.usr) }
            for declaration in ordered {
                switch declaration.retention {
                case .root(let reason)?:
                    reach(declaration.usr, .root(reason))
                case .withParent(let reason)? where parents[declaration.usr].map({ declarations[$0] == nil }) ?? true:
                    reach(declaration.usr, .root("\(reason), on a type from outside the analysed files"))
                default:
                    if let reason = unindexedUse(of: declaration) { reach(declaration.usr, .root(reason)) }
                }
            }
            for edge in topLevel { reach(edge.to, .topLevel(edge.place)) }
            while next < pending.count {
                let usr = pending[next]
                next += 1
                for edge in outgoing[usr] ?? [] { reach(edge.to, .referenced(by: usr, at: edge.place)) }
                if let parent = parents[usr] { reach(parent, .holds(usr)) }
                for child in keptChildren[usr] ?? [] {
                    reach(child, .keptWith(usr, reason: declarations[child]?.retention?.reason ?? ""))
                }
            }
        }

        /// Why source the index does not cover may use `declaration`.
        private func unindexedUse(of declaration: Declaration) -> String? {
            let name = Reachability.baseName(declaration.symbol.name)
            if inactiveNames.contains(name) { return "named in an `#if` branch the build did not compile (not analysed)" }
            if macroNames.contains(name) { return "named in a macro's arguments (`#expect(…)`), which the index does not record" }
            if holdsInactiveCode.contains(declaration.usr) { return "holds an `#if` branch the build did not compile (not analysed)" }
            return nil
        }

        private mutating func reach(_ usr: String, _ step: Step) {
            guard declarations[usr] != nil, steps[usr] == nil else { return }
            steps[usr] = step
            pending.append(usr)
        }
    }
}

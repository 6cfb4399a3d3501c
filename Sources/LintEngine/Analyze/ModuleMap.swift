import CollectionUtilities
import Foundation
import IndexStore
import ToolCore

/// Which module defines each symbol the store knows, and which modules a
/// module re-exports: what `unused_import` needs to tell whether a file uses
/// anything an import brings. Read from every unit of the store — the package's
/// files, its dependencies' and the system modules' units (SwiftPM indexes
/// those too) — so it is made only when a rule asks for it.
public struct ModuleMap: Sendable {
    /// The modules defining each symbol, by USR: usually one; a C declaration from a header
    /// that several Clang modules include (`sockaddr_in6.sin6_addr` in Glibc and in a
    /// package's C shim) belongs to each, and importing any of them makes it visible.
    public let modulesOfSymbol: [String: Set<String>]
    /// Modules the store holds symbols of: only these can be judged.
    public let knownModules: Set<String>
    /// Modules that define C declarations (`c:` USRs): Clang modules, whose headers
    /// other Clang modules may include too.
    public let clangModules: Set<String>
    /// What importing a module makes visible besides itself: its `@_exported`
    /// imports (read from its sources), or for a system module the modules its
    /// unit was built against (an overlay re-exports what it wraps).
    public let reexports: [String: Set<String>]
    /// Each type's or protocol's direct bases (superclass, protocols, protocols a protocol
    /// refines), by USR, as every record of the store says (the index's `baseOf` relations).
    public let bases: [String: Set<String>]
    /// The names of each protocol's members (requirements, associated types, and what its
    /// extensions declare), by the protocol's USR.
    public let protocolMembers: [String: Set<String>]
    /// Every name in ``protocolMembers``: most declarations are no protocol's, and say so at one lookup.
    private let memberNames: Set<String>
    /// Each type's or protocol's direct subtypes (the inverse of ``bases``).
    private let derived: [String: Set<String>]
    /// Modules the toolchain or the system provides (a system unit, or a module unit without
    /// sources): importing one means what it re-exports too (Foundation brings
    /// FoundationEssentials on Linux).
    public let systemModules: Set<String>

    /// Whether a member named `name` of the type `owner` may be what satisfies a requirement
    /// (or an associated type) of a protocol that `owner`, one of its bases, or one of its
    /// subclasses conforms to — `typealias InboundIn = ByteBuffer` in a channel handler, or a
    /// method of a base class's constrained extension that a subclass's conformance uses: the
    /// compiler uses it, and the index records no `overrideOf` for it.
    public func mayWitness(_ name: String, of owner: String) -> Bool {
        guard memberNames.contains(name) else { return false }
        var family: Set<String> = [owner]
        var pending = [owner]
        while let next = pending.popLast() {
            for subtype in derived[next] ?? [] where family.insert(subtype).inserted { pending.append(subtype) }
        }
        // A protocol's own requirement is not a witness of itself: whether anything calls it is the question.
        return family.contains { type in
            Self.reaches(from: type, along: bases) { $0 != owner && protocolMembers[$0]?.contains(name) == true }
        }
    }

    /// Whether the type `usr` inherits from or conforms to one of `targets`, directly
    /// or through bases of bases (`ParsableCommand` refines `Decodable`).
    public func inherits(_ usr: String, fromAnyOf targets: Set<String>) -> Bool {
        Self.reaches(from: usr, along: bases) { $0 != usr && targets.contains($0) }
    }

    /// Whether an import of `module` makes any of `used` visible, through
    /// re-exports of re-exports too.
    public func brings(_ module: String, anyOf used: Set<String>) -> Bool {
        Self.reaches(from: module, along: reexports, where: used.contains)
    }

    /// Whether `start`, or a node reached from it along `edges`, is one `matches` accepts.
    private static func reaches(from start: String, along edges: [String: Set<String>], where matches: (String) -> Bool) -> Bool {
        var seen: Set<String> = [start]
        var pending = [start]
        while let next = pending.popLast() {
            if matches(next) { return true }
            for neighbour in edges[next] ?? [] where seen.insert(neighbour).inserted { pending.append(neighbour) }
        }
        return false
    }

    static func read(store: IndexStore, units: [IndexUnit], cache: RecordFactsCache?) throws(IndexStoreError) -> ModuleMap {
        // A record is shared by the units that compiled the same file: read each once.
        var moduleOfRecord: [String: String] = [:]
        var reexports: [String: Set<String>] = [:]
        var sourcesRead = Set<String>()  // a file compiled by several units (debug, tests) is read once
        var systemModules = Set<String>()
        for unit in units where !unit.moduleName.isEmpty {
            for record in unit.records { moduleOfRecord[record.name] = unit.moduleName }
            if unit.mainFile.isEmpty || unit.isSystem {
                systemModules.insert(unit.moduleName)
                reexports[unit.moduleName, default: []].formUnion(unit.moduleDependencies.subtracting([unit.moduleName]))
            } else if sourcesRead.insert(unit.mainFile).inserted, let exported = exportedImports(of: unit.mainFile),
                      !exported.isEmpty {
                reexports[unit.moduleName, default: []].formUnion(exported)
            }
        }
        let records = moduleOfRecord.sorted { $0.key < $1.key }
        // A record's name is its content's hash: what the cache holds under it is never stale.
        let read = try records.concurrentMap { name, _ throws(IndexStoreError) in
            if let cached = cache?.facts(named: name) { return cached }
            return RecordFacts(try store.record(named: name).occurrences)
        }
        cache?.keep(Dictionary(uniqueKeysWithValues: zip(records.map(\.key), read)))
        var modulesOfSymbol: [String: Set<String>] = [:]
        var clangModules = Set<String>()
        var bases: [String: Set<String>] = [:]
        var protocolMembers: [String: Set<String>] = [:]
        var derived: [String: Set<String>] = [:]
        for ((_, module), facts) in zip(records, read) {
            for usr in facts.definitions { modulesOfSymbol[usr, default: []].insert(module) }
            if facts.definitions.contains(where: { $0.hasPrefix("c:") }) { clangModules.insert(module) }
            for (subtype, base) in facts.bases {
                bases[subtype, default: []].insert(base)
                derived[base, default: []].insert(subtype)
            }
            for (owner, name) in facts.protocolMembers { protocolMembers[owner, default: []].insert(name) }
        }
        return ModuleMap(modulesOfSymbol: modulesOfSymbol, knownModules: Set(moduleOfRecord.values), clangModules: clangModules,
                         reexports: reexports, bases: bases, protocolMembers: protocolMembers,
                         memberNames: Set(protocolMembers.values.joined()), derived: derived, systemModules: systemModules)
    }

    /// The modules a source file re-exports (`@_exported import X`), from its text.
    private static func exportedImports(of file: String) -> Set<String>? {
        // Bytes, not Foundation's `contains`: this reads every source file of the package.
        guard let text = try? SourceFile.readText(atPath: file), ByteSearch.contains("@_exported", in: text) else { return nil }
        var modules = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
            let words = line.dropFirst("@_exported import ".count).split(separator: " ")
            // `@_exported import struct M.T` names the kind first.
            let path = words.count > 1 && importKinds.contains(String(words[0])) ? words[1] : words.first
            if let module = path?.split(separator: ".").first { modules.insert(String(module)) }
        }
        return modules
    }

    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
}

extension ModuleMap {
    /// What one record says that the map keeps.
    struct RecordFacts: Sendable, Equatable {
        var definitions: [String] = []
        /// (derived, base): `struct S: P` writes an occurrence of P related to S as its `baseOf`;
        /// `extension S` an occurrence of S related to the extension as its `extendedBy`.
        var bases: [(String, String)] = []
        /// (protocol, name) of each member the record declares in a protocol or its extension.
        var protocolMembers: [(String, String)] = []

        init(definitions: [String], bases: [(String, String)], protocolMembers: [(String, String)]) {
            self.definitions = definitions
            self.bases = bases
            self.protocolMembers = protocolMembers
        }

        static func == (lhs: RecordFacts, rhs: RecordFacts) -> Bool {
            lhs.definitions == rhs.definitions && lhs.bases.elementsEqual(rhs.bases, by: ==)
                && lhs.protocolMembers.elementsEqual(rhs.protocolMembers, by: ==)
        }

        init(_ occurrences: [IndexOccurrence]) {
            for occurrence in occurrences {
                let defines = occurrence.roles.contains(.definition) || occurrence.roles.contains(.declaration)
                if defines { definitions.append(occurrence.symbol.usr) }
                for relation in occurrence.relations {
                    // An extension counts as a subtype of what it extends: its members and
                    // conformances are the type's (`extension T: P` relates P to the extension).
                    if relation.roles.contains(.baseOf) || relation.roles.contains(.extendedBy) {
                        bases.append((relation.symbol.usr, occurrence.symbol.usr))
                    }
                    if defines, relation.roles.contains(.childOf), relation.symbol.kind == .protocol {
                        protocolMembers.append((relation.symbol.usr, occurrence.symbol.name))
                    }
                }
            }
        }
    }
}

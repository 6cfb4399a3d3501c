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
    /// The defining module of each symbol, by USR.
    public let moduleOfSymbol: [String: String]
    /// Modules the store holds symbols of: only these can be judged.
    public let knownModules: Set<String>
    /// What importing a module makes visible besides itself: its `@_exported`
    /// imports (read from its sources), or for a system module the modules its
    /// unit was built against (an overlay re-exports what it wraps).
    public let reexports: [String: Set<String>]

    /// Whether an import of `module` makes any of `used` visible, through
    /// re-exports of re-exports too.
    public func brings(_ module: String, anyOf used: Set<String>) -> Bool {
        var seen: Set<String> = [module]
        var pending = [module]
        while let next = pending.popLast() {
            if used.contains(next) { return true }
            for exported in reexports[next] ?? [] where seen.insert(exported).inserted { pending.append(exported) }
        }
        return false
    }

    static func read(store: IndexStore, units: [IndexUnit]) throws(IndexStoreError) -> ModuleMap {
        // A record is shared by the units that compiled the same file: read each once.
        var moduleOfRecord: [String: String] = [:]
        var reexports: [String: Set<String>] = [:]
        for unit in units where !unit.moduleName.isEmpty {
            for record in unit.records { moduleOfRecord[record.name] = unit.moduleName }
            if unit.mainFile.isEmpty || unit.isSystem {
                reexports[unit.moduleName, default: []].formUnion(unit.moduleDependencies.subtracting([unit.moduleName]))
            } else if let exported = exportedImports(of: unit.mainFile), !exported.isEmpty {
                reexports[unit.moduleName, default: []].formUnion(exported)
            }
        }
        let records = moduleOfRecord.sorted { $0.key < $1.key }
        let definitions = try records.concurrentMap { name, _ throws(IndexStoreError) in
            try store.record(named: name).occurrences.lazy
                .filter { $0.roles.contains(.definition) || $0.roles.contains(.declaration) }
                .map(\.symbol.usr)
        }
        var moduleOfSymbol: [String: String] = [:]
        for ((_, module), usrs) in zip(records, definitions) {
            for usr in usrs where moduleOfSymbol[usr] == nil { moduleOfSymbol[usr] = module }
        }
        return ModuleMap(moduleOfSymbol: moduleOfSymbol, knownModules: Set(moduleOfRecord.values), reexports: reexports)
    }

    /// The modules a source file re-exports (`@_exported import X`), from its text.
    private static func exportedImports(of file: String) -> Set<String>? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.contains("@_exported") else { return nil }
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

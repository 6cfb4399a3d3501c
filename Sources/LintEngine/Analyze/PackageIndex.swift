import CollectionUtilities
import Foundation
@_exported import IndexStore
import SwiftParser
import SwiftSyntax
import Synchronization
import ToolCore

/// What the compiler's index says about the files an `analyze` run checks:
/// each file's occurrences (from the newest unit that compiled it), and every
/// reference in the package by the symbol it names.
public final class PackageIndex: Sendable {
    /// Occurrences by source file (absolute, links resolved).
    public let files: [String: [IndexOccurrence]]
    /// What was read past: files changed since the build, or that no unit compiled.
    public let warnings: [String]
    private let referencesByUSR: [String: [SourceReference]]
    private let definitionsByUSR: [String: SourceReference]
    private let store: IndexStore
    private let units: [IndexUnit]
    private let moduleMap = Mutex<Result<ModuleMap, IndexStoreError>?>(nil)
    private let reachabilities = Mutex<[RetentionOptions: Reachability]>([:])

    /// A place a symbol is used.
    public struct SourceReference: Hashable, Sendable {
        public let file: String
        public let line: Int
        public let column: Int
        public let roles: SymbolRoles
    }

    init(files: [String: [IndexOccurrence]], warnings: [String], store: IndexStore, units: [IndexUnit]) {
        self.files = files
        self.warnings = warnings
        self.store = store
        self.units = units
        var references: [String: [SourceReference]] = [:]
        var definitions: [String: SourceReference] = [:]
        for (file, occurrences) in files.sorted(by: { $0.key < $1.key }) {
            for occurrence in occurrences {
                let place = SourceReference(file: file, line: occurrence.line, column: occurrence.column, roles: occurrence.roles)
                if occurrence.roles.contains(.reference) {
                    references[occurrence.symbol.usr, default: []].append(place)
                } else if occurrence.roles.contains(.definition), definitions[occurrence.symbol.usr] == nil {
                    definitions[occurrence.symbol.usr] = place
                }
            }
        }
        referencesByUSR = references
        definitionsByUSR = definitions
    }

    /// The index of one file, if the build compiled it.
    public func file(_ path: String) -> FileIndex? {
        files[Self.key(path)].map { FileIndex(occurrences: $0, package: self) }
    }

    /// Every place in the analysed files that references the symbol `usr`.
    public func references(to usr: String) -> [SourceReference] { referencesByUSR[usr] ?? [] }

    /// Which module defines each symbol of the store: read from every unit the
    /// first time a rule asks (`unused_import`), then kept for the run.
    public func modules() throws(IndexStoreError) -> ModuleMap {
        let result = moduleMap.withLock { cached -> Result<ModuleMap, IndexStoreError> in
            if let cached { return cached }
            let made: Result<ModuleMap, IndexStoreError>
            do throws(IndexStoreError) {
                made = .success(try ModuleMap.read(store: store, units: units))
            } catch {
                made = .failure(error)
            }
            cached = made
            return made
        }
        return try result.get()
    }

    /// What the roots reach in the analysed files, kept as they are by `options`:
    /// made the first time a rule asks (`unused_declaration` in its dead-code
    /// mode, `analyze --explain`), then kept for the run.
    public func reachability(options: RetentionOptions) -> Reachability {
        reachabilities.withLock { cached in
            if let made = cached[options] { return made }
            let made = Reachability.build(index: self, options: options, modules: try? modules())
            cached[options] = made
            return made
        }
    }

    /// Where the analysed files define the symbol `usr` (the first place, by file), if they do.
    public func definition(of usr: String) -> SourceReference? { definitionsByUSR[usr] }

    /// Reads, for each of `paths`, the record of the newest unit that compiled it.
    /// Records are read on every core. A file newer than its unit, or that no
    /// unit compiled, is named in ``warnings`` (its findings would be guesses:
    /// a stale file is still analysed, an unindexed one is not).
    public static func read(store: IndexStore, paths: [String]) throws(IndexStoreError) -> PackageIndex {
        let wanted = Set(paths.map(key))
        var newest: [String: IndexUnit] = [:]
        let allUnits = try units(of: store)
        for unit in allUnits {
            let file = key(unit.mainFile)
            guard wanted.contains(file) else { continue }
            if unit.mainRecord != nil, newest[file].map({ $0.modified < unit.modified }) ?? true { newest[file] = unit }
        }
        let chosen = newest.sorted { $0.key < $1.key }
        let records = try chosen.concurrentMap { _, unit throws(IndexStoreError) in
            try store.record(named: unit.mainRecord!.name).occurrences  // filtered above: every chosen unit has one
        }
        var warnings: [String] = []
        for path in paths.sorted() {
            let file = key(path)
            guard let unit = newest[file] else {
                // The manifest is compiled by SwiftPM on its own, never into the index.
                if isManifest(path) { continue }
                warnings.append("\(path): not in the index (no unit of the last build compiled it); not analysed")
                continue
            }
            if let modified = modificationDate(file), modified > unit.modified {
                warnings.append("\(path): changed since the last build; its index is stale, rebuild for exact findings")
            }
        }
        return PackageIndex(files: Dictionary(uniqueKeysWithValues: zip(chosen.map(\.key), records)), warnings: warnings,
                            store: store, units: allUnits)
    }

    /// Every unit of the store, read on every core.
    private static func units(of store: IndexStore) throws(IndexStoreError) -> [IndexUnit] {
        try store.unitNames().concurrentMap { name throws(IndexStoreError) in try store.unit(named: name) }
    }

    /// `Package.swift`, `Package@swift-6.0.swift`.
    private static func isManifest(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    static func key(_ path: String) -> String {
        URL(fileURLWithPath: Paths.absolute(path)).resolvingSymlinksInPath().path
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

/// The index of one analysed file: its occurrences in source order, and the package's.
public struct FileIndex: Sendable {
    public let occurrences: [IndexOccurrence]
    public let package: PackageIndex

    /// The token at a place the index names (a declaration found through
    /// ``PackageIndex/definition(of:)``): from `file`'s tree when the place is
    /// in it, else from its own file, read and parsed (rare: most declarations a
    /// rule looks up are in the file it checks).
    public func token(at place: PackageIndex.SourceReference, in file: LintFile) -> TokenSyntax? {
        if PackageIndex.key(file.path) == place.file {
            return file.position(line: place.line, column: place.column).flatMap { file.tree.token(at: $0) }
        }
        guard let text = try? SourceFile.readText(atPath: place.file) else { return nil }
        let tree = Parser.parse(source: text)
        let position = SourceLocationConverter(fileName: place.file, tree: tree).position(ofLine: place.line, column: place.column)
        return tree.token(at: position)
    }
}

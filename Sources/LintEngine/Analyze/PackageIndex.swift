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
    /// The module that compiled each analysed file (absolute, links resolved).
    public let moduleOfFile: [String: String]
    private let referencesByUSR: [String: [SourceReference]]
    /// Declarations some occurrence relates to a requirement or member they implement
    /// (`overrideOf`): also the implicit ones a conformance writes for a witness it
    /// inherits from a base class's extension, which no definition carries.
    public let implementations: Set<String>
    private let definitionsByUSR: [String: SourceReference]
    private let store: IndexStore
    private let units: [IndexUnit]
    private let recordCache: RecordFactsCache?
    private let moduleMap = Mutex<Result<ModuleMap, IndexStoreError>?>(nil)
    private let reachabilities = Mutex<[RetentionOptions: Reachability]>([:])
    private let unjudged = Mutex<Set<String>>([])

    /// A place a symbol is used.
    public struct SourceReference: Hashable, Sendable {
        public let file: String
        public let line: Int
        public let column: Int
        public let roles: SymbolRoles
    }

    init(
        files: [String: [IndexOccurrence]], modules: [String: String], warnings: [String], store: IndexStore, units: [IndexUnit],
        recordCache: RecordFactsCache? = nil
    ) {
        self.files = files
        self.recordCache = recordCache
        self.moduleOfFile = modules
        self.warnings = warnings
        self.store = store
        self.units = units
        var references: [String: [SourceReference]] = [:]
        var definitions: [String: SourceReference] = [:]
        var implementations = Set<String>()
        for (file, occurrences) in files.sorted(by: { $0.key < $1.key }) {
            for occurrence in occurrences {
                if occurrence.relations.contains(where: { $0.roles.contains(.overrideOf) }) {
                    implementations.insert(occurrence.symbol.usr)
                }
                let place = SourceReference(file: file, line: occurrence.line, column: occurrence.column, roles: occurrence.roles)
                if occurrence.roles.contains(.reference) {
                    references[occurrence.symbol.usr, default: []].append(place)
                } else if occurrence.roles.contains(.definition), definitions[occurrence.symbol.usr] == nil {
                    definitions[occurrence.symbol.usr] = place
                }
            }
        }
        referencesByUSR = references
        self.implementations = implementations
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
                made = .success(try PhaseTimes.measure("read the module map") { () throws(IndexStoreError) in
                    try ModuleMap.read(store: store, units: units, cache: recordCache)
                })
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
            let modules = try? modules()
            let made = PhaseTimes.measure("build the reachability graph") {
                Reachability.build(index: self, options: options, modules: modules)
            }
            cached[options] = made
            return made
        }
    }

    /// Says that an import of `module` was not judged: the store holds no symbol of it
    /// (a module built without indexing, a binary framework). Said once per run, by name.
    public func noteUnjudgedImport(of module: String) { unjudged.withLock { _ = $0.insert(module) } }

    /// The imported modules ``noteUnjudgedImport(of:)`` named, sorted.
    public var unjudgedImports: [String] { unjudged.withLock { $0.sorted() } }

    /// Where the analysed files define the symbol `usr` (the first place, by file), if they do.
    public func definition(of usr: String) -> SourceReference? { definitionsByUSR[usr] }

    /// Reads, for each of `paths`, the record of the newest unit that compiled it.
    /// Records are read on every core. A file newer than its unit, or that no
    /// unit compiled, is named in ``warnings`` (its findings would be guesses:
    /// a stale file is still analysed, an unindexed one is not).
    public static func read(store: IndexStore, paths: [String]) throws(IndexStoreError) -> PackageIndex {
        try read(store: store, coverage: IndexCoverage.read(store: store, paths: paths))
    }

    /// ``read(store:paths:)`` with the units already read; the module map, when a
    /// rule asks for it, reads through `recordCache` (only records it does not hold come from the store).
    public static func read(
        store: IndexStore, coverage: IndexCoverage, recordCache: RecordFactsCache? = nil
    ) throws(IndexStoreError) -> PackageIndex {
        let chosen = coverage.newest.sorted { $0.key < $1.key }
        let records = try chosen.concurrentMap { _, unit throws(IndexStoreError) in
            try store.record(named: unit.mainRecord!.name).occurrences  // IndexCoverage chose units with a record
        }
        return PackageIndex(files: Dictionary(uniqueKeysWithValues: zip(chosen.map(\.key), records)),
                            modules: coverage.newest.mapValues(\.moduleName), warnings: coverage.warnings,
                            store: store, units: coverage.units, recordCache: recordCache)
    }

    /// How the index names a file: absolute, links resolved.
    public static func key(_ path: String) -> String {
        URL(fileURLWithPath: Paths.absolute(path)).resolvingSymlinksInPath().path
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

/// Which unit compiled each analysed file, read from the store's units alone
/// (no record): what a run needs before it reads anything else, and all a run
/// answered from ``AnalysisCache`` needs.
public struct IndexCoverage: Sendable {
    /// Every unit of the store.
    public let units: [IndexUnit]
    /// For each analysed file (by ``PackageIndex/key(_:)``), the newest unit that compiled it.
    let newest: [String: IndexUnit]
    /// Files changed since the build, or that no unit compiled.
    public let warnings: [String]
    /// How many of the analysed files the index covers.
    public var coveredFiles: Int { newest.count }

    public static func read(store: IndexStore, paths: [String]) throws(IndexStoreError) -> IndexCoverage {
        let wanted = Set(paths.map(PackageIndex.key))
        var newest: [String: IndexUnit] = [:]
        let units = try PhaseTimes.measure("read every unit") { () throws(IndexStoreError) in
            try store.unitNames().concurrentMap { name throws(IndexStoreError) in try store.unit(named: name) }
        }
        for unit in units {
            let file = PackageIndex.key(unit.mainFile)
            guard wanted.contains(file) else { continue }
            if unit.mainRecord != nil, newest[file].map({ $0.modified < unit.modified }) ?? true { newest[file] = unit }
        }
        var warnings: [String] = []
        for path in paths.sorted() {
            let file = PackageIndex.key(path)
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
        return IndexCoverage(units: units, newest: newest, warnings: warnings)
    }

    /// `Package.swift`, `Package@swift-6.0.swift`.
    private static func isManifest(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
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

extension LintFile {
    /// What the compiler's index says this file's names refer to: set when
    /// `analyze` runs the rules that need it (``RuleDescription/requiresIndex``).
    public var index: FileIndex? { indexFacts as? FileIndex }
}

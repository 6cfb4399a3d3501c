import CIndexStore
import Foundation

/// An index store the compiler wrote (`swift build` → `.build/<triple>/debug/index/store`):
/// units (one per compiled file and build) and the records of what each file
/// declares and references. Readers are independent, so units and records are
/// read on every core.
public final class IndexStore: @unchecked Sendable {
    public let path: String
    public let library: IndexStoreLibrary
    private let store: CIndexStoreOpaque

    /// Opens the store at `path` (the folder holding `v5/`).
    public init(path: String, library: IndexStoreLibrary) throws(IndexStoreError) {
        guard FileManager.default.fileExists(atPath: path + "/v\(IndexStoreLibrary.formatVersion)") else {
            throw .storeNotFound("\(path) holds no v\(IndexStoreLibrary.formatVersion) store")
        }
        var error: CIndexStoreOpaque?
        guard let store = library.api.store_create(path, &error) else {
            throw .unreadable(what: "the store at \(path)", reason: library.describe(error))
        }
        self.path = path
        self.library = library
        self.store = store
    }

    deinit { library.api.store_dispose(store) }

    /// Every unit's name, sorted.
    public func unitNames() -> [String] {
        final class Names { var list: [String] = [] }
        let names = Names()
        _ = library.api.store_units_apply_f(store, 1, Unmanaged.passUnretained(names).toOpaque()) { context, name in
            Unmanaged<Names>.fromOpaque(context!).takeUnretainedValue().list.append(name.text)
            return true
        }
        return names.list
    }

    /// The unit named `name`.
    public func unit(named name: String) throws(IndexStoreError) -> IndexUnit {
        let api = library.api
        var error: CIndexStoreOpaque?
        guard let reader = api.unit_reader_create(store, name, &error) else {
            throw .unreadable(what: "unit \(name)", reason: library.describe(error))
        }
        defer { api.unit_reader_dispose(reader) }
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0
        api.unit_reader_get_modification_time(reader, &seconds, &nanoseconds)
        let dependencies = DependencyCollector(api: api)
        _ = api.unit_reader_dependencies_apply_f(reader, Unmanaged.passUnretained(dependencies).toOpaque()) { context, dependency in
            Unmanaged<DependencyCollector>.fromOpaque(context!).takeUnretainedValue().add(dependency!)
            return true
        }
        return IndexUnit(
            name: name,
            mainFile: api.unit_reader_get_main_file(reader).text,
            moduleName: api.unit_reader_get_module_name(reader).text,
            outputFile: api.unit_reader_get_output_file(reader).text,
            target: api.unit_reader_get_target(reader).text,
            modified: Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(nanoseconds) / 1e9),
            isSystem: api.unit_reader_is_system_unit(reader),
            records: dependencies.records,
            moduleDependencies: dependencies.modules)
    }

    /// The record named `name`: every occurrence, in the order the compiler wrote them.
    public func record(named name: String) throws(IndexStoreError) -> IndexRecord {
        let api = library.api
        var error: CIndexStoreOpaque?
        guard let reader = api.record_reader_create(store, name, &error) else {
            throw .unreadable(what: "record \(name)", reason: library.describe(error))
        }
        defer { api.record_reader_dispose(reader) }
        let collector = OccurrenceCollector(api: api)
        _ = api.record_reader_occurrences_apply_f(reader, Unmanaged.passUnretained(collector).toOpaque()) { context, occurrence in
            Unmanaged<OccurrenceCollector>.fromOpaque(context!).takeUnretainedValue().add(occurrence!)
            return true
        }
        return IndexRecord(name: name, occurrences: collector.occurrences)
    }
}

/// Sorts a unit's dependencies into its records and the modules it was compiled against.
private final class DependencyCollector {
    let api: CIndexStoreAPI
    var records: [IndexUnit.RecordDependency] = []
    var modules: Set<String> = []

    init(api: CIndexStoreAPI) { self.api = api }

    func add(_ dependency: CIndexStoreOpaque) {
        // Kind 2 is a record (what a source file declares and references); 1 and 3
        // are units and files the compilation read, each naming its module.
        if api.unit_dependency_get_kind(dependency) == 2 {
            records.append(IndexUnit.RecordDependency(
                name: api.unit_dependency_get_name(dependency).text,
                file: api.unit_dependency_get_filepath(dependency).text,
                isSystem: api.unit_dependency_is_system(dependency)))
        } else {
            let module = api.unit_dependency_get_modulename(dependency).text
            if !module.isEmpty { modules.insert(module) }
        }
    }
}

/// Builds occurrences, making each symbol once per record (a record names the
/// same symbol many times through the same pointer).
private final class OccurrenceCollector {
    let api: CIndexStoreAPI
    var occurrences: [IndexOccurrence] = []
    private var symbols: [OpaquePointer: IndexSymbol] = [:]
    private var relations: [IndexRelation] = []

    init(api: CIndexStoreAPI) { self.api = api }

    func add(_ occurrence: CIndexStoreOpaque) {
        var line: UInt32 = 0
        var column: UInt32 = 0
        api.occurrence_get_line_col(occurrence, &line, &column)
        relations.removeAll(keepingCapacity: true)
        _ = api.occurrence_relations_apply_f(occurrence, Unmanaged.passUnretained(self).toOpaque()) { context, relation in
            let collector = Unmanaged<OccurrenceCollector>.fromOpaque(context!).takeUnretainedValue()
            let api = collector.api
            collector.relations.append(IndexRelation(
                roles: SymbolRoles(rawValue: api.symbol_relation_get_roles(relation)),
                symbol: collector.symbol(api.symbol_relation_get_symbol(relation)!)))
            return true
        }
        occurrences.append(IndexOccurrence(
            symbol: symbol(api.occurrence_get_symbol(occurrence)!),
            roles: SymbolRoles(rawValue: api.occurrence_get_roles(occurrence)),
            line: Int(line), column: Int(column), relations: relations))
    }

    private func symbol(_ pointer: CIndexStoreOpaque) -> IndexSymbol {
        let key = OpaquePointer(pointer)
        if let known = symbols[key] { return known }
        let symbol = IndexSymbol(
            usr: api.symbol_get_usr(pointer).text,
            name: api.symbol_get_name(pointer).text,
            kind: IndexSymbol.Kind(rawValue: Int(api.symbol_get_kind(pointer))) ?? .unknown,
            subkind: IndexSymbol.Subkind(rawValue: Int(api.symbol_get_subkind(pointer))) ?? .none,
            properties: IndexSymbol.Properties(rawValue: api.symbol_get_properties(pointer)),
            language: IndexSymbol.Language(rawValue: Int(api.symbol_get_language(pointer))) ?? .swift)
        symbols[key] = symbol
        return symbol
    }
}

/// One compilation of one file: which module, which source file, when, and
/// the record holding what that file declares and references.
public struct IndexUnit: Sendable {
    public let name: String
    /// The compiled source file (absolute), empty for a module unit.
    public let mainFile: String
    public let moduleName: String
    public let outputFile: String
    /// The target triple.
    public let target: String
    /// When the compiler wrote the unit: a source file newer than this is stale in the index.
    public let modified: Date
    public let isSystem: Bool
    public let records: [RecordDependency]
    /// The modules the file was compiled against (its imports and what they bring).
    public let moduleDependencies: Set<String>

    /// A record the unit depends on, and the file it describes.
    public struct RecordDependency: Hashable, Sendable {
        public let name: String
        public let file: String
        public let isSystem: Bool
    }

    /// The record of the unit's own source file, if the compiler wrote one.
    public var mainRecord: RecordDependency? { records.first { $0.file == mainFile } }
}

/// What one source file declares and references, as the compiler resolved it.
/// Records are named by a hash of their content: the same name is the same data.
public struct IndexRecord: Sendable {
    public let name: String
    public let occurrences: [IndexOccurrence]
}

extension IndexStoreLibrary {
    /// The text of a libIndexStore error, which it then frees.
    func describe(_ error: CIndexStoreOpaque?) -> String {
        guard let error else { return "no reason given" }
        defer { api.error_dispose(error) }
        return api.error_get_description(error).map { String(cString: $0) } ?? "no reason given"
    }
}

import Foundation
import ToolCore

/// What the module map keeps of each record of the store (its definitions, the
/// bases and associated types it declares), by the record's name. The compiler
/// names a record by a hash of its content, so an entry is never stale: after
/// a rebuild, only the records whose names are new are read from the store —
/// most of a store is the system modules' and the dependencies' records,
/// which a rebuild of the package leaves as they are.
///
/// One file in the cache folder, read whole at the start and written whole
/// (through a temporary file) when a run read a record the cache did not hold;
/// it then holds exactly that run's records, so it never grows past one store.
public final class RecordFactsCache: @unchecked Sendable {
    public let path: String
    private let loaded: [String: ModuleMap.RecordFacts]

    /// The cache in `folder`, empty when it is absent or unreadable.
    public init(folder: String) {
        path = "\(folder)/\(SuiteVersion.build)-index-records.facts"
        loaded = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap(Self.decode) ?? [:]
    }

    /// The facts of the record `name`, if a run kept them.
    func facts(named name: String) -> ModuleMap.RecordFacts? { loaded[name] }

    /// Writes `facts` (this run's records) when they differ from what was loaded.
    /// A cache that cannot be written costs the next run time, nothing else.
    func keep(_ facts: [String: ModuleMap.RecordFacts]) {
        guard facts.keys.contains(where: { loaded[$0] == nil }) || facts.count != loaded.count else { return }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try? AtomicFile.write(Array(Self.encode(facts).utf8), to: path, durable: false)
    }

    private static let header = "swiftlint-lite record facts 3"

    /// Four lines a record: `R name`, `D usr…`, `B derived base…`, `A protocol member…`, tab-separated.
    static func encode(_ facts: [String: ModuleMap.RecordFacts]) -> String {
        var text = header + "\n"
        for (name, record) in facts.sorted(by: { $0.key < $1.key }) {
            text += "R\t" + CacheCodec.escape(name) + "\n"
            text += (["D"] + record.definitions).joined(separator: "\t") + "\n"
            text += (["B"] + record.bases.flatMap { [$0.0, $0.1] }).joined(separator: "\t") + "\n"
            text += (["A"] + record.protocolMembers.flatMap { [$0.0, $0.1] }).joined(separator: "\t") + "\n"
        }
        return text
    }

    /// The facts by record name; nil for anything that is not a whole, well-formed file.
    static func decode(_ text: String) -> [String: ModuleMap.RecordFacts]? {
        var text = text
        return text.withUTF8 { bytes -> [String: ModuleMap.RecordFacts]? in
            var reader = CacheCodec.FieldReader(bytes: bytes)
            guard reader.nextLine() == [header] else { return nil }
            var facts: [String: ModuleMap.RecordFacts] = [:]
            while !reader.isAtEnd {
                guard let name = reader.nextLine(), name.count == 2, name[0] == "R",
                      let definitions = reader.nextLine(), definitions.first == "D",
                      let bases = reader.nextLine(), bases.first == "B", bases.count % 2 == 1,
                      let associated = reader.nextLine(), associated.first == "A", associated.count % 2 == 1
                else { return nil }
                facts[CacheCodec.unescape(name[1])] = ModuleMap.RecordFacts(
                    definitions: Array(definitions.dropFirst()), bases: pairs(bases), protocolMembers: pairs(associated))
            }
            return facts
        }
    }

    /// `[tag, a, b, c, d]` → `[(a, b), (c, d)]`.
    private static func pairs(_ fields: [String]) -> [(String, String)] {
        stride(from: 1, to: fields.count, by: 2).map { (fields[$0], fields[$0 + 1]) }
    }
}

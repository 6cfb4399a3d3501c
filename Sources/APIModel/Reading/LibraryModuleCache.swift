import Dispatch
import Foundation
import Synchronization
import ToolCore

/// The toolchain's standard-library modules as the reader uses them, kept in the user's cache
/// (`~/.cache/swiftdoc-lite/library-<module>-<key>.jsonl`): parsing their 2.7 MB of interfaces
/// was a fixed second of every run, a one-file package's included. A file is the module without
/// its symbols, then its symbols in chunks, one JSON document per line, decoded in parallel,
/// declarations as compact strings (as objects they were most of the reading time). The key is the interface's
/// path, size and time and this build of the tool, so a new toolchain or a new reader reads
/// them again; the newest three files of a module are kept (a release and a debug build of the
/// tool, and the tests, take turns on one machine).
enum LibraryModuleCache {
    /// The modules cached for `libraries` (nil where this toolchain's and this build's is not
    /// there), every file's chunks decoded at once on every core.
    static func read(_ libraries: [LibraryInterface], keys: [String], folder: String) -> [ModuleAPI?] {
        let files = zip(libraries, keys).map { FileManager.default.contents(atPath: file($0, key: $1, folder: folder)) }
        // (file, line) of every line: the first of a file is its module without symbols, the rest its chunks.
        let lines = files.enumerated().flatMap { index, data in
            (data.map(Self.lines) ?? []).map { (file: index, line: $0) }
        }
        // Lines differ in size tenfold (Sequence's extensions against a few typealiases): each
        // thread takes the next line when it is done, the largest first.
        let order = lines.indices.sorted { lines[$0].line.count > lines[$1].line.count }
        let results = Mutex([Result<ModuleAPI, any Error>?](repeating: nil, count: lines.count))
        DispatchQueue.concurrentPerform(iterations: order.count) { step in
            let index = order[step]
            let result = Result { try decoder.decode(ModuleAPI.self, from: lines[index].line) }
            results.withLock { $0[index] = result }
        }
        let decoded = results.withLock { $0.compactMap { $0 } }
        var modules = [ModuleAPI?](repeating: nil, count: libraries.count)
        var failed = Set<Int>()
        for (line, result) in zip(lines, decoded) {
            guard case .success(let part) = result else { failed.insert(line.file); continue }
            if var module = modules[line.file] {
                module.symbols += part.symbols
                modules[line.file] = module
            } else {
                modules[line.file] = part
            }
        }
        for index in failed { modules[index] = nil }  // a damaged file is read from the interface again
        return modules
    }

    /// The file's lines (JSON documents: an encoded string never holds a raw newline).
    private static func lines(_ data: Data) -> [Data] {
        let bytes = [UInt8](data)  // (Data's generic split went byte by byte: a seventh of the run)
        var lines: [Data] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if end > start { lines.append(Data(bytes[start..<end])) }
            start = end + 1
        }
        return lines
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.userInfo[DeclarationFragment.compact] = true
        return decoder
    }()

    /// Caches `module` (written whole, then renamed) and removes the module's files but the newest `kept`.
    static func write(_ module: ModuleAPI, for library: LibraryInterface, key: String, folder: String, kept: Int = 3) {
        let path = file(library, key: key, folder: folder)
        let encoder = JSONEncoder()
        encoder.userInfo[DeclarationFragment.compact] = true
        var header = module
        header.symbols = []
        let parts = [header] + stride(from: 0, to: module.symbols.count, by: chunkSize).map { start in
            ModuleAPI(name: module.name, path: module.path,
                      symbols: Array(module.symbols[start..<min(start + chunkSize, module.symbols.count)]))
        }
        var bytes: [UInt8] = []
        for part in parts {
            guard let data = try? encoder.encode(part) else { return }
            bytes += data + [UInt8(ascii: "\n")]
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard (try? AtomicFile.write(bytes, to: path, durable: false)) != nil else { return }
        let prefix = "library-\(library.module)-"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix(prefix) }.map { folder + "/" + $0 }
        func modified(_ path: String) -> Date {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date ?? .distantPast
        }
        for old in files.sorted(by: { modified($0) > modified($1) }).dropFirst(kept) where old != path {
            try? FileManager.default.removeItem(atPath: old)
        }
    }

    /// Top-level symbols per line: the standard library's 441 make 45 lines, read in parallel.
    private static let chunkSize = 10

    private static func file(_ library: LibraryInterface, key: String, folder: String) -> String {
        "\(folder)/library-\(library.module)-\(ContentHash.hex((key + "|" + SuiteVersion.build).utf8)).jsonl"
    }

    /// What a package's docs use of a library module: its protocols with the members their
    /// extensions provide, its types with the typealiases, cases and nested types that decide
    /// conformances and links, its typealiases and extensions of other modules' protocols.
    /// The rest (every function and property of `Array`, protocols' requirements) is never read
    /// from a library, and would make the cache ten times larger and slower to read.
    static func slimmed(_ module: ModuleAPI) -> ModuleAPI {
        var module = module
        module.symbols = module.symbols.compactMap(slimmed)
        return module
    }

    private static func slimmed(_ symbol: Symbol) -> Symbol? {
        var symbol = symbol
        // The interface's path, on every symbol, was the largest part of the file; a library's
        // symbols are linked to their own docs, never to a place in a file.
        symbol.location.file = ""
        switch symbol.kind {
        case .extension, .typealias, .case:
            return symbol
        case .protocol:
            symbol.members = symbol.members.compactMap { $0.origin == .protocolExtension ? $0 : nested($0) }
            return symbol
        case .struct, .class, .enum, .actor:
            symbol.members = symbol.members.compactMap { $0.kind == .case ? $0 : nested($0) }
            return symbol
        default:
            return nil
        }
    }

    private static func nested(_ member: Symbol) -> Symbol? {
        member.kind.isType || member.kind == .typealias ? slimmed(member) : nil
    }
}

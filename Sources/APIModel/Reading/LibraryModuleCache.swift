import Foundation
import ToolCore

/// The toolchain's standard-library modules as the reader uses them, kept in the user's cache
/// (`~/.cache/swiftdoc-lite/library-<module>-<key>.bin`, in ``LibraryModuleCoding``'s format):
/// parsing their 2.7 MB of interfaces was a fixed second of every run, a one-file package's
/// included. The key is the interface's path, size and time and this build of the tool, so a
/// new toolchain or a new reader reads them again; the newest three files of a module are kept
/// (a release and a debug build of the tool, and the tests, take turns on one machine).
enum LibraryModuleCache {
    /// The modules cached for `libraries` (nil where this toolchain's and this build's is not
    /// there, or its file is damaged: the interface is then parsed again).
    static func read(_ libraries: [LibraryInterface], keys: [String], folder: String) -> [ModuleAPI?] {
        zip(libraries, keys).map { library, key in
            FileManager.default.contents(atPath: file(library, key: key, folder: folder)).flatMap {
                LibraryModuleCoding.decode([UInt8]($0))
            }
        }
    }

    /// Caches `module` (written whole, then renamed) and removes the module's files but the newest `kept`.
    static func write(_ module: ModuleAPI, for library: LibraryInterface, key: String, folder: String, kept: Int = 3) {
        let path = file(library, key: key, folder: folder)
        let bytes = LibraryModuleCoding.encode(module)
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

    private static func file(_ library: LibraryInterface, key: String, folder: String) -> String {
        "\(folder)/library-\(library.module)-\(ContentHash.hex((key + "|" + SuiteVersion.build).utf8)).bin"
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

import CollectionUtilities
import Foundation
import Synchronization
import ToolCore

/// Reads a package's API from its sources: every Swift file of its modules parsed (in
/// parallel) into declarations, then assembled into modules with effective access levels and
/// the members types inherit from protocol extensions (the package's and, from their
/// interfaces, the standard library's). The files come from a folder: the package on disk, or
/// a revision's tree written from git.
public enum APIReader {
    /// A package's files parsed, not yet assembled into modules: one parse serves several
    /// views of the package (the docs, and the API diff's, in versioned docs).
    public struct Files: Sendable {
        public let packageName: String
        /// The package folder, absolute: locations are relative to it.
        public let root: String
        public let modules: [ModuleSource]
        public let libraries: [LibraryInterface]
        /// Each module's files.
        let perModule: [[FileDeclarations]]
        /// Each library, assembled and slimmed to what the docs read of it (``LibraryModuleCache``).
        let libraryModules: [ModuleAPI]
        /// Files that could not be read (not UTF-8, unreadable, nested too deep).
        public let diagnostics: [Diagnostic]
    }

    /// Parses every Swift file of `modules` and the `libraries` interfaces, in parallel.
    ///
    /// - Parameters:
    ///   - packageDirectory: The folder locations are reported relative to.
    ///   - libraries: Interfaces of other modules (the standard library) whose
    ///     protocol extensions the package's types inherit members from.
    ///   - libraryCache: The folder where the libraries' modules are kept between runs (nil: not kept).
    public static func parse(
        packageName: String, packageDirectory: String, modules: [ModuleSource], libraries: [LibraryInterface] = [],
        libraryCache: String? = UserCache.folder(for: "swiftdoc-lite")
    ) -> Files {
        let root = URL(fileURLWithPath: packageDirectory).standardizedFileURL.path
        var diagnostics: [Diagnostic] = []
        let keys = libraries.map(interfaceKey)
        var libraryModules = parsedInterfaces.withLock { table in keys.map { table[$0] } }
        if let libraryCache {
            let missing = libraries.indices.filter { libraryModules[$0] == nil }
            let cached = LibraryModuleCache.read(missing.map { libraries[$0] }, keys: missing.map { keys[$0] }, folder: libraryCache)
            for (index, module) in zip(missing, cached) { libraryModules[index] = module }
        }
        let unparsed = libraries.indices.filter { libraryModules[$0] == nil }
        var jobs = libraryJobs(unparsed.map { (modules.count + $0, libraries[$0]) }, diagnostics: &diagnostics)
        for (index, module) in modules.enumerated() {
            let discovery = FileDiscovery(exclude: module.exclude.map(Glob.init), base: module.path)
            let found = discovery.discover([module.path])
            jobs += found.files.map { path in (index, { readFile(path, root: root) }) }
            diagnostics += found.problems.map { problem(Paths.relative($0.path, to: root), $0.reason) }
        }
        let results = jobs.concurrentMap { $0.read() }
        var perModule = Array(repeating: [FileDeclarations](), count: modules.count + libraries.count)
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let declarations): perModule[job.module].append(declarations)
            case .failure(let error): diagnostics.append(problem(Paths.relative(error.path, to: root), error.reason))
            }
        }
        for index in unparsed {
            let files = perModule[modules.count + index]
            let module = LibraryModuleCache.slimmed(ModuleAssembler.assemble(
                name: libraries[index].module, path: libraries[index].path, files: files, minimumAccess: nil))
            libraryModules[index] = module
            guard !files.isEmpty else { continue }  // unreadable: tried again next time
            parsedInterfaces.withLock { $0[keys[index]] = module }
            if let libraryCache { LibraryModuleCache.write(module, for: libraries[index], key: keys[index], folder: libraryCache) }
        }
        return Files(packageName: packageName, root: root, modules: modules, libraries: libraries,
                     perModule: Array(perModule.prefix(modules.count)), libraryModules: libraryModules.compactMap { $0 },
                     diagnostics: diagnostics)
    }

    private static func readFile(_ path: String, root: String) -> Swift.Result<FileDeclarations, FileProblem> {
        do throws(FileProblem) {
            let source = try SourceFile.readText(atPath: path)
            if let (line, _) = ParserLimits.tooDeepBrackets(in: source) {
                return .failure(FileProblem(path: path, reason: "line \(line): " + ParserLimits.tooDeepMessage))
            }
            let relative = Paths.relative(path, to: root)
            let key = relative + "|" + ContentHash.hex(source.utf8)
            if let known = parsedFiles.withLock({ $0[key] }) { return .success(known) }
            let declarations = DeclarationReader.read(source: source, path: relative)
            parsedFiles.withLock { table in
                if table.count >= 50_000 { table.removeAll() }  // `--watch` runs for hours
                table[key] = declarations
            }
            return .success(declarations)
        } catch {
            return .failure(error)
        }
    }

    /// The files this process has parsed, by path in the package and content: the two versions
    /// `diff` compares share most of their files, and `--watch` rereads unchanged ones.
    private static let parsedFiles = Mutex<[String: FileDeclarations]>([:])

    /// `files` as modules, down to `minimumAccess` (with `keepingUnavailable`, also what
    /// `@available(*, unavailable)` hides, as the API diff reads), and the libraries' modules.
    public static func assemble(
        _ files: Files, minimumAccess: AccessLevel, keepingUnavailable: Bool = false
    ) -> (package: PackageAPI, libraries: [ModuleAPI]) {
        let (modules, root) = (files.modules, files.root)
        // Everything is kept until members are inherited: a public type may get them
        // from an underscored or internal protocol's public extension.
        let assembled = modules.enumerated().map { index, module in
            ModuleAssembler.assemble(name: module.name, path: Paths.relative(module.path, to: root),
                                     files: files.perModule[index], minimumAccess: nil, keepingUnavailable: keepingUnavailable)
        }
        let visible = InheritedMembers.add(to: assembled, libraries: files.libraryModules).map {
            ModuleAssembler.restricted($0, minimumAccess: minimumAccess)
        }
        return (PackageAPI(name: files.packageName, modules: visible), files.libraryModules)
    }

    /// One module read from source texts in memory (an API check's examples):
    /// effective access levels, everything down to `minimumAccess`, members
    /// inherited from the module's own protocols, none from the standard library
    /// (and, with `keepingUnavailable`, what `@available(*, unavailable)` hides, as the API diff reads).
    public static func module(named name: String, sources: [(path: String, text: String)],
                              minimumAccess: AccessLevel, keepingUnavailable: Bool = false) -> ModuleAPI {
        let files = sources.map { DeclarationReader.read(source: $0.text, path: $0.path) }
        let assembled = ModuleAssembler.assemble(name: name, path: "", files: files, minimumAccess: nil,
                                                 keepingUnavailable: keepingUnavailable)
        return ModuleAssembler.restricted(InheritedMembers.add(to: [assembled], libraries: [])[0], minimumAccess: minimumAccess)
    }

    private typealias Job = (module: Int, read: @Sendable () -> Swift.Result<FileDeclarations, FileProblem>)

    /// The library modules this process has read (``interfaceKey(_:)``): the toolchain's do not change
    /// between the versions of a versioned site, nor between the regenerations of `--watch`.
    private static let parsedInterfaces = Mutex<[String: ModuleAPI]>([:])

    /// An interface by path, size and time: a file changed since is parsed again.
    static func interfaceKey(_ library: LibraryInterface) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: library.path)
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(library.path)|\(library.module)|\(attributes?[.size] as? Int ?? -1)|\(time)"
    }

    /// Reading the libraries' interfaces (each with its slot among the modules), in pieces: the
    /// standard library's is a third of the work, so it goes first and on every core.
    private static func libraryJobs(_ libraries: [(slot: Int, library: LibraryInterface)], diagnostics: inout [Diagnostic]) -> [Job] {
        var jobs: [Job] = []
        for (slot, library) in libraries {
            guard let text = try? SourceFile.readText(atPath: library.path) else {
                diagnostics.append(problem(library.path, "cannot read the library interface"))
                continue
            }
            let protocols = LibraryInterface.protocolNames(in: text)
            jobs += LibraryInterface.pieces(of: text, size: 1 << 18).map { piece in
                (slot, {
                    .success(DeclarationReader.readInterface(source: piece, path: library.path, module: library.module,
                                                             protocols: protocols))
                })
            }
        }
        return jobs
    }

    private static func problem(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(file: path, line: 1, severity: .warning, ruleID: "unreadable_file", message: "skipped: \(reason)")
    }
}

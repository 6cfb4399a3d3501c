import CollectionUtilities
import Synchronization
import Foundation
import ToolCore

/// Reads a package's modules into the symbol model.
public enum PackageReader {
    /// What was read, and what could not be.
    public struct Result: Sendable {
        public var package: PackageDocs
        /// Files that could not be read (not UTF-8, unreadable).
        public var diagnostics: [Diagnostic]
        /// What is worth saying but no finding of the package's (a dependency without sources).
        public var notes: [String] = []
    }

    /// Parses every Swift file of `modules` and the `libraries` interfaces (in
    /// parallel), assembles each module, and adds to its types the members they
    /// inherit from protocol extensions.
    ///
    /// - Parameters:
    ///   - packageDirectory: The folder locations are reported relative to.
    ///   - minimumAccess: Declarations less visible than this are left out.
    ///   - libraries: Interfaces of other modules (the standard library) whose
    ///     protocol extensions the package's types inherit members from.
    ///   - keepingUnavailable: Keep the declarations `@available(*, unavailable)` hides.
    public static func read(
        packageName: String, packageDirectory: String, modules: [ModuleSource], minimumAccess: AccessLevel,
        libraries: [LibraryInterface] = [], keepingUnavailable: Bool = false
    ) -> Result {
        let sources = parse(packageName: packageName, packageDirectory: packageDirectory, modules: modules, libraries: libraries)
        return assemble(sources, minimumAccess: minimumAccess, keepingUnavailable: keepingUnavailable)
    }

    /// A package's files parsed, not yet assembled into modules: one parse serves
    /// several views of the package (the docs, and the API diff's, in versioned docs).
    public struct Sources: Sendable {
        let packageName: String
        let root: String
        let modules: [ModuleSource]
        let libraries: [LibraryInterface]
        /// Each module's files, then each library's.
        let perModule: [[FileDeclarations]]
        let diagnostics: [Diagnostic]
        /// Each module's DocC catalog, with what reading it found.
        let catalogs: [(catalog: Catalog?, diagnostics: [Diagnostic])]
    }

    /// The parsing half of ``read(packageName:packageDirectory:modules:minimumAccess:libraries:keepingUnavailable:)``.
    public static func parse(
        packageName: String, packageDirectory: String, modules: [ModuleSource], libraries: [LibraryInterface] = []
    ) -> Sources {
        let root = URL(fileURLWithPath: packageDirectory).standardizedFileURL.path
        var diagnostics: [Diagnostic] = []
        let keys = libraries.map(interfaceKey)
        let parsedBefore = parsedInterfaces.withLock { table in keys.map { table[$0] } }
        let unparsed = libraries.indices.filter { parsedBefore[$0] == nil }
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
        for (index, declarations) in parsedBefore.enumerated() {
            if let declarations { perModule[modules.count + index] = declarations }
        }
        parsedInterfaces.withLock { table in
            for index in unparsed where !perModule[modules.count + index].isEmpty {
                table[keys[index]] = perModule[modules.count + index]
            }
        }
        let catalogs = modules.map { CatalogReader.read(moduleFolder: $0.path, moduleName: $0.name, packageRoot: root) }
        return Sources(packageName: packageName, root: root, modules: modules, libraries: libraries,
                       perModule: perModule, diagnostics: diagnostics, catalogs: catalogs)
    }

    private static func readFile(_ path: String, root: String) -> Swift.Result<FileDeclarations, FileProblem> {
        do throws(FileProblem) {
            let source = try SourceFile.readText(atPath: path)
            if let (line, _) = ParserLimits.tooDeepBrackets(in: source) {
                return .failure(FileProblem(path: path, reason: "line \(line): " + ParserLimits.tooDeepMessage))
            }
            return .success(DeclarationReader.read(source: source, path: Paths.relative(path, to: root)))
        } catch {
            return .failure(error)
        }
    }

    /// The assembling half: `sources` as modules, down to `minimumAccess`, with their catalogs.
    public static func assemble(_ sources: Sources, minimumAccess: AccessLevel, keepingUnavailable: Bool = false) -> Result {
        let (modules, root) = (sources.modules, sources.root)
        var diagnostics = sources.diagnostics
        // Everything is kept until members are inherited: a public type may get them
        // from an underscored or internal protocol's public extension.
        let assembled = modules.enumerated().map { index, module in
            ModuleAssembler.assemble(name: module.name, path: Paths.relative(module.path, to: root),
                                     files: sources.perModule[index], minimumAccess: nil, keepingUnavailable: keepingUnavailable)
        }
        let libraryModules = sources.libraries.enumerated().map { index, library in
            ModuleAssembler.assemble(name: library.module, path: library.path,
                                     files: sources.perModule[modules.count + index], minimumAccess: nil)
        }
        var visible = InheritedMembers.add(to: assembled, libraries: libraryModules).map {
            ModuleAssembler.restricted($0, minimumAccess: minimumAccess)
        }
        for (index, read) in sources.catalogs.enumerated() {
            visible[index].catalog = read.catalog
            diagnostics += read.diagnostics
        }
        var package = PackageDocs(name: sources.packageName, modules: visible)
        for library in libraryModules { package.externalTypes.add(library.symbols, module: library.name) }
        return Result(package: package, diagnostics: diagnostics)
    }

    private typealias Job = (module: Int, read: @Sendable () -> Swift.Result<FileDeclarations, FileProblem>)

    /// The library interfaces this process has parsed (``interfaceKey(_:)``): the toolchain's do not change
    /// between the versions of a versioned site, nor between the regenerations of `--watch`.
    private static let parsedInterfaces = Mutex<[String: [FileDeclarations]]>([:])

    /// An interface by path, size and time: a file changed since is parsed again.
    private static func interfaceKey(_ library: LibraryInterface) -> String {
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

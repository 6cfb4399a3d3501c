import Foundation
import ToolCore

/// Reads a package for its documentation: its API (``APIReader``), each module's DocC catalog,
/// and the standard library's types for links.
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
        libraries: [LibraryInterface] = [], keepingUnavailable: Bool = false,
        libraryCache: String? = UserCache.folder(for: "swiftdoc-lite")
    ) -> Result {
        let sources = parse(packageName: packageName, packageDirectory: packageDirectory, modules: modules, libraries: libraries,
                            libraryCache: libraryCache)
        return assemble(sources, minimumAccess: minimumAccess, keepingUnavailable: keepingUnavailable)
    }

    /// A package's files parsed and its catalogs read, not yet assembled.
    public struct Sources: Sendable {
        let files: APIReader.Files
        /// Each module's DocC catalog, with what reading it found.
        let catalogs: [(catalog: Catalog?, diagnostics: [Diagnostic])]
    }

    /// The parsing half of ``read(packageName:packageDirectory:modules:minimumAccess:libraries:keepingUnavailable:libraryCache:)``.
    /// - Parameters:
    ///   - catalogs: Whether the modules' DocC catalogs are read too (the API diff needs none).
    ///   - libraryCache: Where the libraries' modules are kept between runs (nil: not kept).
    public static func parse(
        packageName: String, packageDirectory: String, modules: [ModuleSource], libraries: [LibraryInterface] = [],
        catalogs readsCatalogs: Bool = true, libraryCache: String? = UserCache.folder(for: "swiftdoc-lite")
    ) -> Sources {
        let files = APIReader.parse(packageName: packageName, packageDirectory: packageDirectory, modules: modules,
                                    libraries: libraries, libraryCache: libraryCache)
        let catalogs = !readsCatalogs ? [] : modules.map {
            CatalogReader.read(moduleFolder: $0.path, moduleName: $0.name, packageRoot: files.root)
        }
        return Sources(files: files, catalogs: catalogs)
    }

    /// The assembling half: `sources` as modules, down to `minimumAccess`, with their catalogs.
    public static func assemble(_ sources: Sources, minimumAccess: AccessLevel, keepingUnavailable: Bool = false) -> Result {
        let (api, libraries) = APIReader.assemble(sources.files, minimumAccess: minimumAccess, keepingUnavailable: keepingUnavailable)
        var diagnostics = sources.files.diagnostics
        var modules = api.modules.map { ModuleDocs($0) }
        for (index, read) in sources.catalogs.enumerated() {
            modules[index].catalog = read.catalog
            diagnostics += read.diagnostics
        }
        var package = PackageDocs(name: api.name, modules: modules)
        for library in libraries { package.externalTypes.add(library.symbols, module: library.name) }
        return Result(package: package, diagnostics: diagnostics)
    }
}

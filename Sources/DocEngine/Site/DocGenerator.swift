import CollectionUtilities
import Foundation
import ToolCore

/// The output formats of `generate`.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// A static site: pages, style sheet, search script and index.
    case html
    /// The symbol model as one JSON file, `symbols.json`.
    case json
    /// One Markdown file per page.
    case markdown
}

/// Reading a package and turning it into documentation: the steps the
/// `generate` and `coverage` commands share.
public enum DocGenerator {
    /// What to read.
    public struct Input: Sendable {
        public var packageDirectory: String
        /// Modules given as `NAME=PATH`: when any are given, the manifest is not read.
        public var modules: [ModuleSource]
        /// Only these of the manifest's modules. When empty: the targets of its
        /// library products (every module when it has none, or with `allTargets`).
        public var targets: [String]
        public var allTargets: Bool
        public var minimumAccess: AccessLevel
        /// Interfaces (the standard library's) whose protocol extensions give the package's types members.
        public var libraries: [LibraryInterface]
        /// Read the products the modules use from other packages (``DependencyReader``), so that
        /// their types are linked as `links` says, or named with their module.
        public var readsDependencies = false
        /// Foundation's and Dispatch's types (``PlatformModules``), linked to Apple's pages.
        public var platformTypes: [PlatformModules.Types] = []
        /// Where each dependency's docs live, by package identity (`swift-nio`).
        public var links: [String: DocLinkTemplate] = [:]
        /// Each dependency's sources, by package identity, instead of `.build/checkouts/<package>`.
        public var dependencyFolders: [String: String] = [:]

        public init(packageDirectory: String, modules: [ModuleSource] = [], targets: [String] = [], allTargets: Bool = false,
                    minimumAccess: AccessLevel = .public, libraries: [LibraryInterface] = []) {
            self.packageDirectory = packageDirectory
            self.modules = modules
            self.targets = targets
            self.allTargets = allTargets
            self.minimumAccess = minimumAccess
            self.libraries = libraries
        }
    }

    /// Finds the modules and reads them.
    ///
    /// - Throws: ``ConfigError`` when the manifest cannot be read, names no
    ///   module, or lacks a module `targets` asks for.
    public static func read(_ input: Input) throws(ConfigError) -> PackageReader.Result {
        let (sources, manifest) = try parse(input)
        var result = docs(PackageReader.assemble(sources, minimumAccess: input.minimumAccess), input: input)
        for types in input.platformTypes { result.package.externalTypes.add(types) }
        if input.readsDependencies, let manifest {
            let used = DependencyReader.read(packageDirectory: input.packageDirectory, manifest: manifest,
                                             modules: result.package.modules.map(\.name), folders: input.dependencyFolders)
            result.notes += used.notes
            for dependency in used.dependencies {
                result.package.externalTypes.add(dependency: dependency, link: input.links[dependency.package])
            }
        }
        return result
    }

    /// The package's API as the diff reads it: down to `internal`, with what `@available(*,
    /// unavailable)` hides, every module kept (one that only re-exports another has no page, but
    /// is API), and the files that could not be read.
    public static func readAPI(_ input: Input) throws(ConfigError) -> (api: PackageAPI, diagnostics: [Diagnostic]) {
        let files = try parse(input, catalogs: false).sources.files
        return (api(of: files), files.diagnostics)
    }

    /// `files` as the diff reads them: down to `internal`, with what `@available(*, unavailable)` hides.
    private static func api(of files: APIReader.Files) -> PackageAPI {
        APIReader.assemble(files, minimumAccess: .internal, keepingUnavailable: true).package
    }

    /// ``read(_:)``, and the same files assembled again as the API diff reads a package
    /// (down to `internal`, with what `@available(*, unavailable)` hides): one parse for
    /// both, as versioned docs need both of each version.
    public static func readWithAPI(_ input: Input) throws(ConfigError) -> (docs: PackageReader.Result, api: PackageAPI) {
        let sources = try parse(input).sources
        return (docs(PackageReader.assemble(sources, minimumAccess: input.minimumAccess), input: input), api(of: sources.files))
    }

    /// The modules `input` names, parsed, and the manifest they were found in (none for `--module`).
    private static func parse(
        _ input: Input, catalogs: Bool = true
    ) throws(ConfigError) -> (sources: PackageReader.Sources, manifest: PackageManifest.Contents?) {
        let directory = Paths.absolute(input.packageDirectory)
        var name = URL(fileURLWithPath: directory).lastPathComponent
        var modules = input.modules
        var read: PackageManifest.Contents?
        if modules.isEmpty {
            let manifest = try PackageManifest.read(packageDirectory: directory)
            read = manifest
            name = manifest.packageName
            modules = manifest.modules
            if !input.targets.isEmpty {
                let known = modules.map(\.name)
                for target in input.targets where !known.contains(target) {
                    var message = "no module `\(target)` in Package.swift"
                    if let guess = Suggestion.closest(to: target, among: known) { message += "; did you mean `\(guess)`?" }
                    throw ConfigError(source: "--target", message: message)
                }
                modules = modules.filter { input.targets.contains($0.name) }
            } else if !input.allTargets, !manifest.libraryTargets.isEmpty {
                // What users import, as DocC's plugin documents it: not executables, test helpers or benchmarks.
                modules = modules.filter { manifest.libraryTargets.contains($0.name) }
            }
        }
        guard !modules.isEmpty else {
            throw ConfigError(source: directory + "/Package.swift",
                              message: "no module found (targets built from variables are not seen); pass --module NAME=PATH")
        }
        return (PackageReader.parse(packageName: name, packageDirectory: directory, modules: modules, libraries: input.libraries,
                                    catalogs: catalogs), read)
    }

    /// A module with nothing at the minimum access has no page to offer, unless asked for by name.
    private static func docs(_ read: PackageReader.Result, input: Input) -> PackageReader.Result {
        var result = read
        if input.targets.isEmpty && input.modules.isEmpty {
            let kept = result.package.modules.filter { !$0.symbols.isEmpty }
            if !kept.isEmpty { result.package.modules = kept }
        }
        return result
    }

    /// The files of `format` for `package`, paths relative to the output folder, in a fixed order.
    /// `packageDirectory`: where the catalogs' resources (images) are read from, to be copied
    /// beside the pages (`Module/resources/…`); nil copies none.
    public static func files(
        for package: PackageDocs, format: OutputFormat, site: SiteOptions = SiteOptions(), packageDirectory: String? = nil
    ) -> [(path: String, contents: [UInt8])] {
        switch format {
        case .json:
            return [("symbols.json", jsonModel(package))]
        case .html:
            let renderer = HTMLRenderer(map: SiteMap(package), options: site)
            var pages = renderer.map.pages.concurrentMap { page in (page.path + ".html", Array(renderer.render(page).utf8)) }
            if let notes = site.versions?.notes {
                pages.append((SiteVersions.notesPage + ".html", Array(renderer.renderReleaseNotes(notes).utf8)))
            }
            return pages + [
                ("style.css", Array(Assets.styleSheet.utf8)),
                ("search.js", Array(Assets.searchScript.utf8)),
                ("search-index.js", Array(SearchIndex.script(renderer.map).utf8)),
            ] + resources(of: renderer.map, from: packageDirectory)
        case .markdown:
            let renderer = MarkdownRenderer(map: SiteMap(package))
            return renderer.map.pages.concurrentMap { page in (page.path + ".md", Array(renderer.render(page).utf8)) }
        }
    }

    /// Each catalog resource as `Module/resources/<path in the catalog>`; one that
    /// cannot be read is left out (its image shows its alt text).
    private static func resources(of map: SiteMap, from packageDirectory: String?) -> [(path: String, contents: [UInt8])] {
        guard let packageDirectory else { return [] }
        var files: [(path: String, contents: [UInt8])] = []
        for (index, module) in map.package.modules.enumerated() {
            guard let catalog = module.catalog else { continue }
            let folder = String(map.modules[index].page.dropLast("/index".count))
            for resource in catalog.resources {
                let source = Paths.absolute(catalog.path + "/" + resource, base: Paths.absolute(packageDirectory))
                guard let data = FileManager.default.contents(atPath: source) else { continue }
                files.append((folder + "/resources/" + resource, Array(data)))
            }
        }
        return files
    }

    /// The symbol model as pretty-printed JSON with sorted keys.
    public static func jsonModel(_ package: PackageDocs) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(package)) ?? Data("{}".utf8)) + [UInt8(ascii: "\n")]
    }

    /// `path` (relative to the package folder) as diagnostics show it: relative to
    /// the working folder when the package is inside it, else absolute.
    public static func displayPath(_ path: String, packageDirectory: String) -> String {
        let working = FileManager.default.currentDirectoryPath
        let package = Paths.absolute(packageDirectory, base: working)
        let absolute = path.hasPrefix("/") ? path : package + "/" + path
        return Paths.relative(absolute, to: working) == "." ? absolute : Paths.relative(absolute, to: working)
    }
}

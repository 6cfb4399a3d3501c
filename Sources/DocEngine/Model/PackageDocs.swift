/// A module's documented API.
public struct ModuleDocs: Codable, Sendable, Hashable {
    public var name: String
    /// The module's source folder, relative to the package folder.
    public var path: String
    /// Top-level declarations, types with their members merged in, and (kind
    /// `extension`) the types of other modules this module extends.
    public var symbols: [Symbol]
    /// Its DocC catalog, when it has one.
    public var catalog: Catalog?

    public init(name: String, path: String, symbols: [Symbol], catalog: Catalog? = nil) {
        self.name = name
        self.path = path
        self.symbols = symbols
        self.catalog = catalog
    }

    /// A module's API, with its catalog.
    public init(_ api: ModuleAPI, catalog: Catalog? = nil) {
        self.init(name: api.name, path: api.path, symbols: api.symbols, catalog: catalog)
    }
}

/// Everything the generator knows about a package: the model behind every output format.
public struct PackageDocs: Codable, Sendable, Hashable {
    /// The package's name, from `Package.swift` (or the folder name).
    public var name: String
    public var modules: [ModuleDocs]
    /// Types of the standard library and platform modules, for links to their pages
    /// (not part of the package: left out of its JSON).
    public var externalTypes = ExternalTypes()

    public init(name: String, modules: [ModuleDocs]) {
        self.name = name
        self.modules = modules
    }

    private enum CodingKeys: String, CodingKey {
        case name, modules
    }
}

extension ModuleDocs {
    /// Calls `body` on every symbol of the module, parents first.
    public func forEachSymbol(_ body: (Symbol) throws -> Void) rethrows {
        for symbol in symbols {
            try symbol.forEachSymbol(body)
        }
    }
}

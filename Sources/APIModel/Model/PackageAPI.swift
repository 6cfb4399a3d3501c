/// A module's API: its declarations, as the reader assembled them.
public struct ModuleAPI: Codable, Sendable, Hashable {
    public var name: String
    /// The module's source folder, relative to the package folder.
    public var path: String
    /// Top-level declarations, types with their members merged in, and (kind
    /// `extension`) the types of other modules this module extends.
    public var symbols: [Symbol]
    /// The modules its files `@_exported import`: their API is this module's too.
    public var reexports: [String] = []

    public init(name: String, path: String, symbols: [Symbol], reexports: [String] = []) {
        self.name = name
        self.path = path
        self.symbols = symbols
        self.reexports = reexports
    }

    /// Calls `body` on every symbol of the module, parents first.
    public func forEachSymbol(_ body: (Symbol) throws -> Void) rethrows {
        for symbol in symbols {
            try symbol.forEachSymbol(body)
        }
    }
}

/// A package's API: what the diff compares, the docs show and the coverage gate counts.
public struct PackageAPI: Sendable, Hashable {
    /// The package's name, from `Package.swift` (or the folder name).
    public var name: String
    public var modules: [ModuleAPI]

    public init(name: String, modules: [ModuleAPI]) {
        self.name = name
        self.modules = modules
    }
}

extension Symbol {
    /// Calls `body` on this symbol and every member below it, parents first.
    public func forEachSymbol(_ body: (Symbol) throws -> Void) rethrows {
        try body(self)
        for member in members {
            try member.forEachSymbol(body)
        }
    }
}

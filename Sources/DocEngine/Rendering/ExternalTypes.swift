/// Types from outside the package that its declarations name — `String`, `Result`, `Duration`
/// — and where their documentation lives: the names come from the toolchain's module
/// interfaces the reader already parses (nothing is guessed), the pages are Apple's, in the
/// URL scheme DocC links them with (`https://developer.apple.com/documentation/swift/string`).
public struct ExternalTypes: Sendable, Hashable {
    /// Each type's module, by name.
    public private(set) var modules: [String: String] = [:]

    public init() {}

    /// The documentation folder of each module on developer.apple.com, DocC's scheme: the
    /// standard library's modules share `swift`. One table: a module not here is not linked.
    public static let documentationFolders = [
        "Swift": "swift", "_Concurrency": "swift", "_StringProcessing": "swift",
        "Synchronization": "synchronization", "Observation": "observation",
        "Foundation": "foundation", "Dispatch": "dispatch",
    ]
    static let site = "https://developer.apple.com/documentation/"

    /// Adds the public, documented types of `module` and the types nested in them
    /// (`String.Index`); underscored ones have no page.
    public mutating func add(_ symbols: [Symbol], module: String, scope: String = "") {
        guard Self.documentationFolders[module] != nil else { return }
        for symbol in symbols where (symbol.kind.isType || symbol.kind == .typealias || symbol.kind == .extension)
            && symbol.access >= .public && !symbol.name.hasPrefix("_") {
            let name = scope.isEmpty ? symbol.name : scope + "." + symbol.name
            if symbol.kind != .extension { modules[name] = modules[name] ?? module }
            add(symbol.members, module: module, scope: name)
        }
    }

    /// A type named in a declaration (`String`, `Swift.String`, `String.Index`): its page and
    /// where it comes from, for the link's `title`; nil for a type of no module read.
    public func link(for name: String) -> (url: String, title: String)? {
        var path = name.split(separator: ".").map(String.init)
        if path.count > 1, Self.documentationFolders[path[0]] != nil { path.removeFirst() }
        let qualified = path.joined(separator: ".")
        guard let module = modules[qualified], let folder = Self.documentationFolders[module] else { return nil }
        let from = folder == "swift" ? "the Swift standard library" : module
        return (Self.site + folder + "/" + path.map { $0.lowercased() }.joined(separator: "/"), "\(qualified) — \(from)")
    }

    /// A ``` ``Symbol`` ``` link's target naming such a type (`String`, `Swift/String`).
    public func link(forSymbolLink target: String) -> (url: String, title: String)? {
        link(for: target.split(separator: "/").map { LinkResolver.strippingDisambiguation(String($0)) }.joined(separator: "."))
    }
}

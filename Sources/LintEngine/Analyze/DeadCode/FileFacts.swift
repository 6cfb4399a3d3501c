import IndexStore
import SwiftSyntax

/// What one file adds to the reachability graph: its declarations (with why
/// each is kept, from its syntax), the references from each, and the `#if`
/// branches the build did not compile.
struct FileFacts: Sendable {
    /// A reference: `from` is the declaration whose code holds it, nil for top-level code.
    struct Edge: Sendable {
        let from: String?
        let to: String
        let place: PackageIndex.SourceReference
    }

    var declarations: [Reachability.Declaration] = []
    var edges: [Edge] = []
    /// Accessors → their property or subscript.
    var owners: [String: String] = [:]
    /// Extensions → the type they extend.
    var extendedTypes: [String: String] = [:]
    var inactive: [Reachability.InactiveBranch] = []
    /// Names spelled in macro arguments the index does not cover (`#expect(…)`).
    var macroNames = Set<String>()
    /// Declarations holding a branch the build did not compile.
    var holdsInactiveCode = Set<String>()

    /// Reads `occurrences` (one file's, from the index) against the file's tree.
    init(file: String, tree: SourceFileSyntax, occurrences: [IndexOccurrence], retention: DeclarationRetention) {
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let locator = DeclarationLocator(tree: tree, converter: converter, occurrences: occurrences)
        for occurrence in occurrences where occurrence.symbol.language == .swift {
            let place = PackageIndex.SourceReference(file: file, line: occurrence.line, column: occurrence.column,
                                                     roles: occurrence.roles)
            if occurrence.roles.contains(.definition) {
                addDefinition(occurrence, place: place, locator: locator, retention: retention)
            } else if occurrence.roles.contains(.reference) {
                addReference(occurrence, place: place, locator: locator)
            }
        }
        let unindexed = UnindexedCode(tree: tree, file: file, converter: converter, occurrences: occurrences)
        inactive = unindexed.branches
        macroNames = unindexed.macroNames
        // A declaration that holds a branch the build skipped may be used there (a test
        // suite whose tests are all `#if canImport(Darwin)`).
        holdsInactiveCode = Set(unindexed.branches.compactMap { branch in
            locator.enclosingDeclarationUSR(at: PackageIndex.SourceReference(file: file, line: branch.line, column: branch.column,
                                                                             roles: []))
        })
    }

    private mutating func addDefinition(
        _ occurrence: IndexOccurrence, place: PackageIndex.SourceReference, locator: DeclarationLocator,
        retention: DeclarationRetention
    ) {
        let symbol = occurrence.symbol
        if let owner = occurrence.relations.first(where: { $0.roles.contains(.accessorOf) }) {
            owners[symbol.usr] = owner.symbol.usr
            return
        }
        guard symbol.kind != .extension, symbol.kind != .parameter, !symbol.properties.contains(.local),
              symbol.subkind != .genericTypeParameter, symbol.subkind != .associatedType else { return }
        let parent = (occurrence.relations.first { $0.roles.contains(.childOf) }
            ?? occurrence.relations.first { $0.roles.contains(.containedBy) })?.symbol
        let name = parent.map { "\(Reachability.baseName($0.name)).\(symbol.name)" } ?? symbol.name
        var kept: Retention?
        if occurrence.roles.contains(.implicit) {
            kept = occurrence.relations.contains { $0.roles.contains(.overrideOf) } ? .withParent("implicit witness") : nil
        } else if let declaration = locator.declaration(at: place) {
            kept = retention.retention(of: occurrence, declaration: declaration, qualifiedName: name)
        } else {
            kept = .root("its declaration could not be read")
        }
        declarations.append(Reachability.Declaration(usr: symbol.usr, name: name, symbol: symbol, place: place,
                                                     parent: parent?.usr, retention: kept))
    }

    private mutating func addReference(_ occurrence: IndexOccurrence, place: PackageIndex.SourceReference, locator: DeclarationLocator) {
        let usr = occurrence.symbol.usr
        if let extensionSymbol = occurrence.relations.first(where: { $0.roles.contains(.extendedBy) })?.symbol {
            extendedTypes[extensionSymbol.usr] = usr
            return
        }
        if let subtype = occurrence.relations.first(where: { $0.roles.contains(.baseOf) })?.symbol {
            edges.append(Edge(from: subtype.usr, to: usr, place: place))
            return
        }
        if let container = occurrence.relations.first(where: { $0.roles.contains(.containedBy) })?.symbol {
            edges.append(Edge(from: container.usr, to: usr, place: place))
            return
        }
        // No container recorded: a subscript's signature, a conformance's `where`, or top-level code.
        edges.append(Edge(from: locator.enclosingDeclarationUSR(at: place), to: usr, place: place))
    }
}

/// Finds, in one file's tree, the declaration at a place the index names, and
/// the USR of the declaration around a reference.
struct DeclarationLocator {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Definitions by place (`line:column` of the name), and extended types by extension's place.
    private var definitions: [Int: [Int: String]] = [:]
    private var extensionTargets: [(line: Int, column: Int, usr: String)] = []

    init(tree: SourceFileSyntax, converter: SourceLocationConverter, occurrences: [IndexOccurrence]) {
        self.tree = tree
        self.converter = converter
        for occurrence in occurrences {
            if occurrence.roles.contains(.definition), !occurrence.roles.contains(.implicit) {
                definitions[occurrence.line, default: [:]][occurrence.column] = occurrence.symbol.usr
            } else if occurrence.relations.contains(where: { $0.roles.contains(.extendedBy) }) {
                extensionTargets.append((occurrence.line, occurrence.column, occurrence.symbol.usr))
            }
        }
    }

    /// The innermost declaration around the token at `place`.
    func declaration(at place: PackageIndex.SourceReference) -> DeclSyntax? {
        let position = converter.position(ofLine: place.line, column: place.column)
        guard let token = tree.token(at: position) else { return nil }
        return sequence(first: Syntax(token), next: \.parent).lazy.compactMap { $0.as(DeclSyntax.self) }.first
    }

    /// The USR of the declaration whose code holds the token at `place`; nil
    /// for top-level code and macro expansions (`#Preview`), which are roots.
    func enclosingDeclarationUSR(at place: PackageIndex.SourceReference) -> String? {
        let position = converter.position(ofLine: place.line, column: place.column)
        guard let token = tree.token(at: position) else { return nil }
        for node in sequence(first: Syntax(token), next: \.parent) {
            guard let declaration = node.as(DeclSyntax.self) else { continue }
            if declaration.is(MacroExpansionDeclSyntax.self) { return nil }
            if let usr = usr(of: declaration) { return usr }
        }
        return nil
    }

    private func usr(of declaration: DeclSyntax) -> String? {
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            let range = extensionDecl.extendedType.sourceRange(converter: converter)
            return extensionTargets.last { target in
                (target.line, target.column) >= (range.start.line, range.start.column)
                    && (target.line, target.column) <= (range.end.line, range.end.column)
            }?.usr
        }
        guard let name = Self.nameToken(of: declaration) else { return nil }
        let location = converter.location(for: name.positionAfterSkippingLeadingTrivia)
        return definitions[location.line]?[location.column]
    }

    private static func nameToken(of declaration: DeclSyntax) -> TokenSyntax? {
        switch declaration.as(DeclSyntaxEnum.self) {
        case .functionDecl(let node): node.name
        case .structDecl(let node): node.name
        case .classDecl(let node): node.name
        case .enumDecl(let node): node.name
        case .actorDecl(let node): node.name
        case .protocolDecl(let node): node.name
        case .typeAliasDecl(let node): node.name
        case .macroDecl(let node): node.name
        case .initializerDecl(let node): node.initKeyword
        case .deinitializerDecl(let node): node.deinitKeyword
        case .subscriptDecl(let node): node.subscriptKeyword
        case .enumCaseDecl(let node): node.elements.first?.name
        case .variableDecl(let node): node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
        default: nil
        }
    }
}

import SwiftParser
import SwiftSyntax

/// What one file declares: top-level declarations (types with the members
/// written in their bodies) and extension blocks, merged later by ``ModuleAssembler``.
struct FileDeclarations: Sendable {
    var symbols: [Symbol] = []
    var extensions: [ExtensionBlock] = []
    /// The modules `@_exported import` makes part of this one's API.
    var reexports: [String] = []
}

/// One `extension` block as written.
struct ExtensionBlock: Sendable {
    /// The extended type, dotted, without generic arguments: `Outer.Inner`, `Array`.
    var extendedType: String
    var inheritance: [String]
    var whereClause: String?
    var conditions: [String]
    var members: [Symbol]
    var location: SourceLocation
}

/// Reads one file's declarations from its syntax tree. Bodies are never
/// entered: only what a declaration exposes is read.
final class DeclarationReader {
    /// Where the reader is: the enclosing types, `#if` branches and `// MARK:` section.
    struct Context {
        var scope: [String] = []
        var conditions: [String] = []
        /// The access of members written without an access modifier.
        var defaultAccess: AccessLevel = .internal
        /// Protocol requirements and enum cases take their container's access.
        var forcedAccess: AccessLevel?
        var caseAccess: AccessLevel?
        var origin: Symbol.Origin = .declaration
        var extensionConstraints: String?
        var section: String?
        /// Read only nested types and typealiases (what conformance checks need), not other members.
        var outline = false
    }

    let path: String
    let lines: LineTable
    /// What reading a library interface needs: its module, to tell its own types from
    /// other modules' it extends, and its protocols, whose extensions are read in full.
    struct Interface {
        var module: String
        var protocols: Set<String>
    }

    /// Set when reading a library interface (everything but protocol extensions in
    /// outline); nil for the package's own sources.
    let interface: Interface?
    private(set) var result = FileDeclarations()

    private init(path: String, source: String, interface: Interface? = nil) {
        self.path = path
        self.lines = LineTable(source)
        self.interface = interface
    }

    /// Parses `source` and reads its declarations; `path` is what locations report.
    static func read(source: String, path: String) -> FileDeclarations {
        let reader = DeclarationReader(path: path, source: source)
        let tree = Parser.parse(source: source)
        var context = Context()
        reader.result.symbols = reader.readStatements(tree.statements, &context)
        return reader.result
    }

    /// Reads (a piece of) a library's `.swiftinterface` for what its types inherit:
    /// protocols and their extensions in full; types, and extensions of types, only
    /// in outline (conformances, typealiases, nested types) — most of the standard
    /// library is members of concrete types that no package type inherits.
    /// Extensions of other modules' types (`extension Swift.Collection` in
    /// `_StringProcessing`) are read in full.
    ///
    /// - Parameter protocols: The protocols the whole interface declares.
    static func readInterface(source: String, path: String, module: String, protocols: Set<String>) -> FileDeclarations {
        let reader = DeclarationReader(path: path, source: source, interface: Interface(module: module, protocols: protocols))
        var context = Context()
        reader.result.symbols = reader.readStatements(Parser.parse(source: source).statements, &context)
        return reader.result
    }

    // MARK: - Structure

    private func readStatements(_ statements: CodeBlockItemListSyntax, _ context: inout Context) -> [Symbol] {
        var symbols: [Symbol] = []
        for statement in statements {
            guard case .decl(let decl) = statement.item else { continue }
            symbols += readDeclaration(decl, &context)
        }
        return symbols
    }

    func readMembers(_ members: MemberBlockItemListSyntax, _ context: Context) -> [Symbol] {
        var context = context
        context.section = nil
        return members.flatMap { item -> [Symbol] in
            if context.outline && !Self.belongsInOutline(item.decl) { return [] }
            if interface != nil && !Self.isExported(item.decl) { return [] }
            return readDeclaration(item.decl, &context)
        }
    }

    /// Whether a library interface's member is visible to its clients: a type, a `#if`
    /// block, or a member declared `public` or `open` (internal `@usableFromInline`
    /// members are in interfaces too, and never inherited).
    private static func isExported(_ decl: DeclSyntax) -> Bool {
        guard !belongsInOutline(decl), let modifiers = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers else {
            return true
        }
        return modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }

    private static func belongsInOutline(_ decl: DeclSyntax) -> Bool {
        decl.is(TypeAliasDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self) || decl.is(StructDeclSyntax.self)
            || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
            || decl.is(ProtocolDeclSyntax.self)
    }

    /// The symbols `decl` declares (several for `var a, b` or `case a, b`).
    private func readDeclaration(_ decl: DeclSyntax, _ context: inout Context) -> [Symbol] {
        let comments = LeadingComments(decl.leadingTrivia, start: decl.position.utf8Offset, lines: lines)
        if let mark = comments.mark { context.section = mark }
        if let block = decl.as(IfConfigDeclSyntax.self) {
            return readIfConfig(block, context)
        }
        if let node = decl.as(ImportDeclSyntax.self) {
            if Self.hasAttribute("_exported", in: node.attributes), let module = node.path.first?.name.text,
               !result.reexports.contains(module) {
                result.reexports.append(module)
            }
            return []
        }
        if let node = decl.as(ExtensionDeclSyntax.self) {
            readExtension(node, comments, context)
            return []
        }
        return readSymbols(decl, comments, context)
    }

    /// Every branch is read, each under its condition: the docs show all
    /// platforms. Only a branch no build compiles (`#if false`, and what follows
    /// `#if true`) is left out, as the compiler (and so DocC) leaves it out.
    private func readIfConfig(_ block: IfConfigDeclSyntax, _ context: Context) -> [Symbol] {
        var symbols: [Symbol] = []
        var earlier: [String] = []
        for clause in block.clauses {
            let condition = clause.condition.map { DeclarationText.text(of: $0) }
            if condition == "false" { continue }
            var branch = context
            let holds = Self.branchCondition(condition == "true" ? nil : condition, after: earlier)
            if !holds.isEmpty { branch.conditions.append(holds) }
            defer { if let condition { earlier.append(condition) } }
            if condition == "true" {
                symbols += read(clause, &branch)
                break
            }
            symbols += read(clause, &branch)
        }
        return symbols
    }

    private func read(_ clause: IfConfigClauseSyntax, _ branch: inout Context) -> [Symbol] {
        switch clause.elements {
        case .statements(let statements): readStatements(statements, &branch)
        case .decls(let members): members.flatMap { readDeclaration($0.decl, &branch) }
        default: []
        }
    }

    /// `#elseif b` after `#if a` holds when `!a && b`; `#else` when none held.
    static func branchCondition(_ condition: String?, after earlier: [String]) -> String {
        let negated = earlier.map { Self.isSimple($0) ? "!" + $0 : "!(\($0))" }
        return (negated + (condition.map { [$0] } ?? [])).joined(separator: " && ")
    }

    private static func isSimple(_ condition: String) -> Bool {
        !condition.contains(" ") && !condition.hasPrefix("!")
    }

    private func readExtension(_ node: ExtensionDeclSyntax, _ comments: LeadingComments, _ context: Context) {
        let extended = Self.typeName(node.extendedType)
        var inner = context
        inner.scope = extended.split(separator: ".").map(String.init)
        inner.defaultAccess = ownAccess(node.modifiers) ?? .internal
        inner.origin = .extension
        inner.extensionConstraints = node.genericWhereClause.map { DeclarationText.text(of: $0.requirements) }
        if let interface, let name = inner.scope.last {
            inner.outline = !interface.protocols.contains(name) && (inner.scope.count == 1 || inner.scope.first == interface.module)
        }
        let members = readMembers(node.memberBlock.members, inner).map { member in
            var member = member
            if member.section == nil { member.section = comments.mark ?? context.section }
            return member
        }
        result.extensions.append(ExtensionBlock(
            extendedType: extended,
            inheritance: node.inheritanceClause.map(Self.inheritance) ?? [],
            whereClause: inner.extensionConstraints,
            conditions: context.conditions,
            members: members,
            location: location(of: node)
        ))
    }

    // MARK: - Helpers shared by the symbol readers

    /// `Outer.Inner<T>` → `Outer.Inner`; `[Element]` → `Array`; `Element?` → `Optional`.
    static func typeName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) {
            return typeName(member.baseType) + "." + (member.name.identifier?.name ?? member.name.text)
        }
        // `identifier.name` drops the backticks of `` `Protocol` ``, as the declared type's name does.
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.identifier?.name ?? identifier.name.text }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(OptionalTypeSyntax.self) { return "Optional" }
        return DeclarationText.text(of: type)
    }

    static func inheritance(_ clause: InheritanceClauseSyntax) -> [String] {
        clause.inheritedTypes.map { DeclarationText.text(of: $0.type) }
    }

    /// The access level a modifier list states (`private(set)` sets only the setter's).
    func ownAccess(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        modifiers.lazy.compactMap { $0.detail == nil ? AccessLevel(keyword: $0.name.text) : nil }.first
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let place = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourceLocation(file: path, line: place.line, column: place.column)
    }
}

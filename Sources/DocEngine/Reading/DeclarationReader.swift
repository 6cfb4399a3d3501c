import SwiftParser
import SwiftSyntax

/// What one file declares: top-level declarations (types with the members
/// written in their bodies) and extension blocks, merged later by ``ModuleAssembler``.
struct FileDeclarations: Sendable {
    var symbols: [Symbol] = []
    var extensions: [ExtensionBlock] = []
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
    }

    let path: String
    let lines: LineTable
    private(set) var result = FileDeclarations()

    private init(path: String, source: String) {
        self.path = path
        self.lines = LineTable(source)
    }

    /// Parses `source` and reads its declarations; `path` is what locations report.
    static func read(source: String, path: String) -> FileDeclarations {
        let reader = DeclarationReader(path: path, source: source)
        let tree = Parser.parse(source: source)
        var context = Context()
        reader.result.symbols = reader.readStatements(tree.statements, &context)
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
        return members.flatMap { readDeclaration($0.decl, &context) }
    }

    /// The symbols `decl` declares (several for `var a, b` or `case a, b`).
    private func readDeclaration(_ decl: DeclSyntax, _ context: inout Context) -> [Symbol] {
        let comments = LeadingComments(decl.leadingTrivia, start: decl.position.utf8Offset, lines: lines)
        if let mark = comments.mark { context.section = mark }
        if let block = decl.as(IfConfigDeclSyntax.self) {
            return readIfConfig(block, context)
        }
        if let node = decl.as(ExtensionDeclSyntax.self) {
            readExtension(node, comments, context)
            return []
        }
        return readSymbols(decl, comments, context)
    }

    /// Every branch is read, each under its condition: the docs show all platforms.
    private func readIfConfig(_ block: IfConfigDeclSyntax, _ context: Context) -> [Symbol] {
        var symbols: [Symbol] = []
        var earlier: [String] = []
        for clause in block.clauses {
            let condition = clause.condition.map { DeclarationText.text(of: $0) }
            var branch = context
            branch.conditions.append(Self.branchCondition(condition, after: earlier))
            if let condition { earlier.append(condition) }
            switch clause.elements {
            case .statements(let statements):
                symbols += readStatements(statements, &branch)
            case .decls(let members):
                symbols += members.flatMap { readDeclaration($0.decl, &branch) }
            default:
                continue
            }
        }
        return symbols
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
            return typeName(member.baseType) + "." + member.name.text
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
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

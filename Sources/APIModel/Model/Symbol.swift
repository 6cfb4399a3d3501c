/// One declaration and everything the docs show about it.
///
/// Types hold their members (including those merged in from extensions), so a
/// module's symbols form a tree whose roots are its top-level declarations.
public struct Symbol: Codable, Sendable, Hashable {
    public var kind: SymbolKind
    /// The base name: `run`, `init`, `subscript`, `==`, `Shape`.
    public var name: String
    /// The name with argument labels: `run(_:with:)`, `init(name:)`, `Shape`.
    public var title: String
    /// The enclosing types, outermost first (`["Outer", "Inner"]` for `Outer.Inner.member`).
    public var scope: [String]
    /// The effective access level: the lowest of its own and its enclosing declarations'.
    public var access: AccessLevel
    /// `static` or `class` members.
    public var isStatic: Bool
    /// Attributes as written (`@MainActor`, `@available(*, deprecated)`, `@discardableResult`).
    public var attributes: [String]
    /// Set when an `@available` attribute deprecates it: the message, possibly empty.
    public var deprecation: String?
    /// Its `@available` entries, platform by platform; nil when it has none
    /// (so the JSON model stays as small as before for most symbols).
    public var availability: [Availability]?
    public var genericParameters: [String]
    /// The `where` clause, without `where`.
    public var whereClause: String?
    /// Inherited types and protocols as written.
    public var inheritance: [String]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var parameters: [Parameter]
    /// The return type, the property's type or the aliased type; nil for `Void` functions.
    public var returnType: String?
    /// The declaration without its body, whitespace normalized, token by token.
    public var declaration: [DeclarationFragment]
    public var documentation: DocCommentSource?
    public var location: SourceLocation
    /// The `#if` conditions it is compiled under, outermost first.
    public var conditions: [String]
    /// The `// MARK:` section it is written under, if any.
    public var section: String?
    /// Where it comes from: its type's body, an extension, a protocol's requirements.
    public var origin: Origin
    /// For members declared in a constrained extension: that extension's `where` clause.
    public var extensionConstraints: String?
    /// For inherited members: the protocol whose extension provides it (`Collection`).
    public var inheritedFrom: String?
    public var members: [Symbol]
    /// Protocols and superclasses added by extensions, with their constraints.
    public var conformances: [Conformance]
    /// For a `@frozen` struct: its stored instance properties in order, private ones too
    /// (`var count: Int`) — its layout, which binaries built against it depend on.
    public var storedLayout: [String]?

    /// Where a member was declared relative to the type that shows it.
    public enum Origin: String, Codable, Sendable, Hashable {
        /// In the declaration itself (or at file scope).
        case declaration
        /// In an extension of its type.
        case `extension`
        /// A protocol's requirement.
        case requirement
        /// In an extension of a protocol: a default implementation or an added member.
        case protocolExtension
        /// A protocol extension's member that a conforming type gets without declaring
        /// it (the compiler's "synthesized" symbols); `inheritedFrom` names the protocol.
        case inherited
    }

    public init(kind: SymbolKind, name: String, title: String? = nil, scope: [String] = [],
                access: AccessLevel = .internal, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.title = title ?? name
        self.scope = scope
        self.access = access
        self.isStatic = false
        self.attributes = []
        self.deprecation = nil
        self.availability = nil
        self.genericParameters = []
        self.whereClause = nil
        self.inheritance = []
        self.isAsync = false
        self.isThrowing = false
        self.parameters = []
        self.returnType = nil
        self.declaration = []
        self.documentation = nil
        self.location = location
        self.conditions = []
        self.section = nil
        self.origin = .declaration
        self.extensionConstraints = nil
        self.inheritedFrom = nil
        self.members = []
        self.conformances = []
    }

    /// The dotted name: `Outer.Inner.member`.
    public var qualifiedName: String { (scope + [title]).joined(separator: ".") }

    /// The declaration as one line of text.
    public var declarationText: String { declaration.map(\.text).joined() }

    /// Whether it has a page of its own (types and extended types from other modules).
    public var hasPage: Bool { kind.isType || kind == .extension }

    /// Whether the package declares it (not inherited from a protocol extension).
    public var isDeclared: Bool { origin != .inherited }

    /// The protocols its inherited members come from, in the order they were added.
    public var inheritedProtocols: [String] {
        var names: [String] = []
        for member in members where !member.isDeclared && !names.contains(member.inheritedFrom ?? "") {
            names.append(member.inheritedFrom ?? "")
        }
        return names
    }

    /// The members it inherits from `protocolName`'s extensions.
    public func members(inheritedFrom protocolName: String) -> [Symbol] {
        members.filter { !$0.isDeclared && $0.inheritedFrom == protocolName }
    }

    /// Whether the symbol carries a doc comment with some text.
    public var isDocumented: Bool {
        documentation.map { !$0.text.allSatisfy(\.isWhitespace) } ?? false
    }
}

/// A function, initializer, subscript or enum-case parameter.
public struct Parameter: Codable, Sendable, Hashable {
    /// The argument label callers write; `_` for none.
    public var label: String
    /// The name the body uses (what `- Parameter name:` documents).
    public var name: String
    public var type: String
    /// Whether it has a default value (callers may leave it out). Not part of the JSON model.
    public var hasDefault = false

    private enum CodingKeys: String, CodingKey {
        case label, name, type
    }

    public init(label: String, name: String, type: String, hasDefault: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.hasDefault = hasDefault
    }
}

/// A conformance or superclass declared on an extension.
public struct Conformance: Codable, Sendable, Hashable {
    public var name: String
    public var whereClause: String?
    public var conditions: [String]

    public init(name: String, whereClause: String?, conditions: [String]) {
        self.name = name
        self.whereClause = whereClause
        self.conditions = conditions
    }
}

/// A place in a source file. `file` is relative to the package folder.
public struct SourceLocation: Codable, Sendable, Hashable, Comparable {
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One token of a declaration, classified for highlighting.
public struct DeclarationFragment: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable {
        case keyword, attribute, type, name, label, identifier, string, number, `operator`, text
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// A doc comment's text, line by line, with each line's place in the file so
/// that findings inside the comment point at the right column.
public struct DocCommentSource: Codable, Sendable, Hashable {
    public struct Line: Codable, Sendable, Hashable {
        public var text: String
        /// Where `text` starts in the file.
        public var line: Int
        public var column: Int

        public init(text: String, line: Int, column: Int) {
            self.text = text
            self.line = line
            self.column = column
        }
    }

    public var lines: [Line]

    public init(lines: [Line]) {
        self.lines = lines
    }

    /// The comment as Markdown.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

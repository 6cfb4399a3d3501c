/// A declaration the index knows, by its compiler-given unique name (USR).
public struct IndexSymbol: Hashable, Sendable {
    /// The Unified Symbol Resolution: the same declaration has the same USR in every record.
    public let usr: String
    public let name: String
    public let kind: Kind
    public let subkind: Subkind
    public let properties: Properties
    public let language: Language

    public init(usr: String, name: String, kind: Kind, subkind: Subkind = .none,
                properties: Properties = [], language: Language = .swift) {
        self.usr = usr
        self.name = name
        self.kind = kind
        self.subkind = subkind
        self.properties = properties
        self.language = language
    }

    /// libIndexStore's symbol kinds (`indexstore_symbol_kind_t`); others read as `.unknown`.
    public enum Kind: Int, Sendable {
        case unknown = 0, module, namespace, namespaceAlias, macro, `enum`, `struct`, `class`, `protocol`, `extension`,
             union, `typealias`, function, variable, field, enumConstant, instanceMethod, classMethod, staticMethod,
             instanceProperty, classProperty, staticProperty, constructor, destructor, conversionFunction, parameter,
             using, concept
        case commentTag = 1000
    }

    /// The finer kinds Swift uses (`indexstore_symbol_subkind_t`); others read as `.none`.
    public enum Subkind: Int, Sendable {
        case none = 0
        case accessorGetter = 3, accessorSetter = 4
        case willSet = 1000, didSet, addressor, mutableAddressor, extensionOfStruct, extensionOfClass, extensionOfEnum,
             extensionOfProtocol, prefixOperator, postfixOperator, infixOperator, `subscript`, associatedType,
             genericTypeParameter, accessorRead, accessorModify, accessorInit, accessorBorrow, accessorMutate
    }

    /// What the compiler says of the declaration (`indexstore_symbol_property_t`).
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        public static let generic = Properties(rawValue: 1 << 0)
        /// An XCTest class or `test…` method.
        public static let unitTest = Properties(rawValue: 1 << 3)
        public static let ibAnnotated = Properties(rawValue: 1 << 4)
        /// A local declaration (inside a function body).
        public static let local = Properties(rawValue: 1 << 7)
        public static let async = Properties(rawValue: 1 << 16)

        private static let accessMask: UInt64 = 0b111 << 17

        /// The declaration's access level, when the compiler recorded one (Swift 6.3's
        /// compiler records none for Swift code: the syntax tree says it).
        public var access: AccessLevel? {
            AccessLevel(rawValue: (rawValue & Self.accessMask) >> 17)
        }
    }

    /// Access as the index records it (bits 17–19 of the properties).
    public enum AccessLevel: UInt64, Comparable, Sendable {
        case `private` = 0b001, `fileprivate` = 0b010, `internal` = 0b011, `package` = 0b100, spi = 0b101, `public` = 0b110

        private var order: Int {
            switch self {
            case .private: 0
            case .fileprivate: 1
            case .internal: 2
            case .package: 3
            case .spi: 4
            case .public: 5
            }
        }

        public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.order < rhs.order }
    }

    public enum Language: Int, Sendable {
        case c = 0, objectiveC = 1, cxx = 2, swift = 100
    }
}

/// What an occurrence does with its symbol, and how related symbols relate
/// (`indexstore_symbol_role_t`).
public struct SymbolRoles: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let declaration = SymbolRoles(rawValue: 1 << 0)
    public static let definition = SymbolRoles(rawValue: 1 << 1)
    public static let reference = SymbolRoles(rawValue: 1 << 2)
    public static let read = SymbolRoles(rawValue: 1 << 3)
    public static let write = SymbolRoles(rawValue: 1 << 4)
    public static let call = SymbolRoles(rawValue: 1 << 5)
    public static let dynamic = SymbolRoles(rawValue: 1 << 6)
    public static let addressOf = SymbolRoles(rawValue: 1 << 7)
    /// Written by the compiler, not the source (a synthesized conformance's use, an implicit `self`).
    public static let implicit = SymbolRoles(rawValue: 1 << 8)

    public static let childOf = SymbolRoles(rawValue: 1 << 9)
    public static let baseOf = SymbolRoles(rawValue: 1 << 10)
    public static let overrideOf = SymbolRoles(rawValue: 1 << 11)
    public static let receivedBy = SymbolRoles(rawValue: 1 << 12)
    public static let calledBy = SymbolRoles(rawValue: 1 << 13)
    public static let extendedBy = SymbolRoles(rawValue: 1 << 14)
    public static let accessorOf = SymbolRoles(rawValue: 1 << 15)
    public static let containedBy = SymbolRoles(rawValue: 1 << 16)
    public static let ibTypeOf = SymbolRoles(rawValue: 1 << 17)
    public static let specializationOf = SymbolRoles(rawValue: 1 << 18)
}

/// One place a record names a symbol: where, in what role, and the symbols it
/// relates to there (the declaration containing a call, the type a member is a child of).
public struct IndexOccurrence: Hashable, Sendable {
    public let symbol: IndexSymbol
    public let roles: SymbolRoles
    /// 1-based line and column (UTF-8 bytes) in the record's source file.
    public let line: Int
    public let column: Int
    public let relations: [IndexRelation]

    public init(symbol: IndexSymbol, roles: SymbolRoles, line: Int, column: Int, relations: [IndexRelation] = []) {
        self.symbol = symbol
        self.roles = roles
        self.line = line
        self.column = column
        self.relations = relations
    }
}

/// A symbol an occurrence relates to, and how.
public struct IndexRelation: Hashable, Sendable {
    public let roles: SymbolRoles
    public let symbol: IndexSymbol

    public init(roles: SymbolRoles, symbol: IndexSymbol) {
        self.roles = roles
        self.symbol = symbol
    }
}

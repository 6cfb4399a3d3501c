/// What a declaration declares.
public enum SymbolKind: String, Codable, Sendable, CaseIterable {
    case `struct`, `class`, `enum`, `protocol`, actor
    case `typealias`, `associatedtype`
    case `case`
    case initializer = "init"
    case function = "func"
    case property = "var"
    case `subscript`
    case `macro`
    case `operator`
    case precedenceGroup = "precedencegroup"
    /// An extension of a type declared in another module.
    case `extension`

    /// Declares a type that has members and a page of its own.
    public var isType: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .actor: true
        default: false
        }
    }

    /// The keyword that introduces it in source.
    public var keyword: String { rawValue }
}

/// The headings members are grouped under, in the order pages show them.
public enum TopicGroup: Int, Sendable, CaseIterable, Comparable {
    case cases, associatedTypes, initializers, instanceProperties, instanceMethods, subscripts
    case typeProperties, typeMethods, operators, typeAliases, nestedTypes, macros
    case globalVariables, functions, operatorDeclarations, precedenceGroups

    public static func < (lhs: TopicGroup, rhs: TopicGroup) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The title as an HTML id part: `instance-methods`.
    public var slug: String { title.lowercased().replacing(" ", with: "-") }

    /// The heading text.
    public var title: String {
        switch self {
        case .cases: "Enumeration Cases"
        case .associatedTypes: "Associated Types"
        case .initializers: "Initializers"
        case .instanceProperties: "Instance Properties"
        case .instanceMethods: "Instance Methods"
        case .subscripts: "Subscripts"
        case .typeProperties: "Type Properties"
        case .typeMethods: "Type Methods"
        case .operators: "Operators"
        case .typeAliases: "Type Aliases"
        case .nestedTypes: "Nested Types"
        case .macros: "Macros"
        case .globalVariables: "Variables"
        case .functions: "Functions"
        case .operatorDeclarations: "Operator Declarations"
        case .precedenceGroups: "Precedence Groups"
        }
    }
}

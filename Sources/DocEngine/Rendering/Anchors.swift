extension Symbol {
    /// A stable, readable fragment identifier: `init(name:)`, `method-run(_:)`,
    /// `type-property-shared`, `case-circle(radius:)`, `struct-Inner`. Overloads
    /// that differ only in types share one (and one entry on the page).
    public var anchor: String {
        // A default implementation sits on the protocol's page beside the requirement it implements.
        origin == .protocolExtension ? "default-" + baseAnchor : baseAnchor
    }

    private var baseAnchor: String {
        let prefix = isStatic ? "type-" : ""
        switch kind {
        case .initializer: return title
        case .function:
            if isOperatorName { return "operator-" + title }
            return scope.isEmpty ? "func-" + title : prefix + "method-" + title
        case .property: return scope.isEmpty ? "var-" + name : prefix + "property-" + name
        case .subscript: return prefix + title
        case .case: return "case-" + title
        case .macro: return "macro-" + title
        case .operator: return "operator-decl-" + name
        default: return kind.rawValue + "-" + name
        }
    }

    /// Operators are named with symbols (`==`, `..<`), not identifiers.
    public var isOperatorName: Bool {
        guard let first = name.first else { return false }
        return !(first.isLetter || first.isNumber || first == "_" || first == "`")
    }

    /// The heading a member is listed under.
    public var topicGroup: TopicGroup {
        switch kind {
        case .case: .cases
        case .associatedtype: .associatedTypes
        case .initializer: .initializers
        case .property: scope.isEmpty ? .globalVariables : isStatic ? .typeProperties : .instanceProperties
        case .function: isOperatorName ? .operators : scope.isEmpty ? .functions : isStatic ? .typeMethods : .instanceMethods
        case .subscript: .subscripts
        case .typealias: .typeAliases
        case .macro: .macros
        case .operator: .operatorDeclarations
        case .precedenceGroup: .precedenceGroups
        case .struct, .class, .enum, .protocol, .actor, .extension: .nestedTypes
        }
    }
}

/// URL fragments: anchors keep their readable characters, the rest is percent-encoded.
enum URLFragment {
    private static let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~():")

    static func encode(_ anchor: String) -> String {
        var result = ""
        for character in anchor {
            if kept.contains(character) {
                result.append(character)
            } else {
                for byte in String(character).utf8 { result += "%" + hex(byte) }
            }
        }
        return result
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}

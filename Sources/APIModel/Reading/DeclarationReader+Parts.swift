import SwiftSyntax

/// Reading the parts of declarations: parameters, generics, accessors, attributes.
extension DeclarationReader {
    static func parameters(_ list: FunctionParameterListSyntax) -> [Parameter] {
        list.map { parameter in
            Parameter(label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                      type: parameterType(parameter), hasDefault: parameter.defaultValue != nil)
        }
    }

    static func parameterType(_ parameter: FunctionParameterSyntax) -> String {
        DeclarationText.text(of: parameter.type) + (parameter.ellipsis == nil ? "" : "...")
    }

    /// `run` with labels `_`, `with` → `run(_:with:)`. Operators are called without
    /// labels: `==(_:_:)`.
    static func title(_ name: String, _ parameters: [Parameter]) -> String {
        let isOperator = name.first.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") } ?? false
        return name + "(" + parameters.map { (isOperator ? "_" : $0.label) + ":" }.joined() + ")"
    }

    static func genericParameters(_ clause: GenericParameterClauseSyntax?) -> [String] {
        clause?.parameters.map { DeclarationText.text(of: $0, skipping: [$0.trailingComma.map(Syntax.init)].compactMap { $0 }) } ?? []
    }

    /// The type as text, or nil for `Void` and `()`.
    static func nonVoid(_ type: TypeSyntax) -> String? {
        let text = DeclarationText.text(of: type)
        return text == "Void" || text == "()" ? nil : text
    }

    /// `let x = 5` has no written type; the obvious ones are worth showing.
    static func inferredType(_ initializer: InitializerClauseSyntax?) -> String? {
        guard let value = initializer?.value else { return nil }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let call = value.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           callee.baseName.text.first?.isUppercase == true {
            return callee.baseName.text
        }
        return nil
    }

    /// Fragments for a property's type: classified from the syntax when it was written.
    static func typeFragments(_ type: TypeSyntax?, text: String) -> [DeclarationFragment] {
        guard let type else { return [DeclarationFragment(.type, text)] }
        return DeclarationText.fragments(of: type)
    }

    struct AccessorSummary {
        var words: [String]
        var isAsync = false
        var isThrowing = false
    }

    /// What callers may do with a property or subscript: `{ get }` or `{ get set }`.
    /// Stored `var`s show no braces (as DocC shows them); `let`s never do.
    static func accessorSummary(_ block: AccessorBlockSyntax?, isLet: Bool, isStored: Bool) -> AccessorSummary {
        if isLet || isStored && block == nil { return AccessorSummary(words: []) }
        guard let block else { return AccessorSummary(words: ["{", "get", "}"]) }
        switch block.accessors {
        case .getter:
            return AccessorSummary(words: ["{", "get", "}"])
        case .accessors(let accessors):
            let kinds = Set(accessors.map(\.accessorSpecifier.text))
            let observersOnly = kinds.isSubset(of: ["willSet", "didSet"])
            let settable = observersOnly || !kinds.isDisjoint(with: ["set", "_modify", "modify", "unsafeMutableAddress"])
            let getter = accessors.first { $0.accessorSpecifier.text == "get" }
            var summary = AccessorSummary(words: [])
            summary.isAsync = getter?.effectSpecifiers?.asyncSpecifier != nil
            summary.isThrowing = getter?.effectSpecifiers?.throwsClause != nil
            if observersOnly { return summary }  // a stored property with observers
            var words = ["{", "get"]
            if summary.isAsync { words.append("async") }
            if summary.isThrowing { words.append("throws") }
            if settable { words.append("set") }
            summary.words = words + ["}"]
            return summary
        }
    }

    /// The entries of every `@available` attribute, in order.
    static func availability(_ attributes: AttributeListSyntax) -> [Availability] {
        var entries: [Availability] = []
        for case .attribute(let attribute) in attributes where attributeName(attribute) == "available" {
            guard case .availability(let arguments)? = attribute.arguments else { continue }
            entries += availability(arguments)
        }
        return entries
    }

    /// `macOS 10.15, iOS 13, *` (one entry each) or `macOS, introduced: 12, deprecated: 14, message: "…"` (one entry).
    private static func availability(_ arguments: AvailabilityArgumentListSyntax) -> [Availability] {
        var shorthand: [Availability] = []
        var entry: Availability?
        for argument in arguments {
            switch argument.argument {
            case .availabilityVersionRestriction(let restriction):
                shorthand.append(Availability(platform: restriction.platform.text, introduced: restriction.version?.trimmedDescription))
            case .token(let token):
                switch token.text {
                case "deprecated": if entry?.deprecated == nil { entry?.deprecated = "" }
                case "unavailable": entry?.isUnavailable = true
                default: if entry == nil { entry = Availability(platform: token.text) }
                }
            case .availabilityLabeledArgument(let labeled):
                let value = labeled.value.as(SimpleStringLiteralExprSyntax.self)
                    .map { $0.segments.map(\.content.text).joined() } ?? labeled.value.trimmedDescription
                switch labeled.label.text {
                case "introduced": entry?.introduced = value
                case "deprecated": entry?.deprecated = value
                case "obsoleted": entry?.obsoleted = value
                case "message": entry?.message = value
                case "renamed": if entry?.message == nil { entry?.message = "Renamed to `\(value)`." }
                default: break
                }
            }
        }
        // The `*` closing the shorthand says nothing of its own.
        if entry == Availability(platform: "*") { entry = nil }
        return shorthand + (entry.map { [$0] } ?? [])
    }

    /// The deprecation message (possibly empty) when an entry deprecates or
    /// obsoletes it; nil otherwise. Unavailable on a platform is not deprecated.
    static func deprecation(_ availability: [Availability]) -> String? {
        guard let entry = availability.first(where: { $0.deprecated != nil || $0.obsoleted != nil }) else { return nil }
        return entry.message ?? ""
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attributeName(attribute)
    }

    /// Whether `name` is among `attributes`, also inside an `#if` there (`#if compiler(>=5.8)
    /// @_spi(Experimental) #endif`, as swift-syntax's generated code writes it).
    static func hasAttribute(_ name: String, in attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            switch element {
            case .attribute(let attribute): return attributeName(attribute) == name
            case .ifConfigDecl(let block):
                return block.clauses.contains { clause in
                    guard case .attributes(let inner)? = clause.elements else { return false }
                    return hasAttribute(name, in: inner)
                }
            }
        }
    }

    static func attributeName(_ attribute: AttributeSyntax) -> String? {
        attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
    }
}

extension TokenKind {
    fileprivate var isStringSegment: Bool {
        if case .stringSegment = self { return true }
        return false
    }
}

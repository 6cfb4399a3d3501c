import SwiftSyntax

/// Reading the parts of declarations: parameters, generics, accessors, attributes.
extension DeclarationReader {
    static func parameters(_ list: FunctionParameterListSyntax) -> [Parameter] {
        list.map { parameter in
            Parameter(label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                      type: parameterType(parameter))
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

    /// `@available(*, deprecated, message: "Use y")` → `Use y`; nil when not deprecated.
    static func deprecation(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attributeName(attribute) == "available" {
            guard let arguments = attribute.arguments else { continue }
            let tokens = Array(arguments.tokens(viewMode: .sourceAccurate))
            guard tokens.contains(where: { ["deprecated", "unavailable", "obsoleted"].contains($0.text) }) else { continue }
            for (index, token) in tokens.enumerated() where ["message", "renamed"].contains(token.text) {
                let text = tokens.dropFirst(index + 1).first { $0.tokenKind.isStringSegment }?.text ?? ""
                return token.text == "renamed" ? "Renamed to `\(text)`." : text
            }
            return ""
        }
        return nil
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attributeName(attribute)
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

@_spi(RawSyntax) import SwiftSyntax

// Cheaper ways to read what many rules read for most nodes. With every rule on,
// the same few questions are asked hundreds of thousands of times per package.
// (`TokenSyntax.isKeyword(_:)`, which the engine uses too, is in LintEngine.)

extension DeclModifierListSyntax {
    /// Whether one of the modifiers is `keyword` (`override`, `static`, `lazy`…).
    /// Read from the raw tree: iterating the list makes a node per modifier
    /// through SwiftSyntax's iterator, which is generic and not specialized
    /// outside its module (a type-metadata lookup per element).
    func hasKeyword(_ keyword: Keyword) -> Bool {
        guard let list = raw.layoutView else { return false }
        for case let modifier? in list.children {
            // A `DeclModifierSyntax`'s name is its second child.
            guard let name = modifier.layoutView?.children[1]?.tokenView else { continue }
            if name.rawKind == .keyword, name.rawText == keyword.defaultText { return true }
        }
        return false
    }
}

extension ExprListSyntax {
    /// Whether an operator between the elements is one of `operators` (`==`,
    /// `<`…). Read from the raw tree: most sequences (assignments, arithmetic)
    /// hold none, and iterating the list makes a node per element.
    func hasBinaryOperator(in operators: Set<String>) -> Bool {
        guard let list = raw.layoutView else { return false }
        for case let element? in list.children where element.kind == .binaryOperatorExpr {
            // A `BinaryOperatorExprSyntax`'s operator is its second child.
            guard let token = element.layoutView?.children[1]?.tokenView else { continue }
            if operators.contains(String(syntaxText: token.rawText)) { return true }
        }
        return false
    }
}

extension SyntaxProtocol {
    /// The node's text without its leading and trailing trivia: SwiftSyntax's
    /// `trimmedDescription` without its cost. That one rebuilds the node twice
    /// (through key paths) to drop the trivia; this renders it once and cuts.
    var trimmedText: String {
        let text = description
        let utf8 = text.utf8
        let leading = leadingTriviaLength.utf8Length, trailing = trailingTriviaLength.utf8Length
        guard leading + trailing < utf8.count else { return "" }
        if leading == 0, trailing == 0 { return text }
        let start = utf8.index(utf8.startIndex, offsetBy: leading), end = utf8.index(utf8.endIndex, offsetBy: -trailing)
        return String(Substring(utf8[start..<end]))
    }
}

extension AttributeListSyntax {
    /// False when no attribute can be `@name` (`objc`, `IBOutlet`): the answer for
    /// most declarations, found from the raw tree. True when one is, or when an
    /// attribute's name is not a plain identifier (then look at the nodes).
    func mayHaveAttribute(named name: String) -> Bool {
        guard let list = raw.layoutView else { return false }
        for case let element? in list.children {
            // An `AttributeSyntax`'s name is its fourth child; a plain name is an
            // `IdentifierTypeSyntax` whose second child is the name's token and
            // whose fourth is a generic argument clause.
            guard element.kind == .attribute, let type = element.layoutView?.children[3],
                  type.kind == .identifierType, let typeLayout = type.layoutView, typeLayout.children[3] == nil,
                  let token = typeLayout.children[1]?.tokenView
            else { return true }
            if token.rawText.elementsEqual(name.utf8) { return true }
        }
        return false
    }
}

extension SyntaxProtocol {
    /// Whether a present token of `kind` is anywhere inside, found in the raw
    /// tree: a first look that spares most nodes a walk over token nodes.
    func containsToken(_ kind: RawTokenKind) -> Bool {
        func search(_ raw: RawSyntax) -> Bool {
            if let token = raw.tokenView { return token.rawKind == kind && token.presence == .present }
            guard let layout = raw.layoutView else { return false }
            for case let child? in layout.children where search(child) { return true }
            return false
        }
        return search(raw)
    }
}

extension SyntaxProtocol {
    /// Whether a direct child is of `kind`, read from the raw tree: a first
    /// look for handlers of common nodes that need one particular child.
    func hasChild(ofKind kind: SyntaxKind) -> Bool {
        guard let layout = raw.layoutView else { return false }
        return layout.children.contains { $0?.kind == kind }
    }
}

// A node's traits by its kind or its children's, not by casting to a trait
// protocol (`asProtocol((any DeclGroupSyntax).self)`): such a cast asks the
// runtime for the conformance, which the first time for each node type scans
// every conformance in the binary (milliseconds a run, and start-up is 5 ms).

extension SyntaxProtocol {
    /// The node's attributes, if it has them (`WithAttributesSyntax`). Such a
    /// node has them first, or after a list of type specifiers: only the first
    /// two children are looked at, so a list of hundreds of members is not read.
    var attributeList: AttributeListSyntax? {
        // An `#if` clause among attributes holds an attribute list, but is no declaration.
        guard kind != .ifConfigClause else { return nil }
        for child in children(viewMode: .all).prefix(2) where child.kind == .attributeList {
            return child.as(AttributeListSyntax.self)
        }
        return nil
    }

    /// The node's modifiers, if it has them (`WithModifiersSyntax`): first, or after its attributes.
    var modifierList: DeclModifierListSyntax? {
        for child in children(viewMode: .all).prefix(2) where child.kind == .declModifierList {
            return child.as(DeclModifierListSyntax.self)
        }
        return nil
    }
}

extension Syntax {
    /// The node as a type, extension or protocol declaration (`DeclGroupSyntax`).
    var asDeclGroup: (any DeclGroupSyntax)? {
        switch kind {
        case .actorDecl: self.as(ActorDeclSyntax.self)
        case .classDecl: self.as(ClassDeclSyntax.self)
        case .enumDecl: self.as(EnumDeclSyntax.self)
        case .extensionDecl: self.as(ExtensionDeclSyntax.self)
        case .protocolDecl: self.as(ProtocolDeclSyntax.self)
        case .structDecl: self.as(StructDeclSyntax.self)
        default: nil
        }
    }
}

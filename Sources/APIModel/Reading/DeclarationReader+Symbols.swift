import SwiftSyntax

/// One reader per kind of declaration.
extension DeclarationReader {
    func readSymbols(_ decl: DeclSyntax, _ comments: LeadingComments, _ context: Context) -> [Symbol] {
        if let node = decl.as(StructDeclSyntax.self) {
            return [readType(node, .struct, node.genericParameterClause, comments, context)]
        }
        if let node = decl.as(ClassDeclSyntax.self) {
            return [readType(node, .class, node.genericParameterClause, comments, context)]
        }
        if let node = decl.as(EnumDeclSyntax.self) {
            return [readType(node, .enum, node.genericParameterClause, comments, context)]
        }
        if let node = decl.as(ActorDeclSyntax.self) {
            return [readType(node, .actor, node.genericParameterClause, comments, context)]
        }
        if let node = decl.as(ProtocolDeclSyntax.self) {
            return [readType(node, .protocol, nil, comments, context)]
        }
        if let node = decl.as(FunctionDeclSyntax.self) { return [readFunction(node, comments, context)] }
        if let node = decl.as(InitializerDeclSyntax.self) { return [readInitializer(node, comments, context)] }
        if let node = decl.as(SubscriptDeclSyntax.self) { return [readSubscript(node, comments, context)] }
        if let node = decl.as(VariableDeclSyntax.self) { return readVariable(node, comments, context) }
        if let node = decl.as(EnumCaseDeclSyntax.self) { return readCases(node, comments, context) }
        return readOtherSymbols(decl, comments, context)
    }

    private func readOtherSymbols(_ decl: DeclSyntax, _ comments: LeadingComments, _ context: Context) -> [Symbol] {
        if let node = decl.as(TypeAliasDeclSyntax.self) {
            var symbol = makeSymbol(.typealias, node.name.text, node, comments, context)
            symbol.genericParameters = Self.genericParameters(node.genericParameterClause)
            symbol.returnType = DeclarationText.text(of: node.initializer.value)
            symbol.declaration = declaration(of: node, name: node.name)
            return [symbol]
        }
        if let node = decl.as(AssociatedTypeDeclSyntax.self) {
            var symbol = makeSymbol(.associatedtype, node.name.text, node, comments, context)
            symbol.inheritance = node.inheritanceClause.map(Self.inheritance) ?? []
            symbol.declaration = declaration(of: node, name: node.name)
            return [symbol]
        }
        if let node = decl.as(MacroDeclSyntax.self) {
            let parameters = Self.parameters(node.signature.parameterClause.parameters)
            var symbol = makeSymbol(.macro, node.name.text, node, comments, context,
                                    title: Self.title(node.name.text, parameters))
            symbol.parameters = parameters
            symbol.genericParameters = Self.genericParameters(node.genericParameterClause)
            symbol.declaration = declaration(of: node, skipping: [node.definition.map(Syntax.init)], name: node.name)
            return [symbol]
        }
        if let node = decl.as(OperatorDeclSyntax.self) {
            // Operators have no access control: they are visible wherever the module is.
            var symbol = Symbol(kind: .operator, name: node.name.text, scope: context.scope, access: .public,
                                location: location(of: node))
            symbol.documentation = comments.documentation
            symbol.conditions = context.conditions
            symbol.section = context.section
            symbol.declaration = DeclarationText.fragments(of: node, name: node.name)
            return [symbol]
        }
        if let node = decl.as(PrecedenceGroupDeclSyntax.self) {
            var symbol = makeSymbol(.precedenceGroup, node.name.text, node, comments, context)
            symbol.access = ownAccess(node.modifiers) ?? .public
            symbol.declaration = [DeclarationFragment(.keyword, "precedencegroup"), DeclarationFragment(.text, " "),
                                  DeclarationFragment(.name, node.name.text)]
            return [symbol]
        }
        return []
    }

    // MARK: - Types

    private func readType(
        _ node: some DeclGroupSyntax & NamedDeclSyntax & WithAttributesSyntax & WithModifiersSyntax, _ kind: SymbolKind,
        _ generics: GenericParameterClauseSyntax?, _ comments: LeadingComments, _ context: Context
    ) -> Symbol {
        var symbol = makeSymbol(kind, node.name.text, node, comments, context)
        symbol.genericParameters = Self.genericParameters(generics)
        symbol.inheritance = node.inheritanceClause.map(Self.inheritance) ?? []
        symbol.whereClause = node.genericWhereClause.map { DeclarationText.text(of: $0.requirements) }
        symbol.declaration = declaration(of: node, skipping: [Syntax(node.memberBlock)], name: node.name)
        var inner = Context(scope: context.scope + [symbol.name], conditions: [], defaultAccess: .internal)
        inner.outline = interface != nil  // a library type's own members are never inherited
        if kind == .protocol {
            inner.forcedAccess = .public  // requirements are as visible as the protocol
            inner.origin = .requirement
        }
        inner.caseAccess = .public  // cases too (the effective access is capped by the type's later)
        symbol.members = readMembers(node.memberBlock.members, inner)
        if kind == .struct, node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "frozen" }) {
            symbol.storedLayout = Self.storedProperties(node.memberBlock.members, conditions: [])
        }
        return symbol
    }

    /// Stored instance properties, in order, whatever their access (`private var count: Int`),
    /// those under `#if` with their condition; extensions cannot add any.
    private static func storedProperties(_ members: MemberBlockItemListSyntax, conditions: [String]) -> [String] {
        var layout: [String] = []
        for member in members {
            if let block = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses {
                    guard case .decls(let inner)? = clause.elements else { continue }
                    let condition = clause.condition.map { DeclarationText.text(of: $0) } ?? "else"
                    layout += storedProperties(inner, conditions: conditions + [condition])
                }
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() where isStored(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = bindings[index...].lazy.compactMap(\.typeAnnotation).first.map { DeclarationText.text(of: $0.type) }
                    ?? inferredType(binding.initializer) ?? "?"
                let suffix = conditions.isEmpty ? "" : " (#if \(conditions.joined(separator: " && ")))"
                layout.append("\(variable.bindingSpecifier.text) \(name): \(type)" + suffix)
            }
        }
        return layout
    }

    /// No accessors, or only observers: the value is stored.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    // MARK: - Functions

    private func readFunction(_ node: FunctionDeclSyntax, _ comments: LeadingComments, _ context: Context) -> Symbol {
        let parameters = Self.parameters(node.signature.parameterClause.parameters)
        var symbol = makeSymbol(.function, node.name.text, node, comments, context,
                                title: Self.title(node.name.text, parameters))
        symbol.parameters = parameters
        symbol.genericParameters = Self.genericParameters(node.genericParameterClause)
        symbol.whereClause = node.genericWhereClause.map { DeclarationText.text(of: $0.requirements) }
        symbol.isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        symbol.isThrowing = node.signature.effectSpecifiers?.throwsClause != nil
        symbol.returnType = node.signature.returnClause.flatMap { Self.nonVoid($0.type) }
        symbol.declaration = declaration(of: node, skipping: [node.body.map(Syntax.init)], name: node.name)
        return symbol
    }

    private func readInitializer(_ node: InitializerDeclSyntax, _ comments: LeadingComments, _ context: Context) -> Symbol {
        let parameters = Self.parameters(node.signature.parameterClause.parameters)
        var symbol = makeSymbol(.initializer, "init", node, comments, context, title: Self.title("init", parameters))
        symbol.parameters = parameters
        symbol.genericParameters = Self.genericParameters(node.genericParameterClause)
        symbol.whereClause = node.genericWhereClause.map { DeclarationText.text(of: $0.requirements) }
        symbol.isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        symbol.isThrowing = node.signature.effectSpecifiers?.throwsClause != nil
        symbol.declaration = declaration(of: node, skipping: [node.body.map(Syntax.init)], name: node.initKeyword)
        return symbol
    }

    private func readSubscript(_ node: SubscriptDeclSyntax, _ comments: LeadingComments, _ context: Context) -> Symbol {
        // A subscript's parameters have no argument label unless they are given two names.
        let parameters = node.parameterClause.parameters.map { parameter in
            Parameter(label: parameter.secondName == nil ? "_" : parameter.firstName.text,
                      name: (parameter.secondName ?? parameter.firstName).text,
                      type: Self.parameterType(parameter))
        }
        var symbol = makeSymbol(.subscript, "subscript", node, comments, context,
                                title: Self.title("subscript", parameters))
        symbol.parameters = parameters
        symbol.genericParameters = Self.genericParameters(node.genericParameterClause)
        symbol.whereClause = node.genericWhereClause.map { DeclarationText.text(of: $0.requirements) }
        symbol.returnType = Self.nonVoid(node.returnClause.type)
        let accessors = Self.accessorSummary(node.accessorBlock, isLet: false, isStored: false)
        symbol.isAsync = accessors.isAsync
        symbol.isThrowing = accessors.isThrowing
        symbol.declaration = declaration(of: node, skipping: [node.accessorBlock.map(Syntax.init)], name: node.subscriptKeyword)
            + DeclarationText.keywords(accessors.words)
        return symbol
    }

    // MARK: - Properties and cases

    private func readVariable(_ node: VariableDeclSyntax, _ comments: LeadingComments, _ context: Context) -> [Symbol] {
        let bindings = Array(node.bindings)
        return bindings.enumerated().compactMap { index, binding -> Symbol? in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            // In `var a, b: Int` the type is written once, on the last binding.
            let annotation = bindings[index...].lazy.compactMap(\.typeAnnotation).first
            let type = annotation.map { DeclarationText.text(of: $0.type) } ?? Self.inferredType(binding.initializer)
            var symbol = makeSymbol(.property, pattern.identifier.text, node, comments, context)
            symbol.returnType = type
            let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
            // `public private(set) var` reads as `var x: T { get }` to its users.
            var setterModifiers: [Syntax] = []
            for modifier in node.modifiers where modifier.detail?.detail.text == "set" { setterModifiers.append(Syntax(modifier)) }
            var accessors = Self.accessorSummary(binding.accessorBlock, isLet: isLet, isStored: binding.accessorBlock == nil)
            if !setterModifiers.isEmpty && !isLet { accessors.words = ["{", "get", "}"] }
            symbol.isAsync = accessors.isAsync
            symbol.isThrowing = accessors.isThrowing
            let prefix = declaration(of: node, skipping: [Syntax(node.bindings)] + setterModifiers, name: nil)
            var fragments = prefix + [DeclarationFragment(.text, " "), DeclarationFragment(.name, pattern.identifier.text)]
            if let type {
                fragments += [DeclarationFragment(.text, ": ")] + Self.typeFragments(annotation?.type, text: type)
            }
            symbol.declaration = fragments + DeclarationText.keywords(accessors.words)
            return symbol
        }
    }

    private func readCases(_ node: EnumCaseDeclSyntax, _ comments: LeadingComments, _ context: Context) -> [Symbol] {
        let prefix = declaration(of: node, skipping: [Syntax(node.elements)], name: nil)
        return node.elements.map { element in
            let parameters = element.parameterClause.map { clause in
                clause.parameters.map { parameter in
                    Parameter(label: parameter.firstName?.text ?? "_",
                              name: (parameter.secondName ?? parameter.firstName)?.text ?? "_",
                              type: DeclarationText.text(of: parameter.type))
                }
            }
            var symbol = makeSymbol(.case, element.name.text, node, comments, context,
                                    title: parameters.map { Self.title(element.name.text, $0) })
            symbol.parameters = parameters ?? []
            symbol.location = location(of: element)
            let body = DeclarationText.fragments(
                of: element, skipping: element.trailingComma.map { [Syntax($0)] } ?? [], name: element.name)
            symbol.declaration = prefix + [DeclarationFragment(.text, " ")] + body
            return symbol
        }
    }

    // MARK: - Building symbols

    func makeSymbol(
        _ kind: SymbolKind, _ name: String, _ node: some WithAttributesSyntax & WithModifiersSyntax,
        _ comments: LeadingComments, _ context: Context, title: String? = nil
    ) -> Symbol {
        // DocC names `` `default` `` as `default`: the backticks are only for the parser.
        let unescaped = { (text: String) in text.contains("`") ? text.replacing("`", with: "") : text }
        var symbol = Symbol(kind: kind, name: unescaped(name), title: title.map(unescaped), scope: context.scope,
                            access: (kind == .case ? context.caseAccess : nil) ?? context.forcedAccess
                                ?? ownAccess(node.modifiers) ?? context.defaultAccess,
                            location: location(of: node))
        symbol.isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        symbol.attributes = node.attributes.map { DeclarationText.text(of: $0) }
        let availability = Self.availability(node.attributes)
        symbol.availability = availability.isEmpty ? nil : availability
        symbol.deprecation = Self.deprecation(availability)
        if Self.hasAttribute("_spi", in: node.attributes) {
            symbol.access = min(symbol.access, .internal)  // SPI is not public API
        }
        symbol.documentation = comments.documentation
        symbol.conditions = context.conditions
        symbol.section = context.section
        symbol.origin = context.origin
        symbol.extensionConstraints = context.extensionConstraints
        return symbol
    }

    /// The declaration's fragments without access modifiers (other than `open`),
    /// implementation-detail attributes and whatever `skipping` names.
    func declaration(
        of node: some WithAttributesSyntax & WithModifiersSyntax, skipping: [Syntax?] = [], name: TokenSyntax?
    ) -> [DeclarationFragment] {
        var skipped = skipping.compactMap { $0 }
        for attribute in node.attributes where Self.hiddenAttributes.contains(Self.attributeName(attribute) ?? "")
            || Self.attributeName(attribute)?.hasPrefix("_") == true {
            skipped.append(Syntax(attribute))
        }
        for modifier in node.modifiers where modifier.detail == nil && modifier.name.text != "open"
            && AccessLevel(keyword: modifier.name.text) != nil {
            skipped.append(Syntax(modifier))
        }
        return DeclarationText.fragments(of: node, skipping: skipped, name: name)
    }

    /// Attributes about how the code is compiled rather than how it is used.
    private static let hiddenAttributes: Set<String> = [
        "available", "inlinable", "inline", "usableFromInline", "frozen", "warn_unqualified_access",
    ]
}

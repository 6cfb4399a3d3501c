/// Builds a module's symbol tree from its files: extensions are merged into the
/// types they extend (their constraints kept on each member and conformance),
/// extensions of other modules' types are grouped per extended type, effective
/// access levels are computed, and what is below the minimum access is dropped
/// (with no minimum, access levels stay as written: for inheriting members first).
enum ModuleAssembler {
    /// - Parameter keepingUnavailable: keep what `@available(*, unavailable)` hides (the
    ///   API diff reports a declaration made unavailable; the docs leave it out).
    static func assemble(
        name: String, path: String, files: [FileDeclarations], minimumAccess: AccessLevel?, keepingUnavailable: Bool = false
    ) -> ModuleAPI {
        var symbols = files.flatMap(\.symbols)
        var firstType: [String: Int] = [:]
        for (index, symbol) in symbols.enumerated() where symbol.hasPage && firstType[symbol.name] == nil {
            firstType[symbol.name] = index
        }
        var foreign: [Symbol] = []
        var foreignIndex: [String: Int] = [:]
        for block in files.flatMap(\.extensions) {
            let components = block.extendedType.split(separator: ".").map(String.init)
            // `Kit.Box` names the module's `Box`, unless the module has a type named `Kit` (OTel's `OTel`): Swift looks types up first.
            let paths = components.count > 1 && components[0] == name ? [components[...], components.dropFirst()] : [components[...]]
            if paths.contains(where: { path in
                guard let first = path.first, let top = firstType[first] else { return false }
                return merge(block, into: &symbols[top], path: path.dropFirst())
            }) {
                continue
            }
            let index = foreignIndex[block.extendedType] ?? {
                foreign.append(Symbol(kind: .extension, name: block.extendedType, access: .open, location: block.location))
                foreignIndex[block.extendedType] = foreign.count - 1
                return foreign.count - 1
            }()
            add(block, to: &foreign[index], origin: .extension)
        }
        let all = symbols + foreign
        var module = ModuleAPI(name: name, path: path, symbols: keepingUnavailable ? all : all.compactMap(available))
        module.reexports = Array(Set(files.flatMap(\.reexports))).sorted()
        return minimumAccess.map { restricted(module, minimumAccess: $0) } ?? module
    }

    /// `symbol` without the members `@available(*, unavailable)` hides (nil when
    /// it hides `symbol` itself): DocC leaves them out, they cannot be used.
    private static func available(_ symbol: Symbol) -> Symbol? {
        guard symbol.availability?.contains(where: \.hidesSymbol) != true else { return nil }
        var symbol = symbol
        symbol.members = symbol.members.compactMap(available)
        return symbol
    }

    /// `module` with effective access levels, without what is below `minimumAccess`.
    static func restricted(_ module: ModuleAPI, minimumAccess: AccessLevel) -> ModuleAPI {
        var module = module
        let all = module.symbols
        module.symbols = module.symbols.compactMap { restrict($0, parentAccess: .open, minimum: minimumAccess) }
        // A protocol or class the docs leave out (ArgumentParser's internal
        // `ParsedWrapper`) is not listed among what the others conform to.
        var kept = Set<String>(), hidden = Set<String>()
        collectTypeNames(module.symbols, into: &kept)
        collectTypeNames(all, into: &hidden)
        hidden.subtract(kept)
        if !hidden.isEmpty { module.symbols = module.symbols.map { withoutHiddenSupertypes($0, hidden) } }
        return module
    }

    private static func collectTypeNames(_ symbols: [Symbol], into names: inout Set<String>) {
        for symbol in symbols where symbol.kind.isType {
            names.insert(symbol.name)
            collectTypeNames(symbol.members, into: &names)
        }
    }

    private static func withoutHiddenSupertypes(_ symbol: Symbol, _ hidden: Set<String>) -> Symbol {
        var symbol = symbol
        let isHidden = { (name: String) in hidden.contains(name.split(separator: ".").last.map(String.init) ?? name) }
        symbol.inheritance.removeAll(where: isHidden)
        symbol.conformances.removeAll { isHidden($0.name) }
        symbol.members = symbol.members.map { withoutHiddenSupertypes($0, hidden) }
        return symbol
    }

    /// Adds `block` to the type at `path` below `type`; false when there is no such type.
    private static func merge(_ block: ExtensionBlock, into type: inout Symbol, path: ArraySlice<String>) -> Bool {
        guard let next = path.first else {
            add(block, to: &type, origin: type.kind == .protocol ? .protocolExtension : .extension)
            return true
        }
        guard let index = type.members.firstIndex(where: { $0.kind.isType && $0.name == next }) else { return false }
        return merge(block, into: &type.members[index], path: path.dropFirst())
    }

    private static func add(_ block: ExtensionBlock, to type: inout Symbol, origin: Symbol.Origin) {
        type.members += block.members.map { member in
            var member = member
            member.origin = origin
            member.conditions = block.conditions + member.conditions
            return member
        }
        type.conformances += block.inheritance.map {
            Conformance(name: $0, whereClause: block.whereClause, conditions: block.conditions)
        }
    }

    /// The symbol with its effective access (and its members'), or nil when it is below `minimum`.
    ///
    /// Names starting with `_` are implementation details by convention (DocC hides
    /// them too): they count as internal.
    private static func restrict(_ symbol: Symbol, parentAccess: AccessLevel, minimum: AccessLevel) -> Symbol? {
        var symbol = symbol
        symbol.access = min(symbol.access, parentAccess)
        // `_Name` is an implementation detail, and so is what an extension adds to `AES._CBC`.
        let underscored = symbol.kind == .extension
            ? symbol.name.split(separator: ".").contains { $0.hasPrefix("_") } : symbol.name.hasPrefix("_")
        if underscored { symbol.access = min(symbol.access, .internal) }
        symbol.members = symbol.members.compactMap { restrict($0, parentAccess: symbol.access, minimum: minimum) }
        if symbol.kind == .extension {
            // An extension is as visible as what it adds.
            guard let widest = symbol.members.map(\.access).max() ?? (symbol.conformances.isEmpty ? nil : .public) else {
                return nil
            }
            symbol.access = widest
        }
        return symbol.access >= minimum ? symbol : nil
    }
}

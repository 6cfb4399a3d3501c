import APIModel

extension APIDiff {
    /// A type replaced by a type alias keeps what the alias names: swift-syntax 602 made
    /// `IncrementalEdit` a `typealias` of `SourceEdit` and `ByteSourceRange` one of
    /// `Range<AbsolutePosition>`, which it extends with the old members. Each public alias in
    /// `new` that names a type `old` declared under the alias's name is given the members and
    /// supertypes of the type it names — a type of the module, or one the module extends — as
    /// its own, and that type's kind; what cannot be known of another module's type (its kind,
    /// its conformances) is taken as unchanged rather than guessed.
    static func resolvingAliases(in new: ModuleAPI?, replacing old: ModuleAPI?) -> ModuleAPI? {
        guard var new, let old else { return new }
        let oldTypes = Dictionary(old.symbols.filter(\.kind.isType).map { ($0.name, $0) }) { first, _ in first }
        let own = Dictionary(new.symbols.filter(\.kind.isType).map { ($0.name, $0) }) { first, _ in first }
        let extended = Dictionary(new.symbols.filter { $0.kind == .extension }.map { ($0.name, $0) }) { first, _ in first }
        new.symbols = new.symbols.map { symbol in
            guard symbol.kind == .typealias, let before = oldTypes[symbol.name], let written = symbol.returnType else { return symbol }
            let target = String(written.prefix { $0 != "<" })
            if let type = own[target] { return alias(symbol, standingFor: type, kind: type.kind) }
            if var foreign = extended[target] {
                // Another module's type has members of its own (`Range.isEmpty`) this package does not show:
                // what the old type had and no extension gives is taken as still there.
                let given = Set(foreign.members.map(\.title))
                (foreign.inheritance, foreign.conformances) = (before.inheritance, before.conformances)
                foreign.members += before.members.filter { !given.contains($0.title) }
                    .map { moved($0, from: before.scope + [before.name], to: foreign.scope + [foreign.name]) }
                return alias(symbol, standingFor: foreign, kind: before.kind)
            }
            return symbol
        }
        return new
    }

    /// The public top-level type aliases of `package`, by name, with the type each names.
    static func aliases(in package: PackageAPI) -> [String: String] {
        var found: [String: String] = [:]
        for module in package.modules {
            for symbol in module.symbols where symbol.kind == .typealias && symbol.access >= .public {
                if let written = symbol.returnType { found[symbol.name] = found[symbol.name] ?? normalized(written) }
            }
        }
        return found
    }

    /// `type` with each alias among its names replaced by what it names (one level).
    static func resolving(_ type: String, aliases: [String: String]) -> String {
        guard !aliases.isEmpty else { return type }
        var result = "", word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += aliases[word] ?? word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    /// `symbol` (an alias) as the type `target`, its members moved under the alias's name.
    private static func alias(_ symbol: Symbol, standingFor target: Symbol, kind: SymbolKind) -> Symbol {
        var resolved = symbol
        resolved.kind = kind
        resolved.returnType = nil
        resolved.inheritance = target.inheritance
        resolved.conformances = target.conformances
        resolved.members = target.members.map { moved($0, from: target.scope + [target.name], to: symbol.scope + [symbol.name]) }
        return resolved
    }

    static func moved(_ member: Symbol, from oldScope: [String], to newScope: [String]) -> Symbol {
        var member = member
        if member.scope.starts(with: oldScope) { member.scope = newScope + member.scope.dropFirst(oldScope.count) }
        member.members = member.members.map { moved($0, from: oldScope, to: newScope) }
        return member
    }
}

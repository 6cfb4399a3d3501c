import APIModel
import CollectionUtilities

/// Compares two versions of a package's API, declaration by declaration, with the named checks.
public enum APIDiff {
    /// Every check, in the order their changes are listed.
    public static let checks: [any APICheck] = [
        RemovedDeclaration(), LoweredAccess(), OpenToPublic(), KindChanged(), ParameterAdded(), DefaultRemoved(), ChangedType(),
        SetterRemoved(), EffectsChanged(), UnavailableAdded(), GenericsChanged(), ConformanceRemoved(), RefinementAdded(),
        EnumCaseAdded(), RequirementAdded(), AttributesChanged(), FrozenLayoutChanged(), DeprecationAdded(), AddedDeclaration(),
    ]

    /// The changes from `old` to `new` (both read down to internal access, so that a
    /// declaration made internal is told from one removed), most severe first, then by place.
    public static func compare(old: PackageAPI, new: PackageAPI, checks: [any APICheck] = checks) -> [APIChange] {
        let oldModules = withReexports(old), newModules = withReexports(new)
        let newSupertypes = supertypes(in: new), newAliases = aliases(in: new)
        // Module by module, on every core: each module's declarations are matched within it.
        let changes = Set(oldModules.keys).union(newModules.keys).sorted().concurrentMap { name -> [APIChange] in
            let resolved = resolvingAliases(in: newModules[name], replacing: oldModules[name])
            let matched = joiningGrownSignatures(pairs(module: name, old: oldModules[name], new: resolved))
            var found: [APIChange] = []
            for var pair in withoutMembersOfWholeChanges(matched)
            where pair.isPublicAPIInEither || pair.isCaseOfPublicEnum {
                pair.newSupertypes = newSupertypes
                pair.newAliases = newAliases
                for check in checks { found += check.changes(in: pair) }
            }
            return found
        }.flatMap { $0 }
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        return changes.sorted {
            ($0.kind, $0.reportedLocation ?? nowhere, $0.check) < ($1.kind, $1.reportedLocation ?? nowhere, $1.check)
        }
    }

    /// Each module by name, with the declarations of the package's modules it `@_exported
    /// import`s as its own: swift-crypto 4 moved `_CryptoExtras` into `CryptoExtras` and left
    /// `_CryptoExtras` re-exporting it — nothing its users import went away.
    private static func withReexports(_ package: PackageAPI) -> [String: ModuleAPI] {
        let byName = Dictionary(package.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return byName.mapValues { module in
            var module = module
            for name in module.reexports where name != module.name { module.symbols += byName[name]?.symbols ?? [] }
            return module
        }
    }

    /// A function that only gained parameters (`dump(_:indent:)` → `dump(_:indent:width:)`)
    /// is one declaration changed, not one removed and one added.
    /// Overloads are joined closest first: the removed and added pair that differ by the
    /// fewest parameters, then the next.
    private static func joiningGrownSignatures(_ pairs: [SymbolPair]) -> [SymbolPair] {
        // Added declarations by what a grown signature keeps: its name and place (not every pair
        // against every other: swift-syntax's releases add and remove thousands).
        var addedByName: [String: [Int]] = [:]
        for (index, added) in pairs.enumerated() where added.old == nil {
            if let new = added.new { addedByName[new.scope.joined(separator: ".") + "." + new.name, default: []].append(index) }
        }
        var candidates: [(removed: Int, added: Int, count: Int)] = []
        for (index, removed) in pairs.enumerated() {
            guard removed.new == nil, let old = removed.old else { continue }
            for other in addedByName[old.scope.joined(separator: ".") + "." + old.name] ?? [] {
                guard let new = pairs[other].new, new.kind == old.kind, new.isStatic == old.isStatic,
                      (new.origin == .requirement) == (old.origin == .requirement),
                      let extra = addedParameters(from: old.parameters, to: new.parameters) else { continue }
                candidates.append((index, other, extra.count))
            }
        }
        var joined = pairs, usedRemoved = Set<Int>(), usedAdded = Set<Int>()
        for candidate in candidates.sorted(by: { ($0.count, $0.removed, $0.added) < ($1.count, $1.removed, $1.added) })
        where !usedRemoved.contains(candidate.removed) && !usedAdded.contains(candidate.added) {
            usedRemoved.insert(candidate.removed)
            usedAdded.insert(candidate.added)
            joined[candidate.removed] = SymbolPair(removed: pairs[candidate.removed], added: pairs[candidate.added])
        }
        return joined.enumerated().filter { !usedAdded.contains($0.offset) }.map(\.element)
    }

    /// The parameters `new` adds to `old`, keeping old's labels and types in order; nil when it does not only add.
    static func addedParameters(from old: [Parameter], to new: [Parameter]) -> [Parameter]? {
        guard new.count > old.count else { return nil }
        var added: [Parameter] = [], next = 0
        for parameter in new {
            if next < old.count, old[next].label == parameter.label, normalized(old[next].type) == normalized(parameter.type) {
                next += 1
            } else {
                added.append(parameter)
            }
        }
        return next == old.count ? added : nil
    }

    /// Each type's and protocol's direct supertypes in `package`, by name: a conformance
    /// moved to a refined protocol (`Token: IdentityToken`, `IdentityToken: JWTPayload`) is kept.
    private static func supertypes(in package: PackageAPI) -> [String: [String]] {
        var found: [String: [String]] = [:]
        func visit(_ symbols: [Symbol]) {
            for symbol in symbols where symbol.kind.isType || symbol.kind == .extension {
                found[symbol.name, default: []] += symbol.directSupertypes
                visit(symbol.members)
            }
        }
        for module in package.modules { visit(module.symbols) }
        return found
    }

    /// A type removed (or added, or made unavailable) is one change, not one per member as well.
    private static func withoutMembersOfWholeChanges(_ pairs: [SymbolPair]) -> [SymbolPair] {
        let removed = Set(pairs.filter { $0.new == nil }.map(\.key)), added = Set(pairs.filter { $0.old == nil }.map(\.key))
        // Everything inside a type made unavailable, however deep: none of it can be used.
        var unusable = Set(pairs.filter { $0.old?.isUnavailable == false && $0.new?.isUnavailable == true }.map(\.key))
        var grew = !unusable.isEmpty
        while grew {
            let inside = Set(pairs.filter { $0.parentKey.map(unusable.contains) == true }.map(\.key))
            grew = !inside.isSubset(of: unusable)
            unusable.formUnion(inside)
        }
        return pairs.filter { pair in
            !(pair.new == nil && pair.parentKey.map(removed.contains) == true)
                && !(pair.old == nil && pair.parentKey.map(added.contains) == true)
                && pair.parentKey.map(unusable.contains) != true
        }
    }

    /// Declarations matched by module, scope, name with argument labels and `static`;
    /// overloads of one name are matched by declaration first, the rest in order.
    static func pairs(module: String, old: ModuleAPI?, new: ModuleAPI?) -> [SymbolPair] {
        let before = entries(old?.symbols ?? []), after = entries(new?.symbols ?? [])
        var pairs: [SymbolPair] = []
        for key in Set(before.keys).union(after.keys).sorted() {
            var olds = before[key] ?? [], news = after[key] ?? []
            if let branched = pairedAcrossBranches(olds, news, module: module) {
                pairs += branched
                continue
            }
            for (index, entry) in olds.enumerated().reversed() {
                guard let match = news.firstIndex(where: { $0.text == entry.text }) else { continue }
                pairs.append(SymbolPair(entry, news[match], module: module))
                olds.remove(at: index)
                news.remove(at: match)
            }
            if olds.count == news.count {
                for (oldEntry, newEntry) in zip(olds, news) {
                    pairs.append(SymbolPair(oldEntry, newEntry, module: module))
                }
            } else {
                pairs += pairedUnevenly(olds, news, module: module)
            }
        }
        return pairs
    }

    /// One declaration on one side, one per `#if` branch on the other (swift-crypto 4 declares
    /// `protocol Digest` once per `#if hasFeature(Embedded)` branch where 3 had one): each branch is
    /// a version of it, compared with it — its changes say the branch they are confined to.
    private static func pairedAcrossBranches(_ olds: [Entry], _ news: [Entry], module: String) -> [SymbolPair]? {
        let branches = { (entries: [Entry]) in entries.count > 1 && Set(entries.map(\.conditions)).count == entries.count }
        if olds.count == 1, branches(news) { return news.map { SymbolPair(olds[0], $0, module: module) } }
        if news.count == 1, branches(olds) { return olds.map { SymbolPair($0, news[0], module: module) } }
        return nil
    }

    /// More declarations of one name on one side, not as `#if` branches: each of the fewer is paired
    /// with the most alike of the others — under the same or a narrower `#if` first, then the
    /// closest declaration — and the rest are removed or added.
    private static func pairedUnevenly(_ olds: [Entry], _ news: [Entry], module: String) -> [SymbolPair] {
        let oldsFewer = olds.count < news.count
        var rest = oldsFewer ? news : olds
        var pairs: [SymbolPair] = []
        for entry in oldsFewer ? olds : news {
            guard let best = rest.indices.max(by: { likeness(entry, rest[$0]) < likeness(entry, rest[$1]) }) else { break }
            let other = rest.remove(at: best)
            pairs.append(oldsFewer ? SymbolPair(entry, other, module: module) : SymbolPair(other, entry, module: module))
        }
        return pairs + rest.map { oldsFewer ? SymbolPair(nil, $0, module: module) : SymbolPair($0, nil, module: module) }
    }

    private static func likeness(_ one: Entry, _ other: Entry) -> Int {
        let (a, b) = (one.conditions, other.conditions)
        let branch = a == b ? 2 : (a.starts(with: b) || b.starts(with: a)) ? 1 : 0
        let shared = zip(one.text, other.text).prefix { $0 == $1 }.count
        return branch * 100_000 + shared
    }

    struct Entry {
        var symbol: Symbol
        /// The `#if` conditions it is under, its type's included (a member of a type declared once
        /// per branch is in that branch).
        var conditions: [String] = []
        /// Its declaration as written, made once: overloads are matched by it.
        var text = ""
        var key: String
        var parent: Symbol?
        var parentKey: String?
    }

    /// A protocol's requirement and its default implementation, and members of
    /// differently constrained extensions, are different declarations of one name.
    private static func key(of symbol: Symbol) -> String {
        let origin = symbol.origin == .requirement ? "requirement " : symbol.origin == .protocolExtension ? "default " : ""
        let constraints = symbol.extensionConstraints.map { " where " + normalized($0) } ?? ""
        return origin + (symbol.isStatic ? "static " : "") + symbol.qualifiedName + constraints
    }

    private static func entries(_ symbols: [Symbol]) -> [String: [Entry]] {
        var found: [String: [Entry]] = [:]
        collect(symbols, parent: nil, into: &found)
        return found
    }

    private static func collect(_ symbols: [Symbol], parent: Entry?, into found: inout [String: [Entry]]) {
        for symbol in symbols where symbol.isDeclared {
            var entry = Entry(symbol: symbol, key: key(of: symbol), parent: parent?.symbol, parentKey: parent?.key)
            entry.conditions = (parent?.conditions ?? []) + symbol.conditions
            entry.text = symbol.declarationText
            if symbol.kind != .extension { found[entry.key, default: []].append(entry) }
            collect(symbol.members, parent: symbol.kind == .extension ? nil : entry, into: &found)
        }
    }
}

extension Symbol {
    /// Public or open, and usable: what the package promises its users (the reader
    /// already counts an `@_spi` declaration as internal).
    var isPublicAPI: Bool { access >= .public && !isUnavailable }

    /// `@available(*, unavailable)`: declared, but no caller compiles.
    var isUnavailable: Bool { availability?.contains(where: \.hidesSymbol) == true }

    /// The protocols and superclass it declares, in its declaration and its extensions, once each.
    var directSupertypes: [String] {
        var names: [String] = []
        for name in inheritance.map({ normalized($0) }) + conformances.map({ normalized($0.name) }) where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0 == name || $0.hasPrefix(name + "(") }
    }
}

extension SymbolPair {
    var isPublicAPIInEither: Bool { old?.isPublicAPI == true || new?.isPublicAPI == true }
    var isPublicAPIInBoth: Bool { old?.isPublicAPI == true && new?.isPublicAPI == true }
    /// A case of a public enum, whatever its own access: an `@_spi` case still counts in an exhaustive `switch`.
    var isCaseOfPublicEnum: Bool { (new ?? old)?.kind == .case && parent?.isPublicAPI == true }
}

/// A type as written, without its spaces: `[String : Int]` and `[String: Int]` are one type, and
/// so are `() -> ()` and `() -> Void`.
func normalized(_ type: String?) -> String {
    let compact = (type ?? "Void").filter { !$0.isWhitespace }
    return compact == "()" ? "Void" : compact.replacing("->()", with: "->Void")
}

import IndexStore

/// What reaches each declaration of the analysed files from the roots (top-level
/// code, entry points, the API, tests, the runtime's names, the keep list): a
/// declaration nothing reachable uses is dead, even when dead code refers to it.
public struct Reachability: Sendable {
    /// A declaration of the analysed files.
    public struct Declaration: Hashable, Sendable {
        public let usr: String
        /// As a reader would name it: `Cache.evictOld()`.
        public let name: String
        public let symbol: IndexSymbol
        public let place: PackageIndex.SourceReference
        /// The type or extension it belongs to (an extension's members belong to the extended type).
        public let parent: String?
        public let retention: Retention?
    }

    /// How a declaration was reached: the first step of its chain from a root.
    public enum Step: Hashable, Sendable {
        /// A root, for this reason.
        case root(String)
        /// Referenced by top-level code or a macro expansion at this place.
        case topLevel(PackageIndex.SourceReference)
        /// Referenced by the declaration `usr` at this place.
        case referenced(by: String, at: PackageIndex.SourceReference)
        /// Kept because the type `usr` holding it is reachable, for this reason.
        case keptWith(String, reason: String)
        /// A reachable member makes its type reachable.
        case holds(String)
    }

    public let declarations: [String: Declaration]
    /// For each reachable declaration, the step that first reached it.
    let steps: [String: Step]
    /// The declarations that reference each one (by USR), reachable or not.
    let referrers: [String: Set<String>]
    /// The type each member belongs to (an extension's members: the extended type's).
    let parents: [String: String]
    /// Where the build compiled none of an `#if` branch: `file:line`, and the names it mentions.
    public let notAnalysed: [InactiveBranch]

    /// An `#if` branch the build did not compile: nothing in it was analysed,
    /// and a declaration it names is never called dead.
    public struct InactiveBranch: Hashable, Sendable {
        public let file: String
        public let line: Int
        public let column: Int
        public let names: Set<String>
    }

    public func isReachable(_ usr: String) -> Bool { steps[usr] != nil || declarations[usr] == nil }

    /// Whether `usr` belongs to a type of the analysed files that nothing reaches:
    /// the type's finding says it (a finding per member would bury it).
    public func isInsideUnreachableType(_ usr: String) -> Bool {
        parents[usr].map { declarations[$0] != nil && !isReachable($0) } ?? false
    }

    /// Whether `usr` is used without a reference: a root, or kept by its type
    /// (a witness, `CodingKeys`, …), or named where the build did not look.
    public func isUsedWithoutReference(_ usr: String) -> Bool {
        if declarations[usr]?.retention != nil { return true }
        if case .root? = steps[usr] { return true }
        return false
    }

    /// The step that reached `usr`, if one did.
    public func step(to usr: String) -> Step? { steps[usr] }

    /// The chain from a root to `usr`, root first; empty when nothing reaches it.
    public func chain(to usr: String) -> [(usr: String, step: Step)] {
        var chain: [(usr: String, step: Step)] = []
        var seen = Set<String>()
        var current = usr
        while let step = steps[current], seen.insert(current).inserted {
            chain.append((current, step))
            switch step {
            case .root, .topLevel: return chain.reversed()
            case .referenced(let from, _), .keptWith(let from, _), .holds(let from): current = from
            }
        }
        return chain.reversed()
    }

    /// The declarations that reference `usr` and are themselves unreachable, by name.
    public func unreachableReferrers(of usr: String) -> [Declaration] {
        (referrers[usr] ?? []).filter { $0 != usr && !isReachable($0) }.compactMap { declarations[$0] }
            .sorted { $0.name < $1.name }
    }

    /// The declarations `query` names: a USR, a qualified name (`Cache.evictOld()`)
    /// or a plain one (`evictOld()`, `evictOld`).
    public func declarations(named query: String) -> [Declaration] {
        if let exact = declarations[query] { return [exact] }
        return declarations.values.filter { declaration in
            declaration.name == query || declaration.symbol.name == query || Self.baseName(declaration.symbol.name) == query
                || declaration.name.hasSuffix("." + query) || Self.baseName(declaration.name) == query
        }.sorted { ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line) }
    }

    /// Why `usr` is dead, said for a finding: no root reaches it, and which dead code refers to it.
    public func deadReason(of usr: String) -> String {
        let name = declarations[usr].map { "`\($0.name)`" } ?? "it"
        let referrers = unreachableReferrers(of: usr).map { "`\($0.name)`" }
        guard !referrers.isEmpty else { return "\(name) is unused: nothing references it" }
        let listed = referrers.prefix(3).joined(separator: ", ") + (referrers.count > 3 ? " and \(referrers.count - 3) more" : "")
        let verb = referrers.count == 1 ? "itself unused" : "themselves unused"
        return "\(name) is unused: no reference from a root; only referenced by \(listed), \(verb)"
    }

    /// `name(label:)` → `name`.
    public static func baseName(_ name: String) -> String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }
}

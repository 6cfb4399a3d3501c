import Foundation

/// Gives each type the members it gets from the extensions of the protocols it
/// conforms to (directly or through refinement) and does not declare itself —
/// what the compiler's symbol graphs call synthesized members.
///
/// The protocols come from the package and from library interfaces (the
/// standard library). An extension's requirements are checked where syntax can
/// decide them: `Self: P`, `Self == T`, and requirements on associated types the
/// type names with a `typealias` (`Element == UInt8`, `Element: Equatable`).
/// Undecidable ones keep the member, shown with its "Available when" constraint.
enum InheritedMembers {
    static func add(to modules: [ModuleAPI], libraries: [ModuleAPI]) -> [ModuleAPI] {
        var catalog = ConformanceCatalog(moduleNames: Set((modules + libraries).map(\.name)))
        for module in modules + libraries {
            catalog.addDeclarations(of: module)
        }
        for library in libraries {  // the standard library's extensions reach every module
            catalog.addExtensions(of: library)
        }
        return modules.map { module in
            // Extensions a module writes of other modules' protocols reach only its own types.
            var local = catalog
            local.addExtensions(of: module)
            var module = module
            module.symbols = module.symbols.map { local.withInheritedMembers($0) }
            return module
        }
    }
}

/// The protocols and types the package and its libraries declare, by qualified
/// name without module: what each conforms to and, for protocols, what their
/// extensions provide.
struct ConformanceCatalog {
    struct ProtocolEntry {
        var refines: [String]
        var provided: [Symbol]
    }

    struct TypeEntry {
        var conformances: [String]
        /// Member typealiases: `Element` → `UInt8`.
        var aliases: [String: String]
        /// Its generic parameters' names: an alias to one of them decides nothing.
        var genericParameters: Set<String>
    }

    let moduleNames: Set<String>
    private var protocols: [String: ProtocolEntry] = [:]
    private var types: [String: TypeEntry] = [:]
    /// Top-level typealiases such as `ChannelDuplexHandler = ChannelInboundHandler & ChannelOutboundHandler`.
    private var aliases: [String: String] = [:]

    init(moduleNames: Set<String>) {
        self.moduleNames = moduleNames
    }

    /// Records `module`'s protocols, types and aliases; the first declaration of a name wins,
    /// so the package's own declarations shadow a library's namesakes.
    mutating func addDeclarations(of module: ModuleAPI) {
        module.forEachSymbol { symbol in
            let key = (symbol.scope + [symbol.name]).joined(separator: ".")
            switch symbol.kind {
            case .protocol where protocols[key] == nil:
                protocols[key] = ProtocolEntry(refines: writtenConformances(of: symbol),
                                               provided: symbol.members.filter { $0.origin == .protocolExtension }.map(Self.asWritten))
            case .struct, .class, .enum, .actor:
                guard types[key] == nil else { return }
                var memberAliases: [String: String] = [:]
                for member in symbol.members where member.kind == .typealias {
                    memberAliases[member.name] = member.returnType
                }
                let parameters = symbol.genericParameters.map {
                    String($0.prefix { $0 != ":" && $0 != "=" }).trimmingCharacters(in: .whitespaces)
                }
                types[key] = TypeEntry(conformances: writtenConformances(of: symbol), aliases: memberAliases,
                                       genericParameters: Set(parameters))
            case .typealias where symbol.scope.isEmpty && aliases[key] == nil:
                aliases[key] = symbol.returnType
            default:
                break
            }
        }
    }

    /// Adds the members `module` writes in extensions of protocols declared elsewhere.
    mutating func addExtensions(of module: ModuleAPI) {
        for symbol in module.symbols where symbol.kind == .extension {
            guard let key = names(symbol.name).first, protocols[key] != nil else { continue }
            protocols[key]?.provided += symbol.members.map(Self.asWritten)
        }
    }

    /// `type` (and its nested types) with inherited members appended.
    func withInheritedMembers(_ type: Symbol) -> Symbol {
        var type = type
        type.members = type.members.map { $0.kind.isType ? withInheritedMembers($0) : $0 }
        guard [.struct, .class, .enum, .actor].contains(type.kind) else { return type }
        let key = (type.scope + [type.name]).joined(separator: ".")
        let protocolNames = closure(of: writtenConformances(of: type))
        let declared = Set(type.members.map(\.title))
        // Several extensions may provide overloads of one name; a refined protocol may repeat one exactly.
        // A name is shown under the nearest protocol providing it only (once per page, as one anchor).
        var seen: Set<[String?]> = []
        var owner: [String: String] = [:]
        for name in protocolNames {
            for member in protocols[name]?.provided ?? [] where !declared.contains(member.title) {
                guard owner[member.title, default: name] == name,
                      seen.insert([member.title, member.declarationText, member.extensionConstraints]).inserted,
                      applies(member, toType: key, conformances: Set(protocolNames)) else { continue }
                owner[member.title] = name
                type.members.append(inherited(member, by: type, from: name))
            }
        }
        return type
    }

    /// The supertypes written on `symbol` and its extensions, plus the `Equatable` and
    /// `Hashable` (and for a raw type, `RawRepresentable`) the compiler gives an enum
    /// whose cases carry no associated values.
    private func writtenConformances(of symbol: Symbol) -> [String] {
        let written = symbol.inheritance + symbol.conformances.map(\.name)
        let cases = symbol.members.filter { $0.kind == .case }
        guard symbol.kind == .enum, !cases.isEmpty, cases.allSatisfy(\.parameters.isEmpty) else { return written }
        let hasRawType = written.first.flatMap { names($0).first }.map { types[$0] != nil } ?? false
        return written + ["Equatable", "Hashable"] + (hasRawType ? ["RawRepresentable"] : [])
    }

    /// The protocols `written` names, with everything they refine, nearest first.
    private func closure(of written: [String]) -> [String] {
        var queue = written.flatMap(names)
        var seen: [String] = []
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard let entry = protocols[name], !seen.contains(name) else { continue }
            seen.append(name)
            queue += entry.refines.flatMap(names)
        }
        return seen
    }

    // MARK: - Requirements

    /// Whether the member is available (not `unavailable`) and the requirements of
    /// its extension that syntax can decide hold for the type named `typeKey`.
    private func applies(_ member: Symbol, toType typeKey: String, conformances: Set<String>) -> Bool {
        if member.attributes.contains(where: { $0.contains("unavailable") }) { return false }
        return Self.requirements(member.extensionConstraints ?? "").allSatisfy { requirement in
            holds(requirement, forType: typeKey, conformances: conformances) ?? true
        }
    }

    /// Whether `requirement` (`Self: P`, `Element == UInt8`, spaces removed) holds; nil when syntax cannot tell.
    private func holds(_ requirement: String, forType typeKey: String, conformances: Set<String>) -> Bool? {
        if let separator = requirement.range(of: "==") {
            let left = resolve(String(requirement[..<separator.lowerBound]), in: typeKey)
            let right = resolve(String(requirement[separator.upperBound...]), in: typeKey)
            guard let left, let right else { return nil }
            return left == right
        }
        guard let colon = requirement.firstIndex(of: ":") else { return nil }
        let required = names(String(requirement[requirement.index(after: colon)...]))
        let subject = String(requirement[..<colon])
        if subject == "Self" { return required.allSatisfy(conformances.contains) }
        guard let concrete = resolve(subject, in: typeKey) else { return nil }
        if protocols[concrete] != nil { return false }  // an existential conforms to no protocol
        guard let entry = types[concrete] else { return nil }
        let closure = Set(closure(of: entry.conformances))
        return required.allSatisfy(closure.contains)
    }

    /// The type `written` stands for inside the type `typeKey`: `Self` is the type,
    /// `Self.Element` / `Element` its typealias; nil for associated types it does not name.
    private func resolve(_ written: String, in typeKey: String) -> String? {
        var path = written.split(separator: ".").map(String.init)
        let qualifiedBySelf = path.first == "Self"
        if qualifiedBySelf { path.removeFirst() }
        if path.isEmpty { return typeKey }
        if path.count == 1, let type = types[typeKey], let alias = type.aliases[path[0]] {
            let name = names(alias).first
            return name.map(type.genericParameters.contains) == true ? nil : name
        }
        guard !qualifiedBySelf, let name = names(written).first else { return nil }
        // A bare name that is no known type (`Element`) is an associated type the type does not name.
        return types[name] != nil || protocols[name] != nil || path.count > 1 ? name : nil
    }

    private func inherited(_ member: Symbol, by type: Symbol, from protocolName: String) -> Symbol {
        var member = member
        member.scope = type.scope + [type.name]
        member.access = min(member.access, type.access)
        member.origin = .inherited
        member.inheritedFrom = protocolName
        member.section = nil
        return member
    }

    /// `member` with its declaration as written in code: cleaned once, where
    /// protocols' provided members are collected, not for every type inheriting them.
    private static func asWritten(_ member: Symbol) -> Symbol {
        var member = member
        member.declaration = asWritten(member.declaration)
        return member
    }

    /// An interface's declaration as a user would write it: without the
    /// ownership keywords interfaces print (`__consuming`, `__owned`) and
    /// without the `Swift.` before the standard library's types.
    static func asWritten(_ fragments: [DeclarationFragment]) -> [DeclarationFragment] {
        var result: [DeclarationFragment] = []
        var index = fragments.startIndex
        while index < fragments.endIndex {
            let fragment = fragments[index]
            if fragment.kind == .keyword, fragment.text.hasPrefix("__") {
                index += fragments.indices.contains(index + 1) && fragments[index + 1].text == " " ? 2 : 1
                continue
            }
            if fragment.kind == .type, fragment.text == "Swift", fragments.indices.contains(index + 2),
               fragments[index + 1].text == ".", fragments[index + 2].kind == .type {
                index += 2
                continue
            }
            result.append(fragment)
            index += 1
        }
        return result
    }

    // MARK: - Names

    /// The names a written type stands for, module and generic arguments dropped and
    /// aliases expanded: `Swift.Collection<UInt8>` → `Collection`, `A & B` → `A`, `B`.
    func names(_ written: String) -> [String] {
        names(written, depth: 0)
    }

    private func names(_ written: String, depth: Int) -> [String] {
        written.split(separator: "&").flatMap { part -> [String] in
            var name = (part.split(separator: "<", maxSplits: 1).first.map(String.init) ?? "")
                .trimmingCharacters(in: .whitespaces)
            for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            let components = name.split(separator: ".")
            if components.count > 1, moduleNames.contains(String(components[0])) {
                name = components.dropFirst().joined(separator: ".")
            }
            if depth < 8, let aliased = aliases[name] { return names(aliased, depth: depth + 1) }
            return [name]
        }
    }

    /// A `where` clause's requirements, split at top-level commas, spaces removed.
    static func requirements(_ clause: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in clause where !character.isWhitespace {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts.filter { !$0.isEmpty }
    }
}

/// A path pattern: `*` (any run of characters but `/`), `?` (one character),
/// `[abc]` / `[a-z]` / `[!abc]` (a set), `{a,b}` (alternatives) and `**` (any
/// number of folders, as a whole path segment).
///
/// A pattern with no `/` matches a file or folder of that name at any depth
/// (`*.generated.swift`, `Pods`). A pattern with a `/` matches paths relative to
/// the root it is used with (`Sources/**/*.swift`, `Tests/Fixtures`). A pattern
/// that matches a folder also matches everything inside it.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// One segment list per `{a,b}` alternative.
    private let alternatives: [[Segment]]
    private let anyDepth: Bool

    private enum Segment: Sendable, Hashable {
        case anyFolders
        case name([Character])
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        let body = trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
        self.anyDepth = !body.contains("/")
        self.alternatives = Self.expandBraces(body).map { alternative in
            alternative.split(separator: "/", omittingEmptySubsequences: true).map {
                $0 == "**" ? .anyFolders : .name(Array($0))
            }
        }
    }

    public var description: String { pattern }

    /// Whether `relativePath` (components joined by `/`) or a folder above it matches.
    public func matches(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/").map { Array($0) }
        if anyDepth {
            return components.contains { name in
                alternatives.contains { $0.count == 1 && Self.matchSegment($0[0], name) }
            }
        }
        return alternatives.contains { Self.matchPrefix($0[...], components[...]) }
    }

    /// Whether the whole of `text` matches, segment for segment: no folder-prefix
    /// or any-depth rule. For names such as branches (`release/*`, `main`).
    public func matchesExactly(_ text: String) -> Bool {
        let components = text.split(separator: "/").map { Array($0) }
        return alternatives.contains { Self.matchPrefix($0[...], components[...], wholePath: true) }
    }

    /// True when the segments match the path or (unless `wholePath`) one of its leading folders.
    private static func matchPrefix(
        _ segments: ArraySlice<Segment>, _ path: ArraySlice<[Character]>, wholePath: Bool = false
    ) -> Bool {
        guard let first = segments.first else { return !wholePath || path.isEmpty }
        if case .anyFolders = first {
            let rest = segments.dropFirst()
            return path.indices.contains { matchPrefix(rest, path[$0...], wholePath: wholePath) }
                || matchPrefix(rest, path[path.endIndex...], wholePath: wholePath)
        }
        guard let name = path.first, matchSegment(first, name) else { return false }
        return matchPrefix(segments.dropFirst(), path.dropFirst(), wholePath: wholePath)
    }

    private static func matchSegment(_ segment: Segment, _ name: [Character]) -> Bool {
        switch segment {
        case .anyFolders: true
        case .name(let pattern): matchName(pattern[...], name[...])
        }
    }

    /// Matches one path component against `*`, `?` and `[...]`.
    private static func matchName(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case "*":
            let rest = pattern.dropFirst()
            return name.indices.contains { matchName(rest, name[$0...]) } || matchName(rest, name[name.endIndex...])
        case "?":
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        case "[":
            guard let character = name.first, let (matched, rest) = matchSet(pattern.dropFirst(), character) else {
                return !name.isEmpty && name.first == "[" && matchName(pattern.dropFirst(), name.dropFirst())
            }
            return matched && matchName(rest, name.dropFirst())
        default:
            return name.first == head && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }

    /// Reads a `[...]` set (after its `[`); returns whether `character` is in it
    /// and the pattern after the `]`, or nil when the set is not closed.
    private static func matchSet(
        _ pattern: ArraySlice<Character>, _ character: Character
    ) -> (Bool, ArraySlice<Character>)? {
        var rest = pattern
        let negated = rest.first == "!" || rest.first == "^"
        if negated { rest = rest.dropFirst() }
        var matched = false
        var first = true
        while let current = rest.first {
            if current == "]" && !first { return (matched != negated, rest.dropFirst()) }
            first = false
            rest = rest.dropFirst()
            if rest.first == "-", rest.count > 1, let upper = rest.dropFirst().first, upper != "]" {
                if current <= character && character <= upper { matched = true }
                rest = rest.dropFirst(2)
            } else if current == character {
                matched = true
            }
        }
        return nil
    }

    /// `a{b,c{d,e}}f` → `abf`, `acdf`, `acef`.
    static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var parts: [String] = []
        var partStart = open + 1
        for index in (open + 1)..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}" where depth > 0: depth -= 1
            case "," where depth == 0:
                parts.append(String(characters[partStart..<index]))
                partStart = index + 1
            case "}":
                parts.append(String(characters[partStart..<index]))
                let prefix = String(characters[..<open])
                let suffix = String(characters[(index + 1)...])
                return parts.flatMap { part in
                    expandBraces(prefix + part + suffix)
                }
            default: continue
            }
        }
        return [pattern]  // an unclosed brace is literal
    }
}

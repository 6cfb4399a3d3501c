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
    /// Printable ASCII only: paths that are too match byte by byte, without
    /// splitting them into `Character`s (a tenth of the work).
    private let isASCII: Bool

    private enum Segment: Sendable, Hashable {
        case anyFolders
        /// A name pattern, as characters and (when ASCII) as bytes.
        case name([Character], [UInt8]?)
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        let body = trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
        self.anyDepth = !body.contains("/")
        self.isASCII = pattern.isPrintableASCII
        self.alternatives = Self.expandBraces(body).map { alternative in
            alternative.split(separator: "/", omittingEmptySubsequences: true).map {
                $0 == "**" ? .anyFolders : .name(Array($0), $0.isPrintableASCII ? Array($0.utf8) : nil)
            }
        }
    }

    public var description: String { pattern }

    /// Whether `relativePath` (components joined by `/`) or a folder above it matches.
    public func matches(_ relativePath: String) -> Bool {
        matches(relativePath, wholePath: false)
    }

    /// Whether the whole of `text` matches, segment for segment: no folder-prefix
    /// or any-depth rule. For names such as branches (`release/*`, `main`).
    public func matchesExactly(_ text: String) -> Bool {
        matches(text, wholePath: true)
    }

    private func matches(_ text: String, wholePath: Bool) -> Bool {
        if isASCII && text.isPrintableASCII {
            return matches(text.utf8.split(separator: UInt8(ascii: "/")).map { Array($0) }, wholePath: wholePath)
        }
        return matches(text.split(separator: "/").map { Array($0) }, wholePath: wholePath)
    }

    private func matches<Unit: GlobUnit>(_ components: [[Unit]], wholePath: Bool) -> Bool {
        if anyDepth && !wholePath {
            return components.contains { name in
                alternatives.contains { $0.count == 1 && Self.matchSegment($0[0], name) }
            }
        }
        return alternatives.contains { Self.matchPrefix($0[...], components[...], wholePath: wholePath) }
    }

    /// True when the segments match the path or (unless `wholePath`) one of its leading folders.
    private static func matchPrefix<Unit: GlobUnit>(
        _ segments: ArraySlice<Segment>, _ path: ArraySlice<[Unit]>, wholePath: Bool
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

    private static func matchSegment<Unit: GlobUnit>(_ segment: Segment, _ name: [Unit]) -> Bool {
        switch segment {
        case .anyFolders: true
        case .name(let characters, let bytes): Unit.units(characters, bytes).map { matchName($0[...], name[...]) } ?? false
        }
    }

    /// Matches one path component against `*`, `?` and `[...]`.
    private static func matchName<Unit: GlobUnit>(_ pattern: ArraySlice<Unit>, _ name: ArraySlice<Unit>) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case .star:
            let rest = pattern.dropFirst()
            return name.indices.contains { matchName(rest, name[$0...]) } || matchName(rest, name[name.endIndex...])
        case .question:
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        case .setOpen:
            guard let unit = name.first, let (matched, rest) = matchSet(pattern.dropFirst(), unit) else {
                return !name.isEmpty && name.first == .setOpen && matchName(pattern.dropFirst(), name.dropFirst())
            }
            return matched && matchName(rest, name.dropFirst())
        default:
            return name.first == head && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }

    /// Reads a `[...]` set (after its `[`); returns whether `unit` is in it
    /// and the pattern after the `]`, or nil when the set is not closed.
    private static func matchSet<Unit: GlobUnit>(
        _ pattern: ArraySlice<Unit>, _ unit: Unit
    ) -> (Bool, ArraySlice<Unit>)? {
        var rest = pattern
        let negated = rest.first == .exclamation || rest.first == .caret
        if negated { rest = rest.dropFirst() }
        var matched = false
        var first = true
        while let current = rest.first {
            if current == .setClose && !first { return (matched != negated, rest.dropFirst()) }
            first = false
            rest = rest.dropFirst()
            if rest.first == .dash, rest.count > 1, let upper = rest.dropFirst().first, upper != .setClose {
                if current <= unit && unit <= upper { matched = true }
                rest = rest.dropFirst(2)
            } else if current == unit {
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

/// What patterns and paths are matched in: `Character`s, or bytes when both
/// are printable ASCII (where each byte is one character).
private protocol GlobUnit: Comparable {
    static var star: Self { get }
    static var question: Self { get }
    static var setOpen: Self { get }
    static var setClose: Self { get }
    static var exclamation: Self { get }
    static var caret: Self { get }
    static var dash: Self { get }
    /// A name segment's pattern in these units; nil when it has none (bytes of a non-ASCII name).
    static func units(_ characters: [Character], _ bytes: [UInt8]?) -> [Self]?
}

extension Character: GlobUnit {
    static let star: Character = "*", question: Character = "?", setOpen: Character = "[", setClose: Character = "]"
    static let exclamation: Character = "!", caret: Character = "^", dash: Character = "-"
    static func units(_ characters: [Character], _ bytes: [UInt8]?) -> [Character]? { characters }
}

extension UInt8: GlobUnit {
    static let star = UInt8(ascii: "*"), question = UInt8(ascii: "?"), setOpen = UInt8(ascii: "["), setClose = UInt8(ascii: "]")
    static let exclamation = UInt8(ascii: "!"), caret = UInt8(ascii: "^"), dash = UInt8(ascii: "-")
    static func units(_ characters: [Character], _ bytes: [UInt8]?) -> [UInt8]? { bytes }
}

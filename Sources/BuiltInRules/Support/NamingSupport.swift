import LintEngine
import SwiftSyntax
import ToolCore

// Shared pieces of the naming rules (identifier_name, type_name,
// generic_type_name): SwiftLint's `NameConfiguration` options and the
// character tests they use.

/// The options every naming rule has, with SwiftLint's keys:
/// `min_length`, `max_length` (each `3`, `[3, 2]` or `{warning: 3, error: 2}`),
/// `excluded`, `allowed_symbols`, `unallowed_symbols_severity` and
/// `validates_start_with_lowercase` (`error`, `warning`, `off`, or a Bool).
public struct NameOptions: Sendable, Equatable {
    public var minLength: SeverityLevels
    public var maxLength: SeverityLevels
    /// Names (or regular expressions matched against the whole name) that are never checked.
    public var excluded: [String]
    /// Characters allowed besides letters, marks and digits.
    public var allowedSymbols: Set<Unicode.Scalar> = []
    public var unallowedSymbolsSeverity = Severity.error
    /// `nil` turns the case check off.
    public var validatesStartWithLowercase: Severity? = .error

    public init(minLength: SeverityLevels, maxLength: SeverityLevels, excluded: [String] = []) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.excluded = excluded
    }

    /// The longest name still too short, as SwiftLint words its messages.
    public var minLengthThreshold: Int { max(minLength.warning, minLength.error ?? minLength.warning) }
    /// The shortest name already too long, as SwiftLint words its messages.
    public var maxLengthThreshold: Int { min(maxLength.warning, maxLength.error ?? maxLength.warning) }

    /// The severity a name of `length` characters earns, nil when its length is fine.
    public func severity(forLength length: Int) -> Severity? {
        if let error = minLength.error, length < error { return .error }
        if let error = maxLength.error, length > error { return .error }
        if length < minLength.warning || length > maxLength.warning { return .warning }
        return nil
    }

    /// "should be between 3 and 40 characters long"
    public var lengthPhrase: String {
        "should be between \(minLengthThreshold) and \(maxLengthThreshold) characters long"
    }

    /// Whether every character is a letter, mark, digit or allowed symbol.
    public func containsOnlyAllowedCharacters(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { NameCharacters.isAlphanumeric($0) || allowedSymbols.contains($0) }
    }

    /// Whether `first` is one of the allowed symbols (such names skip the case check).
    public func startsWithAllowedSymbol(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return allowedSymbols.contains(first)
    }

    /// Reads the shared keys, keeping the defaults for keys that are absent.
    mutating func decode(from container: KeyedDecodingContainer<NameOptionKeys>) throws {
        if container.contains(.minLength) {
            minLength = try container.decode(LevelsValue.self, forKey: .minLength).applied(to: minLength)
        }
        if container.contains(.maxLength) {
            maxLength = try container.decode(LevelsValue.self, forKey: .maxLength).applied(to: maxLength)
        }
        if let excluded = try container.decodeIfPresent(StringList.self, forKey: .excluded) {
            self.excluded = excluded.values
        }
        if let symbols = try container.decodeIfPresent(StringList.self, forKey: .allowedSymbols) {
            allowedSymbols = Set(symbols.values.flatMap(\.unicodeScalars))
        }
        unallowedSymbolsSeverity = try container.decodeIfPresent(Severity.self, forKey: .unallowedSymbolsSeverity)
            ?? unallowedSymbolsSeverity
        if let check = try container.decodeIfPresent(OptionalSeverity.self, forKey: .validatesStartWithLowercase) {
            validatesStartWithLowercase = check.severity
        }
    }
}

/// The keys of the naming rules' options: the shared ones, then
/// `validate_protocols` (type_name) and `additional_operators` (identifier_name).
enum NameOptionKeys: String, CodingKey {
    case minLength = "min_length"
    case maxLength = "max_length"
    case excluded
    case allowedSymbols = "allowed_symbols"
    case unallowedSymbolsSeverity = "unallowed_symbols_severity"
    case validatesStartWithLowercase = "validates_start_with_lowercase"
    case validateProtocols = "validate_protocols"
    case additionalOperators = "additional_operators"
}

/// A nested threshold pair in SwiftLint's shapes: `3`, `[3, 2]` or
/// `{warning: 3, error: 2}`. As in SwiftLint, a mapping with `warning` and no
/// `error` drops the error threshold.
struct LevelsValue: Decodable {
    var warning: Int?
    var error: Int??

    private enum Keys: String, CodingKey { case warning, error }

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            warning = try list.decode(Int.self)
            error = .some(list.isAtEnd ? nil : try list.decode(Int.self))
            return
        }
        if let single = try? decoder.singleValueContainer(), let value = try? single.decode(Int.self) {
            warning = value
            error = .some(nil)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        warning = try container.decodeIfPresent(Int.self, forKey: .warning)
        if container.contains(.error) {
            error = .some(try container.decode(Int.self, forKey: .error))
        } else if warning != nil {
            error = .some(nil)
        }
    }

    func applied(to levels: SeverityLevels) -> SeverityLevels {
        var levels = levels
        if let warning { levels.warning = warning }
        if let error { levels.error = error }
        return levels
    }
}

/// A list of strings, also accepted as a single string (`excluded: iPhone`).
struct StringList: Decodable {
    var values: [String]

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let value = try? single.decode(String.self) {
            values = [value]
        } else {
            values = try [String](from: decoder)
        }
    }
}

/// A severity that can be switched off: `error`, `warning`, `off`, or a Bool
/// (`true` is `error`, SwiftLint's older spelling).
struct OptionalSeverity: Decodable {
    var severity: Severity?

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let flag = try? single.decode(Bool.self) {
            severity = flag ? .error : nil
        } else if try single.decode(String.self) == "off" {
            severity = nil
        } else {
            severity = try single.decode(Severity.self)
        }
    }
}

/// Character tests for names, without Foundation's `CharacterSet`.
enum NameCharacters {
    /// Letters, marks and digits, as `CharacterSet.alphanumerics` counts them.
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// SwiftLint's test: the character is unchanged by uppercasing (so `_`
    /// and uncased letters count as uppercase too).
    static func isUppercase(_ character: Character) -> Bool {
        character.isASCII ? !character.isLowercase : String(character).uppercased() == String(character)
    }

    /// SwiftLint's test: the character is unchanged by lowercasing.
    static func isLowercase(_ character: Character) -> Bool {
        character.isASCII ? !character.isUppercase : String(character).lowercased() == String(character)
    }
}

/// Matches names against `excluded` entries: plain names by equality, other
/// entries as regular expressions over the whole name (SwiftLint wraps each
/// entry in `^…$`). Regexes are compiled once per file and only if needed.
struct NameExclusions {
    private let literals: Set<String>
    private let patterns: [String]
    private var compiled: [Regex<AnyRegexOutput>]?

    init(_ entries: [String]) {
        var literals = Set<String>(), patterns: [String] = []
        for entry in entries {
            if entry.unicodeScalars.contains(where: { "\\^$.|?*+()[]{}".unicodeScalars.contains($0) }) {
                patterns.append(entry)
            } else {
                literals.insert(entry)
            }
        }
        self.literals = literals
        self.patterns = patterns
    }

    mutating func contains(_ name: String) -> Bool {
        if literals.contains(name) { return true }
        guard !patterns.isEmpty else { return false }
        if compiled == nil { compiled = patterns.compactMap { try? Regex("^" + $0 + "$") } }
        return compiled?.contains { name.firstMatch(of: $0) != nil } ?? false
    }
}

extension String {
    /// The name without backticks (`` `class` `` is `class`).
    var withoutBackticks: String {
        contains("`") ? String(filter { $0 != "`" }) : self
    }

    /// The name without its leading `_` when `condition` holds.
    func droppingUnderscorePrefix(if condition: Bool) -> String {
        condition && first == "_" ? String(dropFirst()) : self
    }
}

extension DeclModifierListSyntax {
    /// Whether the declaration is `private` or `fileprivate` (not `private(set)`).
    var isPrivateOrFilePrivateAccess: Bool {
        contains { modifier in
            (modifier.name.isKeyword(.private) || modifier.name.isKeyword(.fileprivate))
                && modifier.detail == nil
        }
    }
}

extension AttributeListSyntax {
    /// Whether an attribute is `@name`.
    func hasAttribute(named name: String) -> Bool {
        mayHaveAttribute(named: name) && contains { element in
            element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
        }
    }
}

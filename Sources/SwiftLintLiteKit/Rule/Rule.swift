import ToolCore

/// A lint rule: its identity and documentation (``RuleDescription``), its
/// options, and a way to check a file.
///
/// Conform to one of the refinements: ``SyntaxRule`` (looks at syntax nodes,
/// sharing the one walk of the tree with every other rule), ``LineRule`` (looks
/// at lines, sharing one pass over them) or ``FileRule`` (looks at the file as
/// a whole).
public protocol Rule: Sendable {
    /// The rule's settings from its key in `.lint.yml` (``SeverityOption`` for a rule
    /// whose only setting is its severity).
    associatedtype Options: RuleOptions
    /// Identity, documentation and examples; the catalogue and the tests read it.
    static var description: RuleDescription { get }
    /// The options in force, from `.lint.yml` or the defaults.
    var options: Options { get }
    /// The rule with `options`: made once per configuration, not per file.
    init(options: Options)
    /// Adds the rule's checks for one file. ``SyntaxRule``, ``LineRule`` and
    /// ``FileRule`` implement it; a rule implements it itself only to combine them.
    func attach(to checks: inout FileChecks, in file: LintFile)
    /// Identifiers of which a file must name at least one for the rule to find
    /// anything in it (`fatalError`, `IBOutlet`): the rule skips every other file
    /// unread. Empty, the default: the rule looks at every file. List only what
    /// every violation needs; the examples run through the same filter.
    var triggerIdentifiers: [String] { get }
    /// How far from a declaration its syntax handlers look: the language server
    /// re-lints only the declarations an edit touched unless a rule of
    /// ``RuleReach/file`` reach subscribes to the file.
    static var reach: RuleReach { get }
}

/// How far the findings of a rule's syntax handlers depend on the file — what lets
/// a lint of the next version of a document reuse the findings of the declarations
/// an edit left alone (``Linter/lint(_:path:remembering:)``).
public enum RuleReach: Sendable {
    /// A finding inside a top-level item or a type's member depends only on that
    /// item, the tokens right next to it and its enclosing declarations' own parts
    /// (modifiers, names, attributes, inheritance); handlers on the enclosing
    /// declarations read what they are handed, not what the walk met below them.
    case declaration
    /// Something seen in one declaration changes a finding in another (imports seen
    /// so far, names collected across the file, a type's other members). Fixes do not
    /// count: a lint that reuses findings makes none.
    case file
}

/// The checks of every rule for one file: one shared walk, one shared pass
/// over the lines, and whole-file checks. Collected through ``Rule/attach(to:in:)``
/// rather than by casting each rule to find its kind: dynamic protocol casts
/// scan the conformance tables of the whole binary, and cost more than linting
/// a small file.
public struct FileChecks {
    /// The shared walk the syntax rules subscribe to.
    public var walk = SyntaxWalk()
    /// The line rules, called with each line in one pass.
    public var lineRules: [any LineRule] = []
    /// The whole-file rules, each called once.
    public var fileRules: [any FileRule] = []

    /// No checks yet.
    public init() {}
}

extension Rule {
    /// The rule with its default options.
    public init() { self.init(options: Options()) }

    /// None: the rule looks at every file.
    public var triggerIdentifiers: [String] { [] }

    /// ``RuleReach/declaration``: most rules look no further than the declaration at hand.
    public static var reach: RuleReach { .declaration }

    /// The severity of its violations unless configured otherwise.
    public static var defaultSeverity: Severity { Options().severity }

    /// The rule's identifier, such as `line_length`.
    public static var identifier: String { description.identifier }

    /// Decodes this rule's options from its key in `.lint.yml`, including the
    /// `rule: warning|error` shorthand for rules with a settable severity.
    package static func decodeOptions(from decoder: any Decoder) throws -> any RuleOptions {
        // A static requirement, not a cast to `SeverityBasedOptions`: a dynamic
        // protocol cast scans the binary's conformance tables for each type.
        if let single = try? decoder.singleValueContainer(), let severity = try? single.decode(Severity.self),
           let options = Options.defaults(withSeverity: severity) {
            return options
        }
        return try Options(from: decoder)
    }

    /// The rule with `options` (decoded for this rule), or with its defaults.
    public static func configured(_ options: (any RuleOptions)?) -> any Rule {
        Self(options: options as? Options ?? Options())
    }
}

/// A rule that subscribes to the syntax nodes it cares about.
public protocol SyntaxRule: Rule {
    /// Registers handlers on the walk; called once per file, so state captured
    /// by the handlers is per file.
    func subscribe(to walk: inout SyntaxWalk, in file: LintFile)
}

extension SyntaxRule {
    /// Subscribes the rule's handlers to the shared walk.
    public func attach(to checks: inout FileChecks, in file: LintFile) {
        subscribe(to: &checks.walk, in: file)
    }
}

/// A rule that looks at each line of a file.
public protocol LineRule: Rule {
    /// Checks one line, reporting through `file`.
    func check(_ line: SourceLine, in file: LintFile)
}

extension LineRule {
    /// Joins the shared pass over the lines.
    public func attach(to checks: inout FileChecks, in file: LintFile) {
        checks.lineRules.append(self)
    }
}

/// A rule that looks at a whole file at once.
public protocol FileRule: Rule {
    /// Checks the file, reporting through it.
    func check(_ file: LintFile)
}

extension FileRule {
    /// Joins the whole-file checks.
    public func attach(to checks: inout FileChecks, in file: LintFile) {
        checks.fileRules.append(self)
    }
}

/// A rule that can correct what it finds. Corrections are byte edits attached to
/// its violations (``Diagnostic/Fix``).
public protocol CorrectableRule: Rule {}

/// What kind of problem a rule looks for (SwiftLint's grouping).
public enum RuleKind: String, ConfigEnum, Codable, Comparable {
    /// Code that is likely wrong.
    case lint
    /// Code that says something in a roundabout way.
    case idiomatic
    /// Layout and spelling.
    case style
    /// Sizes and counts: lengths, complexity, nesting.
    case metrics
    /// Code that does more work than it needs to.
    case performance
    /// Tasks, actors, locks and `Sendable`.
    case concurrency

    /// Alphabetical, as the catalogue sorts kinds.
    public static func < (a: RuleKind, b: RuleKind) -> Bool { a.rawValue < b.rawValue }
}

/// Identity and documentation of a rule: the catalogue (`swiftlint-lite rules`),
/// the reference docs and the example tests are all made from this.
///
/// A class: `Self.description.summary` and a rule's identifier are read for
/// every violation, and each read of a struct this size through a protocol
/// copies (retains) every field.
public final class RuleDescription: Sendable {
    /// SwiftLint's identifier where the rule exists there.
    public let identifier: String
    /// The rule's name for people (`Line Length`).
    public let name: String
    /// One sentence: what the rule wants.
    public let summary: String
    /// What kind of problem it looks for.
    public let kind: RuleKind
    /// Off unless listed in `opt_in_rules` (or `only_rules`).
    public let isOptIn: Bool
    /// An analyzer rule (SwiftLint's term): it reads what the compiler's index says a
    /// name refers to (``LintFile/index``), so only `analyze` runs it, never `lint`.
    /// Always opt-in; `analyzer_rules:` turns it on.
    public let requiresIndex: Bool
    /// Code the rule must accept.
    public var nonTriggeringExamples: [Example] { makeNonTriggeringExamples() }
    /// Code the rule must flag, each finding marked with `↓` where it is reported.
    public var triggeringExamples: [Example] { makeTriggeringExamples() }
    /// For correctable rules: code before (marked) and after the fix.
    public var corrections: [Correction] { makeCorrections() }
    /// Former identifiers (SwiftLint's renames) still accepted in configurations and commands.
    public let deprecatedAliases: [String]

    // The examples are built when asked for (tests, docs, the catalogue), not
    // at every start: the registry reads every rule's description to map
    // identifiers, and some examples are hundreds of generated lines.
    private let makeNonTriggeringExamples: @Sendable () -> [Example]
    private let makeTriggeringExamples: @Sendable () -> [Example]
    private let makeCorrections: @Sendable () -> [Correction]

    /// A description; the examples are closures, evaluated when a test, the
    /// catalogue or the docs ask for them.
    public init(
        identifier: String, name: String, summary: String, kind: RuleKind, isOptIn: Bool = false,
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [Example] = [],
        triggeringExamples: @autoclosure @escaping @Sendable () -> [Example] = [],
        corrections: @autoclosure @escaping @Sendable () -> [Correction] = [],
        deprecatedAliases: [String] = [],
        requiresIndex: Bool = false
    ) {
        self.identifier = identifier
        self.deprecatedAliases = deprecatedAliases
        self.name = name
        self.summary = summary
        self.kind = kind
        self.isOptIn = isOptIn || requiresIndex
        self.requiresIndex = requiresIndex
        makeNonTriggeringExamples = nonTriggeringExamples
        makeTriggeringExamples = triggeringExamples
        makeCorrections = corrections
    }
}

/// A piece of example code for a rule, optionally with rule options (YAML).
public struct Example: Sendable, ExpressibleByStringLiteral {
    /// The source. In triggering examples `↓` marks where each violation is reported.
    public let code: String
    /// The rule's options for this example, as the YAML value of its key in `.lint.yml`.
    public let options: String?
    /// The path the example is linted as, for rules that read the file's name.
    public let path: String
    /// Where the example is written, so a failing example points at itself.
    public let file: StaticString
    /// The line of ``file`` the example is written on.
    public let line: UInt

    /// An example; `options` is YAML, as the rule's key in `.lint.yml` takes it.
    public init(
        _ code: String, options: String? = nil, path: String = "example.swift",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.code = code
        self.options = options
        self.path = path
        self.file = file
        self.line = line
    }

    /// An example with the default options and path (its place is not known: a
    /// failing check shows its code instead).
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The marker for an expected violation.
    public static let marker: Character = "↓"

    /// Joins a long example written across lines: `"first part" + "second part"`
    /// in a list of examples. The options are the left side's.
    public static func + (lhs: Example, rhs: Example) -> Example {
        Example(lhs.code + rhs.code, options: lhs.options, path: lhs.path, file: lhs.file, line: lhs.line)
    }
}

/// A before/after pair for a correctable rule.
public struct Correction: Sendable {
    /// The code to fix, each finding marked with `↓`.
    public let before: Example
    /// The code once every finding is fixed.
    public let after: String

    /// `before` must become `after`.
    public init(_ before: Example, _ after: String) {
        self.before = before
        self.after = after
    }
}

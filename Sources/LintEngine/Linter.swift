import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// Lints Swift sources with a set of configured rules.
///
/// Each file is parsed once; every syntax rule shares one walk of the tree,
/// every line rule one pass over the lines; files are linted in parallel.
public struct Linter: Sendable {
    public let registry: RuleRegistry
    public let configuration: LintConfiguration
    /// The rules that run.
    public let rules: [any Rule]
    /// Each rule's ``Rule/triggerIdentifiers``, hashed once (empty: every file).
    private let triggers: [[IdentifierSignature.Key]]
    private let customRules: [CustomRule]
    /// What in-source commands are checked against, worked out once rather than per file.
    private let commandRules: CommandFilter.Rules
    /// Tells this linter's ``LintMemory`` from another's (a setting can change the rules, not the configuration's text).
    let identity = Identity()

    final class Identity: Sendable {}

    /// What a run checks: syntax (`lint`), or meaning from the compiler's index (`analyze`).
    public enum Mode: Sendable {
        /// Every enabled rule that reads the source alone.
        case lint
        /// Only the enabled rules that need the index (``RuleDescription/requiresIndex``).
        case analyze
    }

    public let mode: Mode

    public init(registry: RuleRegistry, configuration: LintConfiguration = LintConfiguration(), mode: Mode = .lint) {
        self.registry = registry
        self.configuration = configuration
        self.mode = mode
        self.rules = configuration.enabledRules(from: registry)
            .filter { type(of: $0).description.requiresIndex == (mode == .analyze) }
        self.triggers = rules.map { $0.triggerIdentifiers.map(IdentifierSignature.Key.init) }
        self.customRules = configuration.enabledCustomRules.compactMap(CustomRule.init)
        let customIdentifiers = customRules.map(\.definition.identifier)
        let ours = registry.rules.flatMap { [$0.identifier] + $0.description.deprecatedAliases }
        self.commandRules = CommandFilter.Rules(
            ours: Set(ours + configuration.customRules.map(\.identifier) + ["all", "custom_rules"]),
            ran: Set(rules.map { type(of: $0).identifier } + customIdentifiers),
            custom: Set(customIdentifiers),
            superfluousSeverity: rules.first { type(of: $0).identifier == CommandFilter.superfluousRuleID }?.options.severity)
    }

    /// The violations in one source text, in report order, with their fixes
    /// unless `computingFixes` is false (a caller that only reports them).
    public func lint(source: String, path: String, computingFixes: Bool = true) -> [Diagnostic] {
        lintWithNotices(source: source, path: path, computingFixes: computingFixes).filter { !$0.isCommandNotice }
    }

    /// ``lint(source:path:)``, and a ``Diagnostic/isCommandNotice`` for each
    /// SwiftLint rule swiftlint-lite does not implement that a command names:
    /// kept beside the violations (the cache keeps them too) for the run to
    /// say once, not reported as violations.
    func lintWithNotices(source: String, path: String, computingFixes: Bool = true) -> [Diagnostic] {
        lintWithNotices(source: source, path: path, computingFixes: computingFixes) {
            ParserLimits.tooDeepBrackets(in: source) == nil ? Parser.parse(source: source) : nil
        }
    }

    /// ``lint(source:path:computingFixes:)`` on a text parsed already — for a caller that
    /// keeps the tree of each version to reparse the next one incrementally.
    public func lint(_ parsed: ParsedText, path: String, computingFixes: Bool = true) -> [Diagnostic] {
        lintWithNotices(source: parsed.text, path: path, computingFixes: computingFixes) { parsed.tree }
            .filter { !$0.isCommandNotice }
    }

    /// ``lint(_:path:computingFixes:)`` without fixes, for a document linted version
    /// after version (the language server): `memory` holds what the lint of the
    /// previous version found, declaration by declaration (``LintMemory``). An edit
    /// inside one declaration re-lints that declaration, its neighbours and the
    /// declarations around it; the findings of the others are reused. Line and
    /// file rules, custom rules and commands always see the whole text. The
    /// findings are those `lint` gives; `memory` becomes this lint's.
    public func lint(_ parsed: ParsedText, path: String, remembering memory: inout LintMemory?) -> [Diagnostic] {
        guard let tree = parsed.tree else {
            memory = nil
            return lint(parsed, path: path, computingFixes: false)
        }
        let changed = memory.flatMap { previous -> Set<RawSyntax.ID>? in
            guard previous.linter === identity, previous.reachedDeclarationsOnly else { return nil }
            guard let edit = ParsedText.change(from: previous.text, to: parsed.text) else { return [] }
            return DeclarationLedger.changedDeclaration(old: previous.tree, new: tree, edit: edit)
        }
        let file = LintFile(path: path, text: parsed.text, tree: tree, computesFixes: false)
        let ledger = DeclarationLedger(file: file, previous: changed == nil ? nil : memory, changed: changed ?? [])
        let found = lint(file, ledger: ledger)
        memory = LintMemory(tree: tree, text: parsed.text, linter: identity, declarations: ledger.recorded,
                            reachedDeclarationsOnly: !ledger.walksEverything, reusedDeclarations: ledger.reused)
        return found.filter { !$0.isCommandNotice }
    }

    /// - Parameter parse: the tree, or nil when the brackets nest too deep to parse.
    private func lintWithNotices(source: String, path: String, computingFixes: Bool,
                                 parse: () -> SourceFileSyntax?) -> [Diagnostic] {
        guard let tree = parse() else {
            let (line, column) = ParserLimits.tooDeepBrackets(in: source) ?? (1, 1)
            return [Diagnostic(file: path, line: line, column: column, severity: .error, ruleID: SyntaxErrors.ruleID,
                               message: ParserLimits.tooDeepMessage)]
        }
        return lint(LintFile(path: path, text: source, tree: tree, computesFixes: computingFixes), ledger: nil)
    }

    // MARK: - Steps

    func lint(_ file: LintFile, ledger: DeclarationLedger?) -> [Diagnostic] {
        SyntaxErrors.report(in: file)
        runRules(on: file, ledger: ledger)
        var found = applyCommands(in: file)
        for index in found.indices { file.adjustColumn(of: &found[index]) }
        found.sortForReport()
        return found
    }

    private func runRules(on file: LintFile, ledger: DeclarationLedger?) {
        var checks = FileChecks()
        for (index, rule) in rules.enumerated() where mayTrigger(index, in: file) {
            let subscribed = checks.walk.subscriptions
            rule.attach(to: &checks, in: file)
            // A rule whose handlers look across declarations sees them all: nothing is reused.
            if let ledger, checks.walk.subscriptions > subscribed, type(of: rule).reach == .file { ledger.walkEverything() }
        }
        for rule in checks.fileRules { rule.check(file) }
        checks.walk.run(over: file.tree, ledger: ledger)
        if !checks.lineRules.isEmpty {
            for line in file.lines {
                for rule in checks.lineRules { rule.check(line, in: file) }
            }
        }
        // Custom rules are regexes over the text: a lint's, not an analysis's.
        if mode == .lint { for rule in customRules { rule.check(file) } }
        file.releaseSharedHelpers()
    }

    /// Whether the file names one of the rule's trigger identifiers, if it has any.
    private func mayTrigger(_ index: Int, in file: LintFile) -> Bool {
        let keys = triggers[index]
        return keys.isEmpty || keys.contains { file.identifiers.mayContain($0) }
    }

    private func applyCommands(in file: LintFile) -> [Diagnostic] {
        let commands = file.commands
        let violations = file.takeViolations()
        guard !commands.isEmpty else { return violations }
        let regions = CommandRegions.regions(
            of: commands, locate: { file.location(of: AbsolutePosition(utf8Offset: $0)) }, rename: registry.canonical)
        var kept = CommandFilter(regions: regions).apply(to: violations, path: file.path, rules: commandRules)
        // As SwiftLint: a script's `#!` line is not Swift.
        if file.text.hasPrefix("#!") { kept.removeAll { $0.line == 1 } }
        kept.append(contentsOf: notices(about: commands, in: file))
        return kept
    }

    /// One notice per SwiftLint rule that a command names and swiftlint-lite does not implement.
    private func notices(about commands: [SwiftLintCommand], in file: LintFile) -> [Diagnostic] {
        var seen = Set<String>()
        return commands.flatMap(\.rules).compactMap { name, offset in
            guard registry[name] == nil, !commandRules.custom.contains(name), seen.insert(name).inserted,
                  let entry = SwiftLintRuleCatalogue.entries[name], entry.kind != .core
            else { return nil }
            let (line, column) = file.location(of: AbsolutePosition(utf8Offset: offset))
            return Diagnostic(file: file.path, line: line, column: column, severity: .warning, ruleID: Diagnostic.commandNoticeID,
                              message: "`\(name)` is a SwiftLint rule, not implemented by swiftlint-lite: "
                                + "the commands naming it change nothing here")
        }
    }
}

extension Diagnostic {
    static let commandNoticeID = "swiftlint_rule_not_implemented"

    /// Not a violation: a note that a command names a rule swiftlint-lite
    /// does not implement (``Linter/lint(paths:cache:maxConcurrency:progress:)`` sets them apart).
    public var isCommandNotice: Bool { ruleID == Self.commandNoticeID }
}

/// What a lint run found.
public struct LintResult: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// Files that could not be read or decoded.
    public var problems: [FileProblem] = []
    public var filesLinted = 0
    /// How many of them were answered from the cache.
    public var filesFromCache = 0
    /// Notes about commands that name SwiftLint rules swiftlint-lite does not implement (one per rule and file).
    public var notices: [Diagnostic] = []

    public init() {}
}

import ArgumentParser
import Foundation
import LintEngine
import BuiltInRules
import ToolCore

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or make and build a package of the team's own (native_rules).",
        subcommands: [RulesListCommand.self, RulesInitCommand.self, RulesBuildCommand.self],
        defaultSubcommand: RulesListCommand.self
    )
}

struct RulesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every rule: identifier, kind, whether it is opt-in or correctable, and its summary (the default)."
    )

    @Flag(help: "Print the catalogue as JSON (identifier, name, summary, kind, opt_in, correctable, severity).")
    var json = false

    @Option(help: "A configuration file, to show which rules it enables (default: the one found from the working folder).")
    var config: String?

    @Flag(help: """
        List the SwiftLint rules swiftlint-lite does not implement (of the SwiftLint release whose configurations it \
        reads), marking those the configuration names, each with the reason it is left out.
        """)
    var missing = false

    @Option(help: ArgumentHelp(
        "Write the rule reference (a Markdown page per rule, and README.md indexing them) into this folder.",
        valueName: "folder"))
    var writeDocs: String?

    func run() throws {
        let file = config ?? LintConfiguration.loader.discover(from: FileManager.default.currentDirectoryPath)
        let configuration = try LintInvocation.loadConfiguration(files: file.map { [$0] } ?? [])
        try LintInvocation.handOff(configuration)
        if let writeDocs {
            try RuleDocumentation.write(RuleRegistry.standard.catalogue, to: writeDocs)
            print("wrote \(RuleRegistry.standard.rules.count) rule pages to \(writeDocs)")
            return
        }
        if missing {
            print(MissingRules(named: configuration.namedSwiftLintRulesNotImplemented).report(json: json), terminator: "")
            return
        }
        let enabled = Set(configuration.enabledRules(from: .standard).map { type(of: $0).identifier })
        let entries = RuleRegistry.standard.catalogue.map { CatalogueEntry($0, enabled: enabled.contains($0.identifier)) }
        print(json ? CatalogueEntry.json(entries) : CatalogueEntry.table(entries), terminator: "")
    }
}

/// One row of the rule catalogue.
struct CatalogueEntry: Encodable {
    let identifier: String
    let name: String
    let summary: String
    let kind: String
    let optIn: Bool
    let correctable: Bool
    let severity: String
    let enabled: Bool

    init(_ rule: any Rule.Type, enabled: Bool) {
        let description = rule.description
        identifier = description.identifier
        name = description.name
        summary = description.summary
        kind = description.kind.rawValue
        optIn = description.isOptIn
        correctable = rule is any CorrectableRule.Type
        severity = rule.defaultSeverity.rawValue
        self.enabled = enabled
    }

    static func json(_ entries: [CatalogueEntry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: (try? encoder.encode(entries)) ?? Data(), as: UTF8.self) + "\n"
    }

    static func table(_ entries: [CatalogueEntry]) -> String {
        let header = ["identifier", "opt-in", "correctable", "enabled", "kind", "severity", "summary"]
        let rows = entries.map {
            [$0.identifier, $0.optIn ? "yes" : "no", $0.correctable ? "yes" : "no", $0.enabled ? "yes" : "no",
             $0.kind, $0.severity, $0.summary, ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
        }
        return line(header) + rows.map(line).joined() + "\(entries.count) rules\n"
    }
}

/// SwiftLint's rules that swiftlint-lite does not implement (`rules --missing`).
struct MissingRules {
    struct Row: Encodable {
        let identifier: String
        let kind: String
        let namedByConfiguration: Bool
        /// Why swiftlint-lite leaves it out.
        let reason: String
    }

    let rows: [Row]

    init(named: Set<String>) {
        let ours = Set(RuleRegistry.standard.rules.flatMap { [$0.identifier] + $0.description.deprecatedAliases })
        rows = SwiftLintRuleCatalogue.identifiers
            .compactMap { SwiftLintRuleCatalogue.entries[$0] }
            .filter { !ours.contains($0.identifier) && $0.kind != .core }
            .map { entry in
                Row(identifier: entry.identifier, kind: entry.kind.rawValue, namedByConfiguration: named.contains(entry.identifier),
                    reason: "not implemented yet")
            }
    }

    func report(json: Bool) -> String {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.keyEncodingStrategy = .convertToSnakeCase
            return String(decoding: (try? encoder.encode(rows)) ?? Data(), as: UTF8.self) + "\n"
        }
        let width = max(rows.map(\.identifier.count).max() ?? 0, "identifier".count) + 2
        let lines = rows.map { row in
            row.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
                + row.kind.padding(toLength: 10, withPad: " ", startingAt: 0)
                + (row.namedByConfiguration ? "named" : "").padding(toLength: 15, withPad: " ", startingAt: 0) + row.reason
        }
        let named = rows.filter(\.namedByConfiguration).count
        return (["identifier".padding(toLength: width, withPad: " ", startingAt: 0) + "kind      configuration  reason"] + lines)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n" }.joined()
            + "\(rows.count) SwiftLint \(SwiftLintRuleCatalogue.version) rules are not implemented; "
            + "the configuration names \(named) of them\n"
    }
}

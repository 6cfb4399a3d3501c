import Foundation
import LintEngine
import BuiltInRules
import ToolCore

extension LintInvocation {
    /// `--dead-code`: `unused_declaration` runs, judged by what the roots reach.
    static func turnOnDeadCode(in configuration: inout LintConfiguration) {
        let identifier = UnusedDeclarationRule.description.identifier
        configuration.rules = configuration.rules.including(identifier)
        var options = configuration.ruleOptions[identifier] as? UnusedDeclarationRule.Options ?? .init()
        options.deadCode = true
        configuration.ruleOptions[identifier] = options
    }

    /// The retention options `unused_declaration` is configured with.
    private static func retentionOptions(_ configuration: LintConfiguration) -> RetentionOptions {
        let identifier = UnusedDeclarationRule.description.identifier
        return (configuration.ruleOptions[identifier] as? UnusedDeclarationRule.Options)?.retention ?? RetentionOptions()
    }

    /// `--explain`, when asked: its answer instead of a report.
    func explained(_ index: PackageIndex, configuration: LintConfiguration) -> Bool {
        guard let queries = analysis?.explain, !queries.isEmpty else { return false }
        Self.explain(queries, index: index, configuration: configuration)
        return true
    }

    /// After the rules: `--fix`'s verified import removals, `--dead-code`'s note on what was not analysed.
    func finishAnalysis(
        _ index: PackageIndex, configuration: LintConfiguration, diagnostics: inout [Diagnostic], fixes: inout FixTally
    ) {
        removeUnusedImports(from: &diagnostics, fixes: &fixes)
        if analysis?.deadCode == true, !options.quiet { Self.sayNotAnalysed(index, configuration: configuration) }
        let unjudged = index.unjudgedImports
        if !unjudged.isEmpty, !options.quiet {
            stderr("note: imports of \(unjudged.joined(separator: ", ")) were not judged by unused_import: the index holds "
                + "no symbol of \(unjudged.count == 1 ? "that module" : "those modules") (built without indexing?)")
        }
    }

    /// `--explain`: for each declaration a query names, the chain from a root
    /// that keeps it, or why nothing does.
    static func explain(_ queries: [String], index: PackageIndex, configuration: LintConfiguration) {
        let reachability = index.reachability(options: retentionOptions(configuration))
        let root = FileManager.default.currentDirectoryPath
        for query in queries {
            let found = reachability.declarations(named: query)
            if found.isEmpty { print("\(query): no declaration of the analysed files has this name or USR") }
            for declaration in found {
                print(ExplainText(reachability: reachability, root: root).lines(for: declaration).joined(separator: "\n"))
            }
        }
    }

    /// The `#if` branches the build did not compile, counted on standard error.
    static func sayNotAnalysed(_ index: PackageIndex, configuration: LintConfiguration) {
        let branches = index.reachability(options: retentionOptions(configuration)).notAnalysed
        guard !branches.isEmpty else { return }
        let root = FileManager.default.currentDirectoryPath
        let listed = branches.prefix(3).map { "\(Paths.relative($0.file, to: root)):\($0.line)" }.joined(separator: ", ")
        stderr("note: \(branches.count) `#if` branch\(branches.count == 1 ? "" : "es") the build did not compile "
            + "\(branches.count == 1 ? "was" : "were") not analysed (\(listed)\(branches.count > 3 ? ", …" : "")); "
            + "declarations they name are kept")
    }
}

/// The words of one `--explain` answer.
private struct ExplainText {
    let reachability: Reachability
    let root: String

    func lines(for declaration: Reachability.Declaration) -> [String] {
        let title = "\(name(declaration.usr)) — \(place(declaration.place)) — \(declaration.usr)"
        let chain = reachability.chain(to: declaration.usr)
        guard !chain.isEmpty else {
            var lines = [title, "  unused: no root reaches it"]
            for referrer in reachability.unreachableReferrers(of: declaration.usr) {
                lines.append("  referenced only by \(name(referrer.usr)) (\(place(referrer.place))), itself unused")
            }
            return lines
        }
        return [title, "  used:"] + chain.map { "    " + describe($0.step, reaching: $0.usr) }
    }

    private func describe(_ step: Reachability.Step, reaching usr: String) -> String {
        switch step {
        case .root(let reason): "\(name(usr)) is a root: \(reason)"
        case .topLevel(let at): "top-level code at \(place(at)) uses \(name(usr))"
        case .referenced(let from, let at): "\(name(from)) uses \(name(usr)) at \(place(at))"
        case .keptWith(let parent, let reason): "\(name(parent)) keeps \(name(usr)): \(reason)"
        case .holds(let member): "\(name(usr)) holds \(name(member))"
        }
    }

    private func name(_ usr: String) -> String { "`\(reachability.declarations[usr]?.name ?? usr)`" }

    private func place(_ reference: PackageIndex.SourceReference) -> String {
        "\(Paths.relative(reference.file, to: root)):\(reference.line):\(reference.column)"
    }
}

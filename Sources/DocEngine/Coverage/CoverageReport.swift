import ToolCore

/// How much of a package's API is documented: per module and per type, counting
/// the symbols the package declares (extension containers are not symbols; their
/// members are).
public struct CoverageReport: Sendable {
    /// Documented and total counts.
    public struct Count: Sendable, Equatable {
        public var documented = 0
        public var total = 0

        /// 100 when there is nothing to document.
        public var percentage: Double { total == 0 ? 100 : Double(documented) * 100 / Double(total) }

        mutating func add(_ symbol: Symbol) {
            total += 1
            if symbol.isDocumented { documented += 1 }
        }
    }

    /// One row: a module, or a type (with its direct members) inside one.
    public struct Row: Sendable, Equatable {
        public var name: String
        public var count: Count
    }

    public struct ModuleCoverage: Sendable, Equatable {
        public var name: String
        public var count: Count
        /// Types and extended types, in the order the module declares them.
        public var types: [Row]
    }

    /// An undocumented symbol: where it is, and the key a baseline stores.
    public struct Undocumented: Sendable, Equatable {
        public var key: String
        public var symbol: Symbol
    }

    public private(set) var modules: [ModuleCoverage] = []
    public private(set) var undocumented: [Undocumented] = []
    public private(set) var count = Count()

    public init(_ package: PackageDocs) {
        for module in package.modules {
            var coverage = ModuleCoverage(name: module.name, count: Count(), types: [])
            var typeRows: [Row] = []
            for symbol in module.symbols {
                collect(symbol, module: module.name, into: &coverage.count, rows: &typeRows)
            }
            coverage.types = typeRows
            count.documented += coverage.count.documented
            count.total += coverage.count.total
            modules.append(coverage)
        }
    }

    private mutating func collect(_ symbol: Symbol, module: String, into total: inout Count, rows: inout [Row]) {
        if symbol.kind != .extension {
            total.add(symbol)
            if !symbol.isDocumented {
                undocumented.append(Undocumented(key: Self.key(symbol, module: module), symbol: symbol))
            }
        }
        guard symbol.hasPage else { return }
        var row = Row(name: (symbol.kind == .extension ? "extension " : "") + symbol.qualifiedName, count: Count())
        if symbol.kind != .extension { row.count.add(symbol) }
        let rowIndex = rows.count
        rows.append(row)
        for member in symbol.members where member.isDeclared {  // inherited members would dilute the figure
            if !member.hasPage { rows[rowIndex].count.add(member) }
            collect(member, module: module, into: &total, rows: &rows)
        }
    }

    /// What identifies a symbol across runs: module, qualified name and declaration
    /// (line numbers change with every edit; overloads differ in their declarations).
    public static func key(_ symbol: Symbol, module: String) -> String {
        "\(module) \(symbol.qualifiedName) \(symbol.declarationText)"
    }

    /// The table people read: one line per module and per type.
    public func table() -> String {
        let width = max(24, (modules.flatMap { [$0.name] + $0.types.map { "  " + $0.name } }.map(\.count).max() ?? 0) + 2)
        var lines = [Self.pad("", width) + "documented   total   coverage"]
        for module in modules {
            lines.append(Self.line(module.name, module.count, width))
            lines += module.types.map { Self.line("  " + $0.name, $0.count, width) }
        }
        lines.append(Self.line("Total", count, width))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ name: String, _ count: Count, _ width: Int) -> String {
        pad(name, width) + leftPad(String(count.documented), 10) + leftPad(String(count.total), 8)
            + leftPad(formatPercentage(count.percentage), 11)
    }

    /// `87.5%`, one decimal, without Foundation's locale-dependent formatting.
    public static func formatPercentage(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// One `missing_docs` finding per undocumented symbol whose key is not in `baseline`.
    public func diagnostics(excluding baseline: Set<String> = [], path: (String) -> String = { $0 }) -> [Diagnostic] {
        undocumented.filter { !baseline.contains($0.key) }.map { entry in
            let symbol = entry.symbol
            return Diagnostic(
                file: path(symbol.location.file), line: symbol.location.line, column: symbol.location.column,
                severity: .warning, ruleID: DocCommentChecks.Rule.undocumented,
                message: "\(symbol.access.rawValue) \(symbol.kind.displayName.lowercased()) `\(symbol.qualifiedName)` is not documented")
        }
    }
}

/// How serious a finding is.
public enum Severity: String, ConfigEnum, Codable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One finding about one place in one file: a lint violation, an undocumented
/// symbol, a broken doc link. Every tool reports through this type.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// A suggested replacement of a byte range of the file.
    public struct Fix: Sendable, Hashable, Codable {
        /// UTF-8 offsets into the file: `start..<end` becomes `replacement`.
        public var start: Int
        public var end: Int
        public var replacement: String

        public init(start: Int, end: Int, replacement: String) {
            self.start = start
            self.end = end
            self.replacement = replacement
        }
    }

    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in UTF-16 code units as SwiftLint counts (and LSP editors);
    /// `nil` for a whole line.
    public var column: Int?
    public var severity: Severity
    /// The rule or check that produced it, such as `line_length`.
    public var ruleID: String
    public var message: String
    public var fix: Fix?

    public init(
        file: String, line: Int, column: Int? = nil, severity: Severity,
        ruleID: String, message: String, fix: Fix? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.fix = fix
    }

    /// The order every report uses: file, line, column, rule.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        // Field by field rather than as tuples: a tuple copies (retains) all five
        // fields of both, and a run with every rule sorts tens of thousands.
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        let columnA = a.column ?? 0, columnB = b.column ?? 0
        if columnA != columnB { return columnA < columnB }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

extension Sequence<Diagnostic> {
    /// The diagnostics in ``Diagnostic/reportOrder(_:_:)``.
    public func sortedForReport() -> [Diagnostic] {
        var diagnostics = Array(self)
        diagnostics.sortForReport()
        return diagnostics
    }
}

extension [Diagnostic] {
    /// Puts the diagnostics in ``Diagnostic/reportOrder(_:_:)``, in place.
    ///
    /// Sorts their positions, then moves each diagnostic into place once: a
    /// copy of a diagnostic retains and releases four strings, and a run with
    /// every rule on sorts tens of thousands of them, twice.
    public mutating func sortForReport() {
        // A run's findings usually come in order already (each file's sorted, the
        // files in order): checked without asking for the buffer mutably, which
        // would copy all of them when another array still shares it.
        let inOrder = withUnsafeBufferPointer { buffer in
            buffer.indices.dropFirst().allSatisfy { !Diagnostic.reportOrder(buffer[$0], buffer[$0 - 1]) }
        }
        guard !inOrder else { return }
        // Through the buffer: reads of an array's elements in a closure, and
        // `swapAt`, copy them.
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var order = buffer.indices.sorted { Diagnostic.reportOrder(buffer[$0], buffer[$1]) }
            // `order[i]` is where the diagnostic for place `i` is now: follow
            // each cycle of the permutation, moving each diagnostic once.
            for start in order.indices where order[start] != start {
                let first = (base + start).move()
                var place = start
                while order[place] != start {
                    let source = order[place]
                    (base + place).moveInitialize(from: base + source, count: 1)
                    order[place] = place
                    place = source
                }
                (base + place).initialize(to: first)
                order[place] = place
            }
        }
    }
}

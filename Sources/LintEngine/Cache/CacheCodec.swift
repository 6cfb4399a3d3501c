import ToolCore

/// The cache file's text format: a header, then per file a line of keys and a
/// line per diagnostic, fields separated by tabs.
///
/// Foundation's JSON coding took most of a warm run (thousands of diagnostics
/// decoded through `Codable`); splitting lines and tabs is several times faster.
/// Tabs, newlines and backslashes inside fields are escaped.
enum CacheCodec {
    static let header = "swiftlint-lite cache 1"

    static func encode(_ store: LintCache.Store) -> String {
        var text = "\(header)\nrun\t\(store.run)\n"
        for path in store.entries.keys.sorted() {
            guard let entry = store.entries[path] else { continue }
            text += "F\t\(escape(path))\t\(entry.size)\t\(entry.modified)\t\(entry.hash)\t\(entry.run)\t\(entry.diagnostics.count)\n"
            for diagnostic in entry.diagnostics { text += line(for: diagnostic) }
        }
        return text
    }

    private static func line(for diagnostic: Diagnostic) -> String {
        let column = diagnostic.column.map(String.init) ?? "-"
        let severity = diagnostic.severity == .error ? "e" : "w"
        var fields = [String(diagnostic.line), column, severity, escape(diagnostic.ruleID), escape(diagnostic.message)]
        if let fix = diagnostic.fix { fields += [String(fix.start), String(fix.end), escape(fix.replacement)] }
        return fields.joined(separator: "\t") + "\n"
    }

    /// The store, or nil for anything that is not a whole, well-formed cache
    /// (which is then ignored and rebuilt).
    static func decode(_ text: String, file: (String) -> String = { $0 }) -> LintCache.Store? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst() == Substring(header), let runLine = lines.popFirst(),
              runLine.hasPrefix("run\t"), let run = Int(runLine.dropFirst(4)) else { return nil }
        var store = LintCache.Store(run: run, entries: [:])
        while let head = lines.popFirst() {
            if head.isEmpty && lines.isEmpty { break }
            let fields = head.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 7, fields[0] == "F", let size = Int(fields[2]), let modified = Int64(fields[3]),
                  let entryRun = Int(fields[5]), let count = Int(fields[6]), count >= 0, lines.count >= count else { return nil }
            let path = unescape(fields[1])
            var diagnostics: [Diagnostic] = []
            diagnostics.reserveCapacity(count)
            for _ in 0..<count {
                guard let line = lines.popFirst(), let diagnostic = diagnostic(from: line, path: path) else { return nil }
                diagnostics.append(diagnostic)
            }
            store.entries[path] = LintCache.Entry(
                size: size, modified: modified, hash: String(fields[4]), diagnostics: diagnostics, run: entryRun)
        }
        return store
    }

    private static func diagnostic(from line: Substring, path: String) -> Diagnostic? {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 5 || fields.count == 8, let number = Int(fields[0]) else { return nil }
        let column = fields[1] == "-" ? nil : Int(fields[1])
        guard fields[1] == "-" || column != nil, fields[2] == "e" || fields[2] == "w" else { return nil }
        var fix: Diagnostic.Fix?
        if fields.count == 8 {
            guard let start = Int(fields[5]), let end = Int(fields[6]) else { return nil }
            fix = Diagnostic.Fix(start: start, end: end, replacement: unescape(fields[7]))
        }
        return Diagnostic(file: path, line: number, column: column, severity: fields[2] == "e" ? .error : .warning,
                          ruleID: unescape(fields[3]), message: unescape(fields[4]), fix: fix)
    }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\\" || $0 == "\r" }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result
    }

    static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

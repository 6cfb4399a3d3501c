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
    /// (which is then ignored and rebuilt). Parses bytes: splitting Strings
    /// into Characters costs more than the rest of a warm run.
    static func decode(_ text: String) -> LintCache.Store? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = FieldReader(bytes: bytes)
            return decode(&reader)
        }
    }

    private static func decode(_ reader: inout FieldReader) -> LintCache.Store? {
        guard let headerLine = reader.nextLine(), headerLine.count == 1, headerLine[0] == header,
              let runLine = reader.nextLine(), runLine.count == 2, runLine[0] == "run", let run = Int(runLine[1])
        else { return nil }
        var store = LintCache.Store(run: run, entries: [:])
        while let head = reader.nextLine() {
            guard head.count == 7, head[0] == "F", let size = Int(head[2]), let modified = Int64(head[3]),
                  let entryRun = Int(head[5]), let diagnosticCount = Int(head[6]), diagnosticCount >= 0 else { return nil }
            let path = unescape(head[1])
            var diagnostics: [Diagnostic] = []
            diagnostics.reserveCapacity(diagnosticCount)
            for _ in 0..<diagnosticCount {
                guard let fields = reader.nextLine(), let diagnostic = diagnostic(from: fields, path: path) else { return nil }
                diagnostics.append(diagnostic)
            }
            store.entries[path] = LintCache.Entry(size: size, modified: modified, hash: head[4], diagnostics: diagnostics, run: entryRun)
        }
        return reader.isAtEnd ? store : nil
    }

    private static func diagnostic(from fields: [String], path: String) -> Diagnostic? {
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

    /// Reads tab-separated lines of UTF-8 bytes.
    struct FieldReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position >= bytes.count }

        /// The next line's fields; nil at the end or at a line that is cut off.
        mutating func nextLine() -> [String]? {
            guard position < bytes.count else { return nil }
            var fields: [String] = []
            var start = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                    fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
                    position += 1
                    start = position
                    if byte == UInt8(ascii: "\n") { return fields }
                } else {
                    position += 1
                }
            }
            return nil  // no final newline: a cache written half-way
        }
    }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 || $0 == 92 }) else { return text }  // \t \n \r \\
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

    static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
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

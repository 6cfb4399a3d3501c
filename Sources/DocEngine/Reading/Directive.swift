import Foundation

/// One DocC directive as written in catalog Markdown: `@Name(label: value, …) { content }`.
struct Directive {
    var name: String
    /// Arguments by label, quotes removed; an unlabelled one (`@Tab("Name")`) under "".
    var arguments: [String: String]
    /// The lines between the braces, their common indentation removed.
    var content: [String]
    /// Where the directive's `@` is, and where the content's first line starts.
    var line: Int
    var column: Int
    var contentLine: Int
    var contentColumn: Int

    /// Reads the directive whose text is `lines` (from its `@` to its closing
    /// brace, as ``end(in:from:)`` finds it); the first line is file line `line`
    /// and starts at `column`.
    init(_ lines: ArraySlice<String>, line: Int, column: Int) {
        let text = Array(lines.joined(separator: "\n"))
        var index = text.firstIndex(of: "@").map { $0 + 1 } ?? text.endIndex
        let nameStart = index
        while index < text.count, text[index].isLetter || text[index].isNumber { index += 1 }
        name = String(text[nameStart..<index])
        self.line = line
        self.column = column + (text.firstIndex(of: "@") ?? 0)
        while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 }
        arguments = [:]
        if index < text.count, text[index] == "(", let close = Self.closingParenthesis(in: text, from: index) {
            arguments = Self.arguments(String(text[(index + 1)..<close]))
            index = close + 1
        }
        while index < text.count, text[index].isWhitespace { index += 1 }
        guard index < text.count, text[index] == "{", let close = text.lastIndex(of: "}"), close > index else {
            (content, contentLine, contentColumn) = ([], line, column)
            return
        }
        let before = text[..<(index + 1)].count { $0 == "\n" }
        var rawLines = String(text[(index + 1)..<close]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var first = line + before
        while let top = rawLines.first, top.allSatisfy(\.isWhitespace) {
            rawLines.removeFirst()
            first += 1
        }
        while let last = rawLines.last, last.allSatisfy(\.isWhitespace) { rawLines.removeLast() }
        if let last = rawLines.popLast() { rawLines.append(String(last.reversed().drop(while: \.isWhitespace).reversed())) }
        let indent = rawLines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        content = rawLines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
        contentLine = first
        // Content on the directive's own line (`@Small { … }`) starts after the brace.
        contentColumn = (before == 0 && first == line ? column + index + 1 : column) + indent
    }

    /// The index of the directive's last line: where its braces balance
    /// (the same line when it has none).
    static func end(in lines: [String], from start: Int) -> Int {
        var depth = 0
        for index in start..<lines.count {
            depth += lines[index].count { $0 == "{" } - lines[index].count { $0 == "}" }
            if depth <= 0 { return index }
        }
        return lines.count - 1
    }

    /// The directives among `lines` that start a line, each with the text between them dropped.
    static func children(of lines: [String], line: Int, column: Int) -> [Directive] {
        var found: [Directive] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@") else {
                index += 1
                continue
            }
            let end = end(in: lines, from: index)
            found.append(Directive(lines[index...end], line: line + index, column: column))
            index = end + 1
        }
        return found
    }

    private static func closingParenthesis(in text: [Character], from open: Int) -> Int? {
        var quoted = false
        for index in (open + 1)..<text.count {
            switch text[index] {
            case "\"": quoted.toggle()
            case ")" where !quoted: return index
            default: continue
            }
        }
        return nil
    }

    /// `purpose: icon, source: "otel-logo"` → ["purpose": "icon", "source": "otel-logo"].
    private static func arguments(_ text: String) -> [String: String] {
        var parts: [String] = [""]
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        var result: [String: String] = [:]
        for part in parts {
            let trimmed = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            var label = "", value = trimmed
            if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("\"") {
                label = trimmed[..<colon].trimmingCharacters(in: .whitespaces)
                value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            result[label] = value
        }
        return result
    }
}

import Foundation

/// A Swift snippet (`Snippets/Name.swift`) read as swift-docc-plugin reads it:
/// the leading `//` comment is the explanation; `// snippet.hide` and
/// `// snippet.show` hide lines; `// snippet.name` starts a slice, which ends at
/// `// snippet.end` or at the next slice.
struct SnippetFile {
    /// The explanation, Markdown, its comment markers removed.
    private(set) var explanation = ""
    /// The shown lines, their common indentation not yet removed.
    private var shown: [Substring] = []
    /// Each slice's range of shown lines.
    private var slices: [String: Range<Int>] = [:]

    init(_ source: String) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }[...]
            .drop { Self.isBlank($0) }
        explanation = Self.takeExplanation(from: &lines)
        var visible = true
        var open: (name: String, start: Int)?
        func close() {
            if let slice = open, slice.start < shown.count { slices[slice.name] = slice.start..<shown.count }
            open = nil
        }
        for line in lines {
            switch Self.marker(in: line) {
            case "show": visible = true
            case "hide": visible = false
            case "end": close()
            case let name?:
                guard visible else { continue }
                close()
                open = (name, shown.count)
            case nil:
                // Blank lines before the first shown one are not shown.
                if visible, !(shown.isEmpty && Self.isBlank(line)) { shown.append(line) }
            }
        }
        close()
    }

    /// The code to show, dedented: all of it, or the slice named `slice`; nil when there is no such slice.
    func code(slice: String?) -> String? {
        var range = shown.indices
        if let slice {
            guard let found = slices[slice] else { return nil }
            range = found
        }
        var lines = Array(shown[range])
        while let first = lines.first, Self.isBlank(first) { lines.removeFirst() }
        while let last = lines.last, Self.isBlank(last) { lines.removeLast() }
        let indent = lines.filter { !Self.isBlank($0) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)) }.joined(separator: "\n")
    }

    /// The snippet file `path` names: relative to the `Snippets` folder, optionally
    /// after `Snippets/` or `package-name/Snippets/` (DocC before 6.2.1 wanted
    /// those), without `.swift`; else a snippet of that name anywhere in the folder.
    static func locate(_ path: String, in packageRoot: String) -> String? {
        var components = path.split(separator: "/").map(String.init)
        if let snippets = components.firstIndex(of: "Snippets") { components.removeFirst(snippets + 1) }
        guard !components.isEmpty else { return nil }
        let folder = packageRoot + "/Snippets"
        let direct = folder + "/" + components.joined(separator: "/") + ".swift"
        if FileManager.default.fileExists(atPath: direct) { return direct }
        let name = components[components.count - 1] + ".swift"
        let found = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { ($0 as NSString).lastPathComponent == name }.sorted()
        return found.first.map { folder + "/" + $0 }
    }

    /// The longest run of backticks in `text`: the code fence must be longer.
    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// The leading `//` lines, up to a blank line, code or a marker.
    private static func takeExplanation(from lines: inout ArraySlice<Substring>) -> String {
        var taken: [Substring] = []
        for line in lines {
            guard !isBlank(line), marker(in: line) == nil, let text = commentText(line) else { break }
            taken.append(text)
        }
        lines.removeFirst(taken.count)
        // Indentation is measured on the first line with text.
        let indent = taken.first { !isBlank($0) }?.prefix { $0.isWhitespace }.count ?? 0
        let dedented = taken.map { $0.dropFirst(min(indent, $0.prefix { $0.isWhitespace }.count)) }
        return dedented.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `// snippet.NAME` → NAME, lower-cased for `show`, `hide` and `end`; nil for other lines.
    private static func marker(in line: Substring) -> String? {
        guard let text = commentText(line) else { return nil }
        let words = text.drop { $0.isWhitespace }
        guard words.lowercased().hasPrefix("snippet.") else { return nil }
        let rest = words.dropFirst("snippet.".count)
        for keyword in ["show", "hide", "end"] where rest.lowercased().hasPrefix(keyword) { return keyword }
        let name = String(rest.prefix { !$0.isWhitespace })
        return name.isEmpty ? nil : name
    }

    /// The text after `//` of a comment line; nil for other lines.
    private static func commentText(_ line: Substring) -> Substring? {
        let trimmed = line.drop { $0.isWhitespace }
        return trimmed.hasPrefix("//") ? trimmed.dropFirst(2) : nil
    }

    private static func isBlank(_ line: Substring) -> Bool { line.allSatisfy(\.isWhitespace) }
}

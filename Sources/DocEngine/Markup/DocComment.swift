/// A doc comment split the way Swift's markup reads it: a summary (the first
/// paragraph), a discussion (the rest, with callouts in place), and the
/// `- Parameter`, `- Parameters:`, `- Returns:` and `- Throws:` fields.
///
/// Text keeps its source lines so that findings (an unknown parameter, a link
/// that resolves to nothing) point at the file, line and column.
public struct DocComment: Sendable, Hashable {
    public typealias Text = [DocCommentSource.Line]

    public enum Block: Sendable, Hashable {
        case markdown(Text)
        /// `- Note:`, `- Warning:`… with its kind as written (`Note`, `See Also`).
        case callout(kind: String, text: Text)
    }

    /// One field: its text and where its `- Tag:` line is.
    public struct Field: Sendable, Hashable {
        public var text: Text
        public var line: Int
        public var column: Int
    }

    /// A documented parameter.
    public struct ParameterField: Sendable, Hashable {
        public var name: String
        public var field: Field
    }

    public var summary: Text = []
    public var discussion: [Block] = []
    public var parameters: [ParameterField] = []
    /// Whether the parameters were written as a `- Parameters:` list.
    public var hasParametersList = false
    public var returns: Field?
    public var `throws`: Field?

    /// Callouts Swift's markup knows (lowercased, spaces removed).
    static let calloutKinds: Set<String> = [
        "attention", "author", "authors", "bug", "complexity", "copyright", "date", "experiment", "important",
        "invariant", "mutatingvariant", "nonmutatingvariant", "note", "postcondition", "precondition", "remark",
        "remarks", "requires", "seealso", "since", "tip", "todo", "version", "warning",
    ]

    public init(_ source: DocCommentSource) {
        var body: Text = []
        var items = DocCommentScanner(lines: source.lines)
        while let piece = items.next() {
            switch piece {
            case .line(let line):
                body.append(line)
            case .item(let tag, let rest, let first, let continuation):
                take(tag: tag, rest: rest, first: first, continuation: continuation, body: &body)
            }
        }
        flush(&body)
    }

    /// Files a `- Tag: text` item as a field or callout; anything else stays in the body.
    private mutating func take(tag: String, rest: String, first: DocCommentSource.Line,
                               continuation: Text, body: inout Text) {
        let normalized = tag.lowercased().filter { $0 != " " }
        let field = { (text: String) -> Field in
            let column = first.column + (first.text.count - rest.count)
            let head = text.isEmpty ? [] : [DocCommentSource.Line(text: text, line: first.line, column: column)]
            return Field(text: head + Self.dedent(continuation), line: first.line, column: first.column)
        }
        if normalized.hasPrefix("parameter"), normalized != "parameters", tag.hasPrefix("Parameter ") || tag.hasPrefix("parameter ") {
            let name = String(tag.dropFirst("parameter ".count)).trimmingTrailingWhitespace()
            parameters.append(ParameterField(name: name, field: field(rest)))
        } else if normalized == "parameters" {
            hasParametersList = true
            parameters += Self.parameterList(Self.dedent(continuation))
        } else if normalized == "returns" || normalized == "return" {
            returns = field(rest)
        } else if normalized == "throws" {
            self.throws = field(rest)
        } else if Self.calloutKinds.contains(normalized) {
            flush(&body)
            discussion.append(.callout(kind: tag, text: field(rest).text))
        } else {
            body.append(first)
            body += continuation
        }
    }

    /// Moves the body gathered so far into the summary (its first paragraph) and the discussion.
    private mutating func flush(_ body: inout Text) {
        var lines = body[...]
        body = []
        while let first = lines.first, first.text.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.text.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard !lines.isEmpty else { return }
        if summary.isEmpty && discussion.isEmpty, let first = lines.first, Self.startsParagraph(first.text) {
            let end = lines.firstIndex { $0.text.allSatisfy(\.isWhitespace) } ?? lines.endIndex
            summary = Array(lines[..<end])
            lines = lines[end...]
            while let first = lines.first, first.text.allSatisfy(\.isWhitespace) { lines.removeFirst() }
            if lines.isEmpty { return }
        }
        discussion.append(.markdown(Array(lines)))
    }

    /// Whether a line begins a plain paragraph (not a heading, list, quote, table or code).
    static func startsParagraph(_ text: String) -> Bool {
        let trimmed = text.drop(while: { $0 == " " })
        if text.count - trimmed.count >= 4 { return false }
        if let first = trimmed.first, "#>|".contains(first) { return false }
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { return false }
        if DocCommentScanner.listMarker(in: Substring(text)) != nil { return false }
        return true
    }

    /// `- name: text` items of a `- Parameters:` list.
    private static func parameterList(_ lines: Text) -> [ParameterField] {
        var result: [ParameterField] = []
        for line in lines {
            if let marker = DocCommentScanner.listMarker(in: Substring(line.text)),
               let colon = line.text[marker...].firstIndex(of: ":") {
                let name = line.text[marker..<colon].trimmingTrailingWhitespace()
                let rest = line.text[line.text.index(after: colon)...].drop(while: { $0 == " " })
                let column = line.column + line.text.distance(from: line.text.startIndex, to: rest.startIndex)
                let markerColumn = line.column + line.text.distance(from: line.text.startIndex, to: marker) - 2
                let head = rest.isEmpty ? [] : [DocCommentSource.Line(text: String(rest), line: line.line, column: column)]
                result.append(ParameterField(name: name, field: Field(text: head, line: line.line, column: markerColumn)))
            } else if !result.isEmpty {
                result[result.count - 1].field.text.append(line)
            }
        }
        for index in result.indices {  // the item's first line is already bare; its continuation is indented
            let text = result[index].field.text
            let headCount = text.first?.line == result[index].field.line ? 1 : 0
            result[index].field.text = Array(text.prefix(headCount)) + dedent(Array(text.dropFirst(headCount)))
        }
        return result
    }

    /// Removes the indentation continuation lines share.
    static func dedent(_ lines: Text) -> Text {
        let common = lines.filter { !$0.text.allSatisfy(\.isWhitespace) }
            .map { $0.text.prefix(while: { $0 == " " }).count }.min() ?? 0
        return lines.map { line in
            let cut = min(common, line.text.prefix(while: { $0 == " " }).count)
            return DocCommentSource.Line(text: String(line.text.dropFirst(cut)), line: line.line, column: line.column + cut)
        }
    }

    /// The names `- Parameter` fields document, in order.
    public var documentedParameterNames: [String] { parameters.map(\.name) }
}

/// Splits doc-comment lines into plain lines and top-level `- Tag: text` list items
/// with their continuation lines, skipping over fenced code blocks.
struct DocCommentScanner {
    enum Piece {
        case line(DocCommentSource.Line)
        /// `tag` is the text before the first colon; `rest` what follows it.
        case item(tag: String, rest: String, first: DocCommentSource.Line, continuation: DocComment.Text)
    }

    private let lines: [DocCommentSource.Line]
    private var index = 0
    private var fence: String?

    init(lines: [DocCommentSource.Line]) {
        self.lines = lines
    }

    mutating func next() -> Piece? {
        guard index < lines.count else { return nil }
        let line = lines[index]
        index += 1
        if updateFence(line.text) || fence != nil { return .line(line) }
        guard let marker = Self.listMarker(in: Substring(line.text)), line.text.distance(from: line.text.startIndex, to: marker) <= 3,
              let colon = line.text[marker...].firstIndex(of: ":") else {
            return .line(line)
        }
        let tag = String(line.text[marker..<colon])
        guard !tag.isEmpty, tag.allSatisfy({ $0.isLetter || $0 == " " || $0 == "_" || $0.isNumber }) || tag.hasPrefix("Parameter ")
            || tag.hasPrefix("parameter ") else {
            return .line(line)
        }
        let rest = String(line.text[line.text.index(after: colon)...].drop(while: { $0 == " " }))
        return .item(tag: tag, rest: rest, first: line, continuation: continuation())
    }

    /// The lines that belong to the item just read: indented lines, lazy
    /// continuation lines, and blank lines followed by more indented ones.
    private mutating func continuation() -> DocComment.Text {
        var result: DocComment.Text = []
        var itemFence: String?
        while index < lines.count {
            let text = lines[index].text
            let trimmed = text.drop(while: { $0 == " " })
            if itemFence == nil && !belongsToItem(text, after: result) { break }
            if let open = itemFence {
                if trimmed.hasPrefix(open) { itemFence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                itemFence = String(trimmed.prefix(3))
            }
            result.append(lines[index])
            index += 1
        }
        while let last = result.last, last.text.allSatisfy(\.isWhitespace) {  // blank lines end the item
            result.removeLast()
            index -= 1
        }
        return result
    }

    private func belongsToItem(_ text: String, after result: DocComment.Text) -> Bool {
        if text.allSatisfy(\.isWhitespace) {
            let next = lines[(index + 1)...].first { !$0.text.allSatisfy(\.isWhitespace) }
            return next?.text.hasPrefix("  ") ?? false
        }
        if text.hasPrefix("  ") { return true }
        // A lazy continuation: right after the item's text, and not a new item.
        let afterBlank = result.last.map { $0.text.allSatisfy(\.isWhitespace) } ?? false
        return !afterBlank && Self.listMarker(in: Substring(text)) == nil
    }

    /// Opens or closes a fenced code block; true when `text` is a fence line.
    private mutating func updateFence(_ text: String) -> Bool {
        let trimmed = text.drop(while: { $0 == " " })
        guard text.count - trimmed.count <= 3 else { return false }
        for marker in ["```", "~~~"] where trimmed.hasPrefix(marker) {
            if fence == nil { fence = marker; return true }
            if fence == marker { fence = nil; return true }
        }
        return false
    }

    /// Where an item's text starts after a `-`, `*` or `+` marker and a space; nil when not a list item.
    static func listMarker(in text: Substring) -> String.Index? {
        let trimmed = text.drop(while: { $0 == " " })
        guard let first = trimmed.first, "-*+".contains(first) else { return nil }
        let afterMarker = trimmed.dropFirst()
        guard afterMarker.first == " " else { return nil }
        return afterMarker.drop(while: { $0 == " " }).startIndex
    }
}

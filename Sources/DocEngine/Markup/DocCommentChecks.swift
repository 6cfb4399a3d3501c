import ToolCore

/// Checks a doc comment against the declaration it documents.
public enum DocCommentChecks {
    /// The findings' rule identifiers.
    public enum Rule {
        public static let unknownParameter = "doc_parameter_unknown"
        public static let missingParameter = "doc_parameter_missing"
        public static let returnsOnVoid = "doc_returns_void"
        public static let throwsWhenNotThrowing = "doc_throws_nonthrowing"
        public static let unresolvedLink = "unresolved_link"
        public static let undocumented = "missing_docs"
    }

    /// Parameters named in the comment that `symbol` does not have; parameters
    /// left out of a comment that documents parameters; `- Returns:` on a
    /// function returning nothing; `- Throws:` on a declaration that cannot throw.
    /// `file` is the path reported.
    public static func check(_ doc: DocComment, of symbol: Symbol, file: String) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let report = { (line: Int, column: Int, rule: String, message: String) in
            findings.append(Diagnostic(file: file, line: line, column: column, severity: .warning, ruleID: rule, message: message))
        }
        let names = Set(symbol.parameters.map(\.name))
        for parameter in doc.parameters where !names.contains(parameter.name) {
            report(parameter.field.line, parameter.field.column, Rule.unknownParameter,
                   "`\(parameter.name)` is not a parameter of `\(symbol.title)`")
        }
        if let first = doc.parameters.first {
            let documented = Set(doc.documentedParameterNames)
            for parameter in symbol.parameters where parameter.name != "_" && !documented.contains(parameter.name) {
                report(first.field.line, first.field.column, Rule.missingParameter,
                       "parameter `\(parameter.name)` of `\(symbol.title)` is not documented")
            }
        }
        if let returns = doc.returns, symbol.kind == .function, symbol.returnType == nil {
            report(returns.line, returns.column, Rule.returnsOnVoid, "`- Returns:` on `\(symbol.title)`, which returns nothing")
        }
        if let throwsField = doc.throws, !symbol.isThrowing {
            report(throwsField.line, throwsField.column, Rule.throwsWhenNotThrowing,
                   "`- Throws:` on `\(symbol.title)`, which does not throw")
        }
        return findings
    }
}

extension DocComment {
    /// Every piece of text the comment renders, in order: for finding links.
    public var allText: [Text] {
        var result = [summary]
        for block in discussion {
            switch block {
            case .markdown(let text): result.append(text)
            case .callout(_, let text): result.append(text)
            }
        }
        result += parameters.map(\.field.text)
        result += [returns, self.throws].compactMap { $0?.text }
        return result
    }

    /// The summary as plain text (for search and page descriptions): Markdown
    /// emphasis, code and link syntax removed.
    public var plainSummary: String {
        var text = summary.map(\.text).joined(separator: " ")
        // As links show: the last component, without a disambiguation suffix.
        for link in SymbolLinks.extract(summary).links {
            let shown = LinkResolver.strippingDisambiguation(link.target.split(separator: "/").last.map(String.init) ?? link.target)
            if shown != link.target { text = text.replacing("``" + link.target + "``", with: "``" + shown + "``") }
        }
        text = text.replacing("``", with: "").replacing("`", with: "").replacing("**", with: "").replacing("__", with: "")
        // [label](url) → label
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "[") {
            result += rest[..<open]
            let afterOpen = rest[rest.index(after: open)...]
            if let close = afterOpen.firstIndex(of: "]"), afterOpen[close...].dropFirst().first == "(",
               let end = afterOpen[close...].firstIndex(of: ")") {
                result += afterOpen[..<close]
                rest = afterOpen[afterOpen.index(after: end)...]
            } else {
                result += "["
                rest = afterOpen
            }
        }
        return (result + rest).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

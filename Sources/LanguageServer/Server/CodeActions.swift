import ToolCore

public struct CodeActionContext: Codable, Sendable {
    public var diagnostics: [LSPDiagnostic]?
    public var only: [String]?
}

public struct CodeActionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: Range
    public var context: CodeActionContext
}

public struct TextEdit: Codable, Sendable, Equatable {
    public var range: Range
    public var newText: String
}

public struct WorkspaceEdit: Codable, Sendable, Equatable {
    public var changes: [String: [TextEdit]]
}

public struct CodeAction: Codable, Sendable, Equatable {
    public var title: String
    public var kind: String
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
}

/// The code actions for a document: the server never writes a file; every
/// change goes to the client as an edit.
struct CodeActions {
    static let fixAllKind = "source.fixAll.swiftlint-lite"

    let document: Document
    let encoding: PositionEncoding

    /// For each finding on the requested lines: its quick fix (the edit `--fix`
    /// makes for it) and "disable for this line"; and fix-all (every correction,
    /// as `--fix` makes them on this text) when the client asks for source actions.
    func actions(
        for findings: [Diagnostic], in range: Range, only: [String]?, fixAll: () -> String
    ) -> [CodeAction] {
        let positions = TextPositions(document.text)
        let wanted = { (kind: String) in only.map { kinds in kinds.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        var actions: [CodeAction] = []
        let onLines = findings.filter { (range.start.line...max(range.start.line, range.end.line)).contains($0.line - 1) }
        for finding in onLines {
            let shown = DiagnosticRanges.convert(finding, in: document.text, encoding: encoding)
            if wanted("quickfix"), let fix = finding.fix {
                let edit = TextEdit(range: positions.range(from: fix.start, to: fix.end, encoding: encoding), newText: fix.replacement)
                actions.append(CodeAction(title: "Fix: \(finding.message)", kind: "quickfix", diagnostics: [shown],
                                          isPreferred: true, edit: WorkspaceEdit(changes: [document.uri: [edit]])))
            }
            if wanted("quickfix") {
                let line = finding.line - 1
                let start = positions.position(ofOffset: positions.offset(ofLine: line), encoding: encoding)
                let comment = positions.indentation(ofLine: line) + "// swiftlint:disable:next \(finding.ruleID)\n"
                actions.append(CodeAction(title: "Disable \(finding.ruleID) for this line", kind: "quickfix", diagnostics: [shown],
                                          isPreferred: nil, edit: WorkspaceEdit(changes: [
                                              document.uri: [TextEdit(range: Range(start: start, end: start), newText: comment)],
                                          ])))
            }
        }
        if let only, only.contains(where: { Self.fixAllKind.hasPrefix($0) }) {
            let fixed = fixAll()
            if fixed != document.text {
                let whole = positions.range(from: 0, to: Array(document.text.utf8).count, encoding: encoding)
                actions.append(CodeAction(title: "Fix all swiftlint-lite findings", kind: Self.fixAllKind, diagnostics: nil,
                                          isPreferred: nil, edit: WorkspaceEdit(changes: [
                                              document.uri: [TextEdit(range: whole, newText: fixed)],
                                          ])))
            }
        }
        return actions
    }
}

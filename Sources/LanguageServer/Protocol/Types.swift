/// The few Language Server Protocol 3.17 types the server reads and writes.

public struct Position: Codable, Sendable, Equatable {
    /// 0-based.
    public var line: Int
    /// 0-based, in the negotiated position encoding's code units.
    public var character: Int
}

public struct Range: Codable, Sendable, Equatable {
    public var start: Position
    public var end: Position
}

public struct TextDocumentItem: Codable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

public struct TextDocumentIdentifier: Codable, Sendable {
    public var uri: String
}

public struct VersionedTextDocumentIdentifier: Codable, Sendable {
    public var uri: String
    public var version: Int
}

/// A whole new text (no `range`) or a replacement of `range`.
public struct TextDocumentContentChangeEvent: Codable, Sendable {
    public var range: Range?
    public var text: String
}

public struct DidOpenTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentItem
}

public struct DidChangeTextDocumentParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidCloseTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct CodeDescription: Codable, Sendable, Equatable {
    public var href: String
}

public struct LSPDiagnostic: Codable, Sendable, Equatable {
    public var range: Range
    /// 1 error, 2 warning.
    public var severity: Int
    public var code: String
    public var codeDescription: CodeDescription?
    public var source: String
    public var message: String
    /// 1 `Unnecessary` (faded by editors).
    public var tags: [Int]?
}

public struct PublishDiagnosticsParams: Codable, Sendable, Equatable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

/// How positions count characters, as agreed in `initialize`.
public enum PositionEncoding: String, Codable, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

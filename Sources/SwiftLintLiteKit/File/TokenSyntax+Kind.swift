@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
    /// Whether the token is `keyword`. `tokenKind == .keyword(…)` first builds the
    /// token's `TokenKind`: its keyword looked up by text, every identifier's text
    /// copied into a `String`. Rules ask this of hundreds of thousands of tokens;
    /// the raw kind and text are already there.
    public func isKeyword(_ keyword: Keyword) -> Bool {
        rawTokenKind == .keyword && rawText == keyword.defaultText
    }
}

extension TokenSyntax {
    /// Whether the token is the identifier `name` as written (backticks
    /// included): `tokenKind == .identifier(name)` without building the kind.
    public func isIdentifier(_ name: String) -> Bool {
        guard rawTokenKind == .identifier else { return false }
        let text = rawText
        return text.count == name.utf8.count && text.elementsEqual(name.utf8)
    }
}

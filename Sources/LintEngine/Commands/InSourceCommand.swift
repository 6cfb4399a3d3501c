import SwiftSyntax
import ToolCore

/// A `// swiftlint:disable rule` comment (also spelt `lint:`): turns rules off
/// or on from a place in the file, or for one line.
struct InSourceCommand: Equatable {
    enum Action: String { case disable, enable }
    enum Scope: String { case rest = "", previous, this, next }

    let action: Action
    let scope: Scope
    /// Rule identifiers, or `["all"]`.
    let rules: [String]
    /// Where the command is written (1-based line, column of the comment).
    let line: Int
    let column: Int

    var coversAllRules: Bool { rules.contains("all") }

    /// The command with each rule name replaced by `rename(name)` (former identifiers by current ones).
    func renaming(_ rename: (String) -> String) -> InSourceCommand {
        InSourceCommand(action: action, scope: scope, rules: rules.map(rename), line: line, column: column)
    }

    /// Every command in the comments of `tree`.
    static func all(in file: LintFile) -> [InSourceCommand] {
        // Most files have no command: a byte search spares them a token walk.
        guard ByteSearch.contains("lint:", in: file.text) else { return [] }
        var commands: [InSourceCommand] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            token.forEachTriviaPiece { piece, position in
                guard let text = piece.commentText, text.contains("lint:") else { return }
                let (line, column) = file.location(of: position)
                if let command = parse(text, line: line, column: column) { commands.append(command) }
            }
        }
        return commands
    }

    /// Parses `swiftlint:disable:next rule_a rule_b - why` out of a comment.
    static func parse(_ comment: String, line: Int, column: Int) -> InSourceCommand? {
        var body = comment.drop { $0 == "/" || $0 == "*" || $0 == " " }
        for prefix in ["swiftlint:", "lint:"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
            // Text after " - " explains the command and is not part of it.
            if let explanation = body.firstRange(of: " - ") { body = body[..<explanation.lowerBound] }
            if body.hasSuffix("*/") { body = body.dropLast(2) }
            var words = body.split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty else { return nil }
            let head = words.removeFirst().split(separator: ":", omittingEmptySubsequences: false)
            guard let action = Action(rawValue: String(head[0])),
                  let scope = Scope(rawValue: head.count > 1 ? String(head[1]) : ""), head.count <= 2,
                  !words.isEmpty else { return nil }
            return InSourceCommand(action: action, scope: scope, rules: words, line: line, column: column)
        }
        return nil
    }
}

extension TriviaPiece {
    /// The text of a comment piece, nil for anything else.
    var commentText: String? {
        switch self {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
            text
        default:
            nil
        }
    }
}

import SwiftSyntax
import ToolCore

/// A `// swiftlint:disable rule` command as SwiftLint reads it from a `//`
/// comment (doc and block comments hold none), valid or not; also spelt
/// `// lint:…`, swiftlint-lite's own short form.
public struct SwiftLintCommand {
    /// What a command does to the rules it names.
    public enum Action: String {
        /// From the command on (or on the lines its modifier names), the rules report nothing.
        case disable
        /// The rules report again.
        case enable
    }

    /// Which lines a command covers: without one, the rest of the file.
    public enum Modifier: String {
        /// The line before the command's.
        case previous
        /// The command's own line.
        case this
        /// The line after the command's.
        case next
    }

    /// Where `swiftlint:` starts (UTF-8 offset in the file).
    public let start: Int
    /// Where the comment ends (UTF-8 offset): a plain command acts from there.
    public let end: Int
    /// The character before `swiftlint:` in the comment, if any.
    public let preceding: Character?
    /// nil when the action is not `disable` or `enable`.
    public let action: Action?
    /// The text after `action:`, nil when there is no `:` after the action.
    public let modifierText: Substring?
    /// Rule identifiers and the UTF-8 offset of each in the file.
    public let rules: [(name: String, offset: Int)]

    /// The modifier, nil when there is none or it is not one of ``Modifier``'s.
    public var modifier: Modifier? { modifierText.flatMap { Modifier(rawValue: String($0)) } }
    /// No modifier, or a known one.
    public var hasValidModifier: Bool { modifierText == nil || modifier != nil }
    /// A command SwiftLint would obey: a known action and modifier, and at least one rule.
    public var isValid: Bool { action != nil && hasValidModifier && !rules.isEmpty }
    /// Spelt `lint:` rather than `swiftlint:`: ours, unknown to SwiftLint's command rules.
    public let isShortForm: Bool

    package static let prefix = "swiftlint:"

    /// The commands in the `//` comments around `token`, in order.
    public static func all(in token: TokenSyntax, into commands: inout [SwiftLintCommand]) {
        token.forEachTriviaPiece { piece, position in
            guard case .lineComment(let text) = piece else { return }
            if let range = text.firstRange(of: prefix) {
                commands.append(parse(text, at: range, commentStart: position.utf8Offset, isShortForm: false))
            } else if let range = text.firstRange(of: "lint:"), text[..<range.lowerBound].allSatisfy({ $0 == "/" || $0 == " " }) {
                commands.append(parse(text, at: range, commentStart: position.utf8Offset, isShortForm: true))
            }
        }
    }

    private static func parse(
        _ text: String, at range: Range<String.Index>, commentStart: Int, isShortForm: Bool
    ) -> SwiftLintCommand {
        let utf8 = text.utf8
        let start = commentStart + utf8.distance(from: utf8.startIndex, to: range.lowerBound)
        let preceding = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
        var body = text[range.upperBound...]
        // Text after " - " explains the command.
        if let explanation = body.firstRange(of: " - ") { body = body[..<explanation.lowerBound] }
        let words = body.split(whereSeparator: \.isWhitespace)
        let head = words.first ?? body.prefix(0)
        let colon = head.firstIndex(of: ":")
        let action = Action(rawValue: String(colon.map { head[..<$0] } ?? head))
        let modifierText = colon.map { head[head.index(after: $0)...] }
        let rules = words.dropFirst().filter { $0 != "*/" }.map { word in
            (String(word), commentStart + utf8.distance(from: utf8.startIndex, to: word.startIndex))
        }
        return SwiftLintCommand(start: start, end: commentStart + utf8.count, preceding: preceding, action: action,
                                modifierText: modifierText, rules: rules, isShortForm: isShortForm)
    }
}

extension SwiftLintCommand {
    /// Every valid command in the file, in order.
    package static func valid(in file: LintFile) -> [SwiftLintCommand] {
        // Most files have no command: a byte search spares them a token walk.
        guard ByteSearch.contains("lint:", in: file.text) else { return [] }
        var commands: [SwiftLintCommand] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) { all(in: token, into: &commands) }
        return commands.filter(\.isValid)
    }
}

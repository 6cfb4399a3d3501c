import LintEngine
import SwiftSyntax
import ToolCore

/// `else` and `catch` belong to the block they continue; one placement used
/// everywhere keeps chains of blocks easy to follow.
public struct StatementPositionRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "statement_position",
        name: "Statement Position",
        summary: "Else and catch should be on the same line, one space after the previous declaration",
        kind: .style,
        nonTriggeringExamples: [
            "if a {\n} else if b {\n} else {\n}\n",
            "do {\n} catch {\n}\n",
            "do {\n} catch let e as E {\n} catch {\n}\n",
            "let s = \"}else{\"\n",
            "struct A { let catchphrase: Int }\nlet a = A(\n catchphrase: 0\n)\n",
            Example("if a {\n}\nelse {\n}\n", options: "{statement_mode: uncuddled_else}"),
            Example("  if a {\n  }\n  else if b {\n  }\n  else {\n  }\n", options: "{statement_mode: uncuddled_else}"),
        ],
        triggeringExamples: [
            "if a {\n↓}else if b {\n}\n",
            "if a {\n↓}  else {\n}\n",
            "do {\n↓}\ncatch {\n}\n",
            "do {\n↓}\n\t  catch {\n}\n",
            "do {\n} catch A {\n↓}  catch {\n}\n",
            "guard ready()↓else { return }\n",
            Example("if a {\n↓} else {\n}\n", options: "{statement_mode: uncuddled_else}"),
            Example("do {\n↓}\n  catch {\n}\n", options: "{statement_mode: uncuddled_else}"),
            Example("  if a {\n↓  }else if b {\n  }\n", options: "{statement_mode: uncuddled_else}"),
        ],
        corrections: [
            Correction("if a {\n↓}\n else {\n}\n", "if a {\n} else {\n}\n"),
            Correction("if a {\n↓}\n   else if b {\n}\n", "if a {\n} else if b {\n}\n"),
            Correction("do {\n↓}\n catch {\n}\n", "do {\n} catch {\n}\n"),
            Correction("do {\n↓}catch A {\n↓}  catch {\n}\n", "do {\n} catch A {\n} catch {\n}\n"),
            Correction("guard ready()↓else { return }\n", "guard ready() else { return }\n"),
            Correction(Example("    if a {\n↓    } else {\n    }\n", options: "{statement_mode: uncuddled_else}"),
                       "    if a {\n    }\n    else {\n    }\n"),
            Correction(Example("if a {\n↓}\n  else {\n}\n", options: "{statement_mode: uncuddled_else}"),
                       "if a {\n}\nelse {\n}\n"),
        ]
    )

    public enum Mode: String, ConfigEnum {
        case `default`
        case uncuddledElse = "uncuddled_else"
    }

    public struct Options: RuleOptions, Equatable {
        public var severity = Severity.warning
        public var statementMode = Mode.default

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case statementMode = "statement_mode"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            statementMode = try container.decodeIfPresent(Mode.self, forKey: .statementMode) ?? statementMode
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(IfExprSyntax.self) { node in
            guard let elseKeyword = node.elseKeyword else { return }
            check(elseKeyword, after: node.body.rightBrace, in: file)
        }
        walk.on(DoStmtSyntax.self) { node in
            var brace = node.body.rightBrace
            for clause in node.catchClauses {
                check(clause.catchKeyword, after: brace, in: file)
                brace = clause.body.rightBrace
            }
        }
        walk.on(GuardStmtSyntax.self) { node in
            if options.statementMode == .default { checkGluedGuardElse(node, in: file) }
        }
    }

    /// SwiftLint 0.65 matches the text between the brace and the keyword
    /// (`\}(?:[\s\n\r]{2,}|[\n\t\r]+)?\b(else|catch)\b`, or the uncuddled
    /// `([ \t]*)\}(\n+)?([ \t]*)\b(else|catch)\b`); a comment between them
    /// matches neither.
    private func check(_ keyword: TokenSyntax, after brace: TokenSyntax, in file: LintFile) {
        guard brace.presence == .present, keyword.presence == .present else { return }
        let gapStart = brace.endPositionBeforeTrailingTrivia.utf8Offset
        let keywordStart = keyword.positionAfterSkippingLeadingTrivia.utf8Offset
        let gap = Array(file.bytes(from: gapStart, to: keywordStart))
        switch options.statementMode {
        case .default:
            guard Self.isMisplacedCuddle(gap) else { return }
            file.report(self, at: brace.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: .init(start: gapStart, end: keywordStart, replacement: " "))
        case .uncuddledElse:
            let lineBreaks = gap.prefix { $0 == UInt8(ascii: "\n") }.count
            let keywordIndent = gap.dropFirst(lineBreaks)
            guard keywordIndent.allSatisfy(Self.isBlank) else { return }
            let braceStart = brace.positionAfterSkippingLeadingTrivia.utf8Offset
            let braceIndent = Self.blanks(before: braceStart, in: file)
            guard lineBreaks == 0 || !braceIndent.elementsEqual(keywordIndent) else { return }
            let indentation = String(decoding: braceIndent, as: UTF8.self)
            file.report(self, at: AbsolutePosition(utf8Offset: braceStart - braceIndent.count), Self.uncuddledMessage,
                        fix: .init(start: gapStart + lineBreaks, end: keywordStart,
                                   replacement: lineBreaks == 1 ? indentation : "\n" + indentation))
        }
    }

    static let uncuddledMessage = "Else and catch should be on the next line, with equal indentation to the previous declaration"

    /// Nothing, two or more blanks, or line breaks and tabs only.
    private static func isMisplacedCuddle(_ gap: [UInt8]) -> Bool {
        if gap.isEmpty { return true }
        if gap.count >= 2, gap.allSatisfy(isWhitespace) { return true }
        return gap.allSatisfy { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// `guard ready()else {`: SwiftLint 0.65 (`(\bguard\b[^\n]*\S)(else\b)`)
    /// reports an `else` glued to the condition on the `guard`'s line.
    private func checkGluedGuardElse(_ node: GuardStmtSyntax, in file: LintFile) {
        let elseKeyword = node.elseKeyword
        guard elseKeyword.presence == .present, elseKeyword.leadingTrivia.isEmpty,
              let previous = elseKeyword.previousToken(viewMode: .sourceAccurate), previous.trailingTrivia.isEmpty,
              file.location(of: node.guardKeyword.positionAfterSkippingLeadingTrivia).line
                == file.location(of: elseKeyword.positionAfterSkippingLeadingTrivia).line else { return }
        let start = elseKeyword.positionAfterSkippingLeadingTrivia
        file.report(self, at: start, Self.description.summary,
                    fix: .init(start: start.utf8Offset, end: start.utf8Offset, replacement: " "))
    }

    /// The spaces and tabs right before byte `offset` on its line.
    private static func blanks(before offset: Int, in file: LintFile) -> ArraySlice<UInt8> {
        let lineStart = file.lines[file.location(of: AbsolutePosition(utf8Offset: offset)).line - 1].startOffset
        let before = Array(file.bytes(from: lineStart, to: offset))
        let count = before.reversed().prefix(while: isBlank).count
        return before.suffix(count)
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        isBlank(byte) || (0x0A...0x0D).contains(byte)
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `else` and `catch` belong to the block they continue; one placement used
/// everywhere keeps chains of blocks easy to follow.
public struct StatementPositionRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "statement_position",
        name: "Statement Position",
        summary: "'else' and 'catch' keywords should be at a fixed position relative to the previous block",
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
            "if a {\n}↓else if b {\n}\n",
            "if a {\n}↓  else {\n}\n",
            "do {\n}↓\ncatch {\n}\n",
            "do {\n}↓\n\t  catch {\n}\n",
            "do {\n} catch A {\n}↓  catch {\n}\n",
            Example("if a {\n}↓ else {\n}\n", options: "{statement_mode: uncuddled_else}"),
            Example("do {\n}↓\n  catch {\n}\n", options: "{statement_mode: uncuddled_else}"),
        ],
        corrections: [
            Correction("if a {\n}↓\n else {\n}\n", "if a {\n} else {\n}\n"),
            Correction("if a {\n}↓\n   else if b {\n}\n", "if a {\n} else if b {\n}\n"),
            Correction("do {\n}↓\n catch {\n}\n", "do {\n} catch {\n}\n"),
            Correction("do {\n}↓catch A {\n}↓  catch {\n}\n", "do {\n} catch A {\n} catch {\n}\n"),
            Correction(Example("    if a {\n    }↓ else {\n    }\n", options: "{statement_mode: uncuddled_else}"),
                       "    if a {\n    }\n    else {\n    }\n"),
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
            guard let elseKeyword = node.elseKeyword, elseKeyword.presence == .present else { return }
            // In `else if`, the chain's indentation is that of the `else`
            // before this `if`.
            let anchor = node.ifKeyword.previousToken(viewMode: .sourceAccurate)
                .flatMap { $0.isKeyword(.else) ? $0 : nil } ?? node.ifKeyword
            check(elseKeyword, after: node.body.rightBrace, anchor: anchor, keyword: "else",
                  block: "the previous 'if' block", indentedLike: "the previous 'if' keyword", in: file)
        }
        walk.on(DoStmtSyntax.self) { node in
            var brace = node.body.rightBrace
            for clause in node.catchClauses {
                check(clause.catchKeyword, after: brace, anchor: node.doKeyword, keyword: "catch",
                      block: "the previous block", indentedLike: "the previous 'do' keyword", in: file)
                brace = clause.body.rightBrace
            }
        }
    }

    private func check(_ keyword: TokenSyntax, after brace: TokenSyntax, anchor: TokenSyntax, keyword name: String,
                       block: String, indentedLike: String, in file: LintFile) {
        guard brace.presence == .present, keyword.presence == .present else { return }
        let gap = brace.trailingTrivia + keyword.leadingTrivia
        let position = brace.endPositionBeforeTrailingTrivia
        let fixRange = (start: position.utf8Offset, end: keyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        let canFix = !StyleSupport.hasComment(gap)
        switch options.statementMode {
        case .default:
            guard !keyword.leadingTrivia.isEmpty || !StyleSupport.isSingleSpace(brace.trailingTrivia) else { return }
            file.report(self, at: position,
                        "'\(name)' should be on the same line, one space after the closing brace of \(block)",
                        fix: canFix ? .init(start: fixRange.start, end: fixRange.end, replacement: " ") : nil)
        case .uncuddledElse:
            let indentation = Self.indentation(of: anchor)
            guard !StyleSupport.hasNewline(keyword.leadingTrivia) || !brace.trailingTrivia.isEmpty
                    || Self.indentation(of: keyword) != indentation else { return }
            let replacement = "\n" + String(repeating: " ", count: indentation)
            file.report(self, at: position,
                        "'\(name)' should be on the next line, with equal indentation to \(indentedLike)",
                        fix: canFix ? .init(start: fixRange.start, end: fixRange.end, replacement: replacement) : nil)
        }
    }

    /// Spaces in the token's leading trivia, a tab counting as four (as
    /// SwiftLint counts).
    private static func indentation(of token: TokenSyntax) -> Int {
        token.leadingTrivia.reduce(0) { count, piece in
            switch piece {
            case .spaces(let spaces): count + spaces
            case .tabs(let tabs): count + tabs * 4
            default: count
            }
        }
    }
}

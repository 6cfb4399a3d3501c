import LintEngine
import SwiftSyntax
import ToolCore

/// An empty block reads as unfinished work or a forgotten case; a comment
/// inside says that doing nothing is intended.
public struct NoEmptyBlockRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "no_empty_block",
        name: "No Empty Block",
        summary: "Code blocks should contain at least one statement or comment",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "func reset() {\n    // nothing to reset yet\n}\n\nvar level = 0 {\n    didSet { /* observed elsewhere */ }\n}\n",
            "final class Cache {\n    init() { /* defaults suffice */ }\n\n    deinit { /* nothing to free */ }\n}\n",
            "for _ in items { /* skip */ }\n\ndo {\n    /* nothing */\n} catch {\n    // ignored\n}\n\n"
                + "func run() {\n    defer {\n        // cleanup later\n    }\n    print(\"running\")\n}\n\n"
                + "if ready {\n    // wait\n} else {\n    /* later */\n}\n\nrepeat { /* spin */ } while (busy)\n\n"
                + "while busy { /* spin */ }\n",
            "let handler = { /* ignored */ }\n",
            "run { _ in // nothing to do\n}\n",
            Example("let handler = {}\nrun { _ in }\n", options: "{disabled_block_types: [closure_blocks]}"),
            "guard ready else { return }\n",
            Example("func reset() {}\n\nvar level = 0 {\n    didSet {}\n}\n", options: "{disabled_block_types: [function_bodies]}"),
            Example("final class Cache {\n    init() {}\n\n    deinit {}\n}\n", options: "{disabled_block_types: [initializer_bodies]}"),
            Example("for _ in items {}\n\ndo {\n} catch {\n}\n\nfunc run() {\n    defer {}\n    print(\"running\")\n}\n\n"
                + "if ready {\n} else {\n}\n\nrepeat {} while (busy)\n\nwhile busy {}\n",
                options: "{disabled_block_types: [statement_blocks]}"),
        ],
        triggeringExamples: [
            "func reset() ↓{}\n\nvar level = 0 {\n    didSet ↓{}\n}\n",
            "final class Cache {\n    init() ↓{}\n\n    deinit ↓{}\n}\n",
            "for _ in items ↓{}\n\ndo ↓{\n} catch ↓{\n}\n\nfunc run() {\n    defer ↓{}\n    print(\"running\")\n}\n\n"
                + "if ready ↓{\n} else ↓{\n}\n\nrepeat ↓{} while (busy)\n\nwhile busy ↓{}\n",
            "if ready {\n    go()\n} else if waiting ↓{\n}\n",
            Example("func reset() {}\n\nfor _ in items ↓{}\n", options: "{disabled_block_types: [function_bodies]}"),
            "let handler = ↓{}\nrun ↓{ _ in }\nschedule(after: 1, ↓{})\n",
        ]
    )

    /// The kinds of block SwiftLint tells apart (`disabled_block_types`).
    public enum BlockType: String, ConfigEnum, Equatable {
        case functionBodies = "function_bodies"
        case initializerBodies = "initializer_bodies"
        case statementBlocks = "statement_blocks"
        case closureBlocks = "closure_blocks"
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        public var disabledBlockTypes: [BlockType] = []

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case disabledBlockTypes = "disabled_block_types"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            disabledBlockTypes = try container.decodeIfPresent([BlockType].self, forKey: .disabledBlockTypes)
                ?? disabledBlockTypes
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(CodeBlockSyntax.self) { node in
            guard let type = Self.blockType(of: node), !options.disabledBlockTypes.contains(type),
                  node.statements.isEmpty,
                  !StyleSupport.hasComment(node.leftBrace.trailingTrivia),
                  !StyleSupport.hasComment(node.rightBrace.leadingTrivia) else { return }
            file.report(self, at: node.leftBrace.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        walk.on(ClosureExprSyntax.self) { node in
            // A comment after `in` says the empty closure is meant, as one inside the braces does.
            guard !options.disabledBlockTypes.contains(.closureBlocks), node.statements.isEmpty,
                  !StyleSupport.hasComment(node.signature?.inKeyword.trailingTrivia ?? []),
                  !StyleSupport.hasComment(node.leftBrace.trailingTrivia),
                  !StyleSupport.hasComment(node.rightBrace.leadingTrivia) else { return }
            file.report(self, at: node.leftBrace.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// What the block is the body of; nil for blocks SwiftLint leaves alone
    /// (`guard`, whose empty body does not compile, and anything else).
    private static func blockType(of node: CodeBlockSyntax) -> BlockType? {
        switch node.parent?.kind {
        case .functionDecl, .accessorDecl: .functionBodies
        case .initializerDecl, .deinitializerDecl: .initializerBodies
        case .forStmt, .doStmt, .whileStmt, .repeatStmt, .ifExpr, .catchClause, .deferStmt: .statementBlocks
        default: nil
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// When the `if` branch ends in `return`, `throw`, `continue` or `break`, the
/// code after it only runs otherwise anyway: an `else` adds a level of nesting
/// and suggests the branches rejoin when they do not.
public struct SuperfluousElseRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "superfluous_else",
        name: "Superfluous Else",
        summary: "Else branches should be avoided when the previous if-block exits the current scope",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "if count > 3 {\n    // nothing\n} else if count < 9 {\n    return 4\n} else {\n    return 5\n}\n",
            "if count > 3 {\n    let b = 2\n    if b > 2 {\n        // nothing\n    } else {\n        return 2\n    }\n"
                + "    // nothing\n} else {\n    return 5\n}\n",
            "if count > 3 {\n    if b > 2 {\n        return 2\n    }\n} else {\n    return 5\n}\n",
            "if count > 3 {\n    if b > 2 {\n        if b > 2 {\n            // nothing\n        } else {\n"
                + "            return 2\n        }\n    }\n} else {\n    return 5\n}\n",
            "for item in items {\n    if item > 20 {\n        // skip\n    } else {\n        continue\n    }\n    if item > 30 {\n"
                + "        // skip\n    } else if item > 25 {\n        break\n    }\n}\n",
            "if #available(macOS 14, *) {\n    return\n} else {\n    legacyCall()\n}\n",
            "if count > 3 {\n    return 1\n}\nreturn 2\n",
            "if count > 3 {\n    print(count)\n} else {\n    return 2\n}\n",
        ],
        triggeringExamples: [
            "if count > 3 {\n    return 1\n    // note\n} ↓else {\n    return 2\n}\n",
            "if count > 3 {\n    return 1\n} ↓else if count < 9 {\n    return 2\n} ↓else if count > 40 {\n    return 3\n}\n",
            "if count > 3 {\n    if count < 9 {\n        return 6\n    } ↓else {\n        if count > 8 {\n            return 7\n"
                + "        } ↓else {\n            return 8\n        }\n    }\n} ↓else if count < 9 {\n    return 2\n"
                + "} ↓else if count < 30 {\n    return 9\n} ↓else {\n    return 5\n}\n",
            "for item in items {\n    if item > 40 {\n        return\n    } ↓else if item > 30 {\n        continue\n"
                + "    } ↓else if item > 20 {\n        break\n    } ↓else {\n        throw failure\n    }\n}\n",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(IfExprSyntax.self) { node in
            guard let elseKeyword = Self.superfluousElse(of: node) else { return }
            file.report(self, at: elseKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// The `else` of `node` when its `if` block exits the scope, and (for an
    /// `else if`) the `else` before it is superfluous too.
    private static func superfluousElse(of node: IfExprSyntax) -> TokenSyntax? {
        guard let elseKeyword = node.elseKeyword else { return nil }
        if node.conditions.count == 1, node.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true {
            return nil
        }
        guard lastStatementExitsScope(in: node.body) else { return nil }
        if let parent = node.parent?.as(IfExprSyntax.self) {
            return superfluousElse(of: parent) == nil ? nil : elseKeyword
        }
        return elseKeyword
    }

    /// Every branch of `node`, which has a final `else`, exits the scope.
    private static func exitsInAllBranches(_ node: IfExprSyntax) -> Bool {
        guard lastStatementExitsScope(in: node.body) else { return false }
        switch node.elseBody {
        case .ifExpr(let nested): return exitsInAllBranches(nested)
        case .codeBlock(let block): return lastStatementExitsScope(in: block)
        case nil: return false
        }
    }

    private static func lastStatementExitsScope(in block: CodeBlockSyntax) -> Bool {
        guard let last = block.statements.last?.item else { return false }
        switch last.kind {
        case .returnStmt, .throwStmt, .continueStmt, .breakStmt:
            return true
        default:
            let expression: ExprSyntax?
            switch last {
            case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
            case .expr(let value): expression = value
            case .decl: expression = nil
            }
            guard let nested = expression?.as(IfExprSyntax.self) else { return false }
            return exitsInAllBranches(nested)
        }
    }
}

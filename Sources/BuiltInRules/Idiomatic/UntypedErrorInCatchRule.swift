import LintEngine
import SwiftSyntax
import ToolCore

/// `catch let failure` binds the error under another name and catches
/// everything, exactly as a bare `catch` does with its implicit `error`: the
/// binding adds nothing unless it casts (`as`) or filters (`where`).
public struct UntypedErrorInCatchRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "untyped_error_in_catch",
        name: "Untyped Error in Catch",
        summary: "Catch statements should not declare error variables without type casting",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "do {\n    try load()\n} catch {}",
            "do {\n    try load()\n} catch LoadError.missing {\n} catch {}",
            "do {\n    try load()\n} catch let failure as LoadError {\n} catch {}",
            "do {\n    try load()\n} catch var failure as LoadError {\n} catch {}",
            """
            do {
                try load()
            } catch let failure where failure.isTransient {
                // retried later
            } catch {
                report(error)
            }
            """,
            "do {\n    try load()\n} catch LoadError.denied(let reason) {\n    log(reason)\n}",
            "do {\n    try load()\n} catch (let failure as LoadError) {}",
        ],
        triggeringExamples: [
            "do {\n    try load()\n} ↓catch var failure {}",
            "do {\n    try load()\n} ↓catch let failure {}",
            "do {\n    try load()\n} ↓catch let error {}",
            "do {\n    try load()\n} ↓catch let e {}",
            "do {\n    try load()\n} ↓catch(let failure) {}",
            "do {\n    try load()\n} ↓catch (let failure) {}",
            "do {\n    try load()\n} catch LoadError.missing {\n} ↓catch let failure {\n    report(failure)\n}",
        ],
        corrections: [
            Correction("do {\n    try load()\n} ↓catch let error {}", "do {\n    try load()\n} catch {}"),
            Correction("do {\n    try load()\n} ↓catch(let error) {}", "do {\n    try load()\n} catch {}"),
            Correction("do {\n    try load()\n} ↓catch (let error) {}", "do {\n    try load()\n} catch {}"),
            Correction("do {\n    try load()\n} ↓catch  let error  {\n}", "do {\n    try load()\n} catch {\n}"),
            // Another name, or a variable, would be gone from the body: reported, not rewritten.
            Correction("do {\n    try load()\n} ↓catch let failure {\n    log(failure)\n}",
                       "do {\n    try load()\n} catch let failure {\n    log(failure)\n}"),
            Correction("do {\n    try load()\n} ↓catch var error {\n    error = wrap(error)\n}",
                       "do {\n    try load()\n} catch var error {\n    error = wrap(error)\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["catch"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(CatchClauseSyntax.self) { node in
            guard node.catchItems.count == 1, let item = node.catchItems.first, Self.bindsNameOnly(item) else { return }
            // As SwiftLint's correction: one space after `catch`, the item gone. Only
            // for `let error`, the name a bare `catch` binds: SwiftLint also drops
            // `let failure` and `var error`, and the body's uses of them no longer
            // compile (found by the fix round trip on swift-nio).
            let keyword = node.catchKeyword
            let keepsMeaning = item.pattern.map { Self.binding(in: $0) }?.map { $0.bindingSpecifier.isKeyword(.let)
                && $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "error" } ?? false
            file.report(self, at: keyword.positionAfterSkippingLeadingTrivia, Self.description.summary,
                        fix: keepsMeaning ? .init(start: keyword.endPositionBeforeTrailingTrivia.utf8Offset,
                                                  end: node.catchItems.endPosition.utf8Offset, replacement: " ") : nil)
        }
    }

    /// `let name`, `var name` or `(let name)`, without a `where` clause.
    private static func bindsNameOnly(_ item: CatchItemSyntax) -> Bool {
        guard item.whereClause == nil, let pattern = item.pattern else { return false }
        return binding(in: pattern)?.pattern.is(IdentifierPatternSyntax.self) == true
    }

    /// The `let`/`var` binding of `let name` or `(let name)`.
    private static func binding(in pattern: PatternSyntax) -> ValueBindingPatternSyntax? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return binding }
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
              tuple.elements.count == 1
        else { return nil }
        return tuple.elements.first?.expression.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self)
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// A `Task` whose closure throws keeps the error in the task: unless someone
/// reads the task's `value` or `result`, the error is silently dropped.
public struct UnhandledThrowingTaskRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "unhandled_throwing_task",
        name: "Unhandled Throwing Task",
        summary: "Errors thrown inside this task are not handled, which may be unexpected. "
            + "Handle errors inside the task, or use `try await` to access the Tasks value and handle errors. "
            + "See this forum thread for more details: "
            + "https://forums.swift.org/t/task-initializer-with-throwing-closure-swallows-error/56066",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "Task<Void, Never> {\n  try await loadRecords()\n}\n",
            "Task {\n  try? await loadRecords()\n}\n",
            "Task {\n  try! await loadRecords()\n}\n",
            "Task<Int, Error> {\n  let count = try countRecords()\n  return count\n}\n",
            "Task {\n  do {\n    try loadRecords()\n  } catch let failure {\n    log(failure)\n  }\n}\n",
            "func refresh() throws {\n  Task {\n    prepare()\n    do {\n      try loadRecords()\n    } catch {\n      log(error)\n    }\n"
                + "  }\n\n  try finish()\n}\n",
            "let job = Task {\n  try await loadRecords()\n}\n",
            "var job = Task {\n  try await loadRecords()\n}\n",
            "try await Task {\n  try await loadRecords()\n}.value\n",
            "model.job = Task {\n  try await reload(.init(model.source))\n}\n",
            "let outcome = await Task {\n  throw CancellationError()\n}.result\n",
            "func makeJob() -> Task<Int, Error> {\n  return Task {\n    try await countRecords()\n  }\n}\n",
            "func makeJob() -> Task<Int, Error> {\n  // Returned implicitly\n  Task {\n    try await countRecords()\n  }\n}\n",
            "Task {\n  return Result {\n    try parseRecords()\n  }\n}\n",
            "Task.detached {\n  try await loadRecords()\n}\n",
            "Task {\n  do {\n    try loadRecords()\n  } catch is CancellationError {\n    log(\"cancelled\")\n  }\n}\n",
            "Task {\n  await loadRecords()\n}\n",
        ],
        triggeringExamples: [
            "↓Task {\n  try await loadRecords()\n}\n",
            "↓Task {\n  let count = try countRecords()\n  return count\n}\n",
            "↓Task {\n  do {\n    try loadRecords()\n  }\n}\n",
            "↓Task {\n  do {\n    try loadRecords()\n  } catch let failure as RecordError {\n    log(failure)\n  }\n}\n",
            "↓Task {\n  do {\n    throw RecordError.missing\n  }\n}\n",
            "↓Task {\n  throw RecordError.missing\n}\n",
            "↓Task<_, _> {\n  throw RecordError.missing\n}\n",
            "↓Task<Int,_> {\n  throw RecordError.missing\n}\n",
            "↓Task {\n  do {\n    try loadRecords()\n  } catch {\n    try recover()\n  }\n}\n",
            "↓Task {\n  do {\n    try loadRecords()\n  } catch {\n    throw RecordError.missing\n  }\n}\n",
            "func reload() {\n  ↓Task {\n    try await loadRecords()\n  }\n}\n",
            "↓Task {\n  ↓Task {\n    try await loadRecords()\n  }\n}\n",
            "schedule(↓Task {\n  try await loadRecords()\n})\n",
            "↓Task {\n  _ = Result(catching: { try parseRecords() })\n}\n",
        ]
    )

    public let options: ErrorSeverityOption
    public init(options: ErrorSeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["Task"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.onCall(named: ["Task"]) { node in
            guard Self.isTaskWithImplicitErrorType(node),
                  !Self.isAssigned(node), !Self.isValueOrResultAccessed(node), !Self.isReturnValue(node),
                  UnhandledThrowFinder.findsThrow(in: node)
            else { return }
            file.report(self, at: node.calledExpression.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `Task { … }`, or `Task<…, _> { … }`: a task whose error type is inferred.
    private static func isTaskWithImplicitErrorType(_ node: FunctionCallExprSyntax) -> Bool {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            return name.baseName.text == "Task"
        }
        guard let specialized = node.calledExpression.as(GenericSpecializationExprSyntax.self),
              specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
              let last = specialized.genericArgumentClause.arguments.last?.argument.as(IdentifierTypeSyntax.self)
        else { return false }
        return last.name.text == "_"
    }

    /// `let task = Task { … }`, `owner.task = Task { … }`.
    private static func isAssigned(_ node: FunctionCallExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(InitializerClauseSyntax.self) { return true }
        guard let list = parent.as(ExprListSyntax.self) else { return false }
        return list.contains { $0.is(AssignmentExprSyntax.self) }
    }

    /// `Task { … }.value`, `Task { … }.result`.
    private static func isValueOrResultAccessed(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        return name == "value" || name == "result"
    }

    /// `return Task { … }`, or the only statement of a function with a return type.
    private static func isReturnValue(_ node: FunctionCallExprSyntax) -> Bool {
        if node.parent?.is(ReturnStmtSyntax.self) == true { return true }
        // Call → code block item → item list → code block → function.
        guard let function = node.parent?.parent?.parent?.parent?.as(FunctionDeclSyntax.self),
              function.body?.statements.count == 1
        else { return false }
        return function.signature.returnClause != nil
    }
}

/// Whether a piece of code throws an error it does not handle itself, as
/// SwiftLint decides: a `try` (not `try?` or `try!`) or a `throw` outside a
/// `do` whose last `catch` catches everything — a `catch` binding a pattern
/// other than a plain name (`catch let error as SomeError`) does not. The
/// last `catch` clause is itself searched, and a `Result { … }` with a
/// trailing closure handles whatever its closure throws.
private final class UnhandledThrowFinder: SyntaxVisitor {
    private var throwsError = false

    static func findsThrow(in node: some SyntaxProtocol) -> Bool {
        let finder = UnhandledThrowFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.throwsError
    }

    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        guard !throwsError else { return .skipChildren }
        guard let lastCatch = node.catchClauses.last else { return .visitChildren }
        if let binding = lastCatch.catchItems.last?.pattern?.as(ValueBindingPatternSyntax.self),
           !binding.pattern.is(IdentifierPatternSyntax.self) {
            return .visitChildren
        }
        if Self.findsThrow(in: lastCatch) { throwsError = true }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !throwsError else { return .skipChildren }
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Result", node.trailingClosure != nil {
            return .skipChildren
        }
        return .visitChildren
    }

    override func visitPost(_ node: TryExprSyntax) {
        if node.questionOrExclamationMark == nil { throwsError = true }
    }

    override func visitPost(_: ThrowStmtSyntax) {
        throwsError = true
    }
}

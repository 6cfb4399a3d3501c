import LintEngine
import SwiftSyntax
import ToolCore

/// Left out, an access level defaults to `internal`, and nobody can tell
/// whether that was chosen or forgotten: stating it on every declaration makes
/// each one a decision a reviewer can see.
public struct ExplicitACLRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "explicit_acl",
        name: "Explicit ACL",
        summary: "All declarations should specify Access Control Level keywords explicitly",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "internal enum Direction {}",
            "public final class Engine {}",
            "private struct Point {}",
            "package struct Settings {}",
            "internal enum Outer { internal enum Inner {} }",
            "internal final class Valve {}",
            "internal\nclass Valve {\n  private let pressure = 5\n}",
            // Local declarations are not checked.
            "internal func start() { let speed = 3 }",
            "private func start() { func helper() {} }",
            "internal let handler = { () -> Int in\n    let local = 1\n    return local\n}",
            // Nothing inside a private or fileprivate type is checked.
            "private enum Mode { enum Sub {} }",
            "fileprivate struct Box { let width = 5 }",
            "internal protocol Drawable {\n  func draw()\n  var size: Int { get }\n}",
            "internal class Node { deinit {} }",
            "extension Engine: Hashable {}",
            "extension Engine {}",
            "extension Engine {\n    internal func stop() {}\n}",
            "internal enum Gear {\n    case low, high\n}",
            "extension Engine {\n    public var isRunning: Bool {\n        let state = true\n        return state\n    }\n}",
            "extension Engine {\n    private var level: Int {\n        get {\n            return 1\n        }\n        set(newLevel) {\n"
                + "            print(newLevel)\n        }\n    }\n}",
            "private extension Engine {\n    var isIdle: Bool { true }\n    struct Part {\n        let size = 2\n    }\n}",
            // The members of an extension with an access level take it from the extension.
            "public extension Engine {\n    func restart() {}\n    static var count = 0\n}",
            "public struct Meter {\n    public private(set) var value = 0\n    internal init() {}\n}",
            "run { func helper() {} }",
        ],
        triggeringExamples: [
            "↓enum Direction {}",
            "final ↓class Engine {}",
            "↓actor Cache {}",
            "↓protocol Drawable {}",
            "↓typealias Speed = Double",
            "internal struct Point { ↓let x = 5 }",
            // A setter-only access level does not say the declaration's own.
            "public struct Meter { private(set) ↓var value = 0 }",
            "internal struct Point { static ↓let origin = 0 }",
            "public struct Point { ↓init() {} }",
            "internal class Grid {\n    ↓subscript(index: Int) -> Int { index }\n}",
            "static ↓func make() {}",
            "internal let limit = 0\n↓func reset() {}",
            "#if DEBUG\n↓func trace() {}\n#endif",
            "extension Engine {\n    ↓func stop() {}\n    static ↓func make() {}\n}",
            "internal struct Outer {\n    ↓struct Inner {\n        ↓var flag = false\n    }\n}",
            "public extension Engine {\n    let id = 1\n    struct Part {\n        ↓let size = 2\n    }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        AccessControlSupport.onDeclarations(in: &walk, members: true) { declaration in
            // As SwiftLint: only an access level without `(set)` states the declaration's own.
            guard !declaration.modifiers.contains(where: { AccessControlSupport.isAccessLevel($0) && $0.detail == nil }),
                  Self.isChecked(declaration.node)
            else { return }
            file.report(self, at: declaration.keyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether SwiftLint's visitor checks `node`. It never enters code blocks,
    /// closures, functions, initializers, subscripts, properties, protocols, nor
    /// private or fileprivate types and extensions; and it does not check the
    /// direct members of an extension that has an access level (they take it
    /// from the extension), though it checks the members of types nested there.
    private static func isChecked(_ node: Syntax) -> Bool {
        var verdict: Bool?
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .codeBlock, .closureExpr, .functionDecl, .initializerDecl, .subscriptDecl, .variableDecl, .protocolDecl:
                return false
            case .actorDecl, .classDecl, .enumDecl, .structDecl, .extensionDecl:
                let modifiers = AccessControlSupport.modifiers(of: ancestor) ?? []
                if AccessControlSupport.isPrivateOrFileprivate(modifiers) { return false }
                if verdict == nil {
                    // The nearest enclosing type or extension decides.
                    verdict = !(ancestor.kind == .extensionDecl && AccessControlSupport.accessLevelModifier(in: modifiers) != nil)
                }
            default:
                break
            }
            current = ancestor.parent
        }
        return verdict ?? true
    }
}

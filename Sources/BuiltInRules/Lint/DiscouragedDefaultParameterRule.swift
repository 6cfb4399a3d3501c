import LintEngine
import SwiftSyntax
import ToolCore

/// A default value in a function other files call is chosen once, far from
/// the call sites: when it changes, every caller silently gets the new value.
/// Callers that pass the value themselves say what they mean.
public struct DiscouragedDefaultParameterRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "discouraged_default_parameter",
        name: "Discouraged Default Parameter",
        summary: "Default parameter values should not be used in functions with certain access levels.",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "public func connect(retries: Int = 3) {}",
            "open func connect(retries: Int = 3) {}",
            "public extension Client { func connect(retries: Int = 3) {} }",
            "extension Client { public func connect(retries: Int = 3) {} }",
            "func run() { func attempt(retries: Int = 3) {} }",
            "func connect(retries: Int) {}",
            "private func connect(retries: Int = 3) {}",
            "fileprivate func connect(retries: Int = 3) {}",
            "public init(timeout: Double = 30) {}",
            "private struct Client { func connect(retries: Int = 3) {} }",
            "public struct Client { public subscript(index: Int = 0) -> Int { index } }",
            "public class Client { public init(timeout: Double = 30) {} }",
            Example("func connect(retries: Int = 3) {}", options: "{disallowed_access_levels: [private]}"),
            Example("public func connect(retries: Int = 3) {}", options: "{disallowed_access_levels: [internal, package]}"),
        ],
        triggeringExamples: [
            "func connect(retries: Int ↓= 3) {}",
            "internal func connect(retries: Int ↓= 3) {}",
            "package func connect(retries: Int ↓= 3) {}",
            "func connect(retries: Int ↓= 3, label: String ↓= \"\") {}",
            "init(timeout: Double ↓= 30) {}",
            "class Client { public func connect(retries: Int ↓= 3) {} }",
            "struct Client { public init(timeout: Double ↓= 30) {} }",
            "struct Client { subscript(index: Int ↓= 0) -> Int { index } }",
            "public class Client { func connect(retries: Int ↓= 3) {} }",
            "public extension Client { struct Options { func merge(strict: Bool ↓= false) {} } }",
            "enum Factory { static func make(size: Int ↓= 1) -> Int { size } }",
            Example("private func connect(retries: Int ↓= 3) {}", options: "{disallowed_access_levels: [private]}"),
            Example("fileprivate func connect(retries: Int ↓= 3) {}", options: "{disallowed_access_levels: [fileprivate]}"),
            Example("private struct Client { func connect(retries: Int ↓= 3) {} }", options: "{disallowed_access_levels: private}"),
        ]
    )

    /// An access level, from the most restrictive (SwiftLint's `AccessControlLevel`).
    public enum AccessLevel: String, ConfigEnum, Comparable {
        case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

        private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

        public static func < (a: AccessLevel, b: AccessLevel) -> Bool { a.rank < b.rank }
    }

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Functions of these effective access levels may not have default values.
        public var disallowedAccessLevels: Set<AccessLevel> = [.internal, .package]

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case disallowedAccessLevels = "disallowed_access_levels"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            if let names = try container.decodeIfPresent(StringList.self, forKey: .disallowedAccessLevels) {
                disallowedAccessLevels = try Set(names.values.map { name in
                    guard let level = AccessLevel(rawValue: name) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: .disallowedAccessLevels, in: container,
                            debugDescription: "must be \(AccessLevel.allowedValuesPhrase), got `\(name)`")
                    }
                    return level
                })
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { check($0, $0.modifiers, $0.signature.parameterClause, in: file) }
        walk.on(InitializerDeclSyntax.self) { check($0, $0.modifiers, $0.signature.parameterClause, in: file) }
        walk.on(SubscriptDeclSyntax.self) { check($0, $0.modifiers, $0.parameterClause, in: file) }
    }

    private func check(
        _ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax, _ parameters: FunctionParameterClauseSyntax,
        in file: LintFile
    ) {
        guard parameters.parameters.contains(where: { $0.defaultValue != nil }),
              let level = Self.effectiveAccessLevel(of: Syntax(node), modifiers: modifiers),
              options.disallowedAccessLevels.contains(level)
        else { return }
        for parameter in parameters.parameters {
            guard let value = parameter.defaultValue else { continue }
            file.report(self, at: value.positionAfterSkippingLeadingTrivia,
                        "Default parameter values should not be used in '\(level.rawValue)' functions")
        }
    }
}

// MARK: - Effective access level

extension DiscouragedDefaultParameterRule {
    /// The kinds of scope SwiftLint's effective access control tells apart.
    private enum ScopeKind {
        case type, `extension`, `protocol`
    }

    /// An enclosing type, extension or protocol and the access level it passes on.
    private struct Scope {
        let kind: ScopeKind
        let level: AccessLevel?

        var effective: AccessLevel { level ?? .internal }
    }

    /// The access level `node` has in effect, as SwiftLint's
    /// `EffectiveAccessControlSyntaxVisitor` computes it from the enclosing
    /// types, extensions and protocols; nil for a declaration inside a function,
    /// initializer or subscript, whose bodies SwiftLint does not enter.
    private static func effectiveAccessLevel(of node: Syntax, modifiers: DeclModifierListSyntax) -> AccessLevel? {
        var enclosing: [(kind: ScopeKind, level: AccessLevel?)] = []
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .functionDecl, .initializerDecl, .subscriptDecl:
                return nil
            case .actorDecl, .classDecl, .enumDecl, .structDecl:
                enclosing.append((.type, AccessControlSupport.modifiers(of: parent).flatMap(explicitLevel)))
            case .extensionDecl:
                enclosing.append((.extension, AccessControlSupport.modifiers(of: parent).flatMap(explicitLevel)))
            case .protocolDecl:
                enclosing.append((.protocol, AccessControlSupport.modifiers(of: parent).flatMap(explicitLevel)))
            default:
                break
            }
            current = parent.parent
        }
        var scope: Scope?
        for (kind, level) in enclosing.reversed() {
            scope = entering(Scope(kind: kind, level: level), from: scope)
        }
        return level(of: explicitLevel(modifiers), in: scope)
    }

    /// The scope a type, extension or protocol opens inside `parent`: it passes
    /// on no more than the parent's level.
    private static func entering(_ scope: Scope, from parent: Scope?) -> Scope {
        guard let parent else { return scope }
        switch parent.kind {
        case .type:
            return scope.effective <= parent.effective ? scope : Scope(kind: scope.kind, level: parent.effective)
        case .extension, .protocol:
            return scope.level != nil ? scope : Scope(kind: scope.kind, level: parent.effective)
        }
    }

    /// The level of a declaration written with `level` (nil: none written) in `scope`.
    private static func level(of level: AccessLevel?, in scope: Scope?) -> AccessLevel {
        guard let scope else { return level ?? .internal }
        switch scope.kind {
        case .type:
            if let level { return min(level, scope.effective) }
            return min(scope.effective, .internal)
        case .protocol:
            return scope.effective
        case .extension:
            return level ?? scope.effective
        }
    }

    /// The access level the modifiers state, setter-only ones (`private(set)`) aside.
    private static func explicitLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        modifiers.lazy.filter { $0.detail == nil }.compactMap { AccessLevel(rawValue: $0.name.text) }.first
    }
}

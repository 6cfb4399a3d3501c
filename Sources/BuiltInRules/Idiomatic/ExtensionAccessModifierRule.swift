import LintEngine
import SwiftSyntax
import ToolCore

/// When every member of an extension has the same access level, saying it
/// once on the extension is shorter and shows the intent at a glance; and an
/// extension's access level that its members all override says nothing.
public struct ExtensionAccessModifierRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "extension_access_modifier",
        name: "Extension Access Modifier",
        summary: "Prefer to use extension access modifiers",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            // Extensions adding a conformance are left alone.
            "extension Engine: Runnable {\n  public var speed: Int { return 1 }\n}",
            "extension Engine {\n  private var speed: Int { return 1 }\n  public var torque: Int { return 1 }\n}",
            "extension Engine {\n  private var speed: Int { return 1 }\n  public func start() {}\n}",
            "extension Engine {\n  var speed: Int { return 1 }\n  var torque: Int { return 1 }\n}",
            "extension Engine {\n  var speed: Int { return 1 }\n  internal var torque: Int { return 1 }\n}",
            "internal extension Engine {\n  var speed: Int { return 1 }\n  var torque: Int { return 1 }\n}",
            "public extension Engine {\n  var speed: Int { return 1 }\n  var torque: Int { return 1 }\n}",
            "public extension Engine {\n  var speed: Int { return 1 }\n  internal var torque: Int { return 1 }\n}",
            "extension Engine {\n  private var speed: Int { return 1 }\n  private var torque: Int { return 1 }\n}",
            "extension Engine {\n  open var speed: Int { return 1 }\n  open var torque: Int { return 1 }\n}",
            "extension Engine {\n    func prepare() {}\n    public func start() {}\n}",
            "private extension Engine {\n  private var speed: Int { return 1 }\n  var torque: Int { return 1 }\n}",
            // Members repeating an extension's `private` or `internal` are not reported (as SwiftLint has it).
            "private extension Engine {\n  private func start() {}\n  private func stop() {}\n}",
            "internal extension Engine {\n  internal func start() {}\n}",
            // A setter-only access level is not the member's own.
            "extension Engine {\n  internal private(set) var speed: Int {\n    get { Engine.shared.speed }\n"
                + "    set { Engine.shared.speed = newValue }\n  }\n}",
            "extension Engine {\n  private(set) internal var speed: Int {\n    get { Engine.shared.speed }\n"
                + "    set { Engine.shared.speed = newValue }\n  }\n}",
            "public extension Engine {\n  private(set) var speed: Int { 1 }\n}",
            "extension Engine {}",
        ],
        triggeringExamples: [
            "↓extension Engine {\n   public var speed: Int { return 1 }\n   public var torque: Int { return 1 }\n}",
            "↓extension Engine {\n   public var speed: Int { return 1 }\n   public func start() {}\n}",
            "public extension Engine {\n  ↓public func start() {}\n  ↓public func stop() {}\n}",
            "↓extension Engine {\n   public var speed: Int {\n      let value = 1\n      return value\n   }\n\n"
                + "   public var torque: Int { return 1 }\n}",
            "↓extension Array where Element: Hashable {\n    public var deduplicated: [Element] {\n"
                + "        var seen = Set<Element>()\n        return filter { seen.insert($0).inserted }\n    }\n}",
            "↓extension Engine {\n   #if DEBUG\n   public var trace: String {\n      return \"trace\"\n   }\n   #endif\n\n"
                + "   public var torque: Int { return 1 }\n}",
            "public extension Engine {\n  ↓private func start() {}\n  ↓private func stop() {}\n}",
            "↓extension Engine {\n  private(set) public var speed: Int { 1 }\n}",
            // `fileprivate` and `package` are better said on the extension.
            "↓extension Engine {\n  fileprivate func start() {}\n  fileprivate func stop() {}\n}",
            "↓extension Engine {\n  package func start() {}\n}",
            // Reported where each member starts, attributes included.
            "internal extension Engine {\n  ↓@objc public func start() {}\n  ↓public func stop() {}\n}",
            "internal extension Engine {\n  ↓private func start() {}\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Every violation is in an extension.
    public var triggerIdentifiers: [String] { ["extension"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(ExtensionDeclSyntax.self) { node in
            guard node.inheritanceClause == nil, LintSupport.enclosingDeclaration(of: Syntax(node)) == nil else { return }
            for position in Self.violations(in: node) {
                file.report(self, at: position, Self.description.summary)
            }
        }
    }

    /// A member's own access level, as written: nil when it has none.
    private typealias Access = TokenKind?

    /// Access levels a member may share with an extension that has none, rather
    /// than the extension stating it; and the ones that, shared by all members,
    /// an extension may also state.
    private static let allowedShared: Set<Access> = [.keyword(.internal), .keyword(.private), .keyword(.open), nil]

    /// Where SwiftLint reports: the extension keyword when the members all share
    /// an access level the extension should state; each member when they all
    /// repeat or override the extension's.
    private static func violations(in node: ExtensionDeclSyntax) -> [AbsolutePosition] {
        let members = expandingConditionals(node.memberBlock.members)
        let levels = members.map { member -> Access in
            AccessControlSupport.modifiers(of: member)
                .flatMap { AccessControlSupport.ownAccessLevelModifier(in: $0) }?.name.tokenKind
        }
        guard let shared = levels.first, levels.allSatisfy({ $0 == shared }) else { return [] }
        let isAllowed = allowedShared.contains(shared)
        if let own = AccessControlSupport.accessLevelModifier(in: node.modifiers)?.name.tokenKind {
            guard shared != nil, !isAllowed || shared != own else { return [] }
            return members.map(\.positionAfterSkippingLeadingTrivia)
        }
        return isAllowed ? [] : [node.extensionKeyword.positionAfterSkippingLeadingTrivia]
    }

    /// The members, with those of the clauses of a `#if` in place of it (one
    /// level deep, as SwiftLint expands them).
    private static func expandingConditionals(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let decls)? = clause.elements else { return [] }
                return decls.map(\.decl)
            }
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// UIKit, AppKit and XCTest rely on some overridden methods passing the call
/// on to `super` exactly once: forget it and the superclass misses its own
/// set-up; call it twice and that set-up runs twice.
public struct OverriddenSuperCallRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "overridden_super_call",
        name: "Overridden Method Calls Super",
        summary: "Some overridden methods should always call super.",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            class ProfileController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                }
            }
            """,
            """
            class ProfileController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    tracker.start()
                    super.viewDidAppear(animated)
                    refresh()
                }
            }
            """,
            // Not in the list.
            "class ProfileController: UIViewController {\n    override func loadView() {\n    }\n}",
            // Not an override.
            "class Presenter {\n    func viewDidAppear(_ animated: Bool) {\n    }\n}",
            // A call in a `defer` or a closure counts.
            """
            class ProfileController: UIViewController {
                override func viewDidLoad() {
                    defer {
                        super.viewDidLoad()
                    }
                    configure()
                }

                override func viewWillDisappear(_ animated: Bool) {
                    UIView.animate(withDuration: 0.2) {
                        super.viewWillDisappear(animated)
                    }
                }
            }
            """,
            // Type methods are not checked.
            "class BadgeView: UIView {\n    override class func prepareForReuse() {}\n}",
            Example("class ProfileController: UIViewController {\n    override func viewDidLoad() {\n        configure()\n    }\n}",
                    options: "{excluded: [\"viewDidLoad()\"]}"),
            // A list without `*` replaces the default names.
            Example("class ProfileController: UIViewController {\n    override func viewDidLoad() {}\n}",
                    options: "{included: [\"configure(with:)\"]}"),
            Example("class ProfileController: UIViewController {\n    override func viewDidLoad() {}\n}",
                    options: "{excluded: [\"*\"]}"),
        ],
        triggeringExamples: [
            """
            class ProfileController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {↓
                    // super is forgotten
                    refresh()
                }
            }
            """,
            """
            class ProfileController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {↓
                    super.viewDidAppear(animated)
                    refresh()
                    super.viewDidAppear(animated)
                }
            }
            """,
            "class ProfileController: UIViewController {\n    override func didReceiveMemoryWarning() {↓\n    }\n}",
            // Calling another method of `super` is not calling this one.
            "class ProfileController: UIViewController {\n    override func viewDidLoad() {↓\n        super.loadView()\n    }\n}",
            "class ListController: UITableViewController {\n    override func setEditing(_ editing: Bool, animated: Bool) {↓}\n}",
            "extension Host {\n    class BadgeView: UIView {\n        override func updateConstraints() {↓ layout() }\n    }\n}",
            Example("class CardView: BaseView {\n    override func configure(with model: Card) {↓\n        apply(model)\n    }\n}",
                    options: "{included: [\"*\", \"configure(with:)\"]}"),
            Example("class CardView: BaseView {\n    override func configure(with model: Card) {↓}\n}",
                    options: "{included: \"configure(with:)\"}"),
        ]
    )

    public let options: SuperCallOptions
    /// The resolved names of the methods checked.
    private let methodNames: Set<String>

    public init(options: SuperCallOptions) {
        self.options = options
        methodNames = options.methodNames(defaults: Self.defaultMethodNames)
    }

    public var triggerIdentifiers: [String] { ["override"] }

    /// Methods whose overrides must call `super` (SwiftLint's list).
    static let defaultMethodNames = [
        // NSObject
        "awakeFromNib()", "prepareForInterfaceBuilder()",
        // UICollectionViewLayout
        "invalidateLayout()", "invalidateLayout(with:)", "invalidateLayoutWithContext(_:)",
        // UIView
        "prepareForReuse()", "updateConstraints()",
        // UIViewController
        "addChildViewController(_:)", "decodeRestorableState(with:)", "decodeRestorableStateWithCoder(_:)",
        "didReceiveMemoryWarning()", "encodeRestorableState(with:)", "encodeRestorableStateWithCoder(_:)",
        "removeFromParentViewController()", "setEditing(_:animated:)",
        "transition(from:to:duration:options:animations:completion:)", "transitionCoordinator()",
        "transitionFromViewController(_:toViewController:duration:options:animations:completion:)",
        "viewDidAppear(_:)", "viewDidDisappear(_:)", "viewDidLoad()", "viewWillAppear(_:)", "viewWillDisappear(_:)",
        // XCTestCase
        "invokeTest()",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard let method = SuperCalls.checkedOverride(node, among: methodNames) else { return }
            let calls = SuperCalls.count(in: method.body, calling: node.name.text)
            guard calls != 1 else { return }
            let message = calls == 0
                ? "Method '\(method.name)' should call to super function"
                : "Method '\(method.name)' should call to super only once"
            file.report(self, at: method.body.leftBrace.endPositionBeforeTrailingTrivia, message)
        }
    }
}

/// The options of `overridden_super_call` and `prohibited_super_call`
/// (SwiftLint's `included` and `excluded` method lists).
public struct SuperCallOptions: SeverityBasedOptions, Equatable {
    public var severity = Severity.warning
    /// Resolved method names (`name(label:)`) to check; `*` stands for the rule's own list.
    public var included = ["*"]
    /// Resolved method names not to check; `*` drops the rule's own list.
    public var excluded: [String] = []

    public init() {}

    enum CodingKeys: String, CodingKey {
        case severity, included, excluded
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
        if let names = try container.decodeIfPresent(StringList.self, forKey: .included) { included = names.values }
        if let names = try container.decodeIfPresent(StringList.self, forKey: .excluded) { excluded = names.values }
    }

    /// The names checked: the rule's `defaults` when `included` has `*` and
    /// `excluded` does not, then the other included names, less the excluded ones.
    func methodNames(defaults: [String]) -> Set<String> {
        var names = included.contains("*") && !excluded.contains("*") ? defaults : []
        names += included.filter { $0 != "*" }
        return Set(names).subtracting(excluded)
    }
}

/// How `overridden_super_call` and `prohibited_super_call` find overrides
/// and their calls to `super`.
enum SuperCalls {
    /// The resolved name and the body of an instance method override (outside
    /// protocols, whose bodies SwiftLint's visitor skips) named in `names`.
    static func checkedOverride(
        _ node: FunctionDeclSyntax, among names: Set<String>
    ) -> (name: String, body: CodeBlockSyntax)? {
        guard let body = node.body, node.modifiers.hasKeyword(.override),
              !node.modifiers.hasKeyword(.static), !node.modifiers.hasKeyword(.class)
        else { return nil }
        let name = resolvedName(of: node)
        guard names.contains(name), !isInProtocol(Syntax(node)) else { return nil }
        return (name, body)
    }

    /// `name(label:other:)`: the name and the argument labels (`_` for none).
    /// The same as `IdentifierNameRule`'s private helper.
    static func resolvedName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
        return function.name.text + "(" + labels.joined() + ")"
    }

    /// How many calls `super.name(…)` the body makes, closures, `defer` and
    /// nested functions included (whatever the arguments).
    static func count(in body: CodeBlockSyntax, calling name: String) -> Int {
        body.tokens(viewMode: .sourceAccurate).reduce(0) { count, token in
            isSuperCall(at: token, calling: name) ? count + 1 : count
        }
    }

    /// Whether the `super` token starts a call `super.name(…)`.
    private static func isSuperCall(at token: TokenSyntax, calling name: String) -> Bool {
        guard token.isKeyword(.super), let superExpr = token.parent?.as(SuperExprSyntax.self),
              let member = superExpr.parent?.as(MemberAccessExprSyntax.self), member.base?.id == superExpr.id,
              member.declName.baseName.text == name,
              let call = member.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.id == member.id
    }

    private static func isInProtocol(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ProtocolDeclSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }
}

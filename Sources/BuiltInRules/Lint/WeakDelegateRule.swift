import LintEngine
import SwiftSyntax
import ToolCore

/// A delegate usually owns (directly or not) the object it is the delegate
/// of; held strongly, the two keep each other alive and leak.
public struct WeakDelegateRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "weak_delegate",
        name: "Weak Delegate",
        summary: "Delegates should be weak to avoid reference cycles",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class Router {\n    weak var delegate: RouterDelegate?\n}",
            "class Router {\n    weak var navigationDelegate: NavigationDelegate?\n}",
            "class Router {\n    unowned var delegate: RouterDelegate\n}",
            "class Router {\n    weak var delegateQueue: DispatchQueue?\n}",
            // Only a name ending in "delegate" makes a delegate, whatever the type.
            "class Router {\n    var routeHandler: RouteDelegate?\n}",
            "class Router {\n    var delegateWasCalled: Bool?\n}",
            // Only properties of a class: not locals, not other types' members.
            "func prepare() {\n    var delegate: RouterDelegate?\n}",
            "class Router {\n    func makeDelegate() -> RouterDelegate {\n        let delegate = RouterDelegate()\n"
                + "        return delegate\n    }\n}",
            "class Router {\n    var isReady: Bool {\n        let sessionDelegate = Session.delegate\n"
                + "        return sessionDelegate.isReady\n    }\n}",
            "struct Router {\n    var delegate: RouterDelegate?\n}",
            "private var windowDelegate: String?",
            // A protocol cannot declare a property weak.
            "protocol Routing {\n    var delegate: AnyObject? { get set }\n}",
            "class Router {\n    protocol Routing {\n        var delegate: AnyObject? { get set }\n    }\n}",
            // Computed properties hold nothing.
            "class Router {\n    var fallbackDelegate: RouterDelegate {\n        return DefaultRouterDelegate()\n    }\n}",
            "class Router {\n    var fallbackDelegate: RouterDelegate {\n        get {\n            DefaultRouterDelegate()\n"
                + "        }\n    }\n}",
            // SwiftUI's adaptors own the application's delegate.
            "struct ShopApp: App {\n    @UIApplicationDelegateAdaptor(ShopAppDelegate.self) var appDelegate\n}",
            "class ShopHost {\n    @NSApplicationDelegateAdaptor(ShopAppDelegate.self) var hostDelegate\n}",
            "class ShopHost {\n    @WKExtensionDelegateAdaptor(WatchDelegate.self) var extensionDelegate\n}",
            // Every name of the declaration must end in "delegate".
            "class Router {\n    var delegate: RouterDelegate?, retryCount = 0\n}",
            "class Router {\n    var (delegate, retries): (RouterDelegate?, Int) = (nil, 0)\n}",
            // As SwiftLint: inside `#if`, the property is not taken as the class's.
            "class Router {\n#if DEBUG\n    var debugDelegate: DebugDelegate?\n#endif\n}",
        ],
        triggeringExamples: [
            "class Router {\n    ↓var delegate: RouterDelegate?\n}",
            "class Router {\n    ↓var navigationDelegate: NavigationDelegate?\n}",
            "class Router {\n    private ↓let sessionDelegate = SessionDelegate()\n}",
            "class Router {\n    ↓var delegate: RouterDelegate? {\n        didSet {\n            refresh()\n        }\n    }\n}",
            "class Router {\n    static ↓var sharedDelegate: RouterDelegate?\n}",
            "class Router {\n    ↓var firstDelegate: RouterDelegate?, backupDELEGATE: RouterDelegate?\n}",
            "struct Screen {\n    final class Coordinator {\n        ↓var delegate: CoordinatorDelegate?\n    }\n}",
            "class Router {\n    @Published ↓var delegate: RouterDelegate?\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// Property wrappers of SwiftUI that own an application or extension delegate.
    private static let adaptorAttributes: Set<String> = [
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard Self.namesDelegates(node),
                  !node.modifiers.contains(where: Self.isWeakOrUnowned),
                  !Self.isComputed(node),
                  !Self.hasAdaptorAttribute(node),
                  Self.isClassMember(node),
                  !LintSupport.isInsideProtocol(node)
            else { return }
            file.report(self, at: node.bindingSpecifier.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether every binding is a plain name ending in "delegate", in any case.
    private static func namesDelegates(_ node: VariableDeclSyntax) -> Bool {
        node.bindings.allSatisfy { binding in
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.lowercased().hasSuffix("delegate") == true
        }
    }

    private static func isWeakOrUnowned(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.name.isKeyword(.weak) || modifier.name.isKeyword(.unowned)
    }

    /// Whether every binding has a getter: `{ … }` or `{ get … }` (observers alone do not count).
    private static func isComputed(_ node: VariableDeclSyntax) -> Bool {
        node.bindings.allSatisfy { binding in
            switch binding.accessorBlock?.accessors {
            case .getter?: true
            case .accessors(let accessors)?: accessors.contains { $0.accessorSpecifier.isKeyword(.get) }
            case nil: false
            }
        }
    }

    private static func hasAdaptorAttribute(_ node: VariableDeclSyntax) -> Bool {
        node.attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text else {
                return false
            }
            return adaptorAttributes.contains(name)
        }
    }

    /// Whether the nearest declaration around the property is a class (as
    /// SwiftLint looks: any declaration in between, `#if` included, stops it).
    private static func isClassMember(_ node: VariableDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClassDeclSyntax.self) { return true }
            if parent.is(DeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}

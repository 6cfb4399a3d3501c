import LintEngine
import SwiftSyntax
import ToolCore

/// Some overridden methods must not pass the call on to `super`: the
/// superclass's version does work the override replaces (`loadView` makes a
/// view the override then discards) or fails outright.
public struct ProhibitedSuperCallRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "prohibited_super_call",
        name: "Prohibited Calls to Super",
        summary: "Some methods should not call super.",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class GalleryController: UIViewController {\n    override func loadView() {\n        view = GalleryView()\n    }\n}",
            // Not an override.
            "class LayerHost {\n    func updateLayer() {\n        super.updateLayer()\n    }\n}",
            """
            final class DocumentExtension: NSFileProviderExtension {
                override func providePlaceholder(at url: URL, completionHandler: @escaping (Error?) -> Void) {
                    guard let identifier = persistentIdentifierForItem(at: url) else {
                        completionHandler(NSFileProviderError(.noSuchItem))
                        return
                    }
                    store.writePlaceholder(for: identifier, completion: completionHandler)
                }
            }
            """,
            // Calling another method of `super` is allowed.
            "class GalleryController: UIViewController {\n    override func loadView() {\n        super.viewDidLoad()\n    }\n}",
            // Type methods are not checked.
            "class CanvasView: NSView {\n    override class func updateLayer() {\n        super.updateLayer()\n    }\n}",
            Example("class GalleryController: UIViewController {\n    override func loadView() {\n        super.loadView()\n    }\n}",
                    options: "{excluded: [\"loadView()\"]}"),
            Example("class CanvasView: NSView {\n    override func updateLayer() {\n        super.updateLayer()\n    }\n}",
                    options: "{included: [\"layout()\"]}"),
        ],
        triggeringExamples: [
            "class GalleryController: UIViewController {\n    override func loadView() {↓\n        super.loadView()\n    }\n}",
            """
            final class DocumentExtension: NSFileProviderExtension {
                override func providePlaceholder(at url: URL, completionHandler: @escaping (Error?) -> Void) {↓
                    prepare(url)
                    super.providePlaceholder(at: url, completionHandler: completionHandler)
                }
            }
            """,
            """
            class CanvasView: NSView {
                override func updateLayer() {↓
                    prepare()
                    super.updateLayer()
                    finish()
                }
            }
            """,
            """
            class CanvasView: NSView {
                override func updateLayer() {↓
                    defer {
                        super.updateLayer()
                    }
                }
            }
            """,
            // A call in a closure counts.
            """
            class Editor: NSTextView {
                override func doCommand(by selector: Selector) {↓ queue.async { super.doCommand(by: selector) } }
            }
            """,
            Example("class CanvasView: NSView {\n    override func layout() {↓\n        super.layout()\n    }\n}",
                    options: "{included: [\"*\", \"layout()\"]}"),
        ]
    )

    public let options: SuperCallOptions
    /// The resolved names of the methods checked.
    private let methodNames: Set<String>

    public init(options: SuperCallOptions) {
        self.options = options
        methodNames = options.methodNames(defaults: Self.defaultMethodNames)
    }

    public var triggerIdentifiers: [String] { ["super"] }

    /// Methods whose overrides must not call `super` (SwiftLint's list).
    static let defaultMethodNames = [
        // NSFileProviderExtension
        "providePlaceholder(at:completionHandler:)",
        // NSTextInput
        "doCommand(by:)",
        // NSView
        "updateLayer()",
        // UIViewController
        "loadView()",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            guard let method = SuperCalls.checkedOverride(node, among: methodNames),
                  SuperCalls.count(in: method.body, calling: node.name.text) > 0
            else { return }
            file.report(self, at: method.body.leftBrace.endPositionBeforeTrailingTrivia,
                        "Method '\(method.name)' should not call to super function")
        }
    }
}

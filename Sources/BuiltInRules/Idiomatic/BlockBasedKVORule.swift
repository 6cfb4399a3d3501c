import LintEngine
import SwiftSyntax
import ToolCore

/// Overriding `observeValue(forKeyPath:of:change:context:)` routes every
/// observation through one stringly-typed method; `observe(_:options:)`
/// takes a typed key path and a closure per observation.
public struct BlockBasedKVORule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "block_based_kvo",
        name: "Block Based KVO",
        summary: "Prefer the new block based KVO API with keypaths when using Swift 3.2 or later",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "let observer = foo.observe(\\.value, options: [.new]) { (foo, change) in\n   print(change.newValue)\n}",
            "class Foo: NSObject {\n  func observeValue(forKeyPath keyPath: String?) {}\n}",
            Example("class Foo: NSObject {\n  override func observeValue(forKeyPath keyPath: String?, of object: Any?,\n"
                    + "                             change: [String: Any]?, context: UnsafeMutableRawPointer?) {}\n}"),
        ],
        triggeringExamples: [
            Example("class Foo: NSObject {\n  override ↓func observeValue(forKeyPath keyPath: String?, of object: Any?,\n"
                    + "                              change: [NSKeyValueChangeKey : Any]?,\n"
                    + "                              context: UnsafeMutableRawPointer?) {}\n}"),
            Example("class Foo: NSObject {\n  override ↓func observeValue(forKeyPath keyPath: String?, of object: Any?,\n"
                    + "                              change: Dictionary<NSKeyValueChangeKey, Any>?,\n"
                    + "                              context: UnsafeMutableRawPointer?) {}\n}"),
            Example("class Foo: NSObject {\n  public override ↓func observeValue(forKeyPath keyPath: String?, of object: Any?, "
                    + "change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["observeValue"] }

    private static let labels = ["forKeyPath", "of", "change", "context"]
    private static let signatures: Set<[String]> = [
        ["String?", "Any?", "[NSKeyValueChangeKey:Any]?", "UnsafeMutableRawPointer?"],
        ["String?", "Any?", "Dictionary<NSKeyValueChangeKey,Any>?", "UnsafeMutableRawPointer?"],
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(FunctionDeclSyntax.self) { node in
            let parameters = node.signature.parameterClause.parameters
            guard node.name.text == "observeValue", parameters.count == 4, node.modifiers.hasKeyword(.override),
                  parameters.map(\.firstName.text) == Self.labels,
                  Self.signatures.contains(parameters.map { String($0.type.trimmedText.filter { $0 != " " }) })
            else { return }
            file.report(self, at: node.funcKeyword.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }
}

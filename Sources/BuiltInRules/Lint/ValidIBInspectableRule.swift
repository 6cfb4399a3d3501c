import LintEngine
import SwiftSyntax
import ToolCore

/// Interface Builder can only set `@IBInspectable` properties that are
/// writable and of a type it knows; anything else fails at run time.
public struct ValidIBInspectableRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "valid_ibinspectable",
        name: "Valid IBInspectable",
        summary: "@IBInspectable should be applied to variables only, have its type explicit and be of a supported type",
        kind: .lint,
        nonTriggeringExamples: [
            "class Foo {\n  @IBInspectable private var x: Int\n}",
            "class Foo {\n  @IBInspectable private var x: String?\n}",
            "class Foo {\n  @IBInspectable private var x: String!\n}",
            "class Foo {\n  @IBInspectable private var count: Int = 0\n}",
            "class Foo {\n  private var notInspectable = 0\n}",
            "class Foo {\n  private let notInspectable: Int\n}",
            Example("extension Foo {\n    @IBInspectable var color: UIColor {\n        set {\n"
                    + "            self.bar.textColor = newValue\n        }\n\n"
                    + "        get {\n            return self.bar.textColor\n        }\n    }\n}"),
            Example("class Foo {\n    @IBInspectable var borderColor: UIColor? = nil {\n        didSet {\n"
                    + "            updateAppearance()\n        }\n    }\n}"),
        ],
        triggeringExamples: [
            "class Foo {\n  @IBInspectable private ↓let count: Int\n}",
            "class Foo {\n  @IBInspectable private ↓var insets: UIEdgeInsets\n}",
            "class Foo {\n  @IBInspectable private ↓var count = 0\n}",
            "class Foo {\n  @IBInspectable private ↓var count: Int?\n}",
            "class Foo {\n  @IBInspectable private ↓var count: Int!\n}",
            "class Foo {\n  @IBInspectable private ↓var count: Optional<Int>\n}",
            "class Foo {\n  @IBInspectable private ↓var x: Optional<String>\n}",
            "class Foo {\n  @IBInspectable ↓var title: String {\n    get { label.text ?? \"\" }\n  }\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["IBInspectable"] }

    /// What Interface Builder can edit; only reference types may be optional.
    private static let supportedTypes: Set<String> = {
        let referenceTypes = ["String", "NSString", "UIColor", "NSColor", "UIImage", "NSImage"]
        let valueTypes = ["CGFloat", "Float", "Double", "Bool", "CGPoint", "NSPoint", "CGSize", "NSSize", "CGRect", "NSRect"]
        let integers = ["", "8", "16", "32", "64"].flatMap { size in ["Int\(size)", "UInt\(size)"] }
        return Set(referenceTypes.flatMap { [$0, $0 + "!", $0 + "?"] } + valueTypes + integers)
    }()

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard LintSupport.attribute(named: "IBInspectable", in: node.attributes) != nil,
                  !node.modifiers.hasKeyword(.static), !node.modifiers.hasKeyword(.class),
                  !Self.isInsideFunction(node), Self.isReadOnly(node) || !Self.hasSupportedTypes(node)
            else { return }
            file.report(self, at: node.bindingSpecifier.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// `let`, or computed with a getter and no setter.
    private static func isReadOnly(_ node: VariableDeclSyntax) -> Bool {
        if node.bindingSpecifier.isKeyword(.let) { return true }
        guard node.bindings.contains(where: { $0.accessorBlock != nil }) else { return false }
        return node.bindings.allSatisfy { binding in
            guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else {
                return binding.accessorBlock == nil
            }
            let kinds = accessors.map(\.accessorSpecifier.tokenKind)
            return kinds.contains(.keyword(.get)) && !kinds.contains(.keyword(.set))
        }
    }

    private static func hasSupportedTypes(_ node: VariableDeclSyntax) -> Bool {
        node.bindings.allSatisfy { binding in
            binding.typeAnnotation.map { supportedTypes.contains($0.type.trimmedText) } ?? false
        }
    }

    private static func isInsideFunction(_ node: VariableDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) { return true }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}

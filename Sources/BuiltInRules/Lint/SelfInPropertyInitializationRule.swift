import LintEngine
import SwiftSyntax
import ToolCore

/// In a stored property's initializer `self` is not the instance being
/// built but the unapplied `NSObject.self()` method; `lazy var` is what
/// gives the initializer access to the instance.
public struct SelfInPropertyInitializationRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "self_in_property_initialization",
        name: "Self in Property Initialization",
        summary: "`self` refers to the unapplied `NSObject.self()` method, which is likely not expected; "
            + "make the variable `lazy` to be able to refer to the current instance or use `ClassName.self`",
        kind: .lint,
        nonTriggeringExamples: [
            "class View: UIView {\n    let button: UIButton = {\n        return UIButton()\n    }()\n}",
            Example("class View: UIView {\n    lazy var button: UIButton = {\n        let button = UIButton()\n"
                    + "        button.addTarget(self, action: #selector(didTapButton), for: .touchUpInside)\n"
                    + "        return button\n    }()\n}"),
            Example("class View: UIView {\n    var button: UIButton = {\n        let button = UIButton()\n"
                    + "        button.addTarget(otherObject, action: #selector(didTapButton), for: .touchUpInside)\n"
                    + "        return button\n    }()\n}"),
            "class View: UIView {\n    static let shared: View = {\n        View(owner: self)\n    }()\n}",
            "struct S {\n    var name = self\n}",
            Example("class Foo {\n    var bar: Bool = false {\n        didSet {\n            value = {\n                if bar {\n"
                    + "                    return self.calculateA()\n                } else {\n"
                    + "                    return self.calculateB()\n"
                    + "                }\n            }()\n        }\n    }\n    var value: String?\n}"),
        ],
        triggeringExamples: [
            Example("class View: UIView {\n    ↓var button: UIButton = {\n        let button = UIButton()\n"
                    + "        button.addTarget(self, action: #selector(didTapButton), for: .touchUpInside)\n"
                    + "        return button\n    }()\n}"),
            Example("class View: UIView {\n    ↓let button: UIButton = {\n        let button = UIButton()\n"
                    + "        button.addTarget(self, action: #selector(didTapButton), for: .touchUpInside)\n"
                    + "        return button\n    }()\n}"),
            "class Model {\n    ↓let owner = self\n}",
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    /// A class property whose initializers are being walked.
    private struct OpenProperty {
        let id: SyntaxIdentifier
        let keyword: AbsolutePosition
        /// The initializer values and whether each uses `self`.
        var initializers: [(range: Range<AbsolutePosition>, usesSelf: Bool)]
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var open: [OpenProperty] = []
        walk.on(VariableDeclSyntax.self) { node in
            let modifiers = node.modifiers
            guard !modifiers.hasKeyword(.lazy), !modifiers.hasKeyword(.static),
                  !modifiers.hasKeyword(.class),
                  node.parent?.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true
            else { return }
            let values = node.bindings.compactMap { $0.initializer?.value }
            guard !values.isEmpty else { return }
            open.append(OpenProperty(id: node.id, keyword: node.bindingSpecifier.positionAfterSkippingLeadingTrivia,
                                     initializers: values.map { ($0.position..<$0.endPosition, false) }))
        }
        walk.on(DeclReferenceExprSyntax.self) { node in
            guard !open.isEmpty, node.baseName.isKeyword(.self), !LintSupport.isMemberName(node) else { return }
            let last = open.count - 1
            for index in open[last].initializers.indices where open[last].initializers[index].range.contains(node.position) {
                open[last].initializers[index].usesSelf = true
            }
        }
        walk.after(VariableDeclSyntax.self) { node in
            guard open.last?.id == node.id, let property = open.popLast() else { return }
            for initializer in property.initializers where initializer.usesSelf {
                file.report(self, at: property.keyword, Self.description.summary)
            }
        }
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// An outlet is a view owned by its controller or view; visible outlets let
/// other layers reach into that view hierarchy and depend on UIKit details.
public struct PrivateOutletRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "private_outlet",
        name: "Private Outlets",
        summary: "IBOutlets should be private to avoid leaking UIKit to higher layers",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: [
            "class Card { @IBOutlet private var titleView: UIView? }",
            "class Card { @IBOutlet private var titleView: UIView! }",
            "class Card { var plainView: UIView }",
            "class Card { @IBOutlet weak private var titleView: UIView? }",
            "class Card { @IBOutlet private weak var titleView: UIView? }",
            "class Card { @IBOutlet fileprivate weak var titleView: UIView? }",
            "extension Card { @IBOutlet private var badge: UILabel? { nil } }",
            // Only members are checked.
            "func build() {\n    @IBOutlet var local: UIView?\n}",
            Example("class Card { @IBOutlet private(set) var titleView: UIView? }", options: "{allow_private_set: true}"),
            Example("class Card { @IBOutlet private(set) var titleView: UIView! }", options: "{allow_private_set: true}"),
            Example("class Card { @IBOutlet weak private(set) var titleView: UIView? }", options: "{allow_private_set: true}"),
            Example("class Card { @IBOutlet private(set) weak var titleView: UIView? }", options: "{allow_private_set: true}"),
            Example("class Card { @IBOutlet fileprivate(set) weak var titleView: UIView? }", options: "{allow_private_set: true}"),
            Example("class Card { @IBOutlet public private(set) var titleView: UIView? }", options: "{allow_private_set: true}"),
        ],
        triggeringExamples: [
            "class Card { @IBOutlet ↓var titleView: UIView? }",
            "class Card { @IBOutlet ↓var titleView: UIView! }",
            "class Card { @IBOutlet private(set) ↓var titleView: UIView? }",
            "class Card { @IBOutlet fileprivate(set) ↓var titleView: UIView? }",
            "class Card { @IBOutlet public private(set) ↓var titleView: UIView? }",
            "struct Card { @IBOutlet internal weak ↓var titleView: UIView? }",
            "class Card {\n#if os(iOS)\n    @IBOutlet weak ↓var titleView: UIView?\n#endif\n}",
            Example("""
                class CardHeaderView: UITableViewHeaderFooterView {
                    typealias TapHandler = (CardHeaderView) -> Void
                    @IBOutlet private var captionLabel: UILabel?

                    @objc @IBOutlet private(set) ↓var moreButton: UIButton? {
                        didSet {
                            moreButton?.setTitle("More", for: .normal)
                        }
                    }

                    @objc var caption: String = "" {
                        didSet {
                            captionLabel?.text = caption.uppercased()
                        }
                    }

                    @objc var onMore: TapHandler?

                    override func awakeFromNib() {
                        super.awakeFromNib()
                        captionLabel?.textColor = .secondaryLabel
                    }

                    @IBAction func moreTapped() {
                        onMore?(self)
                    }
                }
                """, options: "{allow_private_set: false}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Accept outlets that are only privately settable: `@IBOutlet private(set) var`.
        public var allowPrivateSet = false

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case allowPrivateSet = "allow_private_set"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            allowPrivateSet = try container.decodeIfPresent(Bool.self, forKey: .allowPrivateSet) ?? allowPrivateSet
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public var triggerIdentifiers: [String] { ["IBOutlet"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(MemberBlockItemSyntax.self) { node in
            guard let variable = node.decl.as(VariableDeclSyntax.self),
                  LintSupport.attribute(named: "IBOutlet", in: variable.attributes) != nil,
                  !Self.isPrivate(variable.modifiers, setterOnly: false),
                  !(options.allowPrivateSet && Self.isPrivate(variable.modifiers, setterOnly: true))
            else { return }
            file.report(self, at: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    /// Whether the modifiers hold `private` or `fileprivate` and, as SwiftLint
    /// reads them, a setter-only access level (`private(set)`) when
    /// `setterOnly`, none otherwise.
    private static func isPrivate(_ modifiers: DeclModifierListSyntax, setterOnly: Bool) -> Bool {
        guard modifiers.hasKeyword(.private) || modifiers.hasKeyword(.fileprivate) else { return false }
        let hasSetterLevel = modifiers.contains { $0.detail?.detail.text == "set" }
        return hasSetterLevel == setterOnly
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// SwiftUI owns the storage of `@State` and `@StateObject`; a value passed in
/// through the memberwise initializer conflicts with it. Apple's documentation
/// asks for them to be private, which also keeps them out of that initializer.
public struct PrivateSwiftUIStateRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "private_swiftui_state",
        name: "Private SwiftUI State Properties",
        summary: "SwiftUI state properties should be private",
        kind: .lint,
        isOptIn: true,
        nonTriggeringExamples: PrivateSwiftUIStateRule.nonTriggeringExamples,
        triggeringExamples: PrivateSwiftUIStateRule.triggeringExamples,
        corrections: PrivateSwiftUIStateRule.corrections
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { ["State", "StateObject"] }

    /// The protocols whose conformers own SwiftUI state.
    private static let swiftUIProtocols: Set<String> = ["View", "App", "Scene"]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(VariableDeclSyntax.self) { node in
            guard node.parent?.is(MemberBlockItemSyntax.self) == true,
                  Self.hasStateAttribute(node.attributes),
                  !AccessControlSupport.isPrivateOrFileprivate(node.modifiers),
                  Self.isInSwiftUIType(node)
            else { return }
            let access = AccessControlSupport.accessLevelModifier(in: node.modifiers)
            let position = access?.positionAfterSkippingLeadingTrivia ?? node.bindingSpecifier.positionAfterSkippingLeadingTrivia
            file.report(self, at: position, Self.description.summary, fix: Self.fix(node))
        }
    }

    /// `@State` or `@StateObject`, spelled without a module.
    private static func hasStateAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element,
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
            else { return false }
            return name == "State" || name == "StateObject"
        }
    }

    /// Whether the innermost class, struct or actor around the property conforms
    /// to `View`, `App` or `Scene` (enums and extensions do not count, as in
    /// SwiftLint; protocols are skipped).
    private static func isInSwiftUIType(_ node: VariableDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .structDecl:
                return conforms(parent.as(StructDeclSyntax.self)?.inheritanceClause)
            case .classDecl:
                return conforms(parent.as(ClassDeclSyntax.self)?.inheritanceClause)
            case .actorDecl:
                return conforms(parent.as(ActorDeclSyntax.self)?.inheritanceClause)
            case .protocolDecl:
                return false
            default:
                current = parent.parent
            }
        }
        return false
    }

    private static func conforms(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            guard let name = inherited.type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            return swiftUIProtocols.contains(name)
        } ?? false
    }

    /// SwiftLint's rewrite: `private` in front of the binding keyword when there
    /// are no modifiers; otherwise the access modifiers give way to one
    /// `private` that keeps their comments, followed by the other modifiers.
    private static func fix(_ node: VariableDeclSyntax) -> Diagnostic.Fix {
        let modifiers = node.modifiers
        guard let first = modifiers.first else {
            let offset = node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
            return Diagnostic.Fix(start: offset, end: offset, replacement: "private ")
        }
        let access = modifiers.filter { AccessControlSupport.isAccessLevel($0) }
        let leading = access.reduce(Trivia(pieces: [])) { $0.merging($1.leadingTrivia) }
        let trailing = access.reduce(Trivia(pieces: [])) { $0.merging($1.trailingTrivia) }.merging(.space)
        var others = modifiers.filter { !AccessControlSupport.isAccessLevel($0) }.map(\.description)
        var prefix = ""
        if !AccessControlSupport.isAccessLevel(first), !others.isEmpty {
            // SwiftLint would put `private` after the list's leading trivia is
            // gone (`@State\n static` → `@Stateprivate …`): keep it in front.
            prefix = first.leadingTrivia.description
            others[0] = first.with(\.leadingTrivia, Trivia(pieces: [])).description
        }
        let replacement = prefix + leading.description + "private" + trailing.description + others.joined()
        return Diagnostic.Fix(start: modifiers.position.utf8Offset, end: modifiers.endPosition.utf8Offset,
                              replacement: replacement)
    }
}

private extension PrivateSwiftUIStateRule {
    static let nonTriggeringExamples: [Example] = [
        "struct PlayerApp: App {\n    @State private var isMuted: Bool = false\n}",
        "struct PlayerScene: Scene {\n    @State private var isMuted: Bool = false\n}",
        "struct PlayerView: View {\n    @State private var isMuted: Bool = false\n}",
        "struct PlayerView: View {\n    @State fileprivate var volume = 0.5\n}",
        """
        struct PlayerView: View {
            @State private var isMuted: Bool = false

            struct ControlsView: View {
                @State private var isExpanded: Bool = false
            }
        }
        """,
        """
        struct Player {
            struct ControlsView: View {
                @State private var isExpanded: Bool = false
            }

            @State var notAView: Bool = false
        }
        """,
        """
        struct PlayerView: View {
            var progress: Double {
                @State
                var cached: Double = 0.25
                return cached
            }

            var body: some View { Text("") }
        }
        """,
        "struct PlayerView: View {\n    var isMuted = false\n}",
        "struct PlayerApp: App {\n    @StateObject private var library = Library()\n}",
        "struct PlayerScene: Scene {\n    @StateObject private var library = Library()\n}",
        "struct PlayerView: View {\n    @StateObject private var library = Library()\n}",
        "struct PlayerView: View {\n    @Binding var isMuted: Bool\n    @ObservedObject var library: Library\n}",
        "struct PlayerView: View {\n    @SwiftUI.State var isMuted = false\n}",
        "struct Player {\n    @State var isMuted = false\n}",
        "class Player: ObservableObject {\n    @State var track = Track()\n}",
        """
        extension Player {
            struct ControlsView: View {
                @State private var isExpanded: Bool = false
            }
        }
        """,
        "actor PlayerView: View {\n    @State private var isMuted: Bool = false\n}",
        // Protocols are skipped.
        "protocol PlayerView: View {\n    @State var isMuted: Bool { get }\n}",
    ]

    static let triggeringExamples: [Example] = [
        "struct PlayerApp: App {\n    @State ↓var isMuted: Bool = false\n}",
        "struct PlayerScene: Scene {\n    @State ↓public var isMuted: Bool = false\n}",
        "struct PlayerView: View {\n    @State ↓var isMuted: Bool = false\n}",
        """
        struct PlayerView: View {
            struct ControlsView: View {
                @State private var isExpanded: Bool = false
            }

            @State ↓var isMuted: Bool = false
        }
        """,
        """
        struct Player {
            struct ControlsView: View {
                @State ↓var isExpanded: Bool = false
            }

            @State var notAView: Bool = false
        }
        """,
        "final class PlayerView: View {\n    @State ↓var isMuted: Bool = false\n}",
        """
        extension Player {
            struct ControlsView: View {
                @State ↓internal var isExpanded: Bool = false
            }
        }
        """,
        "actor PlayerView: View {\n    @State ↓var isMuted: Bool = false\n}",
        "struct PlayerApp: App {\n    @StateObject ↓var library = Library()\n}",
        "struct PlayerScene: Scene {\n    @StateObject ↓var library = Library()\n}",
        "struct PlayerView: View {\n    @StateObject ↓var library = Library()\n}",
        "struct PlayerView: View {\n    @State ↓private(set) var isMuted = false\n}",
        "struct PlayerView: View {\n    @State ↓fileprivate(set) public var isMuted = false\n}",
        "struct PlayerView: View {\n    @State static ↓public var shared = false\n}",
        // Enum members count for the type around the enum, as in SwiftLint.
        "struct PlayerView: View {\n    enum Defaults {\n        @State static ↓var volume = 0.5\n    }\n}",
    ]

    static let corrections: [Correction] = [
        Correction("struct PlayerView: View {\n    @State ↓var isMuted: Bool = false\n}",
                   "struct PlayerView: View {\n    @State private var isMuted: Bool = false\n}"),
        Correction("struct PlayerView: View {\n    @State ↓public var isMuted: Bool = false\n}",
                   "struct PlayerView: View {\n    @State private var isMuted: Bool = false\n}"),
        Correction("struct PlayerView: View {\n    @State ↓private(set) var isMuted: Bool = false\n}",
                   "struct PlayerView: View {\n    @State private var isMuted: Bool = false\n}"),
        Correction("struct PlayerView: View {\n    @State ↓fileprivate(set) public var isMuted = false\n}",
                   "struct PlayerView: View {\n    @State private var isMuted = false\n}"),
        Correction(
            """
            struct PlayerView: View {
                @State
                /// Whether the sound is off
                ↓private(set)
                // Read by the toolbar
                public var isMuted: Bool = false
            }
            """,
            """
            struct PlayerView: View {
                @State
                /// Whether the sound is off
                // Read by the toolbar
                private var isMuted: Bool = false
            }
            """
        ),
        Correction(
            """
            struct PlayerApp: App {
                @State
                /// Whether the sound is off
                ↓var isMuted: Bool = false
            }
            """,
            """
            struct PlayerApp: App {
                @State
                /// Whether the sound is off
                private var isMuted: Bool = false
            }
            """
        ),
        Correction("struct PlayerScene: Scene {\n    @State /* muted */ ↓var isMuted: Bool = false\n}",
                   "struct PlayerScene: Scene {\n    @State /* muted */ private var isMuted: Bool = false\n}"),
        Correction("class PlayerView: View {\n    @StateObject ↓internal final var library = Library()\n}",
                   "class PlayerView: View {\n    @StateObject private final var library = Library()\n}"),
        Correction("struct PlayerView: View {\n    @State static ↓public var shared = false\n}",
                   "struct PlayerView: View {\n    @State private static var shared = false\n}"),
        Correction("struct PlayerView: View {\n    @State\n    static ↓var shared = false\n}",
                   "struct PlayerView: View {\n    @State\n    private static var shared = false\n}"),
    ]
}

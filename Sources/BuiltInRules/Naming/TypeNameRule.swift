import LintEngine
import SwiftSyntax
import ToolCore

/// Type names are read everywhere the type is used; a consistent UpperCamelCase
/// name of reasonable length tells a type from a value at a glance.
public struct TypeNameRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "type_name",
        name: "Type Name",
        summary: "Type name should only contain alphanumeric characters, start with an uppercase character and "
            + "span between 3 and 40 characters in length. Private types may start with an underscore.",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "class MyType {}",
            "private struct _MyType {}",
            Example("enum " + String(repeating: "A", count: 40) + " {}"),
            "struct MyView_Previews: PreviewProvider {}",
            "typealias Foo = Void",
            "protocol Foo {\n  associatedtype Bar: Equatable\n}",
            "struct SomeStruct {\n  enum `Type` {\n    case x, y, z\n  }\n}",
            Example("protocol P {}", options: "{validate_protocols: false}"),
            Example("struct iPhone {}", options: "{excluded: iPhone}"),
            Example("struct My_Type {}", options: "{allowed_symbols: [\"_\"]}"),
        ],
        triggeringExamples: [
            "class ↓myType {}",
            "enum ↓_MyType {}",
            "private struct ↓MyType_ {}",
            "struct ↓My {}",
            Example("struct ↓" + String(repeating: "A", count: 41) + " {}"),
            "class ↓MyView_Previews {}",
            "private typealias ↓foo = Void",
            "protocol Foo {\n  associatedtype ↓X\n}",
            "protocol ↓P {}",
            "actor ↓ab {}",
            Example("struct ↓Abc {}", options: "{min_length: 4}"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var name = NameOptions(minLength: SeverityLevels(warning: 3, error: 0),
                                      maxLength: SeverityLevels(warning: 40, error: 1000))
        public var validateProtocols = true
        public var severity: Severity { .warning }

        public init() {}

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NameOptionKeys.self)
            try name.decode(from: container)
            validateProtocols = try container.decodeIfPresent(Bool.self, forKey: .validateProtocols) ?? validateProtocols
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var exclusions = NameExclusions(options.name.excluded)
        walk.on(ClassDeclSyntax.self) { node in
            check(node.name, node.modifiers, node.inheritanceClause, in: file, &exclusions)
        }
        walk.on(StructDeclSyntax.self) { node in
            check(node.name, node.modifiers, node.inheritanceClause, in: file, &exclusions)
        }
        walk.on(EnumDeclSyntax.self) { node in
            check(node.name, node.modifiers, node.inheritanceClause, in: file, &exclusions)
        }
        walk.on(ActorDeclSyntax.self) { node in
            check(node.name, node.modifiers, node.inheritanceClause, in: file, &exclusions)
        }
        walk.on(TypeAliasDeclSyntax.self) { node in
            check(node.name, node.modifiers, nil, in: file, &exclusions)
        }
        walk.on(AssociatedTypeDeclSyntax.self) { node in
            check(node.name, node.modifiers, node.inheritanceClause, in: file, &exclusions)
        }
        if options.validateProtocols {
            walk.on(ProtocolDeclSyntax.self) { node in
                check(node.name, node.modifiers, node.inheritanceClause, in: file, &exclusions)
            }
        }
    }

    private func check(
        _ identifier: TokenSyntax, _ modifiers: DeclModifierListSyntax, _ inheritance: InheritanceClauseSyntax?,
        in file: LintFile, _ exclusions: inout NameExclusions
    ) {
        let original = identifier.text
        guard !exclusions.contains(original) else { return }
        let name = Self.strippingPreviewSuffix(
            original.withoutBackticks.droppingUnderscorePrefix(if: modifiers.isPrivateOrFilePrivateAccess),
            inheritance: inheritance)
        guard let (message, severity) = violation(of: name) else { return }
        file.report(self, at: identifier.positionAfterSkippingLeadingTrivia, message, severity: severity)
    }

    private func violation(of name: String) -> (String, Severity)? {
        let options = options.name
        if !options.containsOnlyAllowedCharacters(name) {
            return ("Type name '\(name)' should only contain alphanumeric and other allowed characters",
                    options.unallowedSymbolsSeverity)
        }
        if let severity = options.validatesStartWithLowercase, name.first?.isLowercase == true {
            return ("Type name '\(name)' should start with an uppercase character", severity)
        }
        if let severity = options.severity(forLength: name.count) {
            return ("Type name '\(name)' \(options.lengthPhrase)", severity)
        }
        return nil
    }

    /// SwiftUI previews are named `Name_Previews`; the suffix is not part of the name.
    private static func strippingPreviewSuffix(_ name: String, inheritance: InheritanceClauseSyntax?) -> String {
        guard name.hasSuffix("_Previews"), let inheritance,
              inheritance.inheritedTypes.contains(where: {
                  $0.type.as(IdentifierTypeSyntax.self)?.name.text == "PreviewProvider"
              })
        else { return name }
        return String(name.dropLast("_Previews".count))
    }
}

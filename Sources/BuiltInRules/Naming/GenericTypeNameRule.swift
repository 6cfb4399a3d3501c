import LintEngine
import SwiftSyntax
import ToolCore

/// Generic parameters stand for types, so they are named like types: short,
/// UpperCamelCase, and without symbols.
public struct GenericTypeNameRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "generic_type_name",
        name: "Generic Type Name",
        summary: "Generic type name should only contain alphanumeric characters, start with an uppercase character "
            + "and span between 1 and 20 characters in length.",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "func foo<T>() {}",
            "func foo<T: Hashable, U: Rule>(param: U) -> T {}",
            "struct Foo<Element> {}",
            "func run(_ options: NoOptions<CommandantError<()>>) {}",
            "typealias BackwardTriple<T1, T2, T3> = (T3, T2, T1)",
            "struct Foo<let count: Int> {}",
            Example("func foo<T_Foo>() {}", options: "{allowed_symbols: [\"_\"]}"),
        ],
        triggeringExamples: [
            "func foo<↓T_Foo>() {}",
            "func foo<T, ↓U_Foo>(param: U_Foo) -> T {}",
            Example("func foo<↓" + String(repeating: "T", count: 21) + ">() {}"),
            "func foo<↓type>() {}",
            "typealias StringDictionary<↓T_Foo> = Dictionary<String, T_Foo>",
            "class Foo<↓T_Foo, ↓U_Foo> {}",
            Example("struct Foo<↓T> {}", options: "{min_length: 2}"),
        ]
    )

    public struct Options: RuleOptions, Equatable {
        public var name = NameOptions(minLength: SeverityLevels(warning: 1, error: 0),
                                      maxLength: SeverityLevels(warning: 20, error: 1000))
        public var severity: Severity { .warning }

        public init() {}

        public init(from decoder: any Decoder) throws {
            try name.decode(from: decoder.container(keyedBy: NameOptionKeys.self))
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        var exclusions = NameExclusions(options.name.excluded)
        walk.on(GenericParameterSyntax.self) { node in
            // Value generics (`<let count: Int>`) name values, not types.
            if node.specifier?.isKeyword(.let) == true { return }
            let name = node.name.text
            guard !name.isEmpty, !exclusions.contains(name), let (message, severity) = violation(of: name) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, message, severity: severity)
        }
    }

    private func violation(of name: String) -> (String, Severity)? {
        let options = options.name
        if !options.containsOnlyAllowedCharacters(name) {
            return ("Generic type name '\(name)' should only contain alphanumeric and other allowed characters",
                    options.unallowedSymbolsSeverity)
        }
        if let severity = options.validatesStartWithLowercase, let first = name.first,
           !NameCharacters.isUppercase(first) {
            return ("Generic type name '\(name)' should start with an uppercase character", severity)
        }
        if let severity = options.severity(forLength: name.count) {
            return ("Generic type name '\(name)' \(options.lengthPhrase)", severity)
        }
        return nil
    }
}

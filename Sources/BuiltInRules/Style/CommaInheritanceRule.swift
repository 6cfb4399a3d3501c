import LintEngine
import SwiftSyntax
import ToolCore

/// An inheritance list separates its types with commas; `A & B` there reads as
/// a composition type and differs from how every other list is written.
public struct CommaInheritanceRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "comma_inheritance",
        name: "Comma Inheritance Rule",
        summary: "Use commas to separate types in inheritance lists",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "struct Point: Hashable, Sendable {}",
            "enum Mode: String, CaseIterable {}",
            "class Shape: NSObject, NSCopying {}",
            "protocol Drawable: AnyObject, Sendable {}",
            "typealias Storable = Hashable & Sendable",
            "func store<Value: Hashable & Sendable>(_ value: Value) {}",
            "protocol Repository {\n    associatedtype Item: Hashable, Sendable\n}",
            "let handler: any Hashable & Sendable = 1",
        ],
        triggeringExamples: [
            "struct Point: Hashable↓ & Sendable {}",
            "struct Point: Hashable↓   & Sendable {}",
            "struct Point: Hashable↓&Sendable {}",
            "struct Point: Hashable↓& Sendable {}",
            "enum Mode: String↓ & CaseIterable {}",
            "class Shape: NSObject↓ & NSCopying {}",
            "protocol Drawable: AnyObject↓ & Sendable {}",
            "extension Shape: Equatable↓ & Comparable {}",
            "struct Point: Hashable↓ & Sendable↓ & Codable {}",
            "protocol Repository {\n    associatedtype Item: Hashable↓ & Sendable\n}",
        ],
        corrections: [
            Correction("struct Point: Hashable↓ & Sendable {}", "struct Point: Hashable, Sendable {}"),
            Correction("struct Point: Hashable↓   & Sendable {}", "struct Point: Hashable, Sendable {}"),
            Correction("struct Point: Hashable↓&Sendable {}", "struct Point: Hashable, Sendable {}"),
            Correction("struct Point: Hashable↓& Sendable {}", "struct Point: Hashable, Sendable {}"),
            Correction("class Shape: NSObject↓ & NSCopying {}", "class Shape: NSObject, NSCopying {}"),
            Correction("struct Point: Hashable↓ & Sendable↓ & Codable {}", "struct Point: Hashable, Sendable, Codable {}"),
            Correction("protocol Repository {\n    associatedtype Item: Hashable↓ & Sendable\n}",
                       "protocol Repository {\n    associatedtype Item: Hashable, Sendable\n}"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(InheritedTypeSyntax.self) { node in
            guard let composition = node.type.as(CompositionTypeSyntax.self) else { return }
            for ampersand in composition.elements.compactMap(\.ampersand) {
                // From the end of the type before `&` (its trailing blanks included) to after `&` and its blanks.
                let start = ampersand.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
                    ?? ampersand.position
                file.report(self, at: start, Self.description.summary,
                            fix: .init(start: start.utf8Offset, end: ampersand.endPosition.utf8Offset, replacement: ", "))
            }
        }
    }
}

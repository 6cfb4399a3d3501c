import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// Foundation's Swift value types (`String`, `Data`, `URL`, `Date`…) have value
/// semantics and a Swift API; their bridged Objective-C reference types
/// (`NSString`, `NSData`…) share mutable state and need casts to get back.
public struct LegacyObjcTypeRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "legacy_objc_type",
        name: "Legacy Objective-C Reference Type",
        summary: "Prefer Swift value types to bridged Objective-C reference types",
        kind: .idiomatic,
        isOptIn: true,
        nonTriggeringExamples: [
            "var names = Array<String>()",
            "var zone: TimeZone? = nil",
            "var pattern: NSRegularExpression",
            "let title = NSStringFromClass(Widget.self)",
            "let buffer = NSMutableString()",
            "_ = URLRequest.NetworkServiceType.background",
            #"_ = Notification.Name("app.didSync")"#,
            "let text: Legacy.NSString",
            Example("class Loader: NSURLRequest {\n    let payload = NSData()\n    let size: NSNumber\n}",
                    options: "{allowed_types: [NSData, NSNumber, NSURLRequest]}"),
        ],
        triggeringExamples: [
            "var seen = ↓NSSet()",
            "var region: ↓NSLocale? = nil",
            "_ = ↓NSURLRequest.CachePolicy.returnCacheDataElseLoad",
            #"_ = ↓NSNotification.Name("app.didSync")"#,
            "let sizes: Array<↓NSNumber> = []",
            "let raw = value as? ↓NSDictionary",
            "let kind = ↓NSUUID.self",
            "let blob = Foundation.↓NSData()",
            "let link: Foundation.↓NSURL",
            Example("let pair: (Int) -> (↓NSString, ↓NSString) = {\n  let s = \"\\($0)\" as ↓NSString; return (s, s)\n}\n"
                    + "table = [↓NSString: ↓NSString](uniqueKeysWithValues:\n  (1...50).lazy.map(pair))"),
            Example("extension Foundation.Notification.Name {\n"
                    + "    static var syncFinished: Foundation.↓NSNotification.Name {\n"
                    + "        return Foundation.Notification.Name(\"app.syncFinished\")\n    }\n}"),
            Example("let payload = NSData()\nlet size: ↓NSNumber", options: "{allowed_types: [NSData]}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Legacy types left alone.
        public var allowedTypes: Set<String> = []

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case allowedTypes = "allowed_types"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            if let types = try container.decodeIfPresent(StringList.self, forKey: .allowedTypes) {
                allowedTypes = Set(types.values)
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public var triggerIdentifiers: [String] { Array(Self.legacyTypes) }

    /// The bridged reference types that have a Swift value type.
    private static let legacyTypes: Set<String> = [
        "NSAffineTransform", "NSArray", "NSCalendar", "NSCharacterSet", "NSData", "NSDateComponents",
        "NSDateInterval", "NSDate", "NSDecimalNumber", "NSDictionary", "NSIndexPath", "NSIndexSet", "NSLocale",
        "NSMeasurement", "NSNotification", "NSNumber", "NSPersonNameComponents", "NSSet", "NSString", "NSTimeZone",
        "NSURL", "NSURLComponents", "NSURLQueryItem", "NSURLRequest", "NSUUID",
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        // `NSString` as a type, generic arguments included.
        walk.on(IdentifierTypeSyntax.self) { node in
            guard isLegacy(node.name) else { return }
            file.report(self, at: node.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        // `NSString` in an expression: `NSString()`, `NSString.self`, `Foundation.NSData()`.
        walk.on(DeclReferenceExprSyntax.self) { node in
            guard isLegacy(node.baseName) else { return }
            file.report(self, at: node.baseName.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        // `Foundation.NSURL` as a type; other qualifications are someone else's types.
        walk.on(MemberTypeSyntax.self) { node in
            guard isLegacy(node.name), node.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Foundation" else { return }
            file.report(self, at: node.name.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
    }

    private func isLegacy(_ token: TokenSyntax) -> Bool {
        // Every legacy type's name starts with `NS`: most names are turned away
        // from the raw text, before a `String` is made and hashed.
        guard token.tokenView.rawText.starts(with: Self.namePrefix) else { return false }
        let name = token.text
        return Self.legacyTypes.contains(name) && !options.allowedTypes.contains(name)
    }

    private static let namePrefix = Array("NS".utf8)
}

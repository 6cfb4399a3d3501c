import LintEngine
@_spi(RawSyntax) import SwiftSyntax
import ToolCore

/// One convention for where attributes go keeps declarations scannable:
/// functions and types get their attributes on the lines above (so the
/// declaration itself starts at the left edge), properties and imports keep
/// their short attributes on the same line.
///
/// As SwiftLint decides, per attribute list of a function, initializer, type,
/// extension, protocol, import or property (other declarations are not
/// looked at): an attribute belongs on the declaration's line when it is in
/// `always_on_same_line`, or else (not in `always_on_line_above`, no arguments
/// or `attributes_with_arguments_always_on_line_above` off) when the
/// declaration is a property or import; every other attribute belongs on a
/// line of its own above. The last such line must be right above the keyword
/// (for properties and imports, comment lines in between are skipped), and no
/// empty line may separate two attributes. The violation is at the keyword.
public struct AttributesRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "attributes",
        name: "Attributes",
        summary: "Attributes should be on their own lines in functions and types, but on the same line as variables and "
            + "imports",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: [
            "@objc var title: String\n",
            "@objc private var title: String\n",
            "@nonobjc var count: Int\n",
            "@IBOutlet @objc private var button: UIButton\n",
            "@NSCopying var label: NSString\n",
            "@NSManaged var stamp: Date?\n",
            "@available(macOS 12.0, *)\nlet panel: NSPanel\n",
            "@NSManaged func addItem(item: Item)\n",
            "@IBAction func tapped(sender: UIButton)\n",
            "@objc\n@IBAction func tapped(sender: UIButton)\n",
            "@available(*, deprecated, message: \"Use load\")\nfunc fetch(from address: URL)\n",
            "@nonobjc\nfinal class Helper {}\n",
            "@available(macOS 12.0, *)\nclass Sidebar {}\n",
            "@IBDesignable\nclass RoundView: UIView {}\n",
            "@testable import Toolkit\n",
            "@objc(custom_title)\nvar title: String\n",
            "@available(macOS 12.0, *)\n@objc(main_panel)\nlet panel: NSPanel\n",
            "@objc(addItemWithName:)\n@NSManaged func addItem(name: String)\n",
            "@objc(ToolThing)\n@available(macOS 12.0, *)\nclass Thing {}\n",
            "class Child: Base {\n    override var summary: String { \"child\" }\n}\n",
            "class Child: Base {\n\n    override func prepare() {}\n}\n",
            "@objc\nclass Ünïcode {}\n",
            "extension Settings {\n\n    @available(*, unavailable, renamed: \"isEnabled\")\n"
                + "    public var enabled: Bool { fatalError() }\n}\n",
            "extension Settings {\n    @available(*, unavailable, renamed: \"isEnabled\")\n    // Kept for source compatibility.\n"
                + "    public var enabled: Bool { fatalError() }\n}\n",
            "@GKInspectable var topSpeed: Float\n",
            "@discardableResult\nfunc reload() -> Bool\n",
            "@objc\n@discardableResult\nfunc reload() -> Bool\n",
            "func twice(_ value: @autoclosure () -> Int) -> Int\n",
            "func later(completion: @escaping () -> Void)\n",
            "private struct LoadError: Error {}\n",
            "@testable import Toolkit\n\nprivate let limit = 3\n",
            "import XCTest\n@testable import Toolkit\n\n@available (macOS 12.0, *)\nclass ToolkitTests: XCTestCase {\n}\n",
            "@objc\ninternal func save(name: String, completion: @escaping (() -> Void)) {}\n",
            "func orTrue(_ value: @autoclosure () throws -> Bool?) rethrows {\n    try print(value() ?? true)\n}\n",
            "class Loader: NSObject {\n    @objc(\n        load:\n    )\n    static func load(path: String) {}\n}\n",
            "func refreshing(action: @escaping @Sendable () async -> Void) -> some View {\n    modifier(Refresh(action: action))\n}\n",
            "import AppKit\n\n@NSApplicationMain\n@MainActor\nfinal class AppMain: NSObject {}\n",
            "@available(macOS 12.0, *) actor Worker {}\n",
            "@frozen\nenum Mode {\n    @available(*, deprecated) case legacy\n}\n",
            Example("@_spi(Internal) import Toolkit\n\n@_spi(Internal)\nfinal class Panel: View {\n"
                    + "    @SwiftUI.Environment(\\.locale) var locale: Locale\n    @Environment(\\.scheme) var scheme: Scheme\n"
                    + "    @Stored(key: \"count\") var count: Int\n}\n",
                    options: "{attributes_with_arguments_always_on_line_above: false}"),
            Example("@objc func refresh() {}\n", options: "{always_on_same_line: [\"@objc\"]}"),
            Example("@Published\nvar items: [Int]\n", options: "{always_on_line_above: [\"@Published\"]}"),
        ],
        triggeringExamples: [
            "@objc\n↓var title: String\n",
            "@objc\n\n↓var title: String\n",
            "@objc\nprivate ↓var title: String\n",
            "@nonobjc\n↓var count: Int\n",
            "@IBOutlet\nprivate ↓var button: UIButton\n",
            "@IBOutlet\n\nprivate ↓var button: UIButton\n",
            "@NSCopying\n↓var label: NSString\n",
            "@NSManaged\n↓var stamp: Date?\n",
            "@available(macOS 12.0, *) ↓let panel: NSPanel\n",
            "@NSManaged\n↓func addItem(item: Item)\n",
            "@IBAction\n↓func tapped(sender: UIButton)\n",
            "@IBAction\n@objc\n↓func tapped(sender: UIButton)\n",
            "@available(macOS 12.0, *) ↓func animate(view: NSView)\n",
            "@nonobjc final ↓class Helper {}\n",
            "@available(macOS 12.0, *) ↓class Sidebar {}\n",
            "@available(macOS 12.0, *)\n@objc ↓class Sidebar {}\n",
            "@available(macOS 12.0, *) @objc\n↓class Sidebar {}\n",
            "@available(macOS 12.0, *)\n\n↓class Sidebar {}\n",
            "@IBDesignable ↓class RoundView: UIView {}\n",
            "@testable\n↓import Toolkit\n",
            "@testable\n\n\n↓import Toolkit\n",
            "@available(macOS 12.0, *) @objc(main_panel)\n↓let panel: NSPanel\n",
            "@objc(addItemWithName:) @NSManaged\n↓func addItem(name: String)\n",
            "@objc(addItemWithName:)\n@NSManaged\n↓func addItem(name: String)\n",
            "@available(macOS 12.0, *)\n@objc(ToolThing) ↓class Thing {}\n",
            "@GKInspectable\n↓var topSpeed: Float\n",
            "@discardableResult ↓func reload() -> Bool\n",
            "@objc\n@discardableResult ↓func reload() -> Bool\n",
            "@objc\n\n@discardableResult\n↓func reload() -> Bool\n",
            "@discardableResult\n// Reloads everything.\n↓func reload() -> Bool\n",
            "struct Box {\n    @inlinable ↓init(value: Int) {}\n}\n",
            "@objc ↓protocol Listener {}\n",
            "@frozen ↓enum Mode {}\n",
            "@MainActor ↓extension Panel {}\n",
            "@MainActor ↓struct Badge {}\n",
            "struct Panel: View {\n    @Environment(\\.locale) ↓var locale: Locale\n    @Stored var count: Int\n"
                + "    @Query(\n        order: nil\n    )\n    var rows: [Row]\n}\n",
            Example("@objc\n↓func refresh() {}\n", options: "{always_on_same_line: [\"@objc\"]}"),
            Example("@Published ↓var items: [Int]\n", options: "{always_on_line_above: [\"@Published\"]}"),
        ]
    )

    public struct Options: SeverityBasedOptions, Equatable {
        public var severity = Severity.warning
        /// Attributes with arguments (`@available(…)`) go on a line above, even on properties and imports.
        public var attributesWithArgumentsAlwaysOnLineAbove = true
        /// Attributes (written with their `@`) that stay on the declaration's line, whatever it declares.
        public var alwaysOnSameLine: Set<String> = ["@IBAction", "@NSManaged"]
        /// Attributes (written with their `@`) that go on a line above, whatever is declared.
        public var alwaysOnLineAbove: Set<String> = []

        public init() {}

        enum CodingKeys: String, CodingKey {
            case severity
            case attributesWithArgumentsAlwaysOnLineAbove = "attributes_with_arguments_always_on_line_above"
            case alwaysOnSameLine = "always_on_same_line"
            case alwaysOnLineAbove = "always_on_line_above"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            attributesWithArgumentsAlwaysOnLineAbove = try container.decodeIfPresent(
                Bool.self, forKey: .attributesWithArgumentsAlwaysOnLineAbove) ?? attributesWithArgumentsAlwaysOnLineAbove
            if let names = try container.decodeIfPresent(StringList.self, forKey: .alwaysOnSameLine) {
                alwaysOnSameLine = Set(names.values)
            }
            if let names = try container.decodeIfPresent(StringList.self, forKey: .alwaysOnLineAbove) {
                alwaysOnLineAbove = Set(names.values)
            }
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    private static let argumentsReason =
        "Attributes with arguments or inside always_on_line_above must be on a new line instead of the same line"

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AttributeListSyntax.self) { node in
            guard !node.isEmpty, let found = Self.keyword(of: node) else { return }
            check(node, keyword: found.keyword, keepsSameLine: found.keepsSameLine, in: file)
        }
    }

    /// The keyword a declaration's attribute list is checked against, and
    /// whether the declaration keeps its attributes on its own line
    /// (properties and imports); nil for declarations SwiftLint leaves alone.
    private static func keyword(of list: AttributeListSyntax) -> (keyword: TokenSyntax, keepsSameLine: Bool)? {
        switch list.parent?.as(SyntaxEnum.self) {
        case .functionDecl(let decl)?: (decl.funcKeyword, false)
        case .initializerDecl(let decl)?: (decl.initKeyword, false)
        case .enumDecl(let decl)?: (decl.enumKeyword, false)
        case .structDecl(let decl)?: (decl.structKeyword, false)
        case .classDecl(let decl)?: (decl.classKeyword, false)
        case .extensionDecl(let decl)?: (decl.extensionKeyword, false)
        case .protocolDecl(let decl)?: (decl.protocolKeyword, false)
        case .importDecl(let decl)?: (decl.importKeyword, true)
        case .variableDecl(let decl)?: (decl.bindingSpecifier, true)
        default: nil
        }
    }

    private func check(_ list: AttributeListSyntax, keyword: TokenSyntax, keepsSameLine: Bool, in file: LintFile) {
        let position = keyword.positionAfterSkippingLeadingTrivia
        let keywordLine = file.location(of: position).line
        let placed = list.compactMap { $0.as(AttributeSyntax.self) }.map { attribute in
            (attribute: attribute, above: belongsAbove(attribute, keepsSameLine: keepsSameLine))
        }
        if let reason = placementViolation(placed, keywordLine: keywordLine, keepsSameLine: keepsSameLine, in: file) {
            file.report(self, at: position, reason)
            return
        }
        let endLines = placed.filter(\.above).map { file.location(of: $0.attribute.endPositionBeforeTrailingTrivia).line }
        guard !endLines.isEmpty else { return }
        let lineAbove = keepsSameLine ? Self.lineAboveSkippingComments(keywordLine, in: file) : keywordLine - 1
        let isRightAbove = lineAbove.map { endLines.contains($0) } ?? false
        if !isRightAbove || Self.hasEmptyLineBetweenAttributes(list) {
            file.report(self, at: position, Self.description.summary)
        }
    }

    /// Whether the attribute goes on a line above the declaration rather than on its line.
    private func belongsAbove(_ attribute: AttributeSyntax, keepsSameLine: Bool) -> Bool {
        // The raw text: `text` builds the token's kind first.
        let name = "@" + (attribute.attributeName.as(IdentifierTypeSyntax.self).map { String(syntaxText: $0.name.rawText) }
            ?? attribute.attributeName.trimmedText)
        if options.alwaysOnSameLine.contains(name) { return false }
        if options.alwaysOnLineAbove.contains(name) { return true }
        if attribute.arguments != nil, options.attributesWithArgumentsAlwaysOnLineAbove { return true }
        return !keepsSameLine
    }

    /// The reason for an attribute on the wrong line: one that belongs on the
    /// declaration's line but is not, or one that belongs above but shares a
    /// line with the keyword or with another such attribute.
    private func placementViolation(
        _ placed: [(attribute: AttributeSyntax, above: Bool)], keywordLine: Int, keepsSameLine: Bool, in file: LintFile
    ) -> String? {
        // A list, not a set: declarations have a few attributes.
        var usedLines = [keywordLine]
        for (attribute, above) in placed {
            let line = file.location(of: attribute.positionAfterSkippingLeadingTrivia).line
            guard above else {
                if line != keywordLine { return Self.description.summary }
                continue
            }
            let isNew = !usedLines.contains(line)
            usedLines.append(line)
            guard isNew else {
                return options.attributesWithArgumentsAlwaysOnLineAbove && keepsSameLine
                    ? Self.argumentsReason : Self.description.summary
            }
        }
        return nil
    }

    /// The nearest line above `line` that is not a comment line (starting with
    /// `//` or `/*`, or ending with `*/`); an empty line counts as a line.
    private static func lineAboveSkippingComments(_ line: Int, in file: LintFile) -> Int? {
        var candidate = line - 1
        while candidate > 0 {
            let text = file.lines[candidate - 1].text
            guard let first = text.firstIndex(where: { !$0.isWhitespace }),
                  let last = text.lastIndex(where: { !$0.isWhitespace }) else { return candidate }
            let trimmed = text[first...last]
            guard trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasSuffix("*/") else { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// An empty line between two attributes of the list (counting line feeds
    /// as SwiftLint does: runs of `\n`, not `\r\n`).
    private static func hasEmptyLineBetweenAttributes(_ list: AttributeListSyntax) -> Bool {
        func lineFeeds(_ trivia: Trivia) -> Int {
            trivia.reduce(0) { count, piece in
                if case .newlines(let lines) = piece { return count + lines }
                return count
            }
        }
        // Trivia with fewer than two line feeds in its text holds fewer than two
        // newlines: not split into pieces (most attribute lists).
        func mayHoldEmptyLine(_ token: TokenSyntax?, leading: Bool) -> Bool {
            guard let view = token?.tokenView else { return false }
            let holdsTwo = { (text: SyntaxText) in text.lazy.filter { $0 == UInt8(ascii: "\n") }.count > 1 }
            return leading ? view.leadingTrivia(holdsTwo) : view.trailingTrivia(holdsTwo)
        }
        for (index, element) in list.enumerated() {
            if index > 0, mayHoldEmptyLine(element.firstToken(viewMode: .sourceAccurate), leading: true),
               lineFeeds(element.leadingTrivia) > 1 {
                return true
            }
            if mayHoldEmptyLine(element.lastToken(viewMode: .sourceAccurate), leading: false),
               lineFeeds(element.trailingTrivia) > 1 {
                return true
            }
        }
        return false
    }
}

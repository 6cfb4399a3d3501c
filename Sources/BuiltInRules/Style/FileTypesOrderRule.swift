import LintEngine
import SwiftSyntax
import ToolCore

/// Files laid out the same way (supporting types, then the main type, then its
/// extensions, then previews) are easier to find one's way around: the type
/// the file is named after is never buried between helpers.
public struct FileTypesOrderRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "file_types_order",
        name: "File Types Order",
        summary: "Specifies how the types within a file should be ordered.",
        kind: .style,
        isOptIn: true,
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// The kinds of top-level declaration SwiftLint tells apart (its `FileType`).
    public enum FileType: String, ConfigEnum, Equatable {
        case supportingType = "supporting_type"
        case mainType = "main_type"
        case `extension`
        case previewProvider = "preview_provider"
        case libraryContentProvider = "library_content_provider"
    }

    public struct Options: SeverityBasedOptions, DocumentedOptions, Equatable {
        public var severity = Severity.warning
        /// Groups of file types in the order they should come; the types of
        /// one group may be mixed.
        public var order: [[FileType]] = [[.supportingType], [.mainType], [.extension], [.previewProvider], [.libraryContentProvider]]

        public init() {}

        enum CodingKeys: String, CodingKey { case severity, order }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            order = try ContentOrder.decodeGroups(in: container, forKey: .order) ?? order
        }

        /// Each default group holds one type, which SwiftLint's `order` accepts written alone.
        public static var documentedDefaults: [(key: String, value: String)] {
            let types = Options().order.flatMap { $0.map(\.rawValue) }
            return [("severity", Severity.warning.rawValue), ("order", "[" + types.joined(separator: ", ") + "]")]
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// A top-level type or extension: what it is and where SwiftLint reports it (its keyword).
    private struct Declaration {
        let node: Syntax
        let name: String
        let keyword: TokenSyntax
        let inheritance: InheritanceClauseSyntax?
        let memberBlock: MemberBlockSyntax

        init(
            _ node: some SyntaxProtocol, name: String, keyword: TokenSyntax, _ inheritance: InheritanceClauseSyntax?,
            _ memberBlock: MemberBlockSyntax
        ) {
            self.node = Syntax(node)
            self.name = name
            self.keyword = keyword
            self.inheritance = inheritance
            self.memberBlock = memberBlock
        }
    }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.after(SourceFileSyntax.self) { node in
            let declarations = node.statements.compactMap { Self.declaration($0.item) }
            let types = fileTypes(of: declarations, fileName: Self.baseName(of: file.path))
            // Without a main type there is nothing to order around.
            guard types.contains(.mainType) else { return }
            for (index, group) in ContentOrder.misplaced(types, order: options.order) {
                let message = ContentOrder.message(types[index].rawValue, amongst: group.map(\.rawValue), of: "file type(s)")
                file.report(self, at: declarations[index].keyword.positionAfterSkippingLeadingTrivia, message)
            }
        }
    }

    /// The file type of each declaration. The main type is the declaration
    /// named as the file (whatever its kind); failing that, the class, enum
    /// or struct with the longest body, previews aside. An extension is
    /// always an extension, even when it carries the file's name.
    private func fileTypes(of declarations: [Declaration], fileName: String) -> [FileType] {
        let main = declarations.first { $0.name == fileName }
            ?? declarations.filter(Self.isMainTypeCandidate).max { Self.bodyLength($0) < Self.bodyLength($1) }
        return declarations.map { declaration in
            if declaration.node.is(ExtensionDeclSyntax.self) { return .extension }
            if declaration.node.id == main?.node.id { return .mainType }
            if Self.inherits(declaration, from: "PreviewProvider") { return .previewProvider }
            if Self.inherits(declaration, from: "LibraryContentProvider") { return .libraryContentProvider }
            return .supportingType
        }
    }

    /// A top-level actor, class, enum, protocol, struct or extension; SwiftLint
    /// does not look inside `#if` blocks.
    private static func declaration(_ item: CodeBlockItemSyntax.Item) -> Declaration? {
        guard case .decl(let decl) = item else { return nil }
        if let node = decl.as(ClassDeclSyntax.self) {
            return Declaration(node, name: node.name.text, keyword: node.classKeyword, node.inheritanceClause, node.memberBlock)
        }
        if let node = decl.as(StructDeclSyntax.self) {
            return Declaration(node, name: node.name.text, keyword: node.structKeyword, node.inheritanceClause, node.memberBlock)
        }
        if let node = decl.as(EnumDeclSyntax.self) {
            return Declaration(node, name: node.name.text, keyword: node.enumKeyword, node.inheritanceClause, node.memberBlock)
        }
        if let node = decl.as(ExtensionDeclSyntax.self) {
            return Declaration(node, name: node.extendedType.trimmedText, keyword: node.extensionKeyword,
                               node.inheritanceClause, node.memberBlock)
        }
        if let node = decl.as(ActorDeclSyntax.self) {
            return Declaration(node, name: node.name.text, keyword: node.actorKeyword, node.inheritanceClause, node.memberBlock)
        }
        if let node = decl.as(ProtocolDeclSyntax.self) {
            return Declaration(node, name: node.name.text, keyword: node.protocolKeyword, node.inheritanceClause, node.memberBlock)
        }
        return nil
    }

    /// A class, enum or struct that is neither a preview nor a library content provider.
    private static func isMainTypeCandidate(_ declaration: Declaration) -> Bool {
        let kind = declaration.node.kind
        guard kind == .classDecl || kind == .enumDecl || kind == .structDecl else { return false }
        return !inherits(declaration, from: "PreviewProvider") && !inherits(declaration, from: "LibraryContentProvider")
    }

    /// The length of the body, braces included, in bytes.
    private static func bodyLength(_ declaration: Declaration) -> Int {
        let block = declaration.memberBlock
        return block.endPositionBeforeTrailingTrivia.utf8Offset - block.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// Whether `name` is written (as a plain name) in the inheritance clause.
    private static func inherits(_ declaration: Declaration, from name: String) -> Bool {
        declaration.inheritance?.inheritedTypes.contains { $0.type.as(IdentifierTypeSyntax.self)?.name.text == name } ?? false
    }

    /// The file's name without its directory and extension: `Widget` for `Sources/Widget.swift`.
    private static func baseName(of path: String) -> String {
        var name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }
}

extension FileTypesOrderRule {
    static var nonTriggeringExamples: [Example] {
        [
            "// Supporting types\nprotocol ImporterDelegate: AnyObject {\n    func importerDidFinish()\n}\n\n"
                + "enum ImportError: Error {\n    case unreadable\n}\n\n"
                + "// Main type\nfinal class Importer {\n    weak var delegate: ImporterDelegate?\n    private var queue: [URL] = []\n\n"
                + "    func start() {\n        delegate?.importerDidFinish()\n    }\n}\n\n"
                + "// Extensions\nextension Importer: CustomStringConvertible {\n    var description: String { \"Importer\" }\n}\n\n"
                + "extension Importer {\n    func cancel() {}\n}\n",
            "extension Array {}\nextension Optional {\n}\n",
            "struct BadgeView: View {\n    var body: some View {\n        Text(\"New\")\n    }\n}\n\n"
                + "struct BadgeView_Previews: PreviewProvider {\n    static var previews: some View { BadgeView() }\n}\n\n"
                + "struct BadgeView_Library: LibraryContentProvider {\n    var views: [LibraryItem] {\n"
                + "        LibraryItem(BadgeView())\n    }\n}\n",
            // `#if` blocks are not looked at.
            "#if os(macOS)\nstruct Helper {}\n#endif\n\nstruct Parser {\n    let input: String\n}\n\nextension Parser {}\n",
            // Functions, variables and type aliases are not types of the file.
            "func helper() {}\nlet limit = 3\ntypealias Handler = () -> Void\n\nstruct Parser {\n    let input: String\n}\n\n"
                + "func later() {}\n",
            // The type named as the file is the main type, even when it is not the longest.
            Example("enum Token {\n    case word\n    case number\n    case symbol\n}\n\nstruct Tokenizer {\n    let input: String\n}\n",
                    path: "Sources/Tokenizer.swift"),
            // An extension named as the file leaves no main type.
            Example("extension Tokenizer {}\n\nstruct Tokenizer {\n    let input: String\n}\n", path: "Tokenizer.swift"),
            Example("extension Importer {}\n\nfinal class Importer {\n    var queue: [URL] = []\n}\n",
                    options: "{order: [[extension, main_type], supporting_type]}"),
        ]
    }

    static var triggeringExamples: [Example] {
        [
            "final ↓class Importer {}\n\n// Supporting types\nprotocol ImporterDelegate {\n    func importerDidFinish()\n}\n",
            "// Extensions\n↓extension Importer: CustomStringConvertible {\n    var description: String { \"Importer\" }\n}\n\n"
                + "final class Importer {}\n",
            "protocol ImporterDelegate {\n    func importerDidFinish()\n}\n\nfinal ↓class Importer {}\n\n"
                + "protocol ImporterDataSource {\n    func nextURL() -> URL?\n}\n",
            "protocol ImporterDelegate {}\n\nprivate ↓extension Importer {\n    func cancel() {}\n}\n\n"
                + "final class Importer {}\n\nextension Importer {\n    func start() {}\n}\n",
            "public ↓struct BadgeView_Previews: PreviewProvider {\n    static var previews: some View { BadgeView() }\n}\n\n"
                + "struct BadgeView: View {\n    var body: some View {\n        Text(\"New\")\n    }\n}\n",
            "↓struct BadgeView_Library: LibraryContentProvider {\n    var views: [LibraryItem] {\n        LibraryItem(BadgeView())\n"
                + "    }\n}\n\nstruct BadgeView: View {\n    var body: some View {\n        Text(\"New\")\n    }\n}\n",
            "↓extension Parser {}\n\n#if os(macOS)\ntypealias Helper = Int\n#endif\n\nstruct Parser {\n    let input: String\n}\n",
            "import Foundation\n↓extension Badge { struct Style {} }\nstruct Badge: View {}\nextension Badge { struct Size {} }\n"
                + "#Preview { Badge() }\n",
            "import Foundation\nprotocol Shape {}\n↓extension Shape {}\n↓struct Circle {}\nfunc area() {}\nactor Renderer {}\n",
            // The type named as the file is the main type, even when it is not the longest.
            Example("↓struct Tokenizer {\n    let input: String\n}\n\nenum Token {\n    case word\n    case number\n    case symbol\n}\n",
                    path: "Sources/Tokenizer.swift"),
            Example("↓protocol ImporterDelegate {}\n\nextension Importer {}\n\nfinal class Importer {}\n",
                    options: "{order: [[extension, main_type], supporting_type]}"),
        ]
    }
}

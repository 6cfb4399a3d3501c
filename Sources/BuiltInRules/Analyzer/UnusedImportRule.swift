import LintEngine
import SwiftSyntax
import ToolCore

/// An import the file does not need: none of the symbols the file references
/// (the index resolves each to the module defining it) comes from the module
/// or from a module it re-exports, unless another import brings that one directly.
public struct UnusedImportRule: FileRule {
    public static let description = RuleDescription(
        identifier: "unused_import",
        name: "Unused Import",
        summary: "All imported modules should be required to make the file compile",
        kind: .lint,
        nonTriggeringExamples: [
            "import Dispatch\nlet queue = DispatchQueue(label: \"q\")\n",
            // `Data` is FoundationEssentials' and `DispatchQueue` Dispatch's: Foundation re-exports both on Linux.
            "import Foundation\nlet data = Data()\nlet queue = DispatchQueue(label: \"q\")\n",
            // An extension member counts for the module that declares the extension.
            "import Foundation\nlet bytes = \"abc\".data(using: .utf8)\n",
            // Re-exported for the module's clients.
            "@_exported import Dispatch\n",
            Example("import Dispatch\n", options: "{always_keep_imports: [Dispatch]}"),
        ],
        triggeringExamples: [
            "↓import Dispatch\nstruct A {\n    static func dispatchMain() {}\n}\nA.dispatchMain()\n",
            "↓import Foundation\nclass A {}\n",
            // Dispatch comes through its own import: Foundation adds nothing.
            "import Dispatch\n↓import Foundation\nlet queue = DispatchQueue(label: \"q\")\n",
        ],
        requiresIndex: true
    )

    public let options: Options
    public init(options: Options) { self.options = options }

    /// SwiftLint's options: `always_keep_imports`; `require_explicit_imports` also
    /// reports each module whose declarations the file uses without importing it
    /// (it comes through another module's `@_exported import`), unless
    /// `allowed_transitive_imports` lets an imported module bring it.
    public struct Options: SeverityBasedOptions, DocumentedOptions, Equatable {
        public var severity = Severity.warning
        public var requireExplicitImports = false
        public var allowedTransitiveImports: [String: [String]] = [:]
        public var alwaysKeepImports: Set<String> = []

        public init() {}

        public static var documentedDefaults: [(key: String, value: String)] {
            [("severity", "warning"), ("require_explicit_imports", "false"), ("allowed_transitive_imports", "[]"),
             ("always_keep_imports", "[]"), ]
        }

        enum CodingKeys: String, CodingKey {
            case severity
            case requireExplicitImports = "require_explicit_imports"
            case allowedTransitiveImports = "allowed_transitive_imports"
            case alwaysKeepImports = "always_keep_imports"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
            requireExplicitImports = try container.decodeIfPresent(Bool.self, forKey: .requireExplicitImports) ?? false
            let transitive = try container.decodeIfPresent([TransitiveImportsEntry].self, forKey: .allowedTransitiveImports) ?? []
            allowedTransitiveImports = Dictionary(transitive.map { ($0.module, $0.allowedTransitiveImports) }) { $0 + $1 }
            alwaysKeepImports = Set(try container.decodeIfPresent([String].self, forKey: .alwaysKeepImports) ?? [])
        }
    }

    /// Modules every file sees without an import.
    private static let implicitModules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "SwiftOnoneSupport"]

    public func check(_ file: LintFile) {
        guard let index = file.index, let modules = try? index.package.modules() else { return }
        let imports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
            .filter { !$0.attributes.contains { Self.exports($0) } }
        guard !imports.isEmpty else { return }
        let used = Set(index.occurrences.lazy.filter { $0.roles.contains(.reference) }
            .flatMap { modules.modulesOfSymbol[$0.symbol.usr] ?? [] }).subtracting(Self.implicitModules)
        let imported = Set(imports.compactMap(Self.module))
        // A C declaration (or the initializer Swift gives an imported C struct) may be the
        // compiler's through any Clang module whose headers include it, which the index
        // does not say: such a file's Clang imports are not judged (swift-nio's `CNIOLinux`).
        let usesC = index.occurrences.contains { $0.symbol.usr.hasPrefix("c:") || $0.symbol.usr.hasPrefix("s:So") }
        // What the file uses but imports only through another module's re-export.
        let indirect = used.subtracting(imported)
        for declaration in imports {
            guard let module = Self.module(of: declaration), !options.alwaysKeepImports.contains(module) else { continue }
            // Only a module the store holds symbols of can be judged; the others are named in a note.
            guard modules.knownModules.contains(module) else {
                index.package.noteUnjudgedImport(of: module)
                continue
            }
            guard !(usesC && modules.clangModules.contains(module)),
                  !used.contains(module), !modules.brings(module, anyOf: indirect)
            else { continue }
            file.report(self, at: declaration.positionAfterSkippingLeadingTrivia, Self.description.summary)
        }
        guard options.requireExplicitImports else { return }
        let own = index.package.moduleOfFile[PackageIndex.key(file.path)]
        for module in missingModules(index.occurrences, modules: modules, imported: imported, own: own) {
            file.report(self, at: AbsolutePosition(utf8Offset: 0), "Missing import \(module)")
        }
    }

    /// The modules whose Swift declarations the file uses though it imports neither
    /// them nor a module allowed to bring them: a system module's re-exports are
    /// what importing it means; another module's `@_exported import` is what
    /// `require_explicit_imports` is for.
    private func missingModules(
        _ occurrences: [IndexOccurrence], modules: ModuleMap, imported: Set<String>, own: String?
    ) -> [String] {
        let allowed = imported.reduce(into: Set<String>()) { $0.formUnion(options.allowedTransitiveImports[$1] ?? []) }
        let visible = imported.union(allowed).union(Self.implicitModules).union(own.map { [$0] } ?? [])
        let systemImports = imported.filter(modules.systemModules.contains)
        var missing = Set<String>()
        for occurrence in occurrences where occurrence.roles.contains(.reference) && occurrence.symbol.usr.hasPrefix("s:") {
            guard let defining = modules.modulesOfSymbol[occurrence.symbol.usr], defining.isDisjoint(with: visible),
                  !systemImports.contains(where: { modules.brings($0, anyOf: defining) }),
                  let module = defining.sorted().first
            else { continue }
            missing.insert(module)
        }
        return missing.sorted()
    }

    private static func module(of declaration: ImportDeclSyntax) -> String? {
        declaration.path.first?.name.text
    }

    /// `@_exported`: the import is there for the module's clients.
    private static func exports(_ attribute: AttributeListSyntax.Element) -> Bool {
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
    }
}

/// One entry of `unused_import`'s `allowed_transitive_imports`: `{module: A, allowed_transitive_imports: [B, C]}`.
private struct TransitiveImportsEntry: Decodable {
    let module: String
    let allowedTransitiveImports: [String]

    enum CodingKeys: String, CodingKey {
        case module
        case allowedTransitiveImports = "allowed_transitive_imports"
    }
}

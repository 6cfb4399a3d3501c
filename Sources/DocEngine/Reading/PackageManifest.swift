import Foundation
import SwiftParser
import SwiftSyntax
import ToolCore

/// A module to document: its name and source folder.
public struct ModuleSource: Sendable, Hashable {
    public var name: String
    /// The source folder, absolute.
    public var path: String
    /// Paths inside `path` the manifest excludes.
    public var exclude: [String]

    public init(name: String, path: String, exclude: [String] = []) {
        self.name = name
        self.path = path
        self.exclude = exclude
    }

    /// Parses `NAME=PATH` (a relative path is taken against `base`).
    ///
    /// - Throws: ``ConfigError`` when there is no `=`, or either side is empty.
    public init(argument: String, base: String) throws(ConfigError) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
              argument.index(after: equals) != argument.endIndex else {
            throw ConfigError(source: "--module", message: "expected NAME=PATH, got `\(argument)`")
        }
        let path = String(argument[argument.index(after: equals)...])
        self.init(name: String(argument[..<equals]), path: Paths.absolute(path, base: base))
    }
}

/// Finds a package's modules by reading `Package.swift` with SwiftParser, never
/// running it: `.target`, `.executableTarget` and `.macro` calls whose `name:` is a
/// string literal, with their literal `path:` and `exclude:` (or SwiftPM's default
/// folders). Targets built by the manifest's own code, from variables, are not seen.
public enum PackageManifest {
    /// What the manifest declares.
    public struct Contents: Sendable, Equatable {
        /// `Package(name:)`, else the folder's name.
        public var packageName: String
        /// Modules whose folder exists, sorted by name.
        public var modules: [ModuleSource]
        /// The targets `.library(…, targets: […])` products name, in order: the
        /// package's API, which the docs show by default.
        public var libraryTargets: [String] = []
        /// Each `.library(name:targets:)` product's targets, by product name.
        public var libraryProducts: [String: [String]] = [:]
    }

    static let documentedTargets: Set<String> = ["target", "executableTarget", "macro"]

    /// Reads `packageDirectory/Package.swift`.
    ///
    /// - Throws: ``ConfigError`` when the manifest cannot be read.
    public static func read(packageDirectory: String) throws(ConfigError) -> Contents {
        let manifest = packageDirectory + "/Package.swift"
        let source: String
        do {
            source = try SourceFile.readText(atPath: manifest)
        } catch {
            throw ConfigError(source: manifest, message: "cannot read the manifest: \(error.reason)")
        }
        return parse(source, packageDirectory: packageDirectory)
    }

    /// Reads manifest text; folders are looked up under `packageDirectory`.
    public static func parse(_ source: String, packageDirectory: String) -> Contents {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        var seen = Set<String>()
        var modules: [ModuleSource] = []
        for call in finder.targets {
            guard let name = call.arguments["name"]?.first, seen.insert(name).inserted,
                  let folder = folder(for: name, path: call.arguments["path"]?.first, in: packageDirectory) else { continue }
            modules.append(ModuleSource(name: name, path: folder, exclude: call.arguments["exclude"] ?? []))
        }
        let fallbackName = URL(fileURLWithPath: packageDirectory).standardizedFileURL.lastPathComponent
        var libraryTargets: [String] = []
        for target in finder.libraryTargets where !libraryTargets.contains(target) { libraryTargets.append(target) }
        return Contents(packageName: finder.packageName ?? fallbackName,
                        modules: modules.sorted { $0.name < $1.name }, libraryTargets: libraryTargets,
                        libraryProducts: finder.libraryProducts)
    }

    /// The target's folder: its `path:`, else the first of SwiftPM's default folders that exists.
    private static func folder(for name: String, path: String?, in package: String) -> String? {
        let candidates = path.map { [$0] } ?? ["Sources", "Source", "src", "srcs"].map { "\($0)/\(name)" }
        return candidates.map { Paths.absolute($0, base: package) }.first { isFolder($0) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Collects `.target(name: "…", …)`-shaped calls and `Package(name: "…")`.
private final class CallFinder: SyntaxVisitor {
    struct TargetCall {
        /// Each label's string literals (one for `name:`, several for `exclude: [...]`).
        var arguments: [String: [String]] = [:]
    }

    var targets: [TargetCall] = []
    var packageName: String?
    /// The `targets:` of every `.library(…)` product.
    var libraryTargets: [String] = []
    /// The same, per product name.
    var libraryProducts: [String: [String]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           PackageManifest.documentedTargets.contains(member.declName.baseName.text) {
            var call = TargetCall()
            for argument in node.arguments {
                guard let label = argument.label?.text else { continue }
                call.arguments[label] = Self.literals(in: argument.expression)
            }
            targets.append(call)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "library",
                  let named = node.arguments.first(where: { $0.label?.text == "targets" }) {
            libraryTargets += Self.literals(in: named.expression)
            if let name = node.arguments.first(where: { $0.label?.text == "name" }).flatMap({ Self.literals(in: $0.expression).first }) {
                libraryProducts[name, default: []] += Self.literals(in: named.expression)
            }
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
                  let name = node.arguments.first(where: { $0.label?.text == "name" }) {
            packageName = Self.literals(in: name.expression).first
        }
        return .visitChildren
    }

    /// A string literal's text, or an array literal's string elements; interpolations are not literals.
    private static func literals(in expression: ExprSyntax) -> [String] {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            guard string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return [] }
            return [string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()]
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { literals(in: $0.expression) }
        }
        return []
    }
}

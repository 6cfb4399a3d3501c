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
        let (name, path) = try OptionAssignment.split(argument, option: "--module", expected: "NAME=PATH")
        self.init(name: name, path: Paths.absolute(path, base: base))
    }
}

/// An option's `NAME=VALUE` argument (`--module Kit=Sources/Kit`, `--link swift-nio=…`).
public enum OptionAssignment {
    /// - Throws: ``ConfigError`` (with `option` as its source) when there is no `=`, or either side is empty.
    public static func split(_ argument: String, option: String, expected: String) throws(ConfigError) -> (name: String, value: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
              argument.index(after: equals) != argument.endIndex else {
            throw ConfigError(source: option, message: "expected \(expected), got `\(argument)`")
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
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
        /// The packages `dependencies: [.package(…)]` names, in order.
        public var dependencies: [PackageDependency] = []
        /// Per target: the products of other packages it uses (`.product(name:package:)`, or a
        /// bare name that is no target of this package).
        public var productsUsed: [String: [ProductReference]] = [:]
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
        let targetNames = Set(finder.targets.compactMap { $0.arguments["name"]?.first })
        let productsUsed = finder.productsUsed.mapValues { $0.filter { $0.package != nil || !targetNames.contains($0.name) } }
        return Contents(packageName: finder.packageName ?? fallbackName,
                        modules: modules.sorted { $0.name < $1.name }, libraryTargets: libraryTargets,
                        libraryProducts: finder.libraryProducts,
                        dependencies: finder.dependencies.map { $0.resolvingPath(against: packageDirectory) },
                        productsUsed: productsUsed.filter { !$0.value.isEmpty })
    }

    /// Every folder the targets of manifest text may be in (relative to the package, not looked
    /// up): each target's `path:`, else each of SwiftPM's default folders for it.
    public static func possibleFolders(_ source: String) -> [String] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        return finder.targets.flatMap { call -> [String] in
            guard let name = call.arguments["name"]?.first else { return [] }
            return candidateFolders(for: name, path: call.arguments["path"]?.first)
        }
    }

    /// A target's `path:`, else SwiftPM's default folders for it, in the order SwiftPM tries them.
    private static func candidateFolders(for name: String, path: String?) -> [String] {
        path.map { [$0] } ?? ["Sources", "Source", "src", "srcs"].map { "\($0)/\(name)" }
    }

    /// The target's folder: its `path:`, else the first of SwiftPM's default folders that exists.
    private static func folder(for name: String, path: String?, in package: String) -> String? {
        candidateFolders(for: name, path: path).map { Paths.absolute($0, base: package) }.first { isFolder($0) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// A package another depends on: `.package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0")`
/// or `.package(path: "../Kit")`.
public struct PackageDependency: Sendable, Equatable {
    /// SwiftPM's identity: the URL's or path's last component without `.git`, lower-cased.
    public var identity: String
    /// A `.package(path:)` dependency's folder (absolute once read).
    public var path: String?

    /// The identity of `location`, a URL or a path.
    static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    func resolvingPath(against directory: String) -> PackageDependency {
        var resolved = self
        resolved.path = path.map { Paths.absolute($0, base: Paths.absolute(directory)) }
        return resolved
    }
}

/// A product of another package a target uses: `.product(name: "NIOCore", package: "swift-nio")`,
/// or `"Kit"` (SwiftPM finds the package whose product has that name).
public struct ProductReference: Sendable, Equatable {
    public var name: String
    /// The package's identity (or its old-style name); nil for a bare name.
    public var package: String?
}

/// Collects `.target(name: "…", …)`-shaped calls, `.package(…)`, and `Package(name: "…")`.
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
    var dependencies: [PackageDependency] = []
    /// Per target name, the products named in its `dependencies:`.
    var productsUsed: [String: [ProductReference]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           PackageManifest.documentedTargets.contains(member.declName.baseName.text) {
            var call = TargetCall()
            for argument in node.arguments {
                guard let label = argument.label?.text else { continue }
                call.arguments[label] = Self.literals(in: argument.expression)
            }
            targets.append(call)
            if let name = call.arguments["name"]?.first,
               let used = node.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) {
                productsUsed[name, default: []] += used.elements.compactMap { Self.product(in: $0.expression) }
            }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "library",
                  let named = node.arguments.first(where: { $0.label?.text == "targets" }) {
            libraryTargets += Self.literals(in: named.expression)
            if let name = node.arguments.first(where: { $0.label?.text == "name" }).flatMap({ Self.literals(in: $0.expression).first }) {
                libraryProducts[name, default: []] += Self.literals(in: named.expression)
            }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "package",
                  let dependency = Self.dependency(node) {
            dependencies.append(dependency)
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
                  let name = node.arguments.first(where: { $0.label?.text == "name" }) {
            packageName = Self.literals(in: name.expression).first
        }
        return .visitChildren
    }

    /// `.package(url:…)` / `.package(path:…)` (a `name:` before them is the old spelling of the identity).
    private static func dependency(_ call: FunctionCallExprSyntax) -> PackageDependency? {
        func literal(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }.flatMap { literals(in: $0.expression).first }
        }
        if let url = literal("url") { return PackageDependency(identity: PackageDependency.identity(of: url)) }
        if let path = literal("path") { return PackageDependency(identity: PackageDependency.identity(of: path), path: path) }
        return nil
    }

    /// A target dependency naming another package's product: `.product(name:package:)`,
    /// `.byName(name:)` or a bare string (`.target(name:)` is this package's).
    private static func product(in expression: ExprSyntax) -> ProductReference? {
        if let name = literals(in: expression).first { return ProductReference(name: name) }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        func literal(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }.flatMap { literals(in: $0.expression).first }
        }
        switch member.declName.baseName.text {
        case "product": return literal("name").map { ProductReference(name: $0, package: literal("package")) }
        case "byName": return literal("name").map { ProductReference(name: $0) }
        default: return nil
        }
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

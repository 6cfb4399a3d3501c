import CollectionUtilities
import Foundation
import ToolCore

/// Reads a package's modules into the symbol model.
public enum PackageReader {
    /// What was read, and what could not be.
    public struct Result: Sendable {
        public var package: PackageDocs
        /// Files that could not be read (not UTF-8, unreadable).
        public var diagnostics: [Diagnostic]
    }

    /// Parses every Swift file of `modules` (in parallel) and assembles each module.
    ///
    /// - Parameters:
    ///   - packageDirectory: The folder locations are reported relative to.
    ///   - minimumAccess: Declarations less visible than this are left out.
    public static func read(
        packageName: String, packageDirectory: String, modules: [ModuleSource], minimumAccess: AccessLevel
    ) -> Result {
        let root = URL(fileURLWithPath: packageDirectory).standardizedFileURL.path
        var diagnostics: [Diagnostic] = []
        var jobs: [(module: Int, path: String)] = []
        for (index, module) in modules.enumerated() {
            let discovery = FileDiscovery(exclude: module.exclude.map(Glob.init), base: module.path)
            let found = discovery.discover([module.path])
            jobs += found.files.map { (index, $0) }
            diagnostics += found.problems.map { problem(relative($0.path, to: root), $0.reason) }
        }
        let results = jobs.map(\.path).concurrentMap { path -> Swift.Result<FileDeclarations, FileProblem> in
            do throws(FileProblem) {
                let source = try SourceFile.readText(atPath: path)
                return .success(DeclarationReader.read(source: source, path: relative(path, to: root)))
            } catch {
                return .failure(error)
            }
        }
        var perModule = Array(repeating: [FileDeclarations](), count: modules.count)
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let declarations): perModule[job.module].append(declarations)
            case .failure(let error): diagnostics.append(problem(relative(error.path, to: root), error.reason))
            }
        }
        let assembled = modules.enumerated().map { index, module in
            ModuleAssembler.assemble(name: module.name, path: relative(module.path, to: root),
                                     files: perModule[index], minimumAccess: minimumAccess)
        }
        return Result(package: PackageDocs(name: packageName, modules: assembled), diagnostics: diagnostics)
    }

    /// `path` relative to `root` when inside it.
    static func relative(_ path: String, to root: String) -> String {
        if path == root { return "." }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    private static func problem(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(file: path, line: 1, severity: .warning, ruleID: "unreadable_file", message: "skipped: \(reason)")
    }
}

import Foundation
import ToolCore

/// The undocumented API a project has accepted, so that a coverage gate fails
/// only on what is newly undocumented.
public struct Baseline: Codable, Sendable, Equatable {
    public var version = 1
    /// ``CoverageReport/key(_:module:)`` of each accepted symbol, sorted.
    public var undocumented: [String]

    public init(_ report: CoverageReport) {
        undocumented = Array(Set(report.undocumented.map(\.key))).sorted()
    }

    /// Reads a baseline written by ``write(to:)``.
    ///
    /// - Throws: ``ConfigError`` when the file is missing or not a baseline.
    public static func read(from path: String) throws(ConfigError) -> Baseline {
        do {
            let text = try SourceFile.readText(atPath: path)
            return try JSONDecoder().decode(Baseline.self, from: Data(text.utf8))
        } catch let problem as FileProblem {
            throw ConfigError(source: path, message: "cannot read the baseline: \(problem.reason)")
        } catch {
            throw ConfigError(source: path, message: "not a swiftdoc-lite baseline (expected {\"version\": 1, \"undocumented\": [...]})")
        }
    }

    /// Writes the baseline atomically, as stable pretty-printed JSON.
    public func write(to path: String) throws(FileProblem) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        try AtomicFile.write(Array(data) + [UInt8(ascii: "\n")], to: path)
    }
}

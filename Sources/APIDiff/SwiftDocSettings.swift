import DocEngine
import Foundation
import ToolCore

/// A package's `.swiftdoc.yml`, at its root: what swiftdoc-lite's commands read besides their
/// flags. One file, one decoding, so a misspelt key anywhere in it is an error at its line.
///
/// ```yaml
/// links:                 # where dependencies' docs live (generate's --link)
///   swift-nio: https://swiftpackageindex.com/apple/swift-nio/main/documentation/{module}/{symbol}
/// api-diff:
///   allow:               # breaks accepted on purpose (diff)
///     - check: removed_declaration
///       symbol: Kit.load(from:)
///       reason: Deprecated in 1.4, removed in 2.0 as announced.
/// ```
public struct SwiftDocSettings: Decodable, Sendable {
    public var allowlist = APIAllowlist()
    /// By package identity.
    public var links: [String: DependencyLink] = [:]

    public static let fileName = ".swiftdoc.yml"

    public init() {}

    private enum CodingKeys: String, CodingKey {
        case apiDiff = "api-diff", links
    }

    private struct APIDiffSection: Decodable {
        var allow: [APIAllowlist.Entry]?
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        allowlist = APIAllowlist(entries: try keys.decodeIfPresent(APIDiffSection.self, forKey: .apiDiff)?.allow ?? [])
        links = try keys.decodeIfPresent([String: DependencyLink].self, forKey: .links) ?? [:]
    }

    /// The settings of the package at `packageDirectory`; none without a `.swiftdoc.yml`.
    ///
    /// - Throws: ``ConfigLoadError`` naming the file, line and column of what is wrong.
    public static func load(packageDirectory: String) throws(ConfigLoadError) -> SwiftDocSettings {
        let path = (Paths.absolute(packageDirectory) as NSString).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: path) else { return SwiftDocSettings() }
        return try ConfigLoader(fileNames: [fileName], environmentPrefix: nil).load(SwiftDocSettings.self, file: path)
    }
}

import Foundation
import ToolCore

/// A cheap fingerprint of a package's Swift files and DocC catalogs (paths, sizes,
/// modification times), to notice edits without reading or parsing anything.
public struct SourceSnapshot: Equatable, Sendable {
    private var entries: [String: [Double]] = [:]

    /// The Swift files under `packageDirectory` (`Package.swift` and `Snippets/`
    /// included) and every file of its `.docc` catalogs (articles, images); build
    /// folders and hidden folders skipped, as ``FileDiscovery`` skips them.
    public init(packageDirectory: String) {
        for path in FileDiscovery(extensions: [], base: packageDirectory).discover([packageDirectory]).files
        where path.hasSuffix(".swift") || path.contains(".docc/") {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
            let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
            entries[path] = [modified, size]
        }
    }
}

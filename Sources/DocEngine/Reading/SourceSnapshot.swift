import Foundation
import ToolCore

/// A cheap fingerprint of a package's Swift files (paths, sizes, modification
/// times), to notice edits without reading or parsing anything.
public struct SourceSnapshot: Equatable, Sendable {
    private var entries: [String: [Double]] = [:]

    /// The Swift files under `packageDirectory` (`Package.swift` included; build
    /// folders and hidden folders skipped, as ``FileDiscovery`` skips them).
    public init(packageDirectory: String) {
        for path in FileDiscovery(base: packageDirectory).discover([packageDirectory]).files {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
            let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
            entries[path] = [modified, size]
        }
    }
}

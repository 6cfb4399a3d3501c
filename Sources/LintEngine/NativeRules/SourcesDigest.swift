import Foundation
import ToolCore

/// The content of a package's manifest, resolved file and `Sources`, as one hash.
/// Reading every byte each run would cost more than the run, so the hash is kept
/// beside a stamp of the files' names, sizes and dates, and read again only when
/// the stamp changes.
struct SourcesDigest {
    let folder: String
    let cache: String

    func value() -> String {
        let files = self.files()
        var stamp: [UInt8] = []
        for file in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + file)
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            stamp += Array("\(file) \(attributes?[.size] ?? 0) \(date)\n".utf8)
        }
        let stampHex = ContentHash.hex(stamp)
        let stored = "\(cache)/sources/\(ContentHash.hex(folder.utf8))"
        if let known = try? String(contentsOfFile: stored, encoding: .utf8), known.hasPrefix(stampHex + " ") {
            return String(known.dropFirst(stampHex.count + 1))
        }
        var content: [UInt8] = []
        for file in files {
            content += Array(file.utf8) + [0]
            content += Array(ContentHash.hex(FileManager.default.contents(atPath: folder + "/" + file) ?? Data()).utf8)
        }
        let digest = ContentHash.hex(content)
        NativeLinter.keep(Array("\(stampHex) \(digest)".utf8), at: stored)
        return digest
    }

    /// `Package.swift`, `Package.resolved` and every file under `Sources`, relative and sorted.
    private func files() -> [String] {
        var files = ["Package.swift", "Package.resolved"].filter { FileManager.default.fileExists(atPath: folder + "/" + $0) }
        if let walk = FileManager.default.enumerator(atPath: folder + "/Sources") {
            while let path = walk.nextObject() as? String {
                if walk.fileAttributes?[.type] as? FileAttributeType == .typeRegular { files.append("Sources/" + path) }
            }
        }
        return files.sorted()
    }
}

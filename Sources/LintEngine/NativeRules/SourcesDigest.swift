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
        let files = FileStamps.of(folder)
        let stamp = ContentHash.hex(files.map(\.line).joined().utf8)
        let stored = "\(cache)/sources/\(ContentHash.hex(folder.utf8))"
        if let known = try? String(contentsOfFile: stored, encoding: .utf8), known.hasPrefix(stamp + " ") {
            return String(known.dropFirst(stamp.count + 1))
        }
        var content: [UInt8] = []
        for file in files {
            content += Array(file.path.utf8) + [0]
            content += Array(ContentHash.hex(FileManager.default.contents(atPath: folder + "/" + file.path) ?? Data()).utf8)
        }
        let digest = ContentHash.hex(content)
        NativeLinter.keep(Array("\(stamp) \(digest)".utf8), at: stored)
        return digest
    }
}

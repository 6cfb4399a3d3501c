import Foundation

/// The files of a package that go into its build — `Package.swift`, `Package.resolved`
/// and everything under `Sources` — with their sizes and modification times, read with
/// `stat` (Foundation's attribute dictionaries cost more than the whole hand-off may).
enum FileStamps {
    struct Entry {
        /// Relative to the package's folder.
        let path: String
        let size: Int
        let modified: Int

        /// What changes when the file is edited, added, removed or renamed.
        var line: String { "\(path) \(size) \(modified)\n" }
    }

    /// The entries, sorted by path.
    static func of(_ folder: String) -> [Entry] {
        var entries: [Entry] = []
        for name in ["Package.swift", "Package.resolved"] {
            if let entry = entry(folder, name) { entries.append(entry) }
        }
        walk(folder, "Sources", into: &entries)
        return entries.sorted { $0.path < $1.path }
    }

    /// Just these files of `folder` (those that are there).
    static func of(_ folder: String, files: [String]) -> [Entry] {
        files.compactMap { entry(folder, $0) }
    }

    /// One ``Entry/line`` per file.
    static func text(of folder: String) -> String {
        of(folder).map(\.line).joined()
    }

    private static func entry(_ folder: String, _ path: String) -> Entry? {
        var info = stat()
        guard stat(folder + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if os(Linux)
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #else
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #endif
        return Entry(path: path, size: Int(info.st_size), modified: modified)
    }

    private static func walk(_ folder: String, _ relative: String, into entries: inout [Entry]) {
        guard let directory = opendir(folder + "/" + relative) else { return }
        defer { closedir(directory) }
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            let path = relative + "/" + name
            if let entry = entry(folder, path) {
                entries.append(entry)
            } else {
                walk(folder, path, into: &entries)
            }
        }
    }
}

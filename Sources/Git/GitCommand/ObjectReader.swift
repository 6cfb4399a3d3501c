import ToolCore

/// One `git cat-file --batch-command` kept running: each question is a line
/// written and an answer read back, without a process per object.
final class ObjectReader {
    private let child: GitChild

    init(git: GitProgram) throws(GitError) {
        child = try git.start(["cat-file", "--batch-command"])
    }

    /// An object's id and type (`commit`, `tree`, `blob`, `tag`); nil when
    /// `name` (an id, `id^{tree}`) names nothing here.
    func info(_ name: String) throws(GitError) -> (id: ObjectID, type: String)? {
        try header(asking: "info " + name).map { ($0.id, $0.type) }
    }

    /// An object's content; nil when `name` names nothing here.
    func contents(_ name: String) throws(GitError) -> [UInt8]? {
        guard let header = try header(asking: "contents " + name) else { return nil }
        guard let bytes = child.readOutput(count: header.size + 1) else { throw Self.ended }  // the content, then a newline
        return Array(bytes.dropLast())
    }

    /// git answers `<id> <type> <size>`, or `<name> missing` (or `ambiguous`).
    private func header(asking command: String) throws(GitError) -> (id: ObjectID, type: String, size: Int)? {
        guard !command.contains("\n"), child.send(Array((command + "\n").utf8)),
              let line = child.readOutput(through: UInt8(ascii: "\n"))
        else { throw Self.ended }
        let fields = String(decoding: line.dropLast(), as: UTF8.self).split(separator: " ")
        guard fields.count == 3, let id = ObjectID(hex: fields[0]), let size = Int(fields[2]) else { return nil }
        return (id, String(fields[1]), size)
    }

    private static let ended = GitError("git cat-file stopped answering")
}

/// `git ls-tree -r -z` output: every file of a tree, by path.
enum TreeListing {
    struct Entry {
        let mode: UInt32
        let id: ObjectID
        /// A file or a symbolic link; not a submodule.
        var isBlob: Bool { mode != 0o160000 && mode != 0o040000 }
    }

    /// Each record: `<mode> SP <type> SP <id> TAB <path> NUL`. By exact
    /// path: `café` in NFC and in NFD are two files.
    static func entries(in output: [UInt8]) -> [ExactString: Entry] {
        var entries: [ExactString: Entry] = [:]
        for record in output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, let mode = UInt32(String(decoding: fields[0], as: UTF8.self), radix: 8),
                  let id = ObjectID(hex: String(decoding: fields[2], as: UTF8.self))
            else { continue }
            entries[ExactString(LosslessText.decode(record[(tab + 1)...]))] = Entry(mode: mode, id: id)
        }
        return entries
    }
}

/// `git diff-tree -r -z` output as ``FileChange``s.
enum RawDiff {
    /// Records: `:<old mode> <new mode> <old id> <new id> <status>` NUL
    /// `<path>` NUL, and for a rename or copy a second path NUL.
    static func changes(in output: [UInt8]) -> [FileChange] {
        let fields = output.split(separator: 0, omittingEmptySubsequences: false)
        var changes: [FileChange] = []
        var index = 0
        while index + 1 < fields.count, fields[index].first == UInt8(ascii: ":") {
            let header = String(decoding: fields[index].dropFirst(), as: UTF8.self).split(separator: " ")
            let status = header.last?.first ?? "M"
            let paths = status == "R" || status == "C" ? 2 : 1
            guard header.count == 5, index + paths < fields.count else { break }
            let names = fields[(index + 1)...(index + paths)].map { LosslessText.decode($0) }
            index += 1 + paths
            if let change = change(status: status, oldMode: String(header[0]), newMode: String(header[1]), paths: names) {
                changes.append(change)
            }
        }
        return changes
    }

    /// Submodules are not files: a change to one is left out, a file turned
    /// into one is a deletion and the reverse an addition.
    private static func change(status: Character, oldMode: String, newMode: String, paths: [String]) -> FileChange? {
        let submodule = "160000"
        let path = paths.last ?? ""
        switch (oldMode == submodule, newMode == submodule) {
        case (true, true): return nil
        case (false, true): return oldMode == "000000" ? nil : FileChange(kind: .deleted, path: path, previousPath: nil)
        case (true, false): return newMode == "000000" ? nil : FileChange(kind: .added, path: path, previousPath: nil)
        case (false, false): break
        }
        switch status {
        case "A", "C": return FileChange(kind: .added, path: path, previousPath: nil)
        case "D": return FileChange(kind: .deleted, path: path, previousPath: nil)
        case "R": return FileChange(kind: .renamed, path: path, previousPath: paths.first)
        case "T": return FileChange(kind: .typeChanged, path: path, previousPath: nil)
        default: return FileChange(kind: .modified, path: path, previousPath: nil)
        }
    }
}

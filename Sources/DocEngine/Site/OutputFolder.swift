import Foundation

/// Why the output could not be written. The previous output, if any, is intact.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

/// Replaces an output folder as a whole: the new content is written to a
/// temporary folder beside it, then swapped in by rename. A run that fails
/// before the swap leaves the old folder as it was and no temporary folder.
///
/// A folder is only ever replaced if it is empty or carries the ``marker`` file
/// an earlier run wrote: `--output Sources` must never delete sources.
public enum OutputFolder {
    /// The file every output folder holds, proof that it may be replaced.
    public static let marker = ".swiftdoc-lite"

    /// Writes `files` (paths relative to the folder) as the new content of `destination`.
    public static func replace(_ destination: String, with files: [(path: String, contents: [UInt8])]) throws(OutputError) {
        let target = URL(fileURLWithPath: destination).standardizedFileURL.path
        let name = (target as NSString).lastPathComponent
        let parent = (target as NSString).deletingLastPathComponent
        try checkReplaceable(target)
        try createFolder(parent, for: target)
        let temporary = try makeTemporaryFolder(in: parent, prefix: ".\(name).tmp-")
        do throws(OutputError) {
            try write(files + [(marker, Array("Written by swiftdoc-lite; replaced as a whole on every run.\n".utf8))],
                      into: temporary)
            try swap(temporary, into: target, parent: parent, name: name)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    private static func checkReplaceable(_ target: String) throws(OutputError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw OutputError(path: target, reason: "exists and is not a folder") }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
        guard contents.isEmpty || contents.contains(marker) else {
            throw OutputError(path: target, reason: "refusing to replace a folder swiftdoc-lite did not write (no \(marker) file in it)")
        }
    }

    private static func createFolder(_ path: String, for target: String) throws(OutputError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            // Foundation's error names the failing call's reason (errno) in its underlying error.
            let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).map { String(cString: strerror(Int32($0.code))) }
            throw OutputError(path: target, reason: "cannot create its parent folder: \(reason ?? error.localizedDescription)")
        }
    }

    private static func makeTemporaryFolder(in parent: String, prefix: String) throws(OutputError) -> String {
        var template = Array((parent + "/" + prefix + "XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw OutputError(path: parent, reason: "cannot create a temporary folder: \(systemReason())")
        }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Writes every file; a path that is absolute or climbs out with `..` is refused.
    private static func write(_ files: [(path: String, contents: [UInt8])], into folder: String) throws(OutputError) {
        var created = Set<String>()
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.path.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
                throw OutputError(path: file.path, reason: "is not a plain relative path inside the output folder")
            }
            let path = folder + "/" + file.path
            let directory = (path as NSString).deletingLastPathComponent
            if created.insert(directory).inserted {
                try createFolder(directory, for: path)
            }
            try writeFile(file.contents, to: path)
        }
    }

    /// Writes one new file; a failure says what the system said (`No space left on device`).
    private static func writeFile(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: path, reason: "cannot create the file: \(systemReason())") }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = systemReason()
                close(descriptor)
                throw OutputError(path: path, reason: "cannot write the file: \(reason)")
            }
            offset += written
        }
        guard close(descriptor) == 0 else { throw OutputError(path: path, reason: "cannot write the file: \(systemReason())") }
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }

    /// Moves `temporary` to `target`; an old `target` is moved aside first and deleted after.
    private static func swap(_ temporary: String, into target: String, parent: String, name: String) throws(OutputError) {
        guard FileManager.default.fileExists(atPath: target) else {
            guard rename(temporary, target) == 0 else { throw failure(target) }
            return
        }
        // rename(2) replaces an empty folder: the old output goes onto a fresh empty one.
        let old = try makeTemporaryFolder(in: parent, prefix: ".\(name).old-")
        guard rename(target, old) == 0 else {
            rmdir(old)
            throw failure(target)
        }
        guard rename(temporary, target) == 0 else {
            let error = failure(target)
            rename(old, target)
            throw error
        }
        try? FileManager.default.removeItem(atPath: old)
    }

    private static func failure(_ target: String) -> OutputError {
        OutputError(path: target, reason: "cannot swap the new output in: \(systemReason())")
    }
}

import Foundation

/// Path arithmetic on text alone.
public enum Paths {
    /// The folder for temporary files: `TMPDIR`, else `/tmp` — what
    /// `NSTemporaryDirectory()` gives on Linux, without a trailing slash and
    /// without the URL it builds (a conformance scan at first use).
    public static var temporaryFolder: String {
        guard var folder = EnvironmentVariables.value("TMPDIR"), !folder.isEmpty else { return "/tmp" }
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }

    /// `path` made absolute against `base` (default: the working folder), with
    /// `.` and `..` resolved and repeated or trailing slashes dropped — what
    /// `URL(fileURLWithPath:).standardizedFileURL.path` gives, without building
    /// a URL, whose first use costs about a millisecond of a tool's start.
    /// Symbolic links are left as they are.
    public static func absolute(_ path: String, base: String? = nil) -> String {
        let joined = path.hasPrefix("/") ? path : (base ?? FileManager.default.currentDirectoryPath) + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        // Appended in a loop rather than `joined`, whose unspecialized generic
        // path looks up a conformance in the whole binary at first use.
        var result = ""
        for part in parts {
            result += "/"
            result.append(contentsOf: part)
        }
        return result.isEmpty ? "/" : result
    }

    /// `path` relative to the folder `root` when inside it (`.` for `root`
    /// itself), else `path` as given. A trailing slash on `root` is ignored.
    public static func relative(_ path: String, to root: String) -> String {
        let folder = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        if path == folder { return "." }
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// A simple shell line made ready to start without the shell: its program
/// found in `PATH` and its redirections opened, as `/bin/sh` would have done.
///
/// Whenever the shell could do something else here (a relative `PATH` entry, a
/// program it would not find, a file it could not open, a fifo that could
/// block), there is no direct launch and the shell runs the line, so its
/// behaviour and messages stay exactly the shell's.
struct DirectLaunch {
    let executable: String
    /// The words after the command; `argv[0]` stays the command as written.
    let arguments: [String]
    let command: String
    /// `PWD` as the shell would export it in `directory`.
    let workingDirectoryVariable: String
    private(set) var standardInput: FileDescriptor?
    private(set) var standardOutput: FileDescriptor?
    private(set) var standardError: FileDescriptor?

    /// - Parameters:
    ///   - directory: where the command runs (absolute).
    ///   - searchPath: the `PATH` the command gets.
    ///   - workingDirectoryVariable: the `PWD` the command would inherit.
    init?(_ line: SimpleCommandLine, directory: String, searchPath: String?, workingDirectoryVariable: String?) {
        guard let executable = Self.find(line.words[0], in: searchPath, from: directory),
              let pwd = Self.shellPWD(inherited: workingDirectoryVariable, directory: directory)
        else { return nil }
        self.executable = executable
        self.command = line.words[0]
        self.arguments = Array(line.words.dropFirst())
        self.workingDirectoryVariable = pwd
        for redirection in line.redirections {
            guard let file = Self.openFile(for: redirection, from: directory) else {
                closeFiles()
                return nil
            }
            switch redirection.descriptor {
            case 0: standardInput = file
            case 1: standardOutput = file
            default: standardError = file
            }
        }
    }

    func closeFiles() {
        for file in [standardInput, standardOutput, standardError] { try? file?.close() }
    }

    /// The shell's `PATH` search, stopping where the shell's answer could differ
    /// from a plain lookup: a relative or empty entry, or no `PATH` at all.
    static func find(_ command: String, in searchPath: String?, from directory: String) -> String? {
        if command.contains("/") { return command.hasPrefix("/") ? command : directory + "/" + command }
        guard let searchPath else { return nil }
        for entry in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            guard entry.hasPrefix("/") else { return nil }
            let candidate = String(entry) + "/" + command
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// dash keeps an inherited `PWD` that names its working directory and
    /// otherwise exports the physical path; bash does the same.
    static func shellPWD(inherited: String?, directory: String) -> String? {
        var here = stat()
        guard stat(directory, &here) == 0 else { return nil }
        if let inherited, inherited.hasPrefix("/") {
            var there = stat()
            if stat(inherited, &there) == 0, there.st_dev == here.st_dev, there.st_ino == here.st_ino { return inherited }
        }
        guard let physical = realpath(directory, nil) else { return nil }
        defer { free(physical) }
        return String(cString: physical)
    }

    /// Opens a redirection's file as the shell would, relative to `directory`;
    /// nil for a file the shell should open itself (a fifo or socket could
    /// block or fail, and the shell words the failure).
    private static func openFile(for redirection: SimpleCommandLine.Redirection, from directory: String) -> FileDescriptor? {
        let path = redirection.path.hasPrefix("/") ? redirection.path : directory + "/" + redirection.path
        var status = stat()
        if stat(path, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            guard kind == S_IFREG || kind == S_IFCHR else { return nil }
        }
        let flags: Int32 = switch redirection.mode {
        case .read: O_RDONLY
        case .truncate: O_WRONLY | O_CREAT | O_TRUNC
        case .append: O_WRONLY | O_CREAT | O_APPEND
        }
        let descriptor = open(path, flags | O_CLOEXEC, 0o666)
        return descriptor >= 0 ? FileDescriptor(rawValue: descriptor) : nil
    }
}

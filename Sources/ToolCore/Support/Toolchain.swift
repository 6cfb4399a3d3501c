import Foundation

/// The Swift toolchain a tool works with: the one whose `swift` is first on
/// `PATH` (what `swift build` runs), or one named by its folder.
public struct Toolchain: Sendable, Equatable {
    /// `<toolchain>/usr`: the folder holding `bin/swift`, `lib/swift/…`, `lib/libIndexStore.so`.
    public let usr: URL

    /// The toolchain at `folder`: its `usr` folder, the folder above it, or a
    /// `.xctoolchain`; nil when no `bin/swift` is found there.
    public init?(folder: String) {
        let base = URL(fileURLWithPath: Paths.absolute(folder))
        for usr in [base, base.appendingPathComponent("usr")]
        where FileManager.default.isExecutableFile(atPath: usr.appendingPathComponent("bin/swift").path) {
            self.usr = usr.resolvingSymlinksInPath()
            return
        }
        return nil
    }

    private init(usr: URL) { self.usr = usr }

    /// The toolchain `TOOLCHAINS` names — a toolchain's folder, or the name of one
    /// installed where Xcode's and swiftly's toolchains go — else the one of the
    /// first executable `swift` on `PATH`, links resolved.
    public static func active(environment: [String: String] = ProcessInfo.processInfo.environment) -> Toolchain? {
        if let named = environment["TOOLCHAINS"], !named.isEmpty, let toolchain = installed(named, environment: environment) {
            return toolchain
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where directory.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            return Toolchain(usr: candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent())
        }
        return nil
    }

    /// The toolchain `name` stands for: a folder, else `<name>.xctoolchain` in the system's or
    /// the user's `Library/Developer/Toolchains`, else swiftly's toolchain of that name.
    private static func installed(_ name: String, environment: [String: String]) -> Toolchain? {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let candidates = [
            name, "/Library/Developer/Toolchains/\(name).xctoolchain", "\(home)/Library/Developer/Toolchains/\(name).xctoolchain",
            "\(home)/.local/share/swiftly/toolchains/\(name)",
        ]
        return candidates.lazy.compactMap { Toolchain(folder: $0) }.first
    }

    /// `usr/lib/<name>`.
    public func library(_ name: String) -> URL { usr.appendingPathComponent("lib").appendingPathComponent(name) }
}

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

    /// The toolchain of the first executable `swift` on `PATH`, links resolved.
    public static func active(environment: [String: String] = ProcessInfo.processInfo.environment) -> Toolchain? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") where directory.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            return Toolchain(usr: candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent())
        }
        return nil
    }

    /// `usr/lib/<name>`.
    public func library(_ name: String) -> URL { usr.appendingPathComponent("lib").appendingPathComponent(name) }
}

/// Whether a release's version step allows its API changes, as semantic versioning
/// asks: a break needs a new major version, new API at least a new minor one. Below
/// 1.0.0 the minor number plays the major's part and the patch the minor's, as SwiftPM
/// resolves `from: "0.4.0"` (up to, not including, 0.5.0).
public enum SemanticVersioning {
    /// How far a release moves: patch < minor < major.
    public enum Step: Int, Comparable, Sendable, CustomStringConvertible {
        case patch, minor, major

        public static func < (lhs: Step, rhs: Step) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .patch: "patch"
            case .minor: "minor"
            case .major: "major"
            }
        }
    }

    /// `1.2.3`, `v1.2.3`, `1.2` (patch 0); a pre-release or build suffix is ignored. Nil for anything else.
    public static func version(_ text: String) -> (major: Int, minor: Int, patch: Int)? {
        let core = (text.hasPrefix("v") ? text.dropFirst() : Substring(text)).prefix { $0 != "-" && $0 != "+" }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(numbers.count), numbers.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return (numbers[0]!, numbers[1]!, numbers.count == 3 ? numbers[2]! : 0)
    }

    /// The step from `old` to `new`, with 0.x's shift; nil when either is not a version or `new` is not later.
    public static func step(from old: String, to new: String) -> Step? {
        guard let before = version(old), let after = version(new) else { return nil }
        let raw: Step
        if after.major != before.major {
            guard after.major > before.major else { return nil }
            raw = .major
        } else if after.minor != before.minor {
            guard after.minor > before.minor else { return nil }
            raw = .minor
        } else {
            guard after.patch > before.patch else { return nil }
            raw = .patch
        }
        guard before.major == 0, after.major == 0 else { return raw }
        return raw == .minor ? .major : .minor
    }

    /// The smallest step that allows `changes`: major for a break (one the allowlist does not
    /// accept), minor for anything else, patch for nothing.
    public static func required(for changes: [APIChange]) -> Step {
        if changes.contains(where: \.isUnallowedBreak) { return .major }
        return changes.isEmpty ? .patch : .minor
    }

    /// The release before `version`: the latest of `tags` that is a version below it (with nil,
    /// the latest of all). Pre-releases (`2.0.0-beta.1`) are not releases to compare with.
    public static func previousRelease(before version: String?, among tags: [String]) -> String? {
        let limit = version.flatMap(self.version)
        let releases = tags.sorted().compactMap { tag -> (String, (Int, Int, Int))? in
            guard !tag.contains("-"), let numbers = self.version(tag) else { return nil }
            if let limit, !(numbers < limit) { return nil }
            return (tag, numbers)
        }
        return releases.max { $0.1 < $1.1 }?.0
    }
}

import Foundation

/// The version every tool of the suite reports; also part of cache keys, so
/// results cached by another version are never trusted.
public enum SuiteVersion {
    public static let current = "0.1.0"

    /// `current` plus the running executable's size and modification time: a
    /// rebuilt binary (a rule changed, the version not bumped yet) does not
    /// trust what an earlier build cached.
    public static let build: String = {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path),
              let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
        else { return current }
        return "\(current)-\(String(size, radix: 36))\(String(Int(modified.timeIntervalSince1970), radix: 36))"
    }()
}

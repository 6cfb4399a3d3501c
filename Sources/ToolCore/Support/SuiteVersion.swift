/// The version every tool of the suite reports; also part of cache keys, so
/// results cached by another version are never trusted.
public enum SuiteVersion {
    public static let current = "0.1.0"
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads single environment variables, or those under a prefix, without
/// `ProcessInfo.environment`, which builds a dictionary of every variable at
/// each call (a tenth of the work of linting a small file).
public enum EnvironmentVariables {
    /// The value of `name`, nil when unset.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every variable, by name: what `ProcessInfo.environment` gives, without
    /// the conformance scan of its own parsing (the dictionary's first creation
    /// still costs one).
    public static var all: [String: String] { withPrefix("") }

    /// Every variable whose name starts with `prefix`, by name.
    public static func withPrefix(_ prefix: String) -> [String: String] {
        var found: [String: String] = [:]
        let length = prefix.utf8.count
        var entry = environ
        while let text = entry.pointee {
            entry += 1
            guard strncmp(text, prefix, length) == 0 else { continue }
            let variable = String(cString: text)
            guard let equals = variable.firstIndex(of: "=") else { continue }
            found[String(variable[..<equals])] = String(variable[variable.index(after: equals)...])
        }
        return found
    }
}

/// One thing wrong with a configuration, pinned to where it is written.
///
/// Its description is the form editors and CI understand:
/// `.lint.yml:7:13: error: `severity` must be `warning` or `error`, got `warn``
///
/// A warning is something a tool reads past (a key it does not know, where
/// the format it follows only warns); ``ConfigLoadError`` carries errors.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        /// Something left aside on purpose (an analyzer rule): never an error.
        case error, warning, note
    }

    /// The file (or a name such as `environment` or `command line`) the value came from.
    public var source: String
    /// 1-based line, 0 when unknown.
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// What is wrong, and what was expected.
    public var message: String
    public var severity: Severity

    public init(source: String, line: Int = 0, column: Int = 0, message: String, severity: Severity = .error) {
        self.source = source
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// The same problem as an error (`--strict-config` makes warnings
    /// errors); a note stays a note.
    public var asError: ConfigError {
        var error = self
        if severity == .warning { error.severity = .error }
        return error
    }

    /// Values quoted from the file are spelt out (``EchoedText``): a message
    /// never acts on the terminal.
    public var description: String {
        let place = line > 0 ? "\(source):\(line):\(column)" : source
        return "\(EchoedText.escaped(place)): \(severity.rawValue): \(EchoedText.escaped(message))"
    }
}

/// Everything wrong with a configuration, reported at once so that one edit can
/// fix them all. A configuration that throws this produced no values at all.
public struct ConfigLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var errors: [ConfigError]

    public init(_ errors: [ConfigError]) {
        self.errors = errors
    }

    /// The exit code every tool uses for a configuration it cannot load.
    public static let exitCode: Int32 = 2

    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}

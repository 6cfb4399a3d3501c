/// One thing wrong with a configuration, pinned to where it is written.
///
/// Its description is the form editors and CI understand:
/// `.lint.yml:7:13: error: `severity` must be `warning` or `error`, got `warn``
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or a name such as `environment` or `command line`) the value came from.
    public var source: String
    /// 1-based line, 0 when unknown.
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// What is wrong, and what was expected.
    public var message: String

    public init(source: String, line: Int = 0, column: Int = 0, message: String) {
        self.source = source
        self.line = line
        self.column = column
        self.message = message
    }

    /// Values quoted from the file are spelt out (``EchoedText``): a message
    /// never acts on the terminal.
    public var description: String {
        let place = line > 0 ? "\(source):\(line):\(column)" : source
        return "\(EchoedText.escaped(place)): error: \(EchoedText.escaped(message))"
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

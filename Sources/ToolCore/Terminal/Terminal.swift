#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the standard streams are connected to, and how to decorate text for them.
public struct Terminal: Sendable {
    /// Whether standard output / standard error is a terminal (not a pipe or file).
    public let outputIsTTY: Bool
    public let errorIsTTY: Bool
    /// Colors on standard output: a terminal, `NO_COLOR` unset, `TERM` not `dumb`.
    public let colorsOutput: Bool
    /// Colors on standard error, same rules.
    public let colorsErrors: Bool
    /// Running under CI (`CI` set): no progress, no animation.
    public let isCI: Bool

    /// The process's own terminal, read from the environment.
    public static let current = Terminal(
        environment: ["NO_COLOR", "TERM", "CI"].reduce(into: [:]) { $0[$1] = EnvironmentVariables.value($1) },
        outputIsTTY: isatty(1) == 1, errorIsTTY: isatty(2) == 1)

    public init(environment: [String: String], outputIsTTY: Bool, errorIsTTY: Bool) {
        // https://no-color.org: any non-empty value disables color.
        let colorAllowed = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        self.outputIsTTY = outputIsTTY
        self.errorIsTTY = errorIsTTY
        self.colorsOutput = colorAllowed && outputIsTTY
        self.colorsErrors = colorAllowed && errorIsTTY
        self.isCI = !(environment["CI"] ?? "").isEmpty
    }

    /// Whether a progress indicator should be drawn on standard error.
    public var showsProgress: Bool { errorIsTTY && !isCI }

    /// ANSI styles.
    public enum Style: String, Sendable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }

    /// `text` in `style` when `enabled`, plain otherwise.
    public static func styled(_ text: String, _ style: Style, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

import CollectionUtilities
import Foundation

/// Turns diagnostics into text for a person, an editor or a CI system.
///
/// Reporters are looked up by name (``named(_:)``); the linter and the doc
/// coverage report add their own formats to ``all``.
public protocol DiagnosticReporter: Sendable {
    /// The name users pass to `--reporter`.
    var name: String { get }
    /// One line of `--help` text.
    var summary: String { get }
    /// The whole report for `diagnostics`, already in report order.
    func report(_ diagnostics: [Diagnostic]) -> String
    /// The same report in consecutive parts, for a caller that writes them one
    /// after another: a long report is then never joined into one string.
    func reportParts(_ diagnostics: [Diagnostic]) -> [String]
}

extension DiagnosticReporter {
    public func reportParts(_ diagnostics: [Diagnostic]) -> [String] {
        [report(diagnostics)]
    }
}

public enum DiagnosticReporters {
    /// The reporters the core provides.
    public static let all: [any DiagnosticReporter] = [
        XcodeReporter(), JSONReporter(), GitHubActionsReporter(),
    ]

    /// The reporter called `name` among `candidates`.
    ///
    /// - Throws: ``ConfigError`` listing the known names (with a suggestion).
    public static func named(
        _ name: String, among candidates: [any DiagnosticReporter] = all
    ) throws(ConfigError) -> any DiagnosticReporter {
        if let reporter = candidates.first(where: { $0.name == name }) { return reporter }
        let names = candidates.map(\.name)
        var message = "unknown reporter `\(name)`"
        if let guess = Suggestion.closest(to: name, among: names) { message += "; did you mean `\(guess)`?" }
        message += " Available: \(names.joined(separator: ", "))"
        throw ConfigError(source: "--reporter", message: message)
    }
}

/// `path:line:col: warning: message (rule_id)` — what Xcode and most editors parse.
public struct XcodeReporter: DiagnosticReporter {
    public init() {}
    public let name = "xcode"
    public let summary = "path:line:column: severity: message (rule_id), one per line (the default)"

    public func report(_ diagnostics: [Diagnostic]) -> String {
        reportParts(diagnostics).joined()
    }

    public func reportParts(_ diagnostics: [Diagnostic]) -> [String] {
        // A run with every rule on writes 36,000 lines, after the linting and
        // on one thread: a long report is written in parallel parts.
        let part = 4_096
        guard diagnostics.count > part else { return [lines(of: diagnostics[...])] }
        let parts = stride(from: 0, to: diagnostics.count, by: part).map { diagnostics[$0..<min($0 + part, diagnostics.count)] }
        return parts.concurrentMap { lines(of: $0) }
    }

    /// One line per diagnostic.
    private func lines(of diagnostics: ArraySlice<Diagnostic>) -> String {
        var report = ByteWriter(capacity: diagnostics.count * 120)
        // A report lists a file's findings together: its name is escaped once.
        var file: (name: String, escaped: String)?
        for diagnostic in diagnostics {
            if file?.name != diagnostic.file { file = (diagnostic.file, EchoedText.escaped(diagnostic.file)) }
            append(diagnostic, escapedFile: file?.escaped ?? "", to: &report)
            report.append(UInt8(ascii: "\n"))
        }
        return report.string
    }

    public func line(for diagnostic: Diagnostic) -> String {
        var line = ByteWriter(capacity: 120)
        append(diagnostic, escapedFile: EchoedText.escaped(diagnostic.file), to: &line)
        return line.string
    }

    private func append(_ diagnostic: Diagnostic, escapedFile: String, to bytes: inout ByteWriter) {
        // A terminal reads this: a file name or a configured message holding
        // control characters is spelt out, not acted on.
        bytes.append(escapedFile)
        bytes.append(UInt8(ascii: ":"))
        bytes.appendDecimal(diagnostic.line)
        if let column = diagnostic.column {
            bytes.append(UInt8(ascii: ":"))
            bytes.appendDecimal(column)
        }
        bytes.append(": " as StaticString)
        bytes.append(diagnostic.severity.rawValue)
        bytes.append(": " as StaticString)
        bytes.append(EchoedText.escaped(diagnostic.message))
        bytes.append(" (" as StaticString)
        bytes.append(diagnostic.ruleID)
        bytes.append(UInt8(ascii: ")"))
    }
}

/// SwiftLint's JSON shape, so tools built for SwiftLint's output keep working:
/// an array of `{file, line, character, severity, type, rule_id, reason}`.
public struct JSONReporter: DiagnosticReporter {
    public init() {}
    public let name = "json"
    public let summary = "a JSON array in SwiftLint's shape (file, line, character, severity, type, rule_id, reason)"

    private struct Entry: Encodable {
        let file: String
        let line: Int
        let character: Int?
        let severity: String
        let type: String
        let ruleId: String
        let reason: String
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let entries = diagnostics.map {
            Entry(file: $0.file, line: $0.line, character: $0.column,
                  severity: $0.severity.rawValue.capitalized, type: Self.typeName($0.ruleID),
                  ruleId: $0.ruleID, reason: $0.message)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `line_length` → `Line Length`, as SwiftLint names a rule in `type`.
    static func typeName(_ ruleID: String) -> String {
        ruleID.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}

/// GitHub Actions workflow commands: findings show up as annotations on the diff.
public struct GitHubActionsReporter: DiagnosticReporter {
    public init() {}
    public let name = "github-actions-logging"
    public let summary = "::warning file=…,line=…,col=…:: workflow commands (annotations in GitHub Actions)"

    public func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let column = diagnostic.column.map { ",col=\($0)" } ?? ""
            let properties = "file=\(Self.escapeProperty(diagnostic.file)),line=\(diagnostic.line)\(column)"
            let message = Self.escapeData("\(diagnostic.message) (\(diagnostic.ruleID))")
            return "::\(diagnostic.severity.rawValue) \(properties)::\(message)\n"
        }.joined()
    }

    // The escapes GitHub's runner documents for workflow command values.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The Xcode form, `path:line:column: severity: message (rule_id)`.
    public var description: String { XcodeReporter().line(for: self) }
}

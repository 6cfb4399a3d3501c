import LintEngine
import SwiftSyntax
import ToolCore

/// Helpers shared by the `multiline_*` rules in `Style/`: where a list of
/// arguments, parameters or elements sits relative to its brackets.
enum MultilineSupport {
    /// Whether the node's leading trivia holds a line break, that is, it starts a line.
    static func hasLeadingNewline(_ node: some SyntaxProtocol) -> Bool {
        node.leadingTrivia.contains { $0.isNewline }
    }

    /// The 1-based line of `position`.
    static func line(of position: AbsolutePosition, in file: LintFile) -> Int {
        file.location(of: position).line
    }

    /// The number of line feeds in bytes `start..<end` of the file's text.
    static func newlineCount(in file: LintFile, from start: AbsolutePosition, to end: AbsolutePosition) -> Int {
        file.bytes(from: start.utf8Offset, to: end.utf8Offset).reduce(0) { $1 == LineBytes.lineFeed ? $0 + 1 : $0 }
    }

    /// Whether bytes `start..<end` of the file's text hold a line break (`\n` or
    /// `\r`): without one, nothing in between starts a line. Looked up in the
    /// line table: a call's arguments would be scanned again for each call around it.
    static func holdsLineBreak(in file: LintFile, from start: AbsolutePosition, to end: AbsolutePosition) -> Bool {
        start < end && line(of: start, in: file) != line(of: end, in: file)
    }

    /// Whether bytes `start..<end` of the file's text are only spaces and
    /// tabs (or nothing).
    static func isOnlyBlanks(in file: LintFile, from start: AbsolutePosition, to end: AbsolutePosition) -> Bool {
        guard end > start else { return end == start }
        return file.bytes(from: start.utf8Offset, to: end.utf8Offset).allSatisfy(LineBytes.isBlank)
    }
}

/// The options of `multiline_parameters` and `multiline_call_arguments`
/// (SwiftLint's two configurations have the same keys and checks).
public struct SingleLineListOptions: SeverityBasedOptions, Equatable {
    public var severity = Severity.warning
    /// Whether all parameters (arguments) may share one line.
    public var allowsSingleLine = true
    /// With single lines allowed, the most parameters (arguments) one line may have.
    public var maxNumberOfSingleLineParameters: Int?

    public init() {}

    enum CodingKeys: String, CodingKey {
        case severity
        case allowsSingleLine = "allows_single_line"
        case maxNumberOfSingleLineParameters = "max_number_of_single_line_parameters"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? severity
        allowsSingleLine = try container.decodeIfPresent(Bool.self, forKey: .allowsSingleLine) ?? allowsSingleLine
        maxNumberOfSingleLineParameters = try container.decodeIfPresent(Int.self, forKey: .maxNumberOfSingleLineParameters)
        // A maximum with single lines disallowed is only inconsistent (it has
        // no effect); one below 1 is wrong.
        if let maximum = maxNumberOfSingleLineParameters, maximum < 1 {
            throw DecodingError.dataCorruptedError(
                forKey: .maxNumberOfSingleLineParameters, in: container, debugDescription: "should be >= 1")
        }
    }
}

// What a rule is written with: the rule protocols and their description with
// examples, the shared walk's subscriptions, the file being linted, options and
// fixes. A team's own rules (`native_rules:`) and the suite's built-in ones are
// written against this module alone; the engine that runs them is not part of it.
@_exported import SwiftSyntax
@_exported import ToolCore

/// The kit's version, which is the suite's: a rules package is built against it,
/// and a change of it rebuilds the team's linter.
public enum SwiftLintLiteKit {
    /// The suite's version (``ToolCore/SuiteVersion/current``).
    public static let version = SuiteVersion.current
}

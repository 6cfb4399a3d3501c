import Foundation
import ToolCore

/// What every front end does when its configuration names a rules package
/// (`native_rules: {path: …}`) and it is not the team's linter itself: find the
/// team's linter in the cache (building it on a miss) and become it, with the same
/// arguments, environment and standard streams. It never lints without the rules.
public enum NativeRulesHandOff {
    /// Returns only when there is nothing to hand off to (no `native_rules`, or this
    /// binary carries them); otherwise replaces the process, or throws when the
    /// team's linter cannot be built or started.
    public static func handOffIfNeeded(
        _ configuration: LintConfiguration, arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(NativeRulesError) {
        guard let package = configuration.nativeRules, !NativeRules.areCompiledIn else { return }
        let binary = try NativeLinter(package: package, environment: environment).ensureBuilt()
        try exec(binary, arguments: arguments)
    }

    /// Replaces this process with `binary` (argument 0 becomes its path).
    public static func exec(_ binary: String, arguments: [String]) throws(NativeRulesError) -> Never {
        let argv = ([binary] + arguments.dropFirst()).map { strdup($0) } + [nil]
        execv(binary, argv)
        throw .cannotRun(binary, String(cString: strerror(errno)))
    }
}

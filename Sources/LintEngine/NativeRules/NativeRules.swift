import Foundation
import Synchronization

/// A team's own rules, compiled into a linter of their own (`native_rules:`).
///
/// A Swift library cannot be loaded at run time on Linux (no stable ABI), so a
/// team's rules package is compiled with the suite into one binary, cached, and
/// every front end hands off to it (``NativeRulesHandOff``). That binary's
/// `main` installs the rules before anything reads the rule registry.
public enum NativeRules {
    private static let installed = Mutex<[any Rule.Type]?>(nil)

    /// The team's rules this binary carries; empty in the suite's own tools.
    public static var compiledIn: [any Rule.Type] { installed.withLock { $0 ?? [] } }

    /// Whether this binary is a team's linter (it never hands off again).
    public static var areCompiledIn: Bool { installed.withLock { $0 != nil } }

    /// Called once by a team linter's `main`, before anything else: the registry
    /// reads them when it is first made.
    public static func install(_ rules: [any Rule.Type]) {
        installed.withLock { $0 = rules }
    }
}

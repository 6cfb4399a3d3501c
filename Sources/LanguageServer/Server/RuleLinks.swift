import Foundation
import LintEngine
import ToolCore

/// Where a diagnostic's rule is explained (`codeDescription.href`): the
/// `ruleReference` setting's URL template with `{rule}` replaced (a team's hosted
/// reference), else the rule reference the engine writes — once per version, into
/// the user's cache folder — as `file://` pages. An empty template turns links off.
struct RuleLinks {
    /// The template cut at each `{rule}`, once: a keystroke's lint links hundreds of findings.
    private let pieces: [Substring]?

    init(setting: String?, registry: RuleRegistry, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let template = if let setting {
            setting.isEmpty ? nil : setting
        } else {
            Self.localReference(registry: registry, environment: environment)
        }
        pieces = template.map { $0.split(separator: "{rule}", omittingEmptySubsequences: false) }
    }

    func href(for rule: String) -> String? {
        pieces?.joined(separator: rule)
    }

    /// `$XDG_CACHE_HOME/swiftlint-lite/<version>/rules/{rule}.md` (else `~/.cache/…`), written
    /// when its index differs from this build's; nil when it cannot be written.
    private static func localReference(registry: RuleRegistry, environment: [String: String]) -> String? {
        guard let cache = environment["XDG_CACHE_HOME"].flatMap({ $0.isEmpty ? nil : $0 })
            ?? environment["HOME"].map({ $0 + "/.cache" }) else { return nil }
        let folder = "\(cache)/swiftlint-lite/\(SuiteVersion.current)/rules"
        // The index alone tells whether the pages there are this build's: all of them are made only to write them.
        let index = RuleDocumentation.index(registry.catalogue)
        if (try? String(contentsOfFile: folder + "/README.md", encoding: .utf8)) != index {
            do { try RuleDocumentation.write(registry.catalogue, to: folder) } catch { return nil }
        }
        return URL(fileURLWithPath: folder, isDirectory: true).absoluteString + "{rule}.md"
    }
}

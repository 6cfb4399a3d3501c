import Foundation
import ToolCore

/// The rule reference, in Markdown, made from the rules' own descriptions,
/// default options and examples — the same data the tests run.
public enum RuleDocumentation {
    /// One page per rule, keyed by file name, plus `README.md` indexing them all.
    public static func pages(for rules: [any Rule.Type]) -> [String: String] {
        var pages: [String: String] = ["README.md": index(rules)]
        for rule in rules { pages["\(rule.identifier).md"] = page(for: rule) }
        return pages
    }

    /// Writes the pages into `folder` (made if missing), each one atomically:
    /// `rules --write-docs` and the language server's rule links.
    public static func write(_ rules: [any Rule.Type], to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in pages(for: rules) {
            try AtomicFile.write(Array(text.utf8), to: (folder as NSString).appendingPathComponent(name))
        }
    }

    /// `README.md`: the table of every rule, linking its page.
    public static func index(_ rules: [any Rule.Type]) -> String {
        var text = "# Rule reference\n\n\(rules.count) rules. Opt-in rules run only when listed in `opt_in_rules`; "
            + "analyzer rules only in `swiftlint-lite analyze`, when listed in `analyzer_rules`.\n\n"
        text += "| identifier | kind | enabled | correctable | summary |\n|---|---|---|---|---|\n"
        for rule in rules {
            let description = rule.description
            text += "| [`\(description.identifier)`](\(description.identifier).md) | \(description.kind.rawValue) | "
            text += "\(description.requiresIndex ? "analyzer" : description.isOptIn ? "opt-in" : "by default") | "
            text += "\(rule is any CorrectableRule.Type ? "yes" : "no") | "
            text += "\(description.summary.replacing("|", with: "\\|")) |\n"
        }
        return text
    }

    static func page(for rule: any Rule.Type) -> String {
        let description = rule.description
        // A summary starting with an attribute (`@IBOutlets …`) would read as a DocC directive: escaped.
        let summary = description.summary.hasPrefix("@") ? "\\" + description.summary : description.summary
        var text = "# \(description.name)\n\n\(summary).\n\n"
        text += "* **Identifier:** `\(description.identifier)`\n"
        text += description.requiresIndex
            ? "* **Enabled by default:** no (an analyzer rule: `analyzer_rules`, run by `swiftlint-lite analyze` from the index)\n"
            : "* **Enabled by default:** \(description.isOptIn ? "no (opt-in)" : "yes")\n"
        text += "* **Supports `--fix`:** \(rule is any CorrectableRule.Type ? "yes" : "no")\n"
        text += "* **Kind:** \(description.kind.rawValue)\n"
        text += "* **Default severity:** \(rule.defaultSeverity.rawValue)\n\n"
        text += "## Options\n\n" + options(of: rule)
        text += examples("Non-triggering examples", description.nonTriggeringExamples.map(\.code))
        text += examples("Triggering examples", description.triggeringExamples.map(\.code))
        if !description.corrections.isEmpty {
            text += "## Corrections\n\n"
            for correction in description.corrections {
                text += "```swift\n\(trimmed(correction.before.code))\n```\nbecomes\n```swift\n\(trimmed(correction.after))\n```\n\n"
            }
        }
        return text
    }

    /// The defaults of the rule's options, read from a default instance: the
    /// YAML key is the property name in snake_case; grouped options (a struct
    /// inside the options) are listed with their own keys.
    static func options(of rule: any Rule.Type) -> String {
        let rows = optionDefaults(of: rule)
        guard !rows.isEmpty else { return "None.\n\n" }
        return rows.map { "* `\($0.key)`: \($0.value)\n" }.joined() + "\n"
    }

    /// Each option's YAML key and default, as documented.
    public static func optionDefaults(of rule: any Rule.Type) -> [(key: String, value: String)] {
        let defaults = rule.configured(nil).options
        if let documented = defaults as? any DocumentedOptions { return type(of: documented).documentedDefaults }
        return rows(describing: defaults)
    }

    private static func rows(describing options: Any) -> [(key: String, value: String)] {
        Mirror(reflecting: options).children.flatMap { child -> [(key: String, value: String)] in
            guard let label = child.label else { return [] }
            let value = unwrapped(child.value)
            if let levels = value as? SeverityLevels {
                let error = levels.error.map { ", error \($0)" } ?? ""
                return label == "levels"
                    ? [("warning", "\(levels.warning)"), ("error", levels.error.map(String.init) ?? "none")]
                    : [(snakeCase(label), "warning \(levels.warning)\(error)")]
            }
            if Mirror(reflecting: value).displayStyle == .struct, !(value is any RawRepresentable) {
                return rows(describing: value)
            }
            return [(snakeCase(label), describe(value))]
        }
    }

    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? Optional<Int>.none as Any
    }

    private static func describe(_ value: Any) -> String {
        if let raw = value as? any RawRepresentable { return "\(raw.rawValue)" }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return "none"
        case .collection, .set:
            let items = mirror.children.map { describe(unwrapped($0.value)) }.sorted()
            return "[" + items.joined(separator: ", ") + "]"
        default: return "\(value)"
        }
    }

    /// `ignoresURLs` → `ignores_urls`, `maxEmptyLines` → `max_empty_lines`: a word
    /// starts where a capital follows a small letter or digit.
    public static func snakeCase(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result += "_" }
            result += character.lowercased()
            previous = character
        }
        return result
    }

    private static func examples(_ title: String, _ codes: [String]) -> String {
        guard !codes.isEmpty else { return "" }
        return "## \(title)\n\n" + codes.map { "```swift\n\(trimmed($0))\n```\n" }.joined(separator: "\n") + "\n"
    }

    private static func trimmed(_ code: String) -> String {
        String(code.reversed().drop { $0 == "\n" }.reversed())
    }
}

/// Options whose stored properties do not map one to one onto YAML keys (a
/// dictionary of per-platform versions, say) list their keys and defaults
/// themselves for the rule reference.
public protocol DocumentedOptions: RuleOptions {
    static var documentedDefaults: [(key: String, value: String)] { get }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// An availability check for a version the deployment target already
/// guarantees is always true: dead code and a misleading hint.
public struct DeploymentTargetRule: SyntaxRule {
    public static let description = RuleDescription(
        identifier: "deployment_target",
        name: "Deployment Target",
        summary: "Availability checks or attributes shouldn't be using older versions that are satisfied by the deployment target.",
        kind: .lint,
        nonTriggeringExamples: [
            "@available(iOS 12.0, *)\nclass A {}",
            "@available(iOSApplicationExtension 13.0, *)\nclass A {}",
            "@available(watchOS 4.0, *)\nclass A {}",
            "@available(swift 3.0.2)\nclass A {}",
            "class A {}",
            "if #available(iOS 10.0, *) {}",
            "guard #available(iOS 12.0, *) else { return }",
            "if #unavailable(iOS 15.0) {}",
            Example("if #available(macOS 10.15, *) {}", options: "{macOS_deployment_target: \"10.14\"}"),
        ],
        triggeringExamples: [
            "↓@available(iOS 6.0, *)\nclass A {}",
            "↓@available(iOSApplicationExtension 6.0, *)\nclass A {}",
            "if ↓#available(iOS 6.0, *) {}",
            "if ↓#available(iOS 6, *) {}",
            "guard ↓#available(iOS 6.0, *) else { return }",
            "if ↓#unavailable(iOS 7.0) {}",
            Example("if ↓#available(macOS 10.13.1, *) {}", options: "{macOS_deployment_target: \"10.14\"}"),
            Example("↓@available(iOS 13, *)\nfunc f() {}", options: "{iOS_deployment_target: 14}"),
        ]
    )

    /// A dotted version, compared numerically (`10.13.1` < `10.14`).
    struct Version: Sendable, Equatable, Comparable, Decodable {
        var parts: [Int]

        init(_ text: String) { parts = text.split(separator: ".").map { Int($0) ?? 0 } }

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let number = try? single.decode(Int.self) {
                parts = [number]
            } else if let text = try? single.decode(String.self) {
                parts = Self(text).parts
            } else {
                parts = Self(String(try single.decode(Double.self))).parts
            }
        }

        var text: String { parts.map(String.init).joined(separator: ".") }

        static func < (a: Version, b: Version) -> Bool {
            for index in 0..<max(a.parts.count, b.parts.count) {
                let x = index < a.parts.count ? a.parts[index] : 0
                let y = index < b.parts.count ? b.parts[index] : 0
                if x != y { return x < y }
            }
            return false
        }

        static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }
    }

    public struct Options: SeverityBasedOptions, DocumentedOptions, Equatable {
        public var severity = Severity.warning
        var targets: [String: Version] = [
            "iOS": Version("7.0"), "macOS": Version("10.9"), "watchOS": Version("1.0"), "tvOS": Version("9.0"),
        ]
        /// Extension targets default to their platform's.
        var extensionTargets: [String: Version] = [:]

        public init() {}

        public static var documentedDefaults: [(key: String, value: String)] {
            let defaults = Options()
            let platforms = defaults.targets.keys.sorted()
            return [("severity", defaults.severity.rawValue)]
                + platforms.map { ("\($0)_deployment_target", defaults.targets[$0]?.text ?? "") }
                + platforms.map { ("\($0)ApplicationExtension_deployment_target", "as \($0)_deployment_target") }
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DeploymentTargetKey.self)
            severity = try container.decodeIfPresent(Severity.self, forKey: DeploymentTargetKey(stringValue: "severity")) ?? severity
            for platform in ["iOS", "macOS", "watchOS", "tvOS"] {
                let key = DeploymentTargetKey(stringValue: "\(platform)_deployment_target")
                if let version = try container.decodeIfPresent(Version.self, forKey: key) {
                    targets[platform] = version
                }
                let extensionKey = DeploymentTargetKey(stringValue: "\(platform)ApplicationExtension_deployment_target")
                if let version = try container.decodeIfPresent(Version.self, forKey: extensionKey) {
                    extensionTargets[platform] = version
                }
            }
        }

        /// The configured minimum for a platform name as written in code.
        func minimum(for platform: String) -> Version? {
            if platform == "OSX" { return targets["macOS"] }
            if platform.hasSuffix("ApplicationExtension") {
                let base = String(platform.dropLast("ApplicationExtension".count))
                return extensionTargets[base] ?? targets[base]
            }
            return targets[platform]
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    public var triggerIdentifiers: [String] { ["available", "unavailable", "_spi_available"] }

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        walk.on(AttributeSyntax.self) { node in
            guard case .availability(let arguments)? = node.arguments else { return }
            check(arguments, kind: "attribute", at: node.atSign.positionAfterSkippingLeadingTrivia, in: file)
        }
        walk.on(AvailabilityConditionSyntax.self) { node in
            let kind = node.availabilityKeyword.tokenKind == .poundUnavailable ? "negative condition" : "condition"
            check(node.availabilityArguments, kind: kind, at: node.availabilityKeyword.positionAfterSkippingLeadingTrivia, in: file)
        }
    }

    private func check(_ arguments: AvailabilityArgumentListSyntax, kind: String, at position: AbsolutePosition, in file: LintFile) {
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  let written = restriction.version?.trimmedText,
                  let minimum = options.minimum(for: restriction.platform.text), Version(written) <= minimum
            else { continue }
            file.report(self, at: position,
                        "Availability \(kind) is using a version (\(written)) that is satisfied by the deployment target "
                            + "(\(minimum.text)) for platform \(restriction.platform.text)")
        }
    }
}

/// The option keys of `deployment_target`, one per platform (`iOS_deployment_target`).
private struct DeploymentTargetKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

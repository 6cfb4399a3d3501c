import Foundation
import ToolCore

/// `.swifthook.yml`: what runs before a push.
///
/// ```yaml
/// pre-push:
///   jobs:
///     - name: lint
///       lint: true               # built-in: swiftlint-lite on the pushed Swift files
///     - name: format
///       run: swift-format lint {files}
///       glob: "**/*.swift"
///     - name: test
///       test: true               # built-in: swift test on the affected test targets
/// ```
public struct HookConfiguration: Decodable, Sendable {
    public var prePush: HookSection

    public init(prePush: HookSection = HookSection()) {
        self.prePush = prePush
    }

    enum CodingKeys: String, CodingKey {
        case prePush = "pre-push"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        prePush = try container.decodeIfPresent(HookSection.self, forKey: .prePush) ?? HookSection()
    }

    /// `.swifthook.yml` at the repository root, then the git-ignored
    /// `.swifthook.local.yml` (per-user overrides), then `SWIFTHOOK_*` variables.
    public static let fileName = ".swifthook.yml"
    public static let localFileName = ".swifthook.local.yml"

    /// Loads the configuration of the repository at `root`; absent files give
    /// an empty configuration (which lets every push through).
    public static func load(root: String, environment: [String: String]) throws(ConfigLoadError) -> HookConfiguration {
        let loader = ConfigLoader(fileNames: [fileName], environmentPrefix: nil, inheritanceKeys: ["extends"])
        var layers: [ConfigLayer] = []
        for name in [fileName, localFileName] {
            let path = (root as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path) { layers += try loader.layers(file: path) }
        }
        guard !layers.isEmpty else { return HookConfiguration() }
        return try HookConfiguration.decode(layers: layers)
    }
}

/// The jobs of one hook, and how they run.
public struct HookSection: Decodable, Sendable {
    /// Run the jobs at the same time (the default), or one after another.
    public var parallel = true
    /// Stop the other jobs as soon as one fails.
    public var failFast = false
    public var jobs: [JobEntry] = []

    public init() {}

    enum CodingKeys: String, CodingKey {
        case parallel, jobs
        case failFast = "fail_fast"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        parallel = try container.decodeIfPresent(Bool.self, forKey: .parallel) ?? true
        failFast = try container.decodeIfPresent(Bool.self, forKey: .failFast) ?? false
        jobs = try container.decodeIfPresent([JobEntry].self, forKey: .jobs) ?? []
    }

    /// Every job, in configured order, groups flattened.
    public var allJobs: [Job] {
        jobs.flatMap { entry -> [Job] in
            switch entry {
            case .job(let job): [job]
            case .group(let group): group.allJobs
            }
        }
    }
}

/// A list entry: a job, or a group of jobs with its own `parallel` setting.
public enum JobEntry: Decodable, Sendable {
    case job(Job)
    case group(HookSection)

    enum CodingKeys: String, CodingKey { case group }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.group) {
            self = .group(try container.decode(HookSection.self, forKey: .group))
        } else {
            self = .job(try Job(from: decoder))
        }
    }
}

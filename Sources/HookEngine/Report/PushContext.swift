import Foundation
import Git
import ToolCore

/// The plan as JSON: what `--dry-run --format json` prints, and the file every
/// job can read through `SWIFTHOOK_CONTEXT`.
public struct PushContextDocument: Encodable {
    public struct Ref: Encodable {
        let localRef: String
        let localSha: String
        let remoteRef: String
        let remoteSha: String
        let commits: [String]
    }

    public struct JobEntry: Encodable {
        let name: String
        let files: [String]
        let skippedReason: String?
    }

    let remote: String
    let url: String
    let refs: [Ref]
    let files: [String]
    let deleted: [String]
    let jobs: [JobEntry]?

    public init(plan: PushPlan, jobs: [JobPlan]?) {
        remote = plan.remote
        url = plan.url
        refs = plan.refs.map {
            Ref(localRef: $0.update.localRef, localSha: $0.update.localID.hex, remoteRef: $0.update.remoteRef,
                remoteSha: $0.update.remoteID.hex, commits: $0.commits.map(\.hex))
        }
        files = plan.filePaths
        deleted = plan.deleted
        self.jobs = jobs?.map { JobEntry(name: $0.job.name, files: $0.files, skippedReason: $0.skippedReason) }
    }

    /// The document as JSON: what `JSONEncoder` makes of it (pretty, sorted,
    /// snake_case keys), written without its reflection (see ``JSONValue``).
    public var json: String {
        var members: [String: JSONValue] = [
            "remote": .string(remote), "url": .string(url), "files": Self.strings(files),
            "deleted": Self.strings(deleted),
            "refs": .array(refs.map { ref in
                .object([
                    "local_ref": .string(ref.localRef), "local_sha": .string(ref.localSha),
                    "remote_ref": .string(ref.remoteRef), "remote_sha": .string(ref.remoteSha),
                    "commits": Self.strings(ref.commits),
                ])
            }),
        ]
        if let jobs {
            members["jobs"] = .array(jobs.map { job in
                var entry: [String: JSONValue] = ["name": .string(job.name), "files": Self.strings(job.files)]
                if let reason = job.skippedReason { entry["skipped_reason"] = .string(reason) }
                return .object(entry)
            })
        }
        return JSONValue.object(members).prettyText + "\n"
    }

    private static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}

extension PushPlan {
    /// The plan in words: refs, commits, files (`binaryPaths` marked), and
    /// what each job will do.
    public func describe(jobs: [JobPlan], binaryPaths: Set<ExactString> = []) -> String {
        var text = "push to \(remote) (\(url))\n" + notes.map { "note: \($0)\n" }.joined()
        for ref in refs {
            let what = ref.update.isDeletion ? "delete" : ref.update.isNewRef ? "new" : "update"
            text += "  \(what) \(ref.update.remoteRef) ← \(ref.update.localRef) \(ref.update.localID.hex.prefix(10)): "
            text += "\(ref.commits.count) commit\(ref.commits.count == 1 ? "" : "s")\n"
        }
        text += "files (\(files.count)):\n" + files.map { file in
            let kind = file.versions.allSatisfy(\.isSymbolicLink) ? " (symbolic link)"
                : binaryPaths.contains(ExactString(file.path)) ? " (binary)" : ""
            return "  \(LosslessText.display(file.path))\(kind)\n"
        }.joined()
        if !deleted.isEmpty { text += "deleted (\(deleted.count)):\n" + deleted.map { "  \(LosslessText.display($0))\n" }.joined() }
        text += "jobs:\n"
        for plan in jobs {
            if let reason = plan.skippedReason {
                text += "  \(plan.job.name): skipped — \(reason)\n"
            } else {
                text += "  \(plan.job.name): runs on \(plan.files.count) file\(plan.files.count == 1 ? "" : "s")\n"
            }
            text += plan.refsLeftOut.map { "    leaves out \($0)\n" }.joined()
        }
        return text
    }
}

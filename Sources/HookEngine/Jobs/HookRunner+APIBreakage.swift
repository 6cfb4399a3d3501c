import APIDiff
import DocEngine
import Foundation
import Git

/// A pushed ref the `api-breakage` job judges: a version tag (`v1.4.0`, `1.4.0`), or a release
/// branch (`release/1.4`, `releases/2.0.0`, `release-1.4`; one without a version in its name
/// may add API but not break it).
public struct ReleaseRef: Sendable {
    public let update: RefUpdate
    /// The tag or branch name.
    public let name: String
    /// The version the release claims; nil for a release branch whose name holds none.
    public let version: String?

    init?(_ update: RefUpdate) {
        guard !update.isDeletion else { return nil }
        if let tag = update.remoteTag {
            guard SemanticVersioning.version(tag) != nil else { return nil }
            (self.update, name, version) = (update, tag, tag)
            return
        }
        guard let branch = update.remoteBranch,
              let prefix = ["release/", "releases/", "release-"].first(where: branch.hasPrefix) else { return nil }
        let suffix = String(branch.dropFirst(prefix.count))
        (self.update, name, version) = (update, branch, SemanticVersioning.version(suffix) != nil ? suffix : nil)
    }
}

extension HookRunner {
    /// Each release the push sends, against the version tag before it, read from git (no
    /// checkout, no build): the changes, then whether the version step allows them.
    func apiBreakage(_ plan: JobPlan) async -> (Bool, String) {
        let package = plan.job.root.map { (root as NSString).appendingPathComponent($0) } ?? root
        var output = "", passed = true
        do {
            let tags = try await APISnapshot.tags(packageDirectory: package)
            for release in plan.releases {
                let (ok, text) = try await judge(release, tags: tags, package: package)
                passed = passed && ok
                output += text
            }
        } catch {
            return (false, output + "cannot compare the API: \(error)\n")
        }
        return (passed, output)
    }

    private func judge(_ release: ReleaseRef, tags: [String], package: String) async throws -> (Bool, String) {
        let candidates = tags.filter { $0 != release.name }
        guard let previous = SemanticVersioning.previousRelease(before: release.version, among: candidates) else {
            return (true, "\(release.name): no earlier version tag to compare with\n")
        }
        let review = try await APIReview.compare(previous, release.update.localID.hex,
                                                 input: DocGenerator.Input(packageDirectory: package))
        var output = (review.problems + review.allowlistWarnings).map { $0 + "\n" }.joined()
        output += APIChangeReport.text.render(review.changes, old: previous, new: release.name)
        // `previous` is below the release's version, so a versioned release always has its step.
        if let version = release.version, let step = SemanticVersioning.step(from: previous, to: version) {
            let verdict = review.verdict(step: step, from: previous, to: release.name)
            return (verdict.allowed, output + verdict.text + "\n")
        }
        let breaks = review.changes.contains(where: \.isUnallowedBreak)
        return (!breaks, output + "semver: \(release.name) names no version: a release branch may add API, not break it: "
            + "\(breaks ? "it breaks" : "ok")\n")
    }
}

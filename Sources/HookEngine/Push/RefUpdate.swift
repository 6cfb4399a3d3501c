import Git
import ToolCore

/// One line of what git hands a pre-push hook on standard input:
/// `<local ref> <local sha> <remote ref> <remote sha>`.
public struct RefUpdate: Sendable, Equatable {
    public let localRef: String
    public let localID: ObjectID
    public let remoteRef: String
    public let remoteID: ObjectID

    public init(localRef: String, localID: ObjectID, remoteRef: String, remoteID: ObjectID) {
        self.localRef = localRef
        self.localID = localID
        self.remoteRef = remoteRef
        self.remoteID = remoteID
    }

    /// The remote ref is being deleted: nothing is sent.
    public var isDeletion: Bool { localID.isZero }
    /// The remote does not have this ref yet.
    public var isNewRef: Bool { remoteID.isZero && !localID.isZero }
    public var isTag: Bool { remoteRef.hasPrefix("refs/tags/") }

    /// `refs/heads/feature/x` → `feature/x`.
    public var remoteBranch: String? {
        remoteRef.hasPrefix("refs/heads/") ? String(remoteRef.dropFirst("refs/heads/".count)) : nil
    }

    /// `refs/tags/v1.2.0` → `v1.2.0`.
    public var remoteTag: String? {
        isTag ? String(remoteRef.dropFirst("refs/tags/".count)) : nil
    }

    /// Parses git's pre-push input. Blank lines are ignored.
    ///
    /// - Throws: ``PushInputError`` naming the line that is not four fields with
    ///   two object ids.
    public static func parse(_ input: String) throws(PushInputError) -> [RefUpdate] {
        var updates: [RefUpdate] = []
        for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: " ")
            guard !fields.isEmpty else { continue }
            guard fields.count == 4, let local = ObjectID(hex: String(fields[1])), let remote = ObjectID(hex: String(fields[3])) else {
                throw PushInputError(line: index + 1, text: String(line))
            }
            updates.append(RefUpdate(localRef: String(fields[0]), localID: local, remoteRef: String(fields[2]), remoteID: remote))
        }
        return updates
    }

    /// The line as git wrote it (for replaying to jobs and chained hooks).
    public var inputLine: String { "\(localRef) \(localID.hex) \(remoteRef) \(remoteID.hex)" }
}

/// A pre-push input line that is not what git writes.
public struct PushInputError: Error, CustomStringConvertible {
    public let line: Int
    public let text: String
    /// The line as written, spelt out (binary input is not echoed raw) and
    /// cut after 200 characters.
    public var description: String {
        let shown = text.count > 200 ? text.prefix(200) + "…" : Substring(text)
        return "pre-push input line \(line) is not '<local ref> <local sha> <remote ref> <remote sha>': "
            + EchoedText.escaped(String(shown))
    }
}

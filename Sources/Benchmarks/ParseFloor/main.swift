// The floor for any SwiftSyntax linter: read every Swift file under the given
// folders, parse it and walk its whole tree once, files in parallel. A linter
// built on SwiftSyntax cannot be faster than this; the lint benchmark reports
// swiftlint-lite's time as a multiple of it.
import CollectionUtilities
import SwiftParser
import SwiftSyntax
import ToolCore

/// Counts every node: a full walk the optimizer cannot drop.
final class NodeCounter: SyntaxAnyVisitor {
    var count = 0
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .visitChildren
    }
}

let roots = Array(CommandLine.arguments.dropFirst())
let files = FileDiscovery().discover(roots.isEmpty ? ["."] : roots).files
let counts = files.concurrentMap { path -> Int in
    guard let text = try? SourceFile.readText(atPath: path) else { return 0 }
    let counter = NodeCounter(viewMode: .sourceAccurate)
    counter.walk(Parser.parse(source: text))
    return counter.count
}
print("\(files.count) files, \(counts.reduce(0, +)) nodes")

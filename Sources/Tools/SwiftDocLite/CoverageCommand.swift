import ArgumentParser
import DocEngine
import Foundation
import ToolCore

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Report how much of the API is documented, and gate on it.",
        discussion: """
            Prints documented / total symbols per module and per type on standard error, and one \
            missing_docs finding per undocumented symbol on standard output (in the --reporter's format). \
            Only symbols the package declares count, at --min-access or above.
            """
    )

    @OptionGroup var package: PackageOptions

    @Option(help: ArgumentHelp("Fail (exit code 1) when less than this percentage of the API is documented.",
                               valueName: "percent"))
    var minimumCoverage: Double?

    @Option(help: ArgumentHelp(
        "A baseline written by --write-baseline: only undocumented symbols not in it are reported, and any fails the run.",
        valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write the undocumented symbols to this baseline file, and succeed.", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if let minimumCoverage, !(0...100).contains(minimumCoverage) {
            throw ValidationError("--minimum-coverage must be between 0 and 100")
        }
    }

    func run() throws {
        try reportingFailures {
            let reporter = try package.chosenReporter()
            let read = try DocGenerator.read(package.input())
            let report = CoverageReport(read.package)
            if let writeBaseline {
                do {
                    try Baseline(report).write(to: writeBaseline)
                } catch {
                    throw Failure(message: "error: \(error)", code: 1)
                }
                if !package.quiet { printError("Wrote \(report.undocumented.count) undocumented symbol(s) to \(writeBaseline)") }
                return
            }
            let accepted = try baseline.map { path throws(ConfigError) in Set(try Baseline.read(from: path).undocumented) } ?? []
            let directory = package.packageDirectory
            // The catalog's findings are the generator's business: coverage is about the API.
            let reading = read.diagnostics.filter { $0.ruleID != Catalog.findingRuleID }
            let findings = package.prepare(reading) + report.diagnostics(excluding: accepted) {
                DocGenerator.displayPath($0, packageDirectory: directory)
            }.sortedForReport()
            print(reporter.report(findings), terminator: "")
            if !package.quiet { printError(report.table()) }
            try gate(report, newlyUndocumented: baseline == nil ? 0 : findings.count)
        }
    }

    private func gate(_ report: CoverageReport, newlyUndocumented: Int) throws {
        var failures: [String] = []
        if let minimumCoverage, report.count.percentage < minimumCoverage {
            failures.append("error: documentation coverage \(CoverageReport.formatPercentage(report.count.percentage)) "
                + "is below the minimum of \(CoverageReport.formatPercentage(minimumCoverage))")
        }
        if newlyUndocumented > 0 {
            failures.append("error: \(newlyUndocumented) undocumented symbol(s) not in the baseline")
        }
        if !failures.isEmpty { throw Failure(message: failures.joined(separator: "\n"), code: 1) }
    }
}

import SwiftLintLiteKit

/// The `↓` markers of a triggering example: where its findings must be.
public enum ExampleMarkers {
    /// A 1-based line and column, the column in UTF-16 units as SwiftLint reports columns.
    public struct Position: Equatable, Sendable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
        public var description: String { "\(line):\(column)" }
    }

    /// The example without its `↓` markers, and where each marker stood. Scalar
    /// by scalar: a marker before a combining or zero-width character is one
    /// `Character` with it.
    public static func strip(_ code: String) -> (source: String, markers: [Position]) {
        var positions: [Position] = []
        var output = String.UnicodeScalarView()
        var line = 1, column = 1
        let marker = Example.marker.unicodeScalars.first
        for scalar in code.unicodeScalars {
            if scalar == marker {
                positions.append(Position(line: line, column: column))
                continue
            }
            output.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += UTF16.width(scalar) }
        }
        return (String(output), positions)
    }
}

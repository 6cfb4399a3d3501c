// swiftlint:disable all
// The Showcase fixture package, kept as Swift source: real `.swift` files
// (and a `Package.swift`) under this test target would be compiled into it.
// Tests write it to a temporary folder with `ShowcaseFixture.write(to:)`.

import Foundation

enum ShowcaseFixture {
    /// Path in the package → contents.
    static let files: [(path: String, contents: String)] = [
        ("Package.swift", #"""
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Showcase",
                targets: [
                    .target(name: "Geometry"),
                    .target(name: "Toolbox", dependencies: ["Geometry"], path: "Sources/Tools"),
                    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
                ]
            )

            """#),
        ("Sources/Geometry/Geometry.docc/Geometry.md", #"""
            # ``Geometry``

            Shapes, paths and the math between them.

            ## Overview

            Start with <doc:Drawing>, then pick a shape and its <doc:Drawing#Stroke-widths>.

            ![A circle beside a square.](shape)

            ## Topics

            ### Essentials

            - <doc:Drawing>
            - ``Circle``

            ### Paths

            - ``makePath(_:)``
            - ``PathElement``

            """#),
        ("Sources/Geometry/Geometry.docc/Drawing.md", #"""
            # Drawing Shapes

            Draw a circle in three lines.

            @Metadata {
                @PageImage(purpose: icon, source: "shape")
            }

            > Tip: Circles need only a radius.

            ## Overview

            Make a ``Circle`` and read its ``Circle/area``; the [overview](<doc:Geometry/Drawing>) links back here.

            @Snippet(path: "Showcase/Snippets/draw")

            Only the drawing itself:

            @Snippet(path: "draw", slice: "stroke")

            @Row {
                @Column(size: 2) {
                    A circle is round; see ``Circle``.
                }
                @Column {
                    ![A circle beside a square.](shape)
                }
            }

            @TabNavigator {
                @Tab("Circle") {
                    @Links(visualStyle: list) {
                        - ``Circle``
                        - ``Circle/area``
                    }
                }
                @Tab("Paths") {
                    Paths are made with ``makePath(_:)``, not ``makeLine()``; see <doc:Paths>.
                }
            }

            @Links(visualStyle: detailedGrid) {
                - <doc:Drawing>
            }

            @Video(source: "tour.mp4")

            @Small {
                Shapes are drawn to scale.
            }

            ### Stroke widths

            Widths are in points: see <doc:Stroke-widths> and <doc:#Overview>.

            """#),
        ("Sources/Geometry/Geometry.docc/Triangle.md", #"""
            # ``Geometry/Triangle``

            Triangles are not in this module.

            """#),
        ("Snippets/draw.swift", #"""
            // Draws a circle.
            //
            // Make it, then stroke it.

            import Geometry

            // snippet.hide
            let canvas = Canvas()
            // snippet.show
            let circle = Circle(radius: 2)
            // snippet.stroke
            if circle.radius > 0 {
                canvas.stroke(circle)
            }
            // snippet.end
            print(circle.area)

            """#),
        ("Sources/Geometry/Geometry.docc/Circle.md", #"""
            # ``Geometry/Circle``

            ## Overview

            Circles are the roundest shapes: this paragraph comes from the catalog.

            ## Topics

            ### Measuring

            - ``Circle/area``

            """#),
        ("Sources/Geometry/Geometry.docc/Resources/shape.svg", #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><circle cx="5" cy="5" r="4"/><rect x="11" y="1" width="8" height="8"/></svg>

            """#),
        ("Sources/Geometry/Geometry.docc/Resources/shape~dark.svg", #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" fill="white"><circle cx="5" cy="5" r="4"/></svg>

            """#),
        ("Sources/Geometry/Circle.swift", #"""
            /// A circle, centered on the origin.
            ///
            /// ```swift
            /// let circle = Circle(radius: 2)
            /// print(circle.area)
            /// ```
            ///
            /// - Warning: Negative radii are clamped to zero.
            /// - Important: Circles are values: copying one copies its radius.
            public struct Circle: Shape, Hashable {
                /// The distance from the center to the edge.
                public var radius: Double

                /// Creates a circle.
                ///
                /// - Parameters:
                ///   - radius: The distance from the center to the edge.
                ///   - label: A name shown in ``Shape/summary``.
                public init(radius: Double, label: String = "") { self.radius = max(0, radius) }

                /// Creates a unit circle.
                public init() { self.radius = 1 }

                // MARK: - Measuring

                /// The area of the circle, in square points.
                public var area: Double { .pi * radius * radius }

                /// The circumference.
                public var circumference: Double { 2 * .pi * radius }

                // MARK: - Transforming

                /// Scales the circle.
                ///
                /// - Parameter factor: The scale factor.
                /// - Parameter unused: Documented, but there is no such parameter.
                /// - Returns: A circle with the radius multiplied by `factor`.
                public func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }

                /// Moves nothing: circles have no position.
                ///
                /// - Returns: Nothing at all.
                /// - Throws: Never.
                public func recenter() {}

                /// Renders the circle <script>alert("xss")</script> as **text**.
                ///
                /// Raw HTML such as <b>bold</b> is not passed through. See ``Polygon/vertices`` and ``Missing/thing``.
                @MainActor @discardableResult
                public func render(into buffer: inout [String]) async throws -> Int { buffer.append("circle"); return 1 }

                func hidden() {}
            }

            extension Circle: Comparable {
                /// Orders circles by radius.
                public static func < (lhs: Circle, rhs: Circle) -> Bool { lhs.radius < rhs.radius }
            }

            """#),
        ("Sources/Geometry/Extensions.swift", #"""
            extension Array where Element == PathElement {
                /// The number of drawing elements (not moves).
                public var drawingCount: Int { count }
            }

            extension Double {
                /// The value in degrees, for a value in radians.
                public var degrees: Double { self * 180 / .pi }
            }

            extension String {
                func internalHelper() {}
            }

            """#),
        ("Sources/Geometry/Path.swift", #"""
            /// One step of a path.
            public indirect enum PathElement: Equatable {
                /// Moves without drawing.
                case move(x: Double, y: Double)
                /// Draws a line to a point.
                case line(Double, Double)
                /// Several elements drawn as one.
                case group([PathElement])
                /// Ends the path.
                case close
            }

            /// Points along a path.
            public typealias Points = [(Double, Double)]

            /// Joins paths.
            infix operator <+>: AdditionPrecedence

            /// Joins two paths.
            ///
            /// - Parameters:
            ///   - lhs: The first path.
            ///   - rhs: The second path.
            /// - Returns: `lhs` followed by `rhs`.
            public func <+> (lhs: [PathElement], rhs: [PathElement]) -> [PathElement] { lhs + rhs }

            /// Makes a path from points.
            ///
            /// - Parameters:
            ///   - points: The points to visit.
            public func makePath(_ points: Points, closed: Bool) -> [PathElement] { [] }

            /// Makes a path from one element.
            public func makePath(_ element: PathElement) -> [PathElement] { [element] }

            #if os(Linux)
            /// Where paths are cached on Linux.
            public let pathCacheFolder = "/var/cache/paths"
            #else
            /// Where paths are cached elsewhere.
            public let pathCacheFolder = "~/Library/Caches/paths"
            #endif

            /// The old way to make paths.
            @available(*, deprecated, message: "Use makePath(_:closed:) instead.")
            public func legacyPath() -> [PathElement] { [] }

            /// Makes a path that animates between two others, like ``makePath(_:)-3fx2k`` makes one.
            ///
            /// # Morphing
            ///
            /// A heading of the comment's own, below the page's.
            @available(macOS 10.15, iOS 13, *)
            public func morphingPath(from start: [PathElement], to end: [PathElement]) -> [PathElement] { start }

            /// Never callable: left out of the docs, as DocC leaves it out.
            @available(*, unavailable, message: "Paths are values.")
            public func retainPath() {}

            /// Loads a path from disk.
            ///
            /// - Parameter name: The file name.
            /// - Throws: `CocoaError` when the file cannot be read.
            /// - Returns: The elements.
            public func loadPath(named name: String) async throws -> [PathElement] { [] }

            /// How tightly path operators bind.
            precedencegroup PathPrecedence {
                higherThan: AdditionPrecedence
                associativity: left
            }

            /// The size of a shape, in German.
            public struct Größe: Equatable {
                /// Width and height.
                public var width, height: Double
            }

            """#),
        ("Sources/Geometry/Polygon.swift", #"""
            /// A closed polygon.
            public struct Polygon<Point: Hashable>: Shape where Point: Sendable {
                /// The corners, in order.
                public var vertices: [Point]

                public var area: Double { 0 }

                /// Scales nothing.
                public func scaled(by factor: Double) -> Polygon { self }

                /// A triangle or a square.
                public enum Kind: String, CaseIterable {
                    /// Three sides.
                    case triangle
                    case square
                }
            }

            extension Polygon where Point: Comparable {
                /// The smallest vertex.
                ///
                /// - Returns: The least vertex, or `nil` when there are none.
                public func minimumVertex() -> Point? { vertices.min() }
            }

            """#),
        ("Sources/Geometry/Shape.swift", #"""
            /// A shape that can be drawn and measured.
            ///
            /// Conforming types describe their ``area`` and can be scaled with ``scaled(by:)``.
            /// See ``Circle`` for an example.
            ///
            /// - Note: All measurements are in points.
            public protocol Shape: Sendable {
                /// The area covered by the shape, in square points.
                var area: Double { get }

                /// A copy of the shape scaled uniformly.
                ///
                /// - Parameter factor: How much to scale by; `1` keeps the size.
                /// - Returns: The scaled shape.
                func scaled(by factor: Double) -> Self

                /// A short description for debugging.
                var summary: String { get }
            }

            extension Shape {
                /// The default summary: the area, rounded.
                public var summary: String { "area \(Int(area))" }

                /// Whether this shape covers more area than `other`.
                public func isLarger(than other: some Shape) -> Bool { area > other.area }
            }

            """#),
        ("Sources/Tools/Gauge.swift", #"""
            /// A source of readings.
            public protocol ReadingSource {
                /// The kind of reading.
                associatedtype Reading: Comparable

                /// All readings, oldest first.
                var readings: [Reading] { get }
            }

            /// A gauge that subclasses may refine.
            open class Gauge {
                /// Creates a gauge.
                public init() {}

                /// The current value; subclasses override it.
                open var value: Double { 0 }

                /// Resets the gauge.
                open func reset() {}

                package func packageOnly() {}

                @_spi(Testing) public func spiOnly() {}

                public private(set) var resets = 0
            }

            public struct _HiddenHelper {}

            /// Turns an expression into its value and its source text.
            @freestanding(expression)
            public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "ToolboxMacros", type: "StringifyMacro")

            """#),
        ("Sources/Tools/Ruler.swift", #"""
            import Geometry

            /// Measures ``Geometry/Circle`` values and other shapes.
            public final class Ruler {
                /// The shared ruler.
                public static let shared = Ruler()

                /// Readings taken so far, by name.
                public subscript(name: String) -> Double? { readings[name] }

                private var readings: [String: Double] = [:]

                /// Measures every shape.
                ///
                /// - Parameter shapes: The shapes.
                /// - Returns: Their areas.
                public func measure<S: Sequence>(_ shapes: S) -> [Double] where S.Element: Shape { shapes.map(\.area) }

                /// Rounds a reading.
                public func round(_ value: Double) -> Double { value.rounded() }

                /// Rounds a reading given as an integer.
                public func round(_ value: Int) -> Double { Double(value) }
            }

            /// Keeps measurements safe across tasks.
            public actor MeasurementStore {
                /// Records a value.
                public func record(_ value: Double) {}
            }

            """#),
    ]

    /// Writes the package into `folder` (created if needed).
    static func write(to folder: URL) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }
}

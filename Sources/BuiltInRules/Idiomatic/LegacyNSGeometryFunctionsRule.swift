import LintEngine
import SwiftSyntax
import ToolCore

/// `NSWidth(rect)` is the C spelling of `rect.width`; the members read as
/// Swift and chain.
public struct LegacyNSGeometryFunctionsRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "legacy_nsgeometry_functions",
        name: "Legacy NSGeometry Functions",
        summary: "Struct extension properties and methods are preferred over legacy functions",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "rect.width", "rect.height", "rect.minX", "rect.midX", "rect.maxX", "rect.minY", "rect.midY", "rect.maxY",
            "rect.isEmpty", "rect.integral", "rect.insetBy(dx: 5.0, dy: -7.0)", "rect.offsetBy(dx: 5.0, dy: -7.0)",
            "rect1.union(rect2)", "rect1.intersection(rect2)", "rect1.contains(rect2)", "rect.contains(point)",
            "rect1.intersects(rect2)",
        ],
        triggeringExamples: [
            "↓NSWidth(rect)", "↓NSHeight(rect)", "↓NSMinX(rect)", "↓NSMidX(rect)", "↓NSMaxX(rect)", "↓NSMinY(rect)",
            "↓NSMidY(rect)", "↓NSMaxY(rect)", "↓NSEqualRects(rect1, rect2)", "↓NSEqualSizes(size1, size2)",
            "↓NSEqualPoints(point1, point2)", "↓NSEdgeInsetsEqual(insets2, insets2)", "↓NSIsEmptyRect(rect)",
            "↓NSIntegralRect(rect)", "↓NSInsetRect(rect, 10, 5)", "↓NSOffsetRect(rect, -2, 8.3)", "↓NSUnionRect(rect1, rect2)",
            "↓NSIntersectionRect(rect1, rect2)", "↓NSContainsRect(rect1, rect2)", "↓NSPointInRect(rect, point)",
            "↓NSIntersectsRect(rect1, rect2)",
        ],
        corrections: [
            Correction("↓NSWidth( rect  )", "rect.width"),
            Correction("↓NSMaxY( rect     )", "rect.maxY"),
            Correction("↓NSEqualPoints( point1 , point2)", "point1 == point2"),
            Correction("↓NSEqualSizes(size1,size2   )", "size1 == size2"),
            Correction("↓NSEdgeInsetsEqual(insets1, insets2)", "insets1 == insets2"),
            Correction("↓NSIsEmptyRect( rect )", "rect.isEmpty"),
            Correction("↓NSInsetRect(rect, 5.0, -7.0)", "rect.insetBy(dx: 5.0, dy: -7.0)"),
            Correction("↓NSOffsetRect(rect, -2, 8.3)", "rect.offsetBy(dx: -2, dy: 8.3)"),
            Correction("↓NSContainsRect( rect1,rect2     )", "rect1.contains(rect2)"),
            Correction("↓NSPointInRect(point  ,rect)", "rect.contains(point)"),
            Correction("↓NSIntersectsRect(rect1, rect2 )\n↓NSWidth(rect  )", "rect1.intersects(rect2)\nrect.width"),
            Correction("↓NSIntersectionRect(rect1, rect2)", "rect1.intersection(rect2)"),
            Correction("let same = !↓NSEqualRects(a, b)", "let same = !(a == b)"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { Array(Self.functions.keys) }

    private static let functions: [String: LegacyGeometry.Replacement] = [
        "NSHeight": .property("height"),
        "NSIntegralRect": .property("integral"),
        "NSIsEmptyRect": .property("isEmpty"),
        "NSMaxX": .property("maxX"),
        "NSMaxY": .property("maxY"),
        "NSMidX": .property("midX"),
        "NSMidY": .property("midY"),
        "NSMinX": .property("minX"),
        "NSMinY": .property("minY"),
        "NSWidth": .property("width"),
        "NSEqualPoints": .equal,
        "NSEqualSizes": .equal,
        "NSEqualRects": .equal,
        "NSEdgeInsetsEqual": .equal,
        "NSInsetRect": .method("insetBy", labels: ["dx", "dy"]),
        "NSOffsetRect": .method("offsetBy", labels: ["dx", "dy"]),
        "NSUnionRect": .method("union", labels: [""]),
        "NSContainsRect": .method("contains", labels: [""]),
        "NSIntersectsRect": .method("intersects", labels: [""]),
        "NSIntersectionRect": .method("intersection", labels: [""]),
        "NSPointInRect": .method("contains", labels: [""], reversed: true),
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        LegacyGeometry.check(self, Self.functions, message: Self.description.summary, walk: &walk, file: file)
    }
}

import LintEngine
import SwiftSyntax
import ToolCore

/// `CGRectGetWidth(rect)` is the C spelling of `rect.width`; the members read
/// as Swift and chain.
public struct LegacyCGGeometryFunctionsRule: SyntaxRule, CorrectableRule {
    public static let description = RuleDescription(
        identifier: "legacy_cggeometry_functions",
        name: "Legacy CGGeometry Functions",
        summary: "Struct extension properties and methods are preferred over legacy functions",
        kind: .idiomatic,
        nonTriggeringExamples: [
            "rect.width", "rect.height", "rect.minX", "rect.midX", "rect.maxX", "rect.minY", "rect.midY", "rect.maxY",
            "rect.isNull", "rect.isEmpty", "rect.isInfinite", "rect.standardized", "rect.integral",
            "rect.insetBy(dx: 5.0, dy: -7.0)", "rect.offsetBy(dx: 5.0, dy: -7.0)", "rect1.union(rect2)",
            "rect1.intersect(rect2)", "rect1.contains(rect2)", "rect.contains(point)", "rect1.intersects(rect2)",
        ],
        triggeringExamples: [
            "↓CGRectGetWidth(rect)", "↓CGRectGetHeight(rect)", "↓CGRectGetMinX(rect)", "↓CGRectGetMidX(rect)",
            "↓CGRectGetMaxX(rect)", "↓CGRectGetMinY(rect)", "↓CGRectGetMidY(rect)", "↓CGRectGetMaxY(rect)",
            "↓CGRectIsNull(rect)", "↓CGRectIsEmpty(rect)", "↓CGRectIsInfinite(rect)", "↓CGRectStandardize(rect)",
            "↓CGRectIntegral(rect)", "↓CGRectInset(rect, 10, 5)", "↓CGRectOffset(rect, -2, 8.3)", "↓CGRectUnion(rect1, rect2)",
            "↓CGRectIntersection(rect1, rect2)", "↓CGRectContainsRect(rect1, rect2)", "↓CGRectContainsPoint(rect, point)",
            "↓CGRectIntersectsRect(rect1, rect2)",
        ],
        corrections: [
            Correction("↓CGRectGetWidth( rect  )", "rect.width"),
            Correction("↓CGRectGetMaxY( rect     )", "rect.maxY"),
            Correction("↓CGRectIsNull(  rect    )", "rect.isNull"),
            Correction("↓CGRectStandardize( rect)", "rect.standardized"),
            Correction("↓CGRectInset(rect, 5.0, -7.0)", "rect.insetBy(dx: 5.0, dy: -7.0)"),
            Correction("↓CGRectOffset(rect, -2, 8.3)", "rect.offsetBy(dx: -2, dy: 8.3)"),
            Correction("↓CGRectUnion(rect1, rect2)", "rect1.union(rect2)"),
            Correction("↓CGRectIntersection( rect1 ,rect2)", "rect1.intersection(rect2)"),
            Correction("↓CGRectContainsRect( rect1,rect2     )", "rect1.contains(rect2)"),
            Correction("↓CGRectContainsPoint(rect  ,point)", "rect.contains(point)"),
            Correction("↓CGRectIntersectsRect(rect1, rect2 )\n↓CGRectGetWidth(rect  )", "rect1.intersects(rect2)\nrect.width"),
            Correction("let w = ↓CGRectGetWidth(a ?? b)", "let w = (a ?? b).width"),
        ]
    )

    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public var triggerIdentifiers: [String] { Array(Self.functions.keys) }

    private static let functions: [String: LegacyGeometry.Replacement] = [
        "CGRectGetWidth": .property("width"),
        "CGRectGetHeight": .property("height"),
        "CGRectGetMinX": .property("minX"),
        "CGRectGetMidX": .property("midX"),
        "CGRectGetMaxX": .property("maxX"),
        "CGRectGetMinY": .property("minY"),
        "CGRectGetMidY": .property("midY"),
        "CGRectGetMaxY": .property("maxY"),
        "CGRectIsNull": .property("isNull"),
        "CGRectIsEmpty": .property("isEmpty"),
        "CGRectIsInfinite": .property("isInfinite"),
        "CGRectStandardize": .property("standardized"),
        "CGRectIntegral": .property("integral"),
        "CGRectInset": .method("insetBy", labels: ["dx", "dy"]),
        "CGRectOffset": .method("offsetBy", labels: ["dx", "dy"]),
        "CGRectUnion": .method("union", labels: [""]),
        "CGRectContainsRect": .method("contains", labels: [""]),
        "CGRectContainsPoint": .method("contains", labels: [""]),
        "CGRectIntersectsRect": .method("intersects", labels: [""]),
        "CGRectIntersection": .method("intersection", labels: [""]),
    ]

    public func subscribe(to walk: inout SyntaxWalk, in file: LintFile) {
        LegacyGeometry.check(self, Self.functions, message: Self.description.summary, walk: &walk, file: file)
    }
}

// swift-tools-version:6.0
// A package written for `analyze --dead-code`: one example of every way a
// declaration is used without a reference the index records, and of what is
// dead. A line with a finding ends in an `expect:` comment (the message's start).
import PackageDescription

let package = Package(
    name: "Shapes",
    products: [.library(name: "Shapes", targets: ["Shapes"])],
    targets: [
        .target(name: "Shapes"),
        .executableTarget(name: "shapes-tool", dependencies: ["Shapes"]),
        .executableTarget(name: "ShapesApp", dependencies: ["Shapes"]),
        .testTarget(name: "ShapesTests", dependencies: ["Shapes"]),
    ]
)

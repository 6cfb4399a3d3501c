"""Rules to lint, document and check the API of Swift code with the prebuilt swift-tooling-lite
tools: no rules_swift needed (Documentation/Guide.docc/Bazel.md)."""

load("//bazel/private:doc.bzl", _swiftdoc_lite_api_check = "swiftdoc_lite_api_check", _swiftdoc_lite_site = "swiftdoc_lite_site")
load(
    "//bazel/private:lint.bzl",
    _SwiftLintLiteReportInfo = "SwiftLintLiteReportInfo",
    _swiftlint_lite_aspect = "swiftlint_lite_aspect",
    _swiftlint_lite_report = "swiftlint_lite_report",
    _swiftlint_lite_test = "swiftlint_lite_test",
)
load("//bazel/private:tools.bzl", _SwiftToolingLiteInfo = "SwiftToolingLiteInfo", _swift_tooling_lite_tools = "swift_tooling_lite_tools")

swiftlint_lite_test = _swiftlint_lite_test
swiftlint_lite_aspect = _swiftlint_lite_aspect
swiftlint_lite_report = _swiftlint_lite_report
SwiftLintLiteReportInfo = _SwiftLintLiteReportInfo
swiftdoc_lite_site = _swiftdoc_lite_site
swiftdoc_lite_api_check = _swiftdoc_lite_api_check
swift_tooling_lite_tools = _swift_tooling_lite_tools
SwiftToolingLiteInfo = _SwiftToolingLiteInfo

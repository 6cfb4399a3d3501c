"""The tools the rules run: a provider, and the rule that makes one from two executables."""

SwiftToolingLiteInfo = provider(
    doc = "The suite's executables, for the lint and doc rules.",
    fields = {
        "swiftlint_lite": "File: the swiftlint-lite executable",
        "swiftdoc_lite": "File: the swiftdoc-lite executable",
        "runfiles": "runfiles: what the executables need beside them (empty for prebuilt ones)",
    },
)

def _swift_tooling_lite_tools_impl(ctx):
    runfiles = ctx.runfiles()
    for tool in [ctx.attr.swiftlint_lite, ctx.attr.swiftdoc_lite]:
        runfiles = runfiles.merge(tool[DefaultInfo].default_runfiles)
    return [SwiftToolingLiteInfo(
        swiftlint_lite = ctx.executable.swiftlint_lite,
        swiftdoc_lite = ctx.executable.swiftdoc_lite,
        runfiles = runfiles,
    )]

swift_tooling_lite_tools = rule(
    implementation = _swift_tooling_lite_tools_impl,
    doc = """The swiftlint-lite and swiftdoc-lite executables the rules run.

    Prebuilt files (what `swift_tooling_lite_prebuilt` makes), or binaries Bazel builds from this
    package with rules_swift (a `swift_binary` of the `swiftlint-lite` and `swiftdoc-lite` products).
    Select one with `--@swift_tooling_lite//bazel:tools=//your:tools`.""",
    attrs = {
        "swiftlint_lite": attr.label(mandatory = True, executable = True, cfg = "exec", allow_single_file = True),
        "swiftdoc_lite": attr.label(mandatory = True, executable = True, cfg = "exec", allow_single_file = True),
    },
    provides = [SwiftToolingLiteInfo],
)

def tools_of(ctx):
    """The SwiftToolingLiteInfo of the rule's or aspect's `_tools`."""
    return ctx.attr._tools[SwiftToolingLiteInfo]

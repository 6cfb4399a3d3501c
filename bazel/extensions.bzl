"""The module extension (bzlmod) that makes the prebuilt tools' repository."""

load(":repositories.bzl", "swift_tooling_lite_prebuilt")

_prebuilt = tag_class(attrs = {"bin_dir": attr.string(doc = "The absolute folder holding both tools.")})

def _tools_impl(module_ctx):
    bin_dir = ""
    for module in module_ctx.modules:
        for tag in module.tags.prebuilt:
            # The root module's choice wins: it comes first.
            bin_dir = bin_dir or tag.bin_dir
    swift_tooling_lite_prebuilt(name = "swift_tooling_lite_tools", bin_dir = bin_dir)

tools = module_extension(
    implementation = _tools_impl,
    tag_classes = {"prebuilt": _prebuilt},
    doc = "`tools.prebuilt(bin_dir = …)`; without one, SWIFT_TOOLING_LITE_BIN or PATH.",
)

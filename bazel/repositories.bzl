"""The prebuilt tools as a repository, for WORKSPACE files (bzlmod: extensions.bzl)."""

_TOOLS = ["swiftlint-lite", "swiftdoc-lite"]

# The rules' file as the generated BUILD file must name it: from this repository, wherever it is
# (Bazel 4 prints a main repository's label without its "@").
def _label_text(label):
    text = str(label)
    return "@" + text if text.startswith("//") else text

_DEFS = _label_text(Label("//bazel:defs.bzl"))

def _find(rctx, folder, name):
    if folder:
        path = rctx.path(folder + "/" + name)
        return path if path.exists else None
    return rctx.which(name)

def _swift_tooling_lite_prebuilt_impl(rctx):
    folder = rctx.attr.bin_dir or rctx.os.environ.get("SWIFT_TOOLING_LITE_BIN", "")
    if folder and not folder.startswith("/"):
        fail("swift_tooling_lite_prebuilt: bin_dir and SWIFT_TOOLING_LITE_BIN must be absolute, not %s" % folder)
    for name in _TOOLS:
        path = _find(rctx, folder, name)
        if not path:
            fail(("swift_tooling_lite_prebuilt: no %s in %s. Install the tools (scripts/install.sh in " +
                  "swift-tooling-lite), or name their folder with SWIFT_TOOLING_LITE_BIN=/path/to/bin") %
                 (name, folder or "PATH"))

        # A link, not a copy: Bazel hashes what it points at, so a new build of the tool is a new input.
        rctx.symlink(path, name)
    rctx.file("BUILD.bazel", content = "\n".join([
        "# Made by swift_tooling_lite_prebuilt from %s." % (folder or "PATH"),
        "load(%r, \"swift_tooling_lite_tools\")" % _DEFS,
        "",
        "swift_tooling_lite_tools(",
        "    name = \"tools\",",
        "    swiftlint_lite = \"swiftlint-lite\",",
        "    swiftdoc_lite = \"swiftdoc-lite\",",
        "    visibility = [\"//visibility:public\"],",
        ")",
        "",
    ]))

swift_tooling_lite_prebuilt = repository_rule(
    implementation = _swift_tooling_lite_prebuilt_impl,
    doc = """swiftlint-lite and swiftdoc-lite from a folder (`bin_dir`, else the environment's
    `SWIFT_TOOLING_LITE_BIN`, else `PATH`), as the target `:tools` the rules default to.
    Name it `swift_tooling_lite_tools`.""",
    attrs = {
        "bin_dir": attr.string(doc = "The absolute folder holding both tools."),
    },
    environ = ["SWIFT_TOOLING_LITE_BIN", "PATH"],
    local = True,
)

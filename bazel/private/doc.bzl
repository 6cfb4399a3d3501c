"""swiftdoc_lite_site and swiftdoc_lite_api_check."""

load(":common.bzl", "TOOLS_ATTRS", "common_folder", "runfiles_path", "shell_quote")
load(":tools.bzl", "tools_of")

def _module_folder(ctx):
    """The module's folder: the one holding every source (its `.docc` catalog must be inside)."""
    srcs = [f for f in ctx.files.srcs if f.extension == "swift"]
    if not srcs:
        fail("%s: no Swift file in srcs" % ctx.label)
    return srcs, common_folder([f.path for f in srcs])

# --- swiftdoc_lite_site --------------------------------------------------------------------

def _swiftdoc_lite_site_impl(ctx):
    srcs, folder = _module_folder(ctx)
    for f in ctx.files.catalog:
        if not f.path.startswith(folder + "/"):
            fail("%s: the catalog file %s is not in the module's folder %s" % (ctx.label, f.path, folder))
    site = ctx.actions.declare_directory(ctx.label.name)
    args = ctx.actions.args()
    args.add("generate")
    args.add("--module", "%s=%s" % (ctx.attr.module_name or ctx.label.name, folder))
    args.add("--output", site.path)

    # The package's own types only: the toolchain's standard library is not an input.
    args.add_all(["--standard-library", "none", "--quiet"])
    if ctx.attr.source_url:
        args.add("--source-url", ctx.attr.source_url)
    ctx.actions.run(
        mnemonic = "SwiftDocLite",
        progress_message = "Documenting %s" % ctx.label,
        executable = tools_of(ctx).swiftdoc_lite,
        arguments = [args],
        inputs = srcs + ctx.files.catalog,
        outputs = [site],
    )
    return [DefaultInfo(files = depset([site]))]

swiftdoc_lite_site = rule(
    implementation = _swiftdoc_lite_site_impl,
    doc = """The HTML documentation site of one module, read from its sources (no build), as a
    tree artifact: `bazel build //pkg:docs` → `bazel-bin/pkg/docs/index.html`.""",
    attrs = dict(TOOLS_ATTRS, **{
        "srcs": attr.label_list(allow_files = [".swift"], mandatory = True, doc = "The module's Swift files."),
        "catalog": attr.label_list(
            allow_files = True,
            doc = "The module's `.docc` catalog (articles, tutorials' text, images), inside the sources' folder.",
        ),
        "module_name": attr.string(doc = "The module's name (default: the target's name)."),
        "source_url": attr.string(doc = "Links to the sources: a template with {path} and {line}."),
    }),
)

# --- swiftdoc_lite_api_check ---------------------------------------------------------------

def _api_script(ctx, lines):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(output = script, is_executable = True, content = "\n".join(["#!/bin/sh", "set -u"] + lines + [""]))
    return script

def _api_args(ctx, folder):
    name = ctx.attr.module_name or ctx.label.name
    return "--module %s" % shell_quote("%s=%s" % (name, folder))

def _swiftdoc_lite_api_test_impl(ctx):
    srcs, _ = _module_folder(ctx)
    tool = tools_of(ctx).swiftdoc_lite
    folder = common_folder([runfiles_path(f) for f in srcs])
    baseline = runfiles_path(ctx.file.baseline)
    script = _api_script(ctx, [
        "tool=%s; baseline=%s" % (shell_quote(runfiles_path(tool)), shell_quote(baseline)),
        "current=\"${TEST_TMPDIR:-/tmp}/api.json\"",
        "\"$tool\" diff --write-baseline \"$current\" %s || exit 2" % _api_args(ctx, folder),
        "cmp -s \"$current\" \"$baseline\" && exit 0",
        "# Any change fails, as an API report's does: the reviewer sees it in the baseline's diff.",
        "\"$tool\" diff --baseline \"$baseline\" %s" % _api_args(ctx, folder),
        "echo \"The API of %s differs from $baseline. If the change is meant, run: bazel run %s_update\" >&2" % (
            ctx.attr.module_name or ctx.label.name,
            ctx.label,
        ),
        "exit 1",
    ])
    runfiles = ctx.runfiles(files = [tool, ctx.file.baseline] + srcs).merge(tools_of(ctx).runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

_API_ATTRS = dict(TOOLS_ATTRS, **{
    "srcs": attr.label_list(allow_files = [".swift"], mandatory = True, doc = "The module's Swift files."),
    "baseline": attr.label(allow_single_file = [".json"], mandatory = True, doc = "The checked-in API baseline."),
    "module_name": attr.string(doc = "The module's name (default: the target's name)."),
})

_swiftdoc_lite_api_test = rule(
    implementation = _swiftdoc_lite_api_test_impl,
    test = True,
    attrs = _API_ATTRS,
)

def _swiftdoc_lite_api_update_impl(ctx):
    srcs, _ = _module_folder(ctx)
    tool = tools_of(ctx).swiftdoc_lite
    if ctx.file.baseline.owner.workspace_name:
        fail("%s: the baseline %s is in another repository; only the main one's can be rewritten" % (ctx.label, ctx.file.baseline))
    script = _api_script(ctx, [
        "# bazel run: the sources and the baseline are rewritten in the workspace, not in runfiles.",
        "tool=\"$PWD/\"%s" % shell_quote(runfiles_path(tool)),
        "cd \"${BUILD_WORKSPACE_DIRECTORY:?run me with bazel run}\" || exit 2",
        "exec \"$tool\" diff --write-baseline %s %s" % (
            shell_quote(ctx.file.baseline.short_path),
            _api_args(ctx, common_folder([runfiles_path(f) for f in srcs])),
        ),
    ])
    runfiles = ctx.runfiles(files = [tool]).merge(tools_of(ctx).runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

_swiftdoc_lite_api_update = rule(
    implementation = _swiftdoc_lite_api_update_impl,
    executable = True,
    attrs = _API_ATTRS,
)

def swiftdoc_lite_api_check(name, srcs, baseline, module_name = None, **kwargs):
    """A test that the module's public API is the one in `baseline`, and `NAME_update`.

    The test fails on any change — a removal, a new declaration, a changed signature — and
    prints the changes, grouped as breaking, potentially breaking and additive; `bazel run
    //pkg:NAME_update` writes the sources' API to the baseline, so the change is reviewed in the
    baseline's diff, as API Extractor's reports are.

    Args:
      name: the test's name; the update target is `name + "_update"`.
      srcs: the module's Swift files.
      baseline: the checked-in JSON file (`swiftdoc-lite diff --write-baseline` writes one).
      module_name: the module's name (default: `name`).
      **kwargs: passed on to the test (tags, size, visibility…).
    """
    _swiftdoc_lite_api_test(name = name, srcs = srcs, baseline = baseline, module_name = module_name or name, **kwargs)
    _swiftdoc_lite_api_update(
        name = name + "_update",
        srcs = srcs,
        baseline = baseline,
        module_name = module_name or name,
        tags = kwargs.get("tags", []),
        visibility = kwargs.get("visibility"),
    )

"""swiftlint_lite_test, swiftlint_lite_aspect and swiftlint_lite_report."""

load(":common.bzl", "TOOLS_ATTRS", "flag_value", "runfiles_path", "shell_quote")
load(":tools.bzl", "tools_of")

SwiftLintLiteReportInfo = provider(
    doc = "The SARIF reports of a target and of everything it depends on through `deps`.",
    fields = {"reports": "depset of File: one SARIF file per linted target"},
)

# Our own result cache is off in every action: Bazel is the cache, and a cache folder would be
# an undeclared input. `--quiet` leaves only the report on standard output.
_LINT = ["lint", "--no-cache", "--quiet"]

# Reports name files by their path from the working folder (the execution root), never by the
# sandbox's absolute path, so the same sources give the same bytes on every machine.
_RELATIVE = "sed -e \"s#file://$PWD/##g\" -e \"s#^$PWD/##\""

def _swift_sources(files):
    return [f for f in files if f.extension == "swift"]

# --- swiftlint_lite_test -------------------------------------------------------------------

def _swiftlint_lite_test_impl(ctx):
    tool = tools_of(ctx).swiftlint_lite
    srcs = _swift_sources(ctx.files.srcs)
    if not srcs:
        fail("swiftlint_lite_test %s: no Swift file in srcs" % ctx.label)
    args = _LINT + (["--strict"] if ctx.attr.strict else [])
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        is_executable = True,
        content = "\n".join([
            "#!/bin/sh",
            "# Lints from the runfiles tree, where only the declared configurations exist.",
            "exec %s %s %s" % (
                shell_quote(runfiles_path(tool)),
                " ".join(args),
                " ".join([shell_quote(runfiles_path(f)) for f in srcs]),
            ),
            "",
        ]),
    )
    runfiles = ctx.runfiles(files = [tool] + srcs + ctx.files.configs)
    runfiles = runfiles.merge(tools_of(ctx).runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

swiftlint_lite_test = rule(
    implementation = _swiftlint_lite_test_impl,
    test = True,
    doc = """Lints `srcs` with swiftlint-lite; the test fails on an error-severity finding
    (on any finding with `strict = True`).

    The configurations are found as the CLI finds them — `.lint.yml`, else `.swiftlint.yml`, in
    each file's folder and the folders above — among the files of `configs`, the only ones
    the test can see: list the nested configurations and their parents (`parent_config`,
    `child_config`) there.""",
    attrs = dict(TOOLS_ATTRS, **{
        "srcs": attr.label_list(allow_files = [".swift"], mandatory = True, doc = "The Swift files to lint."),
        "configs": attr.label_list(
            allow_files = True,
            doc = "Every configuration file the sources' lint reads: the root's, nested ones, parents.",
        ),
        "strict": attr.bool(default = False, doc = "Warnings fail the test too (`--strict`)."),
    }),
)

# --- swiftlint_lite_aspect -----------------------------------------------------------------

def _run_lint(ctx, mnemonic, message, srcs, configs, tool, output, script):
    """One shell action: `script` runs with $tool, $out and the sources as "$@"."""
    args = ctx.actions.args()
    args.add(tool)
    args.add(output)
    args.add_all(srcs)
    ctx.actions.run_shell(
        mnemonic = mnemonic,
        progress_message = message,
        inputs = srcs + configs,
        tools = [tool],
        outputs = [output],
        arguments = [args],
        command = "\n".join(["tool=$1; out=$2; shift 2"] + script),
    )

def _lint_action(ctx, srcs, configs, tool, report):
    """One action per target: the SARIF report of its Swift sources (findings never fail it)."""
    _run_lint(ctx, "SwiftLintLite", "Linting %s (%d files)" % (ctx.label, len(srcs)), srcs, configs, tool, report, [
        # Exit code 2 means findings (the report holds them); anything else is a failure.
        "code=0; \"$tool\" %s --reporter sarif \"$@\" > \"$out.raw\" || code=$?" % " ".join(_LINT),
        "if [ $code -ne 0 ] && [ $code -ne 2 ]; then rm -f \"$out.raw\"; exit $code; fi",
        "%s \"$out.raw\" > \"$out\" && rm -f \"$out.raw\"" % _RELATIVE,
    ])

def _validation_action(ctx, srcs, configs, tool, stamp, strict):
    """Lints again with the plain reporter and fails on findings: what `_validation` runs."""
    _run_lint(ctx, "SwiftLintLiteCheck", "Checking the lint of %s" % ctx.label, srcs, configs, tool, stamp, [
        "\"$tool\" %s %s \"$@\" > \"$out.log\" 2>&1; code=$?" % (" ".join(_LINT), "--strict" if strict else ""),
        "%s \"$out.log\" >&2; rm -f \"$out.log\"" % _RELATIVE,
        "[ $code -eq 0 ] && : > \"$out\"",
        "exit $code",
    ])

def _swiftlint_lite_aspect_impl(target, ctx):
    reports = []
    validations = []
    # This suite's own rules read the same sources as the targets they serve: linted there once.
    ours = ctx.rule.kind.startswith(("swiftlint_lite_", "swiftdoc_lite_", "_swiftdoc_lite_"))
    if hasattr(ctx.rule.files, "srcs") and not ours:
        srcs = [f for f in _swift_sources(ctx.rule.files.srcs) if f.is_source]
        if srcs:
            tool = tools_of(ctx).swiftlint_lite
            configs = ctx.files._config
            report = ctx.actions.declare_file(target.label.name + ".swiftlint-lite.sarif")
            _lint_action(ctx, srcs, configs, tool, report)
            reports.append(report)
            if flag_value(ctx.attr._validate):
                stamp = ctx.actions.declare_file(target.label.name + ".swiftlint-lite.ok")
                _validation_action(ctx, srcs, configs, tool, stamp, flag_value(ctx.attr._strict))
                validations.append(stamp)
    transitive = [
        dep[SwiftLintLiteReportInfo].reports
        for dep in getattr(ctx.rule.attr, "deps", [])
        if SwiftLintLiteReportInfo in dep
    ]
    all_reports = depset(reports, transitive = transitive)
    return [
        SwiftLintLiteReportInfo(reports = all_reports),
        OutputGroupInfo(report = all_reports, _validation = depset(validations)),
    ]

swiftlint_lite_aspect = aspect(
    implementation = _swiftlint_lite_aspect_impl,
    attr_aspects = ["deps"],
    doc = """Lints the Swift `srcs` of every target it visits (`swift_library`, `swift_binary`,
    `swift_test`, a `filegroup`, …), one action per target, along `deps`.

    Output groups: `report` (the SARIF files, for code scanning) and, with
    `--@swift_tooling_lite//bazel:validate`, `_validation` (fails the build on error findings,
    on any finding with `--@swift_tooling_lite//bazel:strict`).

        bazel build //... --aspects=@swift_tooling_lite//bazel:defs.bzl%swiftlint_lite_aspect --output_groups=report""",
    attrs = dict(TOOLS_ATTRS, **{
        "_config": attr.label(default = Label("//bazel:config")),
        "_strict": attr.label(default = Label("//bazel:strict")),
        "_validate": attr.label(default = Label("//bazel:validate")),
    }),
)

# --- swiftlint_lite_report -----------------------------------------------------------------

def _swiftlint_lite_report_impl(ctx):
    reports = depset(transitive = [dep[SwiftLintLiteReportInfo].reports for dep in ctx.attr.deps])
    return [DefaultInfo(files = reports), SwiftLintLiteReportInfo(reports = reports)]

swiftlint_lite_report = rule(
    implementation = _swiftlint_lite_report_impl,
    doc = """The aspect's SARIF reports of `deps` and of what they depend on, as this target's
    files: `bazel build //:lint_report` lints every target it names (each one cached apart).""",
    attrs = {
        "deps": attr.label_list(aspects = [swiftlint_lite_aspect], doc = "The targets to lint."),
    },
)

"""A test over the aspect's SARIF files: each holds exactly the rule ids it should."""

def _sarif_findings_test_impl(ctx):
    reports = {f.short_path: f for f in ctx.files.report}
    lines = ["#!/bin/sh", "status=0"]
    for path, rules in ctx.attr.expected.items():
        if path not in reports:
            fail("%s: no report %s among %s" % (ctx.label, path, sorted(reports.keys())))
        lines.append("found=$(sed -n 's/.*\"ruleId\" *: *\"\\([a-z_]*\\)\".*/\\1/p' %s | sort -u | tr '\\n' ' ')" % path)
        want = " ".join(sorted(rules)) + (" " if rules else "")
        lines.append("[ \"$found\" = %r ] || { echo \"%s: rules $found, expected %s\"; status=1; }" % (want, path, want))
        lines.append("grep -q 'file://' %s && { echo '%s: an absolute path'; status=1; }" % (path, path))
    lines.append("exit $status")
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, "\n".join(lines) + "\n", is_executable = True)
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = ctx.files.report))]

sarif_findings_test = rule(
    implementation = _sarif_findings_test_impl,
    test = True,
    attrs = {
        "report": attr.label(mandatory = True),
        "expected": attr.string_list_dict(doc = "Report path → the rule ids it must hold, and no other."),
    },
)

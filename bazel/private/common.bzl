"""What the lint and doc rules share: the attributes naming the tools, and paths."""

load(":flags.bzl", "BoolSettingInfo")
load(":tools.bzl", "SwiftToolingLiteInfo")

TOOLS_ATTRS = {
    "_tools": attr.label(
        default = Label("//bazel:tools"),
        providers = [SwiftToolingLiteInfo],
        cfg = "exec",
    ),
}

def flag_value(target):
    """The value of a `bool_flag` target."""
    return target[BoolSettingInfo].value

def common_folder(paths):
    """The deepest folder holding every file of `paths`."""
    folders = [p.rpartition("/")[0].split("/") for p in paths]
    common = folders[0]
    for parts in folders[1:]:
        size = 0
        for i in range(min(len(common), len(parts))):
            if common[i] != parts[i]:
                break
            size = i + 1
        common = common[:size]
    return "/".join(common) or "."

def shell_quote(text):
    """`text` as one word of a POSIX shell."""
    return "'" + text.replace("'", "'\\''") + "'"

def runfiles_path(file):
    """A file's path from a test's or `bazel run`'s working folder (the main repository's runfiles)."""
    return file.short_path

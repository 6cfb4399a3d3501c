"""A boolean build setting, so that no dependency (bazel_skylib) is needed for two flags."""

BoolSettingInfo = provider(doc = "A boolean flag's value.", fields = {"value": "bool"})

def _bool_flag_impl(ctx):
    return [BoolSettingInfo(value = ctx.build_setting_value)]

bool_flag = rule(
    implementation = _bool_flag_impl,
    build_setting = config.bool(flag = True),
    doc = "A boolean flag, set as `--@swift_tooling_lite//bazel:NAME=true`.",
)

#!/usr/bin/env bash
# The Bazel aspect at scale, measured here (release build of ours; Debian's Bazel 4.2.3):
# a generated workspace of TARGETS filegroups (default 200) holding swift-nio 2.101.3's Sources
# files dealt out in turn (307 files: 1–2 per target, NIO-sized ones), linted by
# swiftlint_lite_aspect through one swiftlint_lite_report target (one action per target).
#   cold       bazel clean, then the build (the server already up: its start is not counted)
#   no change  the same build again
#   one file   a comment appended to one file: that target's action only
#   remote     a local nginx HTTP cache: a cold build filling it, then, after bazel clean,
#              the build with every action from the cache
# and, for scale, swiftlint-lite on the same files in one run (no Bazel). Medians of RUNS.
#
#   bash scripts/benchmark-bazel.sh            # TARGETS=200 RUNS=3
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
targets=${TARGETS:-200}
runs=${RUNS:-3}
bash scripts/fetch-corpora.sh swift-nio >/dev/null
source scripts/release-build.sh
swift build "${release[@]}" --product swiftlint-lite >/dev/null
swift build "${release[@]}" --product swiftdoc-lite >/dev/null
export SWIFT_TOOLING_LITE_BIN
SWIFT_TOOLING_LITE_BIN=$(swift build "${release[@]}" --show-bin-path)
command -v bazel >/dev/null || { echo "no bazel: apt-get install bazel-bootstrap"; exit 1; }

scratch=$top/.bench/bazel
rm -rf "$scratch" && mkdir -p "$scratch/ws" "$scratch/offline" "$scratch/cache" "$scratch/nginx"
ws=$scratch/ws
touch "$scratch/offline/WORKSPACE"
printf 'filegroup(name = "coverage_report_generator", visibility = ["//visibility:public"])\nfilegroup(name = "Main", visibility = ["//visibility:public"])\n' \
    > "$scratch/offline/BUILD"
printf 'workspace(name = "bench")\nlocal_repository(name = "swift_tooling_lite", path = "%s")\nload("@swift_tooling_lite//bazel:repositories.bzl", "swift_tooling_lite_prebuilt")\nswift_tooling_lite_prebuilt(name = "swift_tooling_lite_tools")\n' \
    "$top" > "$ws/WORKSPACE"
printf 'line_length: 120\n' > "$ws/.lint.yml"   # the default rules, longer lines
mapfile -t files < <(cd .corpora/swift-nio && find Sources -name '*.swift' | sort)
deps=()
for i in "${!files[@]}"; do
    t=$((i % targets))
    mkdir -p "$ws/t$t"
    cp ".corpora/swift-nio/${files[$i]}" "$ws/t$t/$i.swift"
done
for t in $(seq 0 $((targets - 1))); do
    printf 'filegroup(name = "srcs", srcs = glob(["*.swift"]), visibility = ["//visibility:public"])\n' > "$ws/t$t/BUILD.bazel"
    deps+=("\"//t$t:srcs\"")
done
{
    printf 'load("@swift_tooling_lite//bazel:defs.bzl", "swiftlint_lite_report")\n'
    printf 'exports_files([".lint.yml"])\n'
    printf 'filegroup(name = "lint_configs", srcs = [".lint.yml"])\n'
    printf 'swiftlint_lite_report(name = "lint", deps = [%s])\n' "$(IFS=,; echo "${deps[*]}")"
} > "$ws/BUILD.bazel"
port=$((20000 + RANDOM % 20000))
user_line=""; [ "$(id -u)" -eq 0 ] && user_line="user root;"   # workers that can write the cache folder
cat > "$scratch/nginx.conf" <<NGINX
$user_line
daemon on;
pid $scratch/nginx.pid;
error_log $scratch/nginx/error.log;
events {}
http {
    access_log off;
    client_body_temp_path $scratch/nginx/body;
    server {
        listen 127.0.0.1:$port;
        root $scratch/cache;
        client_max_body_size 0;
        location / { dav_methods PUT; create_full_put_path on; }
    }
}
NGINX
/usr/sbin/nginx -c "$scratch/nginx.conf" -e "$scratch/nginx/error.log"
cd "$ws"
trap 'kill "$(cat "$scratch/nginx.pid")" 2>/dev/null; bazel clean --expunge >/dev/null 2>&1 || true' EXIT
flags=(--override_repository=remote_coverage_tools="$scratch/offline" --@swift_tooling_lite//bazel:config=//:lint_configs)

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >"$scratch/last.log" 2>&1 || { echo "FAIL: $*" >&2; tail -20 "$scratch/last.log" >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}
# Exit code 2 is findings, which the aspect records and does not fail on either.
lint_directly() { "$SWIFT_TOOLING_LITE_BIN/swiftlint-lite" lint --no-cache --quiet t* || [ $? -eq 2 ]; }
build() { bazel build //:lint "${flags[@]}" "$@"; }
bazel info >/dev/null 2>&1   # the server up, as in a day's work
build >/dev/null 2>&1        # analysis and the tools' repository fetched once

cold=() nochange=() onefile=() remote_fill=() remote_hit=() direct=()
one=$ws/t7/$(ls t7 | grep swift | head -1)
for r in $(seq "$runs"); do
    bazel clean >/dev/null 2>&1
    cold+=("$(seconds build)")
    nochange+=("$(seconds build)")
    echo "// edit $r" >> "$one"
    onefile+=("$(seconds build)")
    rm -rf "$scratch/cache"/* && bazel clean >/dev/null 2>&1
    remote_fill+=("$(seconds build --remote_cache="http://127.0.0.1:$port")")
    bazel clean >/dev/null 2>&1
    remote_hit+=("$(seconds build --remote_cache="http://127.0.0.1:$port")")
    grep -E "processes:" "$scratch/last.log" | tail -1 > "$scratch/hit-summary.txt"
    direct+=("$(seconds lint_directly)")
done
m() { printf '%s\n' "$@" | median; }
c=$(m "${cold[@]}") n=$(m "${nochange[@]}") o=$(m "${onefile[@]}") f=$(m "${remote_fill[@]}") h=$(m "${remote_hit[@]}") d=$(m "${direct[@]}")
ratio() { printf '%.2f' "$(echo "$1 / $c" | bc -l)"; }
s2() { printf '%.2f' "$1"; }
echo
echo "Bazel $(dpkg-query -W -f='${Version}' bazel-bootstrap 2>/dev/null || echo '?'), ${targets} targets, ${#files[@]} files of swift-nio 2.101.3, median of $runs (s; ratio to the cold build)"
echo "| build | s | ratio |"
echo "|---|---:|---:|"
echo "| cold (bazel clean; one lint action per target) | $(s2 "$c") | 1.00 |"
echo "| no change | $(s2 "$n") | $(ratio "$n") |"
echo "| one file changed (one action) | $(s2 "$o") | $(ratio "$o") |"
echo "| remote cache, cold (filling it) | $(s2 "$f") | $(ratio "$f") |"
echo "| remote cache, after bazel clean (every action a hit) | $(s2 "$h") | $(ratio "$h") |"
echo "| swiftlint-lite on the same files, one run, no Bazel | $(s2 "$d") | $(ratio "$d") |"
echo "last remote build: $(cat "$scratch/hit-summary.txt")"

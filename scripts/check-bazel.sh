#!/usr/bin/env bash
# The Bazel rules (bazel/), for real: Debian's Bazel on the example workspace (bazel/example),
# with the tools of this checkout's debug build (run after scripts/test.sh, which builds them).
#   bazel test //...                 lint tests, the aspect's SARIF test, the site, the API check
#   a line too long (an error)       the lint test fails; the aspect's validation fails the build
#   lint_strict                      a warning fails it; the aspect with strict=true fails
#   a public function removed        the API check fails and names it; api_update rewrites the
#                                    baseline; the check passes
#   a local HTTP cache (nginx, WebDAV PUT on loopback): build, wipe the output base, build again,
#   and build a copy of the workspace at another path: every lint, doc and API action a remote
#   cache hit (counted from --execution_log_json_file); the copy built again without the cache
#   gives byte-identical outputs.
# Installs bazel-bootstrap and nginx-core when missing. Prints each step's time.
#
#   bash scripts/check-bazel.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
missing=()
command -v bazel >/dev/null || missing+=(bazel-bootstrap)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-core)
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
export SWIFT_TOOLING_LITE_BIN=$repo/.build/debug
[ -x "$SWIFT_TOOLING_LITE_BIN/swiftlint-lite" ] && [ -x "$SWIFT_TOOLING_LITE_BIN/swiftdoc-lite" ] \
    || { echo "FAIL bazel: no tools in $SWIFT_TOOLING_LITE_BIN: run swift build first"; exit 1; }

work=$(mktemp -d /tmp/check-bazel.XXXXXX)
port=$((20000 + RANDOM % 20000))
cleanup() {
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
    for ws in "$work"/a "$work"/b; do [ -d "$ws" ] && (cd "$ws" && bazel clean --expunge >/dev/null 2>&1 || true); done
    rm -rf "$work"
}
trap cleanup EXIT

# This machine has no network: Bazel 4's test rules depend on a coverage tool it would
# download. An empty stand-in repository (coverage is not used here).
mkdir -p "$work/offline/coverage"
touch "$work/offline/coverage/WORKSPACE"
printf 'filegroup(name = "coverage_report_generator", visibility = ["//visibility:public"])\nfilegroup(name = "Main", visibility = ["//visibility:public"])\n' \
    > "$work/offline/coverage/BUILD"
flags=(--override_repository=swift_tooling_lite="$repo" --override_repository=remote_coverage_tools="$work/offline/coverage")
aspect=(--aspects=@swift_tooling_lite//bazel:defs.bzl%swiftlint_lite_aspect --output_groups=+report)
# Bazel 4 runs validation actions only when asked (later versions by default: --run_validations).
validate=(--experimental_run_validations --@swift_tooling_lite//bazel:validate)

fail() { echo "FAIL bazel: $*"; exit 1; }
step() { # NAME COMMAND…: output in $work/NAME.log, status in $status
    local name=$1; shift
    local start=$SECONDS
    set +e
    "$@" > "$work/$name.log" 2>&1
    status=$?
    set -e
    echo "bazel: $name: exit $status in $((SECONDS - start)) s"
}
expect() { # LOG PATTERN WHAT
    grep -qE "$2" "$work/$1.log" || { tail -40 "$work/$1.log"; fail "$3"; }
}
ok() { [ "$status" -eq 0 ] || { tail -40 "$work/$1.log"; fail "$2"; }; }
not_ok() { [ "$status" -ne 0 ] || { tail -40 "$work/$1.log"; fail "$2"; }; }

cp -R "$repo/bazel/example" "$work/a"
cd "$work/a"
bazel version 2>/dev/null | grep -E "Build label" || true

step test-all bazel test //... "${flags[@]}"
ok test-all "bazel test //... failed"
expect test-all "//greeting:lint +PASSED" "//greeting:lint did not pass"
expect test-all "//greeting:api +PASSED" "//greeting:api did not pass"
expect test-all "//:lint_report_test +PASSED" "the aspect's SARIF test did not pass"
grep -q "Greeter" bazel-bin/greeting/docs/Greeting/index.html 2>/dev/null \
    || grep -rq "Greeter" bazel-bin/greeting/docs || fail "the site has no page for Greeter"
grep -q '"ruleId" : "force_unwrapping"' bazel-bin/server/srcs.swiftlint-lite.sarif || fail "the SARIF lacks server's finding"

# The aspect from the command line, as a user runs it on any target.
step aspect bazel build //greeting:srcs //server:srcs "${flags[@]}" "${aspect[@]}"
ok aspect "the aspect failed"
step aspect-validate bazel build //greeting:srcs //server:srcs "${flags[@]}" "${aspect[@]}" "${validate[@]}"
ok aspect-validate "the aspect's validation failed on warnings alone"
step aspect-strict bazel build //greeting:srcs //server:srcs "${flags[@]}" "${aspect[@]}" \
    "${validate[@]}" --@swift_tooling_lite//bazel:strict
not_ok aspect-strict "the aspect's strict validation passed with warnings"
expect aspect-strict "server/Sources/Server/Server.swift:[0-9]+:[0-9]+: error: .*force_unwrapping" \
    "the strict validation did not name the finding by its workspace path"

# An error-severity finding (force_try) fails the lint test.
greeting=greeting/Sources/Greeting/Greeting.swift
cp "$greeting" "$work/Greeting.swift"
printf 'func risky() throws -> Int { 1 }\nlet forced = try! risky()\n' >> "$greeting"
step lint-fails bazel test //greeting:lint "${flags[@]}"
not_ok lint-fails "the lint test passed with an error"
expect lint-fails "greeting/Sources/Greeting/Greeting.swift:[0-9]+:[0-9]+: error: .*force_try" "the failing lint test does not name force_try"
step aspect-fails bazel build //greeting:srcs "${flags[@]}" "${aspect[@]}" "${validate[@]}"
not_ok aspect-fails "the aspect's validation passed with an error"
cp "$work/Greeting.swift" "$greeting"
step strict bazel test //server:lint_strict "${flags[@]}"
not_ok strict "lint_strict passed with warnings"

# The API check: a public function removed fails; api_update rewrites the baseline; it passes.
cp greeting/api/Greeting.json "$work/Greeting.json"
python3 - "$greeting" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
text = re.sub(r"\n    /// The greeting for several people at once\.\n.*?\n    }\n", "\n", text, flags=re.S)
open(path, "w").write(text)
PY
grep -q "greet(all" "$greeting" && fail "the test's edit did not remove greet(all:)"
step api-fails bazel test //greeting:api "${flags[@]}"
not_ok api-fails "the API check passed with a public function removed"
expect api-fails "greet\(all:\)" "the API check's failure does not name greet(all:)"
step api-update bazel run //greeting:api_update "${flags[@]}"
ok api-update "api_update failed"
cmp -s greeting/api/Greeting.json "$work/Greeting.json" && fail "api_update did not rewrite the baseline"
grep -q "greet(all" greeting/api/Greeting.json && fail "the rewritten baseline still has greet(all:)"
step api-passes bazel test //greeting:api "${flags[@]}"
ok api-passes "the API check failed after api_update"
cp "$work/Greeting.swift" "$greeting"
cp "$work/Greeting.json" greeting/api/Greeting.json

# The remote cache: nginx with WebDAV PUT on a loopback port.
mkdir -p "$work/cache" "$work/nginx"
# Workers run as root here when the script does (CI): the cache is in this script's private folder.
user_line=""; [ "$(id -u)" -eq 0 ] && user_line="user root;"
cat > "$work/nginx.conf" <<NGINX
$user_line
daemon on;
pid $work/nginx.pid;
error_log $work/nginx/error.log;
worker_processes 1;
events {}
http {
    access_log off;
    client_body_temp_path $work/nginx/body;
    proxy_temp_path $work/nginx/proxy;
    fastcgi_temp_path $work/nginx/fastcgi;
    uwsgi_temp_path $work/nginx/uwsgi;
    scgi_temp_path $work/nginx/scgi;
    server {
        listen 127.0.0.1:$port;
        root $work/cache;
        client_max_body_size 0;
        location / {
            dav_methods PUT;
            create_full_put_path on;
        }
    }
}
NGINX
/usr/sbin/nginx -c "$work/nginx.conf" -e "$work/nginx/error.log" || fail "nginx did not start"
remote=(--remote_cache="http://127.0.0.1:$port")
targets=(//... //greeting:srcs //server:srcs)
everything() { bazel test "${targets[@]}" "${flags[@]}" "${aspect[@]}" "${remote[@]}" "$@"; }

# hits LOG: the execution log's lint, doc and API spawns, and how many were remote cache hits.
hits() {
    python3 - "$1" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
decoder, index, spawns = json.JSONDecoder(), 0, []
while index < len(text):
    while index < len(text) and text[index].isspace():
        index += 1
    if index == len(text):
        break
    spawn, index = decoder.raw_decode(text, index)
    spawns.append(spawn)
ours = [s for s in spawns if s.get("mnemonic") in ("SwiftLintLite", "SwiftDocLite", "TestRunner")]
hit = [s for s in ours if s.get("remoteCacheHit")]
kinds = sorted({s.get("mnemonic") for s in ours})
each = ",".join(f"{k}:{sum(1 for s in hit if s['mnemonic'] == k)}/{sum(1 for s in ours if s['mnemonic'] == k)}" for k in kinds)
print(f"{len(hit)} {len(ours)} {each}")
PY
}

bazel clean --expunge >/dev/null 2>&1
step remote-first everything --execution_log_json_file="$work/first.json"
ok remote-first "the build with the remote cache failed"
read -r first_hits first_spawns _ <<< "$(hits "$work/first.json")"
[ "$(find "$work/cache" -type f | wc -l)" -gt 0 ] || { grep -i "remote\|cache" "$work/remote-first.log" | head; tail -5 "$work/nginx/error.log"; fail "nothing was written to the remote cache"; }
mkdir -p "$work/outputs-a/greeting" "$work/outputs-a/server"
cp -RL bazel-bin/greeting/docs bazel-bin/greeting/srcs.swiftlint-lite.sarif "$work/outputs-a/greeting/"
cp -L bazel-bin/server/srcs.swiftlint-lite.sarif "$work/outputs-a/server/"
# all_from_cache NAME WHAT: builds everything with the remote cache; every action must be a hit.
all_from_cache() {
    step "$1" everything --execution_log_json_file="$work/$1.json"
    ok "$1" "the build $2 failed"
    read -r all_hits all_spawns all_kinds <<< "$(hits "$work/$1.json")"
    echo "bazel: $2: $all_hits of $all_spawns actions from the remote cache ($all_kinds)"
    [ "$all_spawns" -gt 0 ] && [ "$all_hits" -eq "$all_spawns" ] || fail "not every lint, doc and test action was a remote cache hit $2"
}
echo "bazel: the first build: $first_hits of $first_spawns actions from the remote cache (it fills it)"
bazel clean --expunge >/dev/null 2>&1
all_from_cache remote-again "after wiping the output base"
bazel shutdown >/dev/null 2>&1

# A second clean workspace at another path: the same action keys, so every action a hit.
cp -R "$repo/bazel/example" "$work/b"
cd "$work/b"
all_from_cache remote-elsewhere "in a copy of the workspace at another path"
# The same actions run again here, without the cache: byte for byte what the first workspace made.
bazel clean >/dev/null 2>&1
step local-elsewhere bazel build //greeting:docs //greeting:srcs //server:srcs "${flags[@]}" "${aspect[@]}" \
    --noremote_accept_cached --noremote_upload_local_results "${remote[@]}" --execution_log_json_file="$work/local.json"
ok local-elsewhere "the copy's local build failed"
read -r local_hits local_spawns _ <<< "$(hits "$work/local.json")"
[ "$local_spawns" -ge 3 ] && [ "$local_hits" -eq 0 ] || fail "the copy's local build did not run its actions itself ($local_hits of $local_spawns from the cache)"
diff -r "$work/outputs-a/greeting/docs" bazel-bin/greeting/docs > "$work/site.diff" || { head -20 "$work/site.diff"; fail "the site differs between the two workspaces"; }
for sarif in greeting/srcs.swiftlint-lite.sarif server/srcs.swiftlint-lite.sarif; do
    cmp "$work/outputs-a/$sarif" "bazel-bin/$sarif" || fail "$sarif differs between the two workspaces"
done
echo "ok   bazel: tests, aspect, site, API check and its update; every action a remote cache hit after a wipe and from another path; outputs byte-identical"

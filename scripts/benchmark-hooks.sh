#!/usr/bin/env bash
# Pre-push hook runners side by side, in one run (release build of ours):
#   swifthook-lite, lefthook, pre-commit and prek (pip install lefthook pre-commit prek),
#   each installed as the pre-push hook of a swift-nio clone and run as git runs it:
#   .git/hooks/pre-push origin URL < ref-lines.
# Timings: no jobs; one job whose glob matches none of the pushed files; four cheap jobs
# on the pushed files (against a hand-written shell hook); lint of the pushed files
# (ours in-process, lefthook running swift-format lint).
# Correctness: which files each tool hands its job in several push scenarios.
# Planning speed: a dry run of 6,000 files in one folder, and of 1,000 commits in a big folder.
#
#   bash scripts/benchmark-hooks.sh          # RUNS=10 by default: medians are reported
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
runs=${RUNS:-10}
scratch=$top/.bench/hooks
venv=$top/.bench/hook-venv
rm -rf "$scratch" && mkdir -p "$scratch/out"

[ -x "$venv/bin/prek" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q --disable-pip-version-check lefthook pre-commit prek; }
export PATH="$venv/bin:$PATH"
# The release build the README recommends (scripts/release-build.sh).
source scripts/release-build.sh
swift build "${release[@]}" --product swifthook-lite > "$scratch/build.log" 2>&1 || { tail -30 "$scratch/build.log"; exit 1; }
ours="$(swift build "${release[@]}" --show-bin-path)/swifthook-lite"

# A swift-nio clone with a main branch on a local bare remote (no origin/HEAD) and a
# branch of 3 commits touching 20 Swift files.
work=$scratch/nio
remote=$scratch/remote.git
[ -d .corpora/swift-nio ] || git clone -q --depth 1 --branch 2.101.3 https://github.com/apple/swift-nio.git .corpora/swift-nio 2>/dev/null
mkdir -p "$work" && (cd .corpora/swift-nio && git archive HEAD) | tar -x -C "$work"
git init -q --bare "$remote"
cd "$work"
git init -q -b main
git config user.email bench@example.com && git config user.name Bench
git add -A && git commit -qm "swift-nio 2.101.3"
git remote add origin "$remote"
git -c core.hooksPath=/dev/null push -q origin main
git fetch -q origin
git checkout -q -b feature
mapfile -t touched < <(git ls-files 'Sources/NIOCore/*.swift' | head -20)
for part in 0 1 2; do
    for file in "${touched[@]:$((part * 7)):7}"; do printf '\n// touched %s\n' "$part" >> "$file"; done
    git commit -qam "feature part $part"
done
feature=$(git rev-parse feature)
zero=0000000000000000000000000000000000000000
new_branch="refs/heads/feature $feature refs/heads/feature $zero"
printf '%s\n' "$new_branch" > "$scratch/new-branch.stdin"
git checkout -q main

reset_hooks() { rm -f .git/hooks/pre-push lefthook.yml .pre-commit-config.yaml .swifthook.yml; }
install() { # tool
    case $1 in
        swifthook-lite) "$ours" install >/dev/null ;;
        lefthook) lefthook install >/dev/null 2>&1 ;;
        pre-commit) pre-commit install -t pre-push >/dev/null ;;
        prek) prek install -t pre-push >/dev/null ;;
        shell) cp "$scratch/hand-written-hook" .git/hooks/pre-push; chmod +x .git/hooks/pre-push ;;
    esac
}
# `record` appends: pre-commit splits a long file list over parallel runs of a job, and
# each run must be counted.
configure() { # tool, kind (none | nomatch | record | four | lint)
    local tool=$1 kind=$2 out=$scratch/out
    case $tool:$kind in
        swifthook-lite:none) ;;
        swifthook-lite:nomatch) printf 'pre-push:\n  jobs:\n    - name: docs\n      run: cat {files}\n      glob: "**/*.md"\n' > .swifthook.yml ;;
        swifthook-lite:record) printf 'pre-push:\n  jobs:\n    - name: record\n      run: printf "%%s\\n" {files} >> %s/swifthook-lite.files\n' "$out" > .swifthook.yml ;;
        swifthook-lite:four)
            printf 'pre-push:\n  jobs:\n' > .swifthook.yml
            for job in "wc -l" "grep -c import" "head -n1" "cat"; do
                printf '    - name: %s\n      run: %s {files} > /dev/null\n      glob: "**/*.swift"\n' "${job%% *}" "$job" >> .swifthook.yml
            done ;;
        swifthook-lite:lint) printf 'pre-push:\n  jobs:\n    - name: lint\n      lint: true\n' > .swifthook.yml ;;
        lefthook:none) printf 'pre-push:\n  commands: {}\n' > lefthook.yml ;;
        lefthook:nomatch) printf 'pre-push:\n  commands:\n    docs:\n      glob: "*.md"\n      run: cat {push_files}\n' > lefthook.yml ;;
        lefthook:record) printf 'pre-push:\n  commands:\n    record:\n      run: printf "%%s\\n" {push_files} >> %s/lefthook.files\n' "$out" > lefthook.yml ;;
        lefthook:four)
            printf 'pre-push:\n  parallel: true\n  commands:\n' > lefthook.yml
            for job in "wc -l" "grep -c import" "head -n1" "cat"; do
                printf '    %s:\n      glob: "*.swift"\n      run: %s {push_files} > /dev/null\n' "${job%% *}" "$job" >> lefthook.yml
            done ;;
        lefthook:lint) printf 'pre-push:\n  commands:\n    lint:\n      glob: "*.swift"\n      run: swift-format lint {push_files}\n' > lefthook.yml ;;
        pre-commit:none | prek:none) printf 'repos: []\n' > .pre-commit-config.yaml ;;
        pre-commit:nomatch | prek:nomatch)
            printf 'repos:\n- repo: local\n  hooks:\n  - id: docs\n    name: docs\n    entry: cat\n    language: system\n    files: "\\\\.md$"\n    stages: [pre-push]\n' > .pre-commit-config.yaml ;;
        pre-commit:record | prek:record)
            printf 'repos:\n- repo: local\n  hooks:\n  - id: record\n    name: record\n    entry: sh -c '"'"'printf "%%s\\n" "$@" >> %s/%s.files'"'"' --\n    language: system\n    stages: [pre-push]\n' "$out" "$tool" > .pre-commit-config.yaml ;;
        pre-commit:four | prek:four)
            printf 'repos:\n- repo: local\n  hooks:\n' > .pre-commit-config.yaml
            for job in "wc -l" "grep -c import" "head -n1" "cat"; do
                printf '  - id: %s\n    name: %s\n    entry: %s\n    language: system\n    files: "\\\\.swift$"\n    stages: [pre-push]\n' "${job%% *}" "${job%% *}" "$job" >> .pre-commit-config.yaml
            done ;;
        shell:four) ;;
    esac
}

cat > "$scratch/hand-written-hook" <<'HOOK'
#!/bin/sh
# What a careful team writes by hand: the files of the pushed range, four jobs in parallel.
while read -r local_ref local_sha remote_ref remote_sha; do
    [ "$local_sha" = 0000000000000000000000000000000000000000 ] && continue
    git rev-list "$local_sha" --not --remotes=origin | while read -r commit; do
        git diff-tree --no-commit-id --name-only -r --diff-filter=ACMR "$commit" -- '*.swift'
    done
done | sort -u > /tmp/hand-written-files
[ -s /tmp/hand-written-files ] || exit 0
xargs wc -l < /tmp/hand-written-files > /dev/null &
xargs grep -c import < /tmp/hand-written-files > /dev/null &
xargs head -n1 < /tmp/hand-written-files > /dev/null &
xargs cat < /tmp/hand-written-files > /dev/null &
wait
HOOK

# Timings: each tool gets its own copy of the clone, with its hook installed, and the
# copies' hooks run in alternation (scripts/alternate.py), so that drift in the machine's
# speed hits every tool alike. Our result cache is removed before each run (it would pass
# every repeat at once).
tools=(swifthook-lite lefthook pre-commit prek shell)
git checkout -q feature
for tool in "${tools[@]}"; do rm -rf "$scratch/copy-$tool" && cp -a "$work" "$scratch/copy-$tool"; done
git checkout -q main
time_kind() { # kind tool…: prints each tool's median
    local kind=$1 arguments=() tool
    shift
    for tool in "$@"; do
        (cd "$scratch/copy-$tool" && reset_hooks && configure "$tool" "$kind" && install "$tool")
        arguments+=(-- "@cwd=$scratch/copy-$tool" "@stdin=$scratch/new-branch.stdin" @remove=.git/swifthook
                    .git/hooks/pre-push origin "$remote")
    done
    python3 "$top/scripts/alternate.py" "$runs" "${arguments[@]}"
}

echo "swift-nio clone, a new branch of 3 commits touching ${#touched[@]} Swift files, $(nproc) cores, median of $runs rounds"
read -r none_swifthook_lite none_lefthook none_pre_commit none_prek < <(time_kind none swifthook-lite lefthook pre-commit prek)
read -r nomatch_swifthook_lite nomatch_lefthook nomatch_pre_commit nomatch_prek < <(time_kind nomatch swifthook-lite lefthook pre-commit prek)
read -r four_swifthook_lite four_lefthook four_pre_commit four_prek shell < <(time_kind four swifthook-lite lefthook pre-commit prek shell)
read -r lint_swifthook_lite lint_lefthook < <(time_kind lint swifthook-lite lefthook)
lint_pre_commit=- lint_prek=-
printf '\n%-34s %12s %12s %12s %12s\n' "tool" "no jobs" "no match" "4 jobs" "lint"
for tool in swifthook-lite lefthook pre-commit prek; do
    key=${tool//-/_}
    none=none_$key nomatch=nomatch_$key four=four_$key lint=lint_$key
    printf '%-34s %10s ms %10s ms %10s ms %10s\n' "$tool" "${!none}" "${!nomatch}" "${!four}" "${!lint}$([ "${!lint}" = - ] || echo ' ms')"
done
printf '%-34s %12s %12s %10s ms\n' "hand-written shell hook" "" "" "$shell"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) b = 1; printf "%.2f", a / b }'; }
echo
echo "no jobs: swifthook-lite $none_swifthook_lite ms vs prek $none_prek ms ($(ratio "$none_swifthook_lite" "$none_prek")x; target <= 1)"
echo "no matching job: swifthook-lite $nomatch_swifthook_lite ms vs prek $nomatch_prek ms ($(ratio "$nomatch_swifthook_lite" "$nomatch_prek")x; target <= 1)"
echo "4 jobs: swifthook-lite $four_swifthook_lite ms vs hand-written $shell ms ($(ratio "$four_swifthook_lite" "$shell")x; target <= 1.10)"
echo "lint: swifthook-lite $lint_swifthook_lite ms vs lefthook + swift-format $lint_lefthook ms ($(ratio "$lint_swifthook_lite" "$lint_lefthook")x; target < 1)"

# Correctness: the files each tool's job receives, per scenario.
git checkout -q -b second main
printf '\n// second\n' >> Sources/NIOPosix/Bootstrap.swift && git commit -qam second
second=$(git rev-parse second)
git checkout -q main
git tag -a v-bench -m bench "$feature"
scenario_stdin() { # name
    case $1 in
        "new branch") printf '%s\n' "$new_branch" ;;
        "two refs") printf '%s\nrefs/heads/second %s refs/heads/second %s\n' "$new_branch" "$second" "$zero" ;;
        "branch deletion") printf '(delete) %s refs/heads/main %s\n' "$zero" "$(git rev-parse main)" ;;
        "tag of pushed work") printf 'refs/tags/v-bench %s refs/tags/v-bench %s\n' "$(git rev-parse v-bench)" "$zero" ;;
    esac
}
echo
echo "files handed to the job (expected: new branch 20, two refs 21, deletion: no run, tag: 20 — the tag's commits are not on the remote)"
printf '%-20s' "scenario"; for tool in swifthook-lite lefthook pre-commit prek; do printf '%16s' "$tool"; done; echo
for scenario in "new branch" "two refs" "branch deletion" "tag of pushed work"; do
    printf '%-20s' "$scenario"
    for tool in swifthook-lite lefthook pre-commit prek; do
        reset_hooks; configure "$tool" record; install "$tool"
        rm -f "$scratch/out/$tool.files"; rm -rf .git/swifthook
        scenario_stdin "$scenario" > "$scratch/scenario.stdin"
        .git/hooks/pre-push origin "$remote" < "$scratch/scenario.stdin" >/dev/null 2>&1 || true
        if [ -f "$scratch/out/$tool.files" ]; then
            printf '%16s' "$(grep -c . "$scratch/out/$tool.files" || true)"
        else
            printf '%16s' "not run"
        fi
    done
    echo
done
reset_hooks

# Planning speed: one folder of 1,000 files, then a commit modifying all of them and
# adding 5,000 more; a dry run lists 6,000 files (git diff-tree -r shown for scale).
# Target: under 0.3 s; it grew with the square of the folder's size before libgit2 was
# told to keep large trees in its cache (8,000 files: 7.8 s).
wide=$scratch/wide
mkdir -p "$wide/d" && cd "$wide"
git init -q -b main && git config user.email bench@example.com && git config user.name Bench
for i in $(seq 1 1000); do echo "$i" > "d/m$i.txt"; done
git add -A && git commit -qm base
for i in $(seq 1 1000); do echo "x$i" > "d/m$i.txt"; done
for i in $(seq 1 5000); do echo "$i" > "d/a$i.txt"; done
git add -A && git commit -qm wide
printf 'pre-push:\n  jobs:\n    - name: all\n      run: "true"\n' > .swifthook.yml
read -r plan diff_tree < <(python3 "$top/scripts/alternate.py" "$runs" \
    -- "@cwd=$wide" "$ours" run pre-push --from HEAD~1 --to HEAD --dry-run \
    -- "@cwd=$wide" git diff-tree -r --name-only HEAD~1 HEAD)
echo
echo "planning 5,000 added + 1,000 modified files in one folder: swifthook-lite --dry-run $plan ms (git diff-tree -r $diff_tree ms; target < 300 ms)"

# Planning a long push: a folder of 5,000 files, then 1,000 commits that each modify three
# of them (written with git fast-import). Against git's own walk over the same range,
# `git log --name-only --no-renames` (target: at most 2x its time, at most 100 MiB).
long=$scratch/long
mkdir -p "$long/d" && cd "$long"
git init -q -b main && git config user.email bench@example.com && git config user.name Bench
for i in $(seq 1 5000); do echo "$i" > "d/f$i.txt"; done
git add -A && git commit -qm base
python3 - <<'STREAM' | git fast-import --quiet
import sys
for commit in range(1000):
    sys.stdout.write(f"commit refs/heads/main\ncommitter Bench <bench@example.com> {1700000000 + commit} +0000\ndata 7\nchange\n")
    if commit == 0:
        sys.stdout.write("from refs/heads/main^0\n")
    for k in range(3):
        data = f"v{commit}-{k}\n"
        sys.stdout.write(f"M 100644 inline d/f{(commit * 7 + k * 1663) % 5000 + 1}.txt\ndata {len(data)}\n{data}")
    sys.stdout.write("\n")
STREAM
git reset -q --hard
printf 'pre-push:\n  jobs:\n    - name: all\n      run: "true"\n' > .swifthook.yml
base=$(git rev-list --max-parents=0 HEAD)
read -r long_plan long_log < <(python3 "$top/scripts/alternate.py" "$runs" \
    -- "@cwd=$long" "$ours" run pre-push --from "$base" --to HEAD --dry-run \
    -- "@cwd=$long" git log --name-only --no-renames --format=%H "$base..HEAD")
long_memory=$( { /usr/bin/time -f %M "$ours" run pre-push --from "$base" --to HEAD --dry-run > /dev/null; } 2>&1 | tail -1)
log_memory=$( { /usr/bin/time -f %M git log --name-only --no-renames --format=%H "$base..HEAD" > /dev/null; } 2>&1 | tail -1)
echo "planning 1,000 commits changing 3,000 files of a 5,000-file folder: swifthook-lite --dry-run $long_plan ms," \
    "$((long_memory / 1024)) MiB; git log --name-only --no-renames $long_log ms, $((log_memory / 1024)) MiB" \
    "($(ratio "$long_plan" "$long_log")x; target <= 2x and <= 100 MiB)"
cd "$top"

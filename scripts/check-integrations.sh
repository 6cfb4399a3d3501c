#!/usr/bin/env bash
# The suite where teams already run their tools, tried for real (not in CI: each hook
# manager builds this package in release, 10–20 minutes on two cores, twice):
#   - pre-commit and prek `try-repo` this repository's .pre-commit-hooks.yaml on a small
#     repository with a .swiftlint.yml: a planted violation fails the hook and is named;
#   - then, as a team configures it (.pre-commit-config.yaml naming this repository at
#     its HEAD commit, built once and cached by the manager): a clean file passes, and
#     swiftlint-lite-fix corrects a correctable one.
#
#   bash scripts/check-integrations.sh [pre-commit|prek …]   # default: both
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
managers=("$@"); [ ${#managers[@]} -gt 0 ] || managers=(pre-commit prek)
for manager in "${managers[@]}"; do
    command -v "$manager" >/dev/null || python3 -m pip install -q "$manager"
done

scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
cd "$scratch" && git init -q && git config user.email ci@example.com && git config user.name CI
printf 'only_rules: [force_cast, trailing_semicolon]\nforce_cast: error\n' > .swiftlint.yml
printf 'let value = other as! Int\n' > Bad.swift
printf 'let value = 1\n' > Good.swift
printf 'let value = 1;\n' > Fixable.swift
git add -A && git commit -qm fixture

status=0
expect() { # description, expected exit (0 or 1), command…
    local description=$1 expected=$2; shift 2
    set +e; output=$("$@" 2>&1); code=$?; set -e
    if { [ "$expected" = 0 ] && [ $code -eq 0 ]; } || { [ "$expected" = 1 ] && [ $code -ne 0 ]; }; then
        echo "ok   $description"
    else
        echo "FAIL $description (exit $code)"; echo "$output" | tail -20; status=1
    fi
}
for manager in "${managers[@]}"; do
    start=$(date +%s)
    expect "$manager: a violation fails the hook" 1 "$manager" try-repo "$repo" swiftlint-lite --files Bad.swift
    echo "     ($manager built and ran the hook in $(( $(date +%s) - start )) s)"
    case "$output" in *"Bad.swift:1:19: error: "*"(force_cast)"*) echo "ok   $manager: the finding is named";;
        *) echo "FAIL $manager: the finding is not in the output"; echo "$output" | tail -20; status=1;; esac
    # try-repo clones the repository anew each time (and so builds it again): from here
    # on, a configuration pins the commit, as a team's does.
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: swiftlint-lite\n      - id: swiftlint-lite-fix\n' \
        "$repo" "$(git -C "$repo" rev-parse HEAD)" > .pre-commit-config.yaml
    git add .pre-commit-config.yaml   # pre-commit refuses an unstaged configuration
    expect "$manager: a clean file passes" 0 "$manager" run swiftlint-lite --files Good.swift
    expect "$manager: swiftlint-lite-fix corrects (and fails, as a hook that changed files does)" 1 \
        "$manager" run swiftlint-lite-fix --files Fixable.swift
    if [ "$(cat Fixable.swift)" = "let value = 1" ]; then echo "ok   $manager: Fixable.swift corrected"; else
        echo "FAIL $manager: Fixable.swift is '$(cat Fixable.swift)'"; status=1; fi
    git checkout -q Fixable.swift
    git rm -q -f .pre-commit-config.yaml
done
exit $status

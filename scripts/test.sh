#!/usr/bin/env bash
# The README's test command: install what is missing, build, run every test,
# and lint the repository with its own linter.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's seconds, and the whole against the budget (20 minutes on a fresh 2-core machine),
# printed at the end: where the time goes is the first thing to know when it grows.
budget=1200
steps=()
current=""
step_start=$SECONDS
step() { # name: ends the step running, starts this one
    if [ -n "$current" ]; then steps+=("$((SECONDS - step_start))|$current"); fi
    current="$1"
    step_start=$SECONDS
}

step "install packages (scripts/install-dependencies.sh)"
bash scripts/install-dependencies.sh
step "fetch corpora"
# The doc generator's corpus and browser tests read three of the real packages
# (swift-nio for NIOCore's search ranking and its big pages on a phone).
bash scripts/fetch-corpora.sh swift-argument-parser swift-collections swift-nio
step "swift build --build-tests"
swift build --build-tests
step "XCTest"
# XCTest only (the suite has no swift-testing tests), in two processes at once: alone, a run keeps
# one core busy for most of its time (113% of one core over 6 minutes). The test bundle is run
# directly: two `swift test` would wait for each other's lock on .build. The first process takes
# the classes listed here (about half the time), the second every other class — a new class is
# never left out. Each one's log goes to its own file; their ends are shown when both are done.
bundle=.build/debug/swift-tooling-litePackageTests.xctest
first="IncrementalLintTests AgreementTests CorporaTests PushScenarioTests SlipThroughTests"
suites=$("$bundle" --list-tests | sed -n 's|^\([A-Za-z0-9_]*\.[A-Za-z0-9_]*\)/.*|\1|p' | sort -u)
selection() { # in|out: the suites whose class is (not) in $first, comma-separated
    for suite in $suites; do
        case " $first " in *" ${suite#*.} "*) listed=in ;; *) listed=out ;; esac
        if [ "$listed" = "$1" ]; then echo "$suite"; fi
    done | paste -sd, -
}
"$bundle" "$(selection in)" > .build/test-output-1.txt 2>&1 &
first_pid=$!
set +e
"$bundle" "$(selection out)" > .build/test-output-2.txt 2>&1
second_status=$?
wait "$first_pid"
first_status=$?
set -e
cat .build/test-output-1.txt .build/test-output-2.txt > .build/test-output.txt
executed=0 failed=0 skipped=0
for log in .build/test-output-1.txt .build/test-output-2.txt; do
    tail -40 "$log"
    # "Executed 226 tests, with 1 test skipped and 0 failures (0 unexpected) in …"
    summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with" "$log" | tail -1)
    [ -n "$summary" ] || { echo "FAIL XCTest: $log ends without a summary (a crash?)"; exit 1; }
    executed=$((executed + $(echo "$summary" | grep -oE 'Executed [0-9]+' | grep -oE '[0-9]+')))
    failed=$((failed + $(echo "$summary" | grep -oE '[0-9]+ failures?' | grep -oE '^[0-9]+')))
    skipped=$((skipped + $(echo "$summary" | grep -oE '[0-9]+ tests? skipped' | grep -oE '^[0-9]+' || echo 0)))
done
if [ "$first_status" -ne 0 ] || [ "$second_status" -ne 0 ]; then
    grep -E "error: |' failed \(" .build/test-output.txt || true
    echo "FAIL XCTest: $failed failed of $executed (logs: .build/test-output-1.txt, .build/test-output-2.txt)"
    exit 1
fi

step "lsp under real clients"
echo "lsp: swiftlint-lite lsp under real clients (pytest-lsp; Neovim's built-in client)"
CI=${CI:-1} python3 -m pytest Tests/lsp -q -p no:cacheprovider

# The depending package's check builds the suite again, as a dependency, with stretches of SwiftPM's
# single-threaded planning and plugin runs: it runs alongside the next four steps (its own package and
# build folders; its native-rules part waits for SwiftPM's lock on .build when install.sh builds), its
# output kept in a file and shown when it is done. The machine is CPU-bound there, so this gains only
# about 30 s of the two steps' sum. In its own process group, so a failing step stops it and all it started.
echo "adoption: the SwiftPM plugins from a package that depends on this one (alongside the next steps)"
consumer_start=$SECONDS
set -m   # job control for this one job: its own process group
bash scripts/check-consumer.sh > .build/consumer-output.txt 2>&1 &
consumer_pid=$!
set +m
trap '[ -z "${consumer_pid:-}" ] || kill -- "-$consumer_pid" 2>/dev/null || true' EXIT

step "self-lint"
echo "self-lint: swiftlint-lite --strict on the repository"
.build/debug/swiftlint-lite lint --quiet --strict

step "docs and coverage"
echo "docs: the suite's own API docs and its coverage bar"
.build/debug/swiftdoc-lite generate . --all-targets --output .build/api-docs --quiet > .build/api-docs-findings.txt
.build/debug/swiftlint-lite rules --write-docs .build/api-docs/rules >/dev/null
.build/debug/swiftdoc-lite coverage . --minimum-coverage 70 --quiet > /dev/null   # the library products' API

step "robustness (check-corpora.sh)"
echo "robustness: lint swift-argument-parser, --fix it, rebuild it, --fix again (no change)"
LITE=.build/debug/swiftlint-lite bash scripts/check-corpora.sh swift-argument-parser

step "install.sh"
echo "install: scripts/install.sh into a throwaway prefix (the debug build made above)"
prefix=$(mktemp -d)
CONFIGURATION=debug bash scripts/install.sh "$prefix" >/dev/null
for tool in swiftlint-lite swifthook-lite swiftdoc-lite; do
    "$prefix/bin/$tool" --version >/dev/null
    for file in "share/bash-completion/completions/$tool" "share/zsh/site-functions/_$tool" \
                "share/fish/vendor_completions.d/$tool.fish" "share/man/man1/$tool.1"; do
        [ -s "$prefix/$file" ] || { echo "FAIL install: no $file"; exit 1; }
    done
done
rm -rf "$prefix"

step "depending package (check-consumer.sh): what is left after install.sh"
set +e
wait "$consumer_pid"
consumer_status=$?
set -e
consumer_pid=""
cat .build/consumer-output.txt
[ "$consumer_status" -eq 0 ] || { echo "FAIL depending package: check-consumer.sh exited $consumer_status"; exit 1; }
consumer_seconds=$((SECONDS - consumer_start))

step ""
for entry in "${steps[@]}"; do printf 'time: %5d s  %s\n' "${entry%%|*}" "${entry#*|}"; done
printf 'time: %5d s  %s\n' "$consumer_seconds" "depending package (check-consumer.sh), the whole check, alongside the four steps before it"
printf 'budget: %d s of %d s (%d min)%s\n' "$SECONDS" "$budget" "$((budget / 60))" \
    "$([ "$SECONDS" -le "$budget" ] && echo "" || echo " — over budget")"
echo "tests: $((executed - failed - skipped)) passed, $failed failed, $skipped skipped"

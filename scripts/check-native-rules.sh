#!/usr/bin/env bash
# A team's own rules in Swift (native_rules), from a package that depends on this one, as a
# team adopting them would. Run by scripts/check-consumer.sh after its checks, in its work
# folder: the consumer package there has built the suite (debug) for its plugins.
#   swiftlint-lite rules init LintRules         the package, its example rule (no_print) and test
#   swift test in LintRules                     verify(NoPrintRule.self) passes
#   swiftlint-lite lint                         hands off to the team's linter (built on this miss): no_print found
#   swiftlint-lite rules, rules build --print-rules-key, --only-rule, a disable command, a baseline
#   swift package lint                          the command plugin finds it
#   swift build                                 the build-tool plugin finds it (the linter cached above)
#   swift package lint after editing the rule   the linter is built again, the new rule runs
#   the language server                         Tests/lsp/test_native_rules.py (pytest-lsp)
#   the pre-push hook                           a push with an error-severity no_print is blocked
# The rules package names this checkout as its suite (`rules init --suite FOLDER`, a path dependency),
# and its tests and the team's linter are built in debug in this checkout's build folder
# (--scratch-path, SWIFT_TOOLING_LITE_RULES_*): swift-syntax and the suite are compiled there
# already by `swift build --build-tests`, so each build compiles the rules and links (15 s, not
# the 4 minutes of a build of its own). The suite by URL and version is what the plugins above
# use, from the consumer. Prints each step's time.
#
#   bash scripts/check-native-rules.sh WORK_FOLDER
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(cd "$1" && pwd)
consumer=$work/consumer
lite=$consumer/.build/debug/SwiftLintLite-tool   # swiftlint-lite as SwiftPM built it for the plugins
shared=$repo/.build   # this checkout's build folder
export XDG_CACHE_HOME=$work/cache SWIFT_TOOLING_LITE_RULES_CONFIGURATION=debug SWIFT_TOOLING_LITE_RULES_SCRATCH=$shared
cd "$consumer"

fail() { echo "FAIL native rules: $*"; exit 1; }
step() { # NAME COMMAND…: output in $work/NAME.log, status in $status
    local name=$1; shift
    local start=$SECONDS
    set +e
    "$@" > "$work/$name.log" 2>&1
    status=$?
    set -e
    echo "native rules: $name: exit $status in $((SECONDS - start)) s"
}
expect() { # LOG PATTERN WHAT
    grep -qE "$2" "$work/$1.log" || { tail -30 "$work/$1.log"; fail "$3"; }
}

[ -x "$lite" ] || fail "no $lite: run scripts/check-consumer.sh"
step init "$lite" rules init LintRules --suite "$repo"
[ "$status" -eq 0 ] || { cat "$work/init.log"; fail "rules init exited $status"; }
step rules-test-build swift build --build-tests --package-path LintRules --scratch-path "$shared"
[ "$status" -eq 0 ] || { tail -30 "$work/rules-test-build.log"; fail "the rules package's tests do not build"; }
step rules-test swift test --skip-build --package-path LintRules --scratch-path "$shared"
expect rules-test "Executed 1 test, with 0 failures" "verify(NoPrintRule.self) did not pass"

# The team's configuration: SwiftLint's file as the parent, the rules package named in .lint.yml.
printf 'parent_config: .swiftlint.yml\nnative_rules:\n  path: LintRules\nexcluded: [LintRules]\n' > .lint.yml
mkdir -p Sources/Greeter
printf 'func log(_ text: String) {\n    print(text)\n}\n\nfunc quiet() {\n    // swiftlint:disable:next no_print\n    print("")\n}\n' \
    > Sources/Greeter/Log.swift

step cli-lint "$lite" lint
[ "$status" -eq 0 ] || { tail -30 "$work/cli-lint.log"; fail "lint exited $status"; }
expect cli-lint "Log.swift:2:5: warning: Log through the logger, not .print. \(no_print\)" "the CLI did not run the team's rule"
expect cli-lint "Greeter.swift:9:16: warning: .*\(empty_count\)" "the parent configuration (.swiftlint.yml) was not read"
grep -q "Log.swift:7" "$work/cli-lint.log" && fail "swiftlint:disable:next did not silence the team's rule"
expect cli-lint "building the team's linter" "the first lint did not build the team's linter"
step cli-lint-again "$lite" lint
grep -q "building the team's linter" "$work/cli-lint-again.log" && fail "the second lint built again"
expect cli-lint-again "\(no_print\)" "the second lint lost the team's rule"

step baseline-write "$lite" lint --write-baseline "$work/baseline.json"
step baseline-read "$lite" lint --baseline "$work/baseline.json"
grep -q "(no_print)" "$work/baseline-read.log" && { cat "$work/baseline-read.log"; fail "the baseline did not hold the team's findings"; }

step rules-list "$lite" rules
expect rules-list "^no_print +no +no +yes +lint +warning" "rules does not list the team's rule as enabled"
step rules-key "$lite" rules build --print-rules-key
expect rules-key "^[0-9a-f]{16}$" "rules build --print-rules-key printed no key"
step only-rule "$lite" lint --only-rule no_print --reporter json
expect only-rule '"rule_id" : "no_print"' "--only-rule no_print found nothing"
grep -q '"empty_count"' "$work/only-rule.log" && fail "--only-rule no_print ran other rules"

step command-plugin swift package lint
[ "$status" -eq 0 ] || { tail -30 "$work/command-plugin.log"; fail "swift package lint exited $status"; }
expect command-plugin "Log.swift:2:5: warning: .*\(no_print\)" "the command plugin did not run the team's rule"

touch Sources/Greeter/Log.swift
step build-plugin swift build
[ "$status" -eq 0 ] || { tail -30 "$work/build-plugin.log"; fail "swift build exited $status"; }
expect build-plugin "Log.swift:2:5: warning: .*\(no_print\)" "the build-tool plugin did not run the team's rule"

# A rule edited: the build-tool plugin cannot build the new linter, and says how; the next
# lint builds it, with the new message.
sed -i 's/"Log through the logger, not `print`"/"Log with os.Logger"/' LintRules/Sources/LintRules/NoPrintRule.swift
step build-plugin-stale swift build
[ "$status" -ne 0 ] || { tail -30 "$work/build-plugin-stale.log"; fail "the build-tool plugin linted without the edited rule's linter"; }
expect build-plugin-stale "cannot build it: run .swift package lint. or .swiftlint-lite rules build." \
    "the build-tool plugin did not say how to build the team's linter"
step edited-rule "$lite" lint
expect edited-rule "Log.swift:2:5: warning: Log with os.Logger \(no_print\)" "the edited rule did not run"
expect edited-rule "building the team's linter" "the edited rule did not build the team's linter again"
sed -i 's/"Log with os.Logger"/"Log through the logger, not `print`"/' LintRules/Sources/LintRules/NoPrintRule.swift

step lsp env NATIVE_RULES_WORKSPACE="$consumer" NATIVE_RULES_CACHE="$XDG_CACHE_HOME" SWIFTLINT_LITE="$lite" \
    python3 -m pytest "$repo/Tests/lsp/test_native_rules.py" -q -p no:cacheprovider
expect lsp "1 passed" "the language server did not run the team's rule (Tests/lsp/test_native_rules.py)"

# The pre-push hook (this checkout's build: the team's linter is what matters): the same rule
# as an error blocks a push.
hook=$repo/.build/debug/swifthook-lite
[ -x "$hook" ] || fail "no $hook: swift build first"
printf 'no_print: error\n' >> .lint.yml
printf 'pre-push:\n  jobs:\n    - name: lint\n      lint: true\n' > .swifthook.yml
printf '.build/\nLintRules/.build/\n' > .gitignore
git init -q -b main . && git add -A && git -c user.name=t -c user.email=t@t commit -qm "team rules"
git init -q --bare "$work/remote.git" && git remote add origin "$work/remote.git"
step hook-install "$hook" install
step hook-push git push origin main
[ "$status" -ne 0 ] || { cat "$work/hook-push.log"; fail "a push with an error-severity no_print finding was not blocked"; }
expect hook-push "Log.swift:2:5: error: .*\(no_print\)" "the hook's lint job did not run the team's rule"
echo "ok   native rules: rules init, verify, lint, rules, both plugins, a rule edited, the language server, the pre-push hook"

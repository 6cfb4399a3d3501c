#!/usr/bin/env bash
# Proof, not belief: a finding of `unused_import` or `unused_declaration` is right only if
# removing what it names still compiles. In a git checkout of PACKAGE (clean work tree), this
# builds it (debug, tests included: the build writes the index), runs `swiftlint-lite analyze`
# with both rules, removes every finding's import or declaration, builds again — and on a
# failure bisects the batch until each false positive stands alone. Prints how many findings
# were confirmed and lists every false positive. The work tree is restored at the end.
#
#   bash scripts/check-analyze-witnesses.sh PACKAGE                 # both rules
#   RULES=unused_import bash scripts/check-analyze-witnesses.sh PACKAGE
#   LITE=path/to/swiftlint-lite bash scripts/check-analyze-witnesses.sh PACKAGE   # a build you have
#   DEAD_CODE=1 RULES=unused_declaration bash scripts/check-analyze-witnesses.sh PACKAGE   # analyze --dead-code
# With DEAD_CODE=1, findings that failed alone are tried together once more (a dead cycle can
# only go as a whole); assign-only properties and unused parameters need edits, not removals,
# and are counted apart.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
package="$(cd "${1:?usage: check-analyze-witnesses.sh PACKAGE}" && pwd)"
if [ -n "${LITE:-}" ]; then
    LITE="$(cd "$(dirname "$LITE")" && pwd)/$(basename "$LITE")"
else
    (cd "$here" && swift build --product swiftlint-lite >/dev/null)
    LITE="$here/.build/debug/swiftlint-lite"
fi
git -C "$package" diff --quiet || { echo "check-analyze-witnesses: $package has changes; commit or stash them first" >&2; exit 2; }
exec python3 "$here/scripts/analyze_witnesses.py" "$LITE" "$package" "${RULES:-unused_import,unused_declaration}"

#!/usr/bin/env bash
# Language server benchmark (release build), side by side in one run: the time from a
# `didChange` to the `publishDiagnostics` of that version, p50 and p99 over EDITS edits, for
# `swiftlint-lite lsp`, for spawning `swiftlint-lite lint --use-stdin` per edit (what editors
# do today), and for sourcekit-lsp's own diagnostics of the same edits; on (a) a 300-line
# file and (b) swift-nio's largest file (ByteBuffer-multi-int.swift, 3,689 lines), with the
# default rules and with every rule; then resident memory with 50 of swift-nio's files open,
# and over 10,000 edits of one document and 200 documents opened and closed.
#
#   bash scripts/benchmark-lsp.sh             # EDITS=200 by default
set -euo pipefail
cd "$(dirname "$0")/.."
edits=${EDITS:-200}
bash scripts/fetch-corpora.sh swift-nio >/dev/null
source scripts/release-build.sh
swift build "${release[@]}" --product swiftlint-lite >/dev/null
lite="$(swift build "${release[@]}" --show-bin-path)/swiftlint-lite"
nio=$PWD/.corpora/swift-nio/Sources/NIOCore
large=$nio/ByteBuffer-multi-int.swift
small=$(mktemp --suffix=.swift)
trap 'rm -f "$small"' EXIT
head -300 "$nio/ByteBuffer-views.swift" > "$small"  # a real file's first 300 lines

measure() { python3 scripts/benchmark_lsp.py "$@"; }
field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])['$2'])" "$1"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) b = 0.001; printf "%.1f", a / b }'; }

printf '%-58s %9s %9s  %s\n' "didChange → publishDiagnostics ($edits edits)" "p50 ms" "p99 ms" "comparison"
for file in "$small" "$large"; do
    name=$([ "$file" = "$large" ] && echo "(b) ByteBuffer-multi-int.swift, 3,689 lines" || echo "(a) a 300-line file")
    for config in "" "opt_in_rules: [all]"; do
        rules=$([ -z "$config" ] && echo "default rules" || echo "every rule")
        server=$(measure server "$file" "$edits" "$config" -- "$lite" lsp)
        spawn=$(measure spawn "$file" $((edits / 10)) "$config" -- "$lite")
        printf '%-58s %9s %9s  %sx faster than a process per edit (p50 %s ms)\n' "swiftlint-lite lsp, $name, $rules" \
            "$(field "$server" p50)" "$(field "$server" p99)" "$(ratio "$(field "$spawn" p50)" "$(field "$server" p50)")" \
            "$(field "$spawn" p50)"
    done
    if command -v sourcekit-lsp >/dev/null; then
        if sourcekit=$(timeout 600 python3 scripts/benchmark_lsp.py server "$file" 20 "" -- sourcekit-lsp 2>/dev/null); then
            printf '%-58s %9s %9s  (20 edits; its own compiler diagnostics, not lint)\n' "sourcekit-lsp, $name" \
                "$(field "$sourcekit" p50)" "$(field "$sourcekit" p99)"
        else
            printf '%-58s %9s %9s  (published no diagnostics for the edits)\n' "sourcekit-lsp, $name" "-" "-"
        fi
    fi
done
files=$(ls "$nio"/*.swift | head -50 | paste -sd, -)
memory=$(measure memory "$files" "" -- "$lite" lsp)
echo "resident memory with $(field "$memory" documents) of swift-nio's files open: $(field "$memory" rss_mib) MiB (target <= 150 MB)"
churn=$(measure churn "$small" 10000 "" -- "$lite" lsp)
echo "resident memory over 10,000 edits of the 300-line file, then 200 documents opened and closed: $(field "$churn" start_mib) → $(field "$churn" after_edits_mib) → $(field "$churn" after_documents_mib) MiB (should stay flat)"
echo "targets: (b) default rules p50 <= 25 ms, p99 <= 60 ms; (a) p50 <= 5 ms; >= 5x faster than a process per edit"

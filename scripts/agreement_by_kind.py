#!/usr/bin/env python3
"""Agreement with SwiftLint's recorded findings, with the documented kinds of difference set aside.

Called by scripts/check-against-swiftlint.sh after ../shared/oracle/compare.py:

    agreement_by_kind.py LITE CORPUS_DIR FINDINGS.json.xz DIFFERENCES.json

Lints CORPUS_DIR as the recorded run did (as compare.py does) and prints the agreement by file,
line, column, rule, severity and message three ways: raw; with the rules SwiftLint changed in 0.64
or 0.65 set aside (kind `swiftlint-0.65` in Tests/SwiftLintLiteTests/Agreement/differences.json —
we follow 0.65.0); with, besides, each place SwiftLint reports more than once (its
`multiline_function_chains`, `pattern_matching_keywords`, `local_doc_comment` repeats) counted once;
and with, besides, the rules whose differences are documented SwiftLint bugs (kind `swiftlint-bug`:
`unneeded_throws_rethrows`, SwiftLint #6491, and the others listed there) set aside.
"""
import collections
import json
import lzma
import os
import subprocess
import sys
import tempfile


def lint(lite, corpus, config):
    command = [os.path.abspath(lite), "lint", "--quiet", "--no-cache", "--reporter", "json"]
    if config != "own":
        with tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False) as handle:
            handle.write("" if config.startswith("(empty") else config + "\n")
        command += ["--config", handle.name]
    result = subprocess.run(command, cwd=corpus, capture_output=True, text=True, timeout=1800)
    root = os.path.realpath(corpus)
    return [(os.path.relpath(os.path.realpath(v["file"]), root), v["line"] or 0, v.get("character") or 0,
             v["rule_id"], v["severity"].lower(), v["reason"]) for v in json.loads(result.stdout or "[]")]


def agreement(theirs, ours):
    both = sum((theirs & ours).values())
    union = sum(theirs.values()) + sum(ours.values()) - both
    return both, union


def main():
    lite, corpus, findings_path, differences_path = sys.argv[1:5]
    with lzma.open(findings_path, "rt") as handle:
        record = json.load(handle)
    with open(differences_path) as handle:
        rules = json.load(handle)["rules"]
    changed = {rule for rule, entry in rules.items() if entry["kind"] == "swiftlint-0.65"}
    buggy = {rule for rule, entry in rules.items() if entry["kind"] == "swiftlint-bug"}
    theirs = collections.Counter(tuple(finding) for finding in record["findings"])
    ours = collections.Counter(lint(lite, corpus, record["config"]))
    kept = lambda counter: collections.Counter({k: n for k, n in counter.items() if k[3] not in changed})
    once = lambda counter: collections.Counter({k: 1 for k in counter})
    sound = lambda counter: collections.Counter({k: n for k, n in counter.items() if k[3] not in buggy})
    for label, (a, b) in [
        ("raw", (theirs, ours)),
        ("0.64/0.65 rule changes set aside", (kept(theirs), kept(ours))),
        ("… and SwiftLint's repeated reports of one place counted once", (once(kept(theirs)), once(kept(ours)))),
        ("… and the rules with a documented SwiftLint bug set aside", (sound(once(kept(theirs))), sound(once(kept(ours))))),
    ]:
        both, union = agreement(a, b)
        print(f"  {label}: {both}/{union} = {100.0 * both / max(union, 1):.2f}%")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Which rules the `--fix` differences with SwiftLint come from.

Called by scripts/check-fix-against-swiftlint.sh with FIX_BY_RULE=1:

    fix_by_rule.py ORIGINAL SWIFTLINT_FIXED OURS_FIXED ORACLE_FINDINGS LITE_FINDINGS CORRECTABLE

Every place where the two fixed trees differ is traced back to the lines of the original file
(through each side's diff against it); the correctable rules that either tool reports on those
original lines are that place's candidates. Prints, per set of candidate rules, how many places
differ, with DIFF_DETAIL=N examples (file:line and both sides' text).
"""
import collections
import difflib
import json
import lzma
import os
import sys


def read_lines(path):
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            return handle.read().splitlines()
    except FileNotFoundError:
        return []


def old_range(matcher_opcodes, start, end):
    """The original lines (0-based, half-open) that produced lines start..<end of a fixed file."""
    lows, highs = [], []
    for tag, i1, i2, j1, j2 in matcher_opcodes:
        if j2 < start or j1 > end or (j1 == j2 and not (start <= j1 <= end)):
            continue
        if tag == "equal":
            low, high = max(start, j1), min(end, j2)
            if low < high:
                lows.append(i1 + low - j1)
                highs.append(i1 + high - j1)
            elif start == end and j1 <= start <= j2:
                lows.append(i1 + start - j1)
                highs.append(i1 + start - j1)
        else:
            lows.append(i1)
            highs.append(i2)
    if not lows:
        return None
    return min(lows), max(highs)


def findings_by_line(findings, correctable):
    table = collections.defaultdict(set)
    for path, line, rule in findings:
        if rule in correctable:
            table[(path, line)].add(rule)
    return table


def main():
    original, theirs, ours, oracle_path, lite_path, correctable_path = sys.argv[1:7]
    detail = int(os.environ.get("DIFF_DETAIL", "0"))
    # prefer_key_path: SwiftLint corrects it; we report it and leave the code (Documentation/Guide.docc/AgreementWithSwiftLint.md, Fixes).
    correctable = set(read_lines(correctable_path)) | {"prefer_key_path"}
    with lzma.open(oracle_path, "rt") as handle:
        oracle = [(f[0], f[1], f[3]) for f in json.load(handle)["findings"]]
    with open(lite_path) as handle:
        lite = [(os.path.relpath(v["file"], original) if os.path.isabs(v["file"]) else v["file"],
                 v["line"], v["rule_id"]) for v in json.load(handle)]
    theirs_rules = findings_by_line(oracle, correctable)
    ours_rules = findings_by_line(lite, correctable)

    places = collections.Counter()
    examples = collections.defaultdict(list)
    for path in sorted(differing_files(theirs, ours)):
        old = read_lines(os.path.join(original, path))
        fixed_theirs = read_lines(os.path.join(theirs, path))
        fixed_ours = read_lines(os.path.join(ours, path))
        to_old_theirs = difflib.SequenceMatcher(None, old, fixed_theirs, autojunk=False).get_opcodes()
        to_old_ours = difflib.SequenceMatcher(None, old, fixed_ours, autojunk=False).get_opcodes()
        between = difflib.SequenceMatcher(None, fixed_theirs, fixed_ours, autojunk=False).get_opcodes()
        for tag, t1, t2, o1, o2 in between:
            if tag == "equal":
                continue
            spans = [s for s in (old_range(to_old_theirs, t1, t2), old_range(to_old_ours, o1, o2)) if s]
            low = min(s[0] for s in spans) if spans else 0
            high = max(s[1] for s in spans) if spans else 0
            lines = range(low + 1, max(high, low + 1) + 1)
            swiftlint = set().union(*(theirs_rules.get((path, n), set()) for n in lines))
            lite_rules = set().union(*(ours_rules.get((path, n), set()) for n in lines))
            key = " + ".join(sorted(candidates(swiftlint | lite_rules))) or "(no correctable finding on these lines)"
            places[key] += 1
            if len(examples[key]) < detail:
                examples[key].append((f"{path}:{low + 1}", fixed_theirs[t1:t2], fixed_ours[o1:o2]))
    print(f"{sum(places.values())} places differ")
    for key, count in places.most_common():
        print(f"{count:6d}  {key}")
        for where, theirs_text, ours_text in examples[key]:
            print(f"          {where}")
            for line in theirs_text:
                print(f"            SwiftLint  | {line}")
            for line in ours_text:
                print(f"            ours       | {line}")


# Rules whose corrections undo each other under `opt_in_rules: [all]` (every `{` moved to its own
# line, then back): on a line with another candidate, that one made the difference.
BRACES = {"contrasted_opening_brace", "opening_brace"}


def candidates(rules):
    return rules - BRACES if rules - BRACES else rules


def differing_files(theirs, ours):
    for root, dirs, files in os.walk(theirs):
        dirs[:] = [d for d in dirs if d != ".git"]
        for name in files:
            path = os.path.relpath(os.path.join(root, name), theirs)
            if read_lines(os.path.join(theirs, path)) != read_lines(os.path.join(ours, path)):
                yield path


if __name__ == "__main__":
    main()

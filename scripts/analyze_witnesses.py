#!/usr/bin/env python3
"""Removes what analyze's findings name and builds, bisecting failures (scripts/check-analyze-witnesses.sh)."""
import json
import os
import re
import subprocess
import sys
import tempfile
import time


def run(command, cwd, **kwargs):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, **kwargs)


def build(package):
    started = time.time()
    result = run(["swift", "build", "--build-tests"], package)
    return result.returncode == 0, time.time() - started, result.stdout + result.stderr


def findings(lite, package, rules, dead_code):
    with tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False) as config:
        config.write("analyzer_rules: [%s]\n" % ", ".join(rules))
    extra = ["--dead-code"] if dead_code else []
    result = run([lite, "analyze", "--config", config.name, "--reporter", "json", "--quiet"] + extra, package)
    os.unlink(config.name)
    if result.returncode not in (0, 2):
        sys.exit("analyze failed:\n" + result.stderr)
    return [f for f in json.loads(result.stdout or "[]") if f["rule_id"] in rules]


def declaration_lines(lines, start):
    """The 0-based line range of the declaration whose name is on line `start`: to the line where
    its braces (and brackets, parentheses) close, or where a one-line declaration ends."""
    depth, seen_open, end = 0, False, start
    for index in range(start, len(lines)):
        text = lines[index].split("//")[0]
        for char in text:
            if char in "{[(":
                depth += 1
                seen_open = True
            elif char in "}])":
                depth -= 1
        end = index
        following = lines[index + 1].strip() if index + 1 < len(lines) else ""
        # A signature may go on below (`throws`, `-> T`, `where`, the `{` on its own line).
        continues = following.startswith(("->", "throws", "rethrows", "async", "where", "{"))
        if depth <= 0 and not continues and (seen_open or not text.rstrip().endswith(("=", ","))):
            break
    first = start
    # Attributes on the lines above belong to the declaration.
    while first > 0 and lines[first - 1].strip().startswith("@"):
        first -= 1
    return first, end


TYPE_KEYWORDS = re.compile(r"\b(?:struct|class|enum|protocol|actor)\s+(\w+)")


def removal(finding, package):
    """The line ranges a finding's removal blanks, by file: its import, or its declaration — and,
    for a type, the package's extensions of it, which cannot outlive it."""
    path = finding["file"]
    with open(path) as handle:
        lines = handle.read().split("\n")
    line = finding["line"] - 1
    if finding["rule_id"] == "unused_import":
        return [(path, (line, line))]
    ranges = [(path, declaration_lines(lines, line))]
    declared = TYPE_KEYWORDS.search(lines[line])
    if declared:
        ranges += extensions_of(declared.group(1), package)
    return ranges


def extensions_of(name, package):
    pattern = re.compile(r"^\s*(?:(?:public|internal|fileprivate|private|package)\s+)?extension\s+%s\b" % re.escape(name))
    found = []
    for folder, _, files in os.walk(package):
        if "/.build" in folder or "/.git" in folder:
            continue
        for file in files:
            if not file.endswith(".swift"):
                continue
            path = os.path.join(folder, file)
            with open(path, errors="replace") as handle:
                lines = handle.read().split("\n")
            found += [(path, declaration_lines(lines, index)) for index, text in enumerate(lines) if pattern.match(text)]
    return found


def apply(removals):
    """Blanks the lines of each removal (outermost wins), keeping line numbers; returns the originals."""
    originals = {}
    by_file = {}
    for ranges in removals:
        for path, (first, last) in ranges:
            by_file.setdefault(path, []).append((first, last))
    for path, ranges in by_file.items():
        with open(path) as handle:
            text = handle.read()
        originals[path] = text
        lines = text.split("\n")
        for first, last in ranges:
            for index in range(first, last + 1):
                lines[index] = ""
        with open(path, "w") as handle:
            handle.write("\n".join(lines))
    return originals


def restore(originals):
    for path, text in originals.items():
        with open(path, "w") as handle:
            handle.write(text)


def witness(batch, package, false_positives, builds):
    """Confirms the batch if the package builds without all of it; else halves it."""
    originals = apply([removal for _, removal in batch])
    ok, seconds, log = build(package)
    builds.append(seconds)
    restore(originals)
    if ok:
        return len(batch)
    if len(batch) == 1:
        false_positives.append((batch[0][0], [l for l in log.split("\n") if "error:" in l][:2]))
        return 0
    middle = len(batch) // 2
    return witness(batch[:middle], package, false_positives, builds) + witness(batch[middle:], package, false_positives, builds)


def removable(finding):
    """Dead-code mode also says "assigned but never read" and "parameter … is never used":
    edits, not removals, so no build can witness them; they are counted apart."""
    return finding["rule_id"] != "unused_declaration" or " is unused" in finding["reason"] or "referenced" in finding["reason"]


def together(removals, package, builds):
    """Findings that failed alone may be dead together (a cycle: each uses the other): confirmed if
    the package builds without all of them."""
    if len(removals) < 2:
        return False
    originals = apply(removals)
    ok, seconds, _ = build(package)
    builds.append(seconds)
    restore(originals)
    return ok


def main():
    lite, package, rules = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
    dead_code = os.environ.get("DEAD_CODE") == "1"
    ok, seconds, log = build(package)
    if not ok:
        sys.exit("the package does not build as it is:\n" + log[-2000:])
    everything = findings(lite, package, rules, dead_code)
    found = [f for f in everything if removable(f)]
    edits = len(everything) - len(found)
    removals = [(f, removal(f, package)) for f in found]
    # A declaration inside another one removed whole goes with it.
    spans = [ranges[0] for _, ranges in removals]
    outer = [(f, ranges) for f, ranges in removals
             if not any(p == ranges[0][0] and o != ranges[0][1] and o[0] <= ranges[0][1][0] and ranges[0][1][1] <= o[1]
                        for p, o in spans)]
    false_positives, builds = [], []
    confirmed = witness(outer, package, false_positives, builds)
    if together([removal(f, package) for f, _ in false_positives], package, builds):
        confirmed += len(false_positives)
        false_positives = []
    inner = len(removals) - len(outer)
    for rule in rules:
        count = sum(1 for f in found if f["rule_id"] == rule)
        print(f"{rule}: {count} findings")
    if edits:
        print(f"{edits} assign-only or unused-parameter finding(s): edits, not removals; not witnessed")
    print(f"confirmed {confirmed + inner} of {len(found)} ({inner} inside a removed declaration); "
          f"{len(false_positives)} false positive(s); {len(builds)} builds, {sum(builds):.0f} s")
    for finding, errors in false_positives:
        print(f"  FALSE POSITIVE {os.path.relpath(finding['file'], package)}:{finding['line']} {finding['rule_id']}")
        for error in errors:
            print(f"      {error.strip()[:200]}")
    subprocess.run(["git", "checkout", "--", "."], cwd=package)
    # The last witness build indexed the package without the findings: build it as it is again,
    # so the next `analyze` reads an index of the files on disk.
    build(package)


if __name__ == "__main__":
    main()

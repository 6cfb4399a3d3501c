#!/usr/bin/env python3
"""Removes what analyze's findings name and builds, bisecting failures (scripts/check-analyze-witnesses.sh)."""
import json
import os
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


def findings(lite, package, rules):
    with tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False) as config:
        config.write("analyzer_rules: [%s]\n" % ", ".join(rules))
    result = run([lite, "analyze", "--config", config.name, "--reporter", "json", "--quiet"], package)
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


def removal(finding, package):
    path = finding["file"]
    with open(path) as handle:
        lines = handle.read().split("\n")
    line = finding["line"] - 1
    if finding["rule_id"] == "unused_import":
        return path, (line, line)
    return path, declaration_lines(lines, line)


def apply(removals):
    """Blanks the lines of each removal (outermost wins), keeping line numbers; returns the originals."""
    originals = {}
    by_file = {}
    for path, (first, last) in removals:
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


def main():
    lite, package, rules = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
    ok, seconds, log = build(package)
    if not ok:
        sys.exit("the package does not build as it is:\n" + log[-2000:])
    found = findings(lite, package, rules)
    removals = [(f, removal(f, package)) for f in found]
    # A declaration inside another one removed whole goes with it.
    outer = [(f, (path, span)) for f, (path, span) in removals
             if not any(p == path and o != span and o[0] <= span[0] and span[1] <= o[1] for _, (p, o) in removals)]
    false_positives, builds = [], []
    confirmed = witness(outer, package, false_positives, builds)
    inner = len(removals) - len(outer)
    for rule in rules:
        count = sum(1 for f in found if f["rule_id"] == rule)
        print(f"{rule}: {count} findings")
    print(f"confirmed {confirmed + inner} of {len(found)} ({inner} inside a removed declaration); "
          f"{len(false_positives)} false positive(s); {len(builds)} builds, {sum(builds):.0f} s")
    for finding, errors in false_positives:
        print(f"  FALSE POSITIVE {os.path.relpath(finding['file'], package)}:{finding['line']} {finding['rule_id']}")
        for error in errors:
            print(f"      {error.strip()[:200]}")
    subprocess.run(["git", "checkout", "--", "."], cwd=package)


if __name__ == "__main__":
    main()

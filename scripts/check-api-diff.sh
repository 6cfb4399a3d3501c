#!/usr/bin/env bash
# `swiftdoc-lite diff` against the toolchain's own check, on real release pairs from the
# local package mirror: for each pair, clones the package with its tags, checks out the new
# version, and runs both `swiftdoc-lite diff OLD` (ours: reads the source, builds nothing) and
# `swift package diagnose-api-breaking-changes OLD` (SwiftPM: builds the package twice, then
# runs swift-api-digester). Prints, per pair: the digester's breaks, ours (breaking and
# potentially breaking), both (matched by the declaration's name), only the digester, only
# ours, and the wall time of each. The digester's builds take minutes per pair on two cores.
#
# `fixtures` runs both on small packages of our own instead, one per example of each check
# (`swiftdoc-lite diff --list-checks --reporter json`): version 1.0.0 is the example's old
# text, 2.0.0 its new one, so each pair differs by the one change the check is about.
#
#   bash scripts/check-api-diff.sh                 # every pair
#   bash scripts/check-api-diff.sh Yams            # the pairs of one package
#   bash scripts/check-api-diff.sh fixtures        # the one-change packages
#   bash scripts/check-api-diff.sh fixtures frozen_layout_changed   # those of one check
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=(
    "Yams jpsim/Yams 5.0.1 6.2.2"
    "swift-nio apple/swift-nio 2.101.2 2.101.3"
    "jwt-kit vapor/jwt-kit 5.7.1 5.8.0"
    "Nimble Quick/Nimble 13.8.0 14.0.0"
    "swift-crypto apple/swift-crypto 3.12.3 4.5.2"
    "swift-syntax swiftlang/swift-syntax 600.0.1 602.0.0"
    "swift-syntax swiftlang/swift-syntax 602.0.0 603.0.1"
)
source scripts/release-build.sh
swift build "${release[@]}" --product swiftdoc-lite >/dev/null
ours="$(swift build "${release[@]}" --show-bin-path)/swiftdoc-lite"
work="$PWD/.corpora/api-diff"
mkdir -p "$work"

if [ "${1:-}" = fixtures ]; then
    "$ours" diff --list-checks --reporter json > "$work/checks.json"
    exec python3 - "$ours" "$work" "${@:2}" <<'PY'
import json, os, shutil, subprocess, sys, time
ours, work, only = sys.argv[1], os.path.abspath(sys.argv[2]), set(sys.argv[3:])
manifest = """// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
"""
def git(folder, *arguments):
    subprocess.run(["git", "-c", "user.name=Fixture", "-c", "user.email=fixture@example.com", *arguments], cwd=folder,
                   check=True, capture_output=True)
totals = {"examples": 0, "agree": 0, "ours_time": 0.0, "digester_time": 0.0}
for check in json.load(open(os.path.join(work, "checks.json"))):
    if only and check["id"] not in only: continue
    for number, example in enumerate(check["examples"], 1):
        folder = os.path.join(work, "fixtures", f"{check['id']}-{number}")
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(os.path.join(folder, "Sources/Kit"))
        open(os.path.join(folder, "Package.swift"), "w").write(manifest)
        source = os.path.join(folder, "Sources/Kit/Kit.swift")
        git(folder, "init", "-q")
        for tag, text in (("1.0.0", example["old"]), ("2.0.0", example["new"])):
            open(source, "w").write(text)
            git(folder, "add", "-A")
            git(folder, "commit", "-q", "--allow-empty", "-m", tag)
            git(folder, "tag", tag)
        start = time.time()
        result = subprocess.run([ours, "diff", "1.0.0", "2.0.0", "--reporter", "json"], cwd=folder, capture_output=True, text=True)
        totals["ours_time"] += time.time() - start
        mine = [c for c in json.loads(result.stdout or "[]") if c["kind"] != "additive"]
        start = time.time()
        digester = subprocess.run(["swift", "package", "diagnose-api-breaking-changes", "1.0.0"], cwd=folder,
                                  capture_output=True, text=True)
        totals["digester_time"] += time.time() - start
        theirs = [l.strip() for l in (digester.stdout + digester.stderr).splitlines() if "API breakage" in l]
        built = "No breaking changes" in digester.stdout + digester.stderr or theirs
        totals["examples"] += 1
        agree = bool(mine) == bool(theirs)
        totals["agree"] += agree
        print(f"{check['id']}-{number}: ours {len(mine)}, digester {len(theirs) if built else 'failed to build'}"
              + ("" if agree else "   <- differ"))
        for change in mine: print(f"    ours: {change['check']} {change['symbol']}: {change['message']}"[:200])
        for line in theirs: print(f"    digester: {line}"[:200])
print(f"{totals['examples']} packages; both say break / no break alike on {totals['agree']}; "
      f"ours {totals['ours_time']:.1f} s in all, the digester's {totals['digester_time']:.0f} s")
PY
fi

for pair in "${pairs[@]}"; do
    read -r name repository old new <<<"$pair"
    [ $# -eq 0 ] || [[ " $* " == *" $name "* ]] || continue
    folder="$work/$name"
    [ -d "$folder" ] || git clone -q "/opt/swift-packages/$repository.git" "$folder"
    git -C "$folder" checkout -q --force "$new"
    echo "== $name $old → $new"
    out="$work/$name-$old-$new"
    start=$(date +%s.%N)
    (cd "$folder" && "$ours" diff "$old" --reporter json > "$out-ours.json" 2>/dev/null || true)
    echo "$(date +%s.%N) - $start" | bc > "$out-ours.time"
    # REUSE=1 keeps a digester run already made for this pair (its builds take minutes).
    if [ -z "${REUSE:-}" ] || [ ! -s "$out-digester.txt" ]; then
        rm -rf "$folder/.build"   # cold, as a CI job or a release workflow runs it
        start=$(date +%s.%N)
        (cd "$folder" && swift package diagnose-api-breaking-changes "$old" > "$out-digester.txt" 2>&1 || true)
        echo "$(date +%s.%N) - $start" | bc > "$out-digester.time"
    fi
    python3 - "$out" <<'PY'
import collections, json, re, sys
out = sys.argv[1]
ours = [c for c in json.load(open(out + "-ours.json")) if c["kind"] != "additive"]
lines = [l.strip() for l in open(out + "-digester.txt", errors="replace") if "API breakage" in l]
ours_time, digester_time = (float(open(out + suffix).read()) for suffix in ("-ours.time", "-digester.time"))
def base(name):
    # Compared declaration by declaration: the dotted name without argument labels or accessor —
    # `Node.init(_:_:_:)` and `Node.init(_:_:_:_:)` are one initializer that gained a parameter;
    # the digester's one line per changed parameter or accessor are one declaration.
    name = name.split("(", 1)[0]
    return re.sub(r"\.(Get|Set|Modify)$", "", name)
def theirs_name(text):
    m = re.search(r"API breakage: (?:\w+ )?([^ ]+)", text)
    return base(m.group(1)) if m else text
theirs = collections.defaultdict(list)
for line in lines: theirs[theirs_name(line)].append(line)
mine = collections.defaultdict(list)
for change in ours: mine[base(change["symbol"].split(".", 1)[1])].append(change)
kinds = collections.Counter(c["kind"] for c in ours)
print(f"digester {len(lines)} lines on {len(theirs)} declarations in {digester_time:.1f} s; ours {len(ours)} changes "
      f"({kinds['breaking']} breaking, {kinds['potentially-breaking']} potentially) on {len(mine)} declarations "
      f"in {ours_time:.2f} s ({digester_time / max(ours_time, 0.001):,.0f}x); both {len(set(theirs) & set(mine))} declarations")
for label, a, b in (("only the digester", theirs, mine), ("only ours", mine, theirs)):
    extra = sorted(k for k in a if k not in b)
    print(f"  {label}: {len(extra)} declarations")
    for key in extra:
        for entry in a[key]:
            print("    " + (entry if isinstance(entry, str) else f"{entry['check']} {entry['symbol']}: {entry['message']}")[:220])
PY
done

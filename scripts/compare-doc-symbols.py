#!/usr/bin/env python3
"""Compare swiftdoc-lite's symbol model with the compiler's symbol graph for one module.

    compare-doc-symbols.py SYMBOLS_JSON GRAPH_DIR MODULE [--list-missing N]

SYMBOLS_JSON is `swiftdoc-lite generate --format json` output; GRAPH_DIR holds the
`-emit-symbol-graph` files of a build. Symbols are matched by their path
(`ByteBuffer.readInteger(endianness:as:)`), public and open only, in two groups:
declared ones, and the synthesized members a type inherits from protocol
extensions (USR containing ::SYNTHESIZED::). Prints the share of the compiler's
symbols we show in each group, and the share of ours it does not have.
"""
import json
import os
import sys


def graph_paths(graph_dir, module):
    declared, synthesized = set(), set()
    # MODULE.symbols.json plus MODULE@Other.symbols.json (extensions of other modules' types).
    for name in sorted(os.listdir(graph_dir)):
        if not (name == f"{module}.symbols.json" or name.startswith(f"{module}@")):
            continue
        with open(os.path.join(graph_dir, name)) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            path = ".".join(symbol["pathComponents"])
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                synthesized.add(path)
            else:
                declared.add(path)
    return declared, synthesized - declared


def our_paths(symbols_json, module):
    with open(symbols_json) as f:
        package = json.load(f)
    declared, inherited = set(), set()

    def visit(symbol, parents):
        if symbol["kind"] == "extension":
            path = parents   # an extension page is not a symbol; its members hang off the extended type
            extended = symbol["name"].split(".")
            if len(extended) > 1 and extended[0] in ("Swift", "Foundation", "Dispatch", "_Concurrency"):
                extended = extended[1:]   # the graph files extensions under the module: Swift.Duration is Duration
            for member in symbol["members"]:
                visit(member, extended)
            return
        path = parents + [symbol["title"].replace("`", "")]   # the graph names `default` without backticks
        dotted = ".".join(path)
        if symbol.get("origin") == "inherited":
            inherited.add(dotted)
        elif symbol["access"] in ("public", "open"):
            declared.add(dotted)
        for member in symbol["members"]:
            visit(member, path)

    for mod in package["modules"]:
        if mod["name"] == module:
            for symbol in mod["symbols"]:
                visit(symbol, [])
    return declared, inherited


def report(label, theirs, ours, show):
    found = theirs & ours
    share = 100.0 * len(found) / len(theirs) if theirs else 100.0
    extra = ours - theirs
    print(f"{label}: compiler {len(theirs)}, swiftdoc-lite {len(ours)}, "
          f"found {len(found)} = {share:.1f}%, not in the compiler's graph {len(extra)}")
    for path in sorted(theirs - ours)[:show]:
        print(f"    missing: {path}")
    for path in sorted(extra)[:show]:
        print(f"    extra:   {path}")
    return share


def main():
    args = sys.argv[1:]
    show = 0
    if "--list-missing" in args:
        i = args.index("--list-missing")
        show = int(args[i + 1])
        del args[i:i + 2]
    symbols_json, graph_dir, module = args
    their_declared, their_synthesized = graph_paths(graph_dir, module)
    our_declared, our_inherited = our_paths(symbols_json, module)
    report("declared", their_declared, our_declared, show)
    report("synthesized", their_synthesized, our_inherited, show)


if __name__ == "__main__":
    main()

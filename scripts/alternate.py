#!/usr/bin/env python3
"""Times commands in alternation and prints each one's median wall time in ms.

    python3 scripts/alternate.py ROUNDS -- command one ... -- command two ...

Each round runs every command once, in order, so that drift in the machine's
speed (large on shared virtual machines) hits all of them alike; the first
round is a warm-up and not counted. Output: one median per command, space-separated.

A command may start with settings for its runs: `@cwd=DIR` (where it runs),
`@stdin=FILE` (what it reads) and `@remove=PATH` (deleted, relative to its
folder, before every run; not timed).
"""
import os
import shutil
import statistics
import subprocess
import sys
import time

rounds = int(sys.argv[1])
commands, current = [], None
for argument in sys.argv[2:]:
    if argument == "--":
        if current:
            commands.append(current)
        current = {"argv": [], "cwd": None, "stdin": None, "remove": None}
    elif not current["argv"] and argument.startswith("@") and "=" in argument:
        key, value = argument[1:].split("=", 1)
        current[key] = value
    else:
        current["argv"].append(argument)
if current:
    commands.append(current)

times = [[] for _ in commands]
for round in range(rounds + 1):
    for index, command in enumerate(commands):
        if command["remove"]:
            shutil.rmtree(os.path.join(command["cwd"] or ".", command["remove"]), ignore_errors=True)
        stdin = open(command["stdin"], "rb") if command["stdin"] else subprocess.DEVNULL
        start = time.perf_counter()
        subprocess.run(command["argv"], cwd=command["cwd"], stdin=stdin,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        elapsed = (time.perf_counter() - start) * 1000
        if command["stdin"]:
            stdin.close()
        if round > 0:
            times[index].append(elapsed)
print(" ".join(f"{statistics.median(t):.1f}" for t in times))

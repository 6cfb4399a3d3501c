#!/usr/bin/env python3
"""Times commands in alternation and prints each one's median wall time in ms.

    python3 scripts/alternate.py ROUNDS -- command one ... -- command two ...

Each round runs every command once, in order, so that drift in the machine's
speed (large on shared virtual machines) hits all of them alike; the first
round is a warm-up and not counted. Output: one median per command, space-separated.
"""
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
        current = []
    else:
        current.append(argument)
if current:
    commands.append(current)

times = [[] for _ in commands]
for round in range(rounds + 1):
    for index, command in enumerate(commands):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if round > 0:
            times[index].append((time.perf_counter() - start) * 1000)
print(" ".join(f"{statistics.median(t):.1f}" for t in times))

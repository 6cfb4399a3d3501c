#!/usr/bin/env python3
"""Drives a language server over its pipe and times each edit: from sending a
`didChange` to receiving the `publishDiagnostics` for that version. Used by
scripts/benchmark-lsp.sh; prints one JSON line per measurement.

    benchmark_lsp.py server FILE EDITS CONFIG -- COMMAND…   # p50/p99 of didChange → publish
    benchmark_lsp.py spawn FILE EDITS CONFIG -- COMMAND…    # a process per edit (lint --use-stdin)
    benchmark_lsp.py memory FILES CONFIG -- COMMAND…        # resident memory with FILES open
    benchmark_lsp.py churn FILE EDITS CONFIG -- COMMAND…    # memory before and after EDITS edits and 200 open/close
"""
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time


class Server:
    def __init__(self, command, root):
        self.root = root
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, cwd=root)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        identifier = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == identifier and "method" not in message:
                return message.get("result")
            self.answer(message)

    def answer(self, message):
        # Requests from the server (registrations, configuration): answer so it goes on.
        if "id" in message and "method" in message:
            result = [None] * len(message.get("params", {}).get("items", [])) if message["method"] == "workspace/configuration" else None
            self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_for_diagnostics(self, uri, version, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics":
                params = message["params"]
                if params["uri"] == uri and params.get("version", version) == version:
                    return params
            else:
                self.answer(message)
        raise TimeoutError("no diagnostics")

    def start(self, root):
        self.request("initialize", {"processId": os.getpid(), "rootUri": pathlib.Path(root).as_uri(),
                                    "capabilities": {"textDocument": {"publishDiagnostics": {"versionSupport": True}}}})
        self.notify("initialized", {})

    def stop(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def edits(text, count):
    """`count` edits of one line near the middle: a character typed, then removed."""
    lines = text.split("\n")
    middle = len(lines) // 2
    column = len(lines[middle])
    for index in range(count):
        if index % 2 == 0:
            yield {"range": {"start": {"line": middle, "character": column}, "end": {"line": middle, "character": column}},
                   "text": " "}
        else:
            yield {"range": {"start": {"line": middle, "character": column}, "end": {"line": middle, "character": column + 1}},
                   "text": ""}


def percentiles(samples):
    samples = sorted(samples)
    return {"p50": round(statistics.median(samples), 2), "p99": round(samples[int(len(samples) * 0.99) - 1], 2)}


def workspace(config, files):
    root = tempfile.mkdtemp()
    pathlib.Path(root, ".swiftlint.yml").write_text(config)
    paths = []
    for index, file in enumerate(files):
        target = pathlib.Path(root, f"{index}-{pathlib.Path(file).name}")
        target.write_text(pathlib.Path(file).read_text())
        paths.append(target)
    return root, paths


def started_with(file, config, command):
    """A server started in a fresh workspace holding `file`, the file open and linted once."""
    root, (path,) = workspace(config, [file])
    text = path.read_text()
    server = Server(command, root)
    server.start(root)
    uri = path.as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    server.wait_for_diagnostics(uri, 1, timeout=120)
    return server, text, uri


def measure_server(file, count, config, command):
    server, text, uri = started_with(file, config, command)
    samples = []
    for version, change in enumerate(edits(text, count), start=2):
        started = time.perf_counter()
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        server.wait_for_diagnostics(uri, version)
        samples.append((time.perf_counter() - started) * 1000)
    server.stop()
    return percentiles(samples)


def measure_spawn(file, count, config, command):
    root, (path,) = workspace(config, [file])
    text = path.read_text()
    samples = []
    for _ in range(count):
        started = time.perf_counter()
        subprocess.run(command + ["lint", "--use-stdin", "--stdin-path", str(path), "--quiet", "--reporter", "json"],
                       input=text.encode(), cwd=root, capture_output=True)
        samples.append((time.perf_counter() - started) * 1000)
    return percentiles(samples)


def measure_memory(files, config, command):
    root, paths = workspace(config, files)
    server = Server(command, root)
    server.start(root)
    for path in paths:
        uri = path.as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                               "text": path.read_text()}})
        server.wait_for_diagnostics(uri, 1, timeout=120)
    with open(f"/proc/{server.process.pid}/status") as status:
        resident = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    server.stop()
    return {"rss_mib": round(resident / 1024, 1), "documents": len(paths)}


def resident(process):
    with open(f"/proc/{process.pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024


def measure_churn(file, count, config, command):
    """Resident memory after the first lint, after `count` edits of one document, and
    after 200 documents opened and closed: it should stay flat."""
    server, text, uri = started_with(file, config, command)
    start = resident(server.process)
    for version, change in enumerate(edits(text, count), start=2):
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        if version % 100 == 0 or version == count + 1:
            server.wait_for_diagnostics(uri, version)
    after_edits = resident(server.process)
    for index in range(200):
        other = pathlib.Path(server.root, f"open-{index}.swift").as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": other, "languageId": "swift", "version": 1, "text": text}})
        server.wait_for_diagnostics(other, 1, timeout=120)
        server.notify("textDocument/didClose", {"textDocument": {"uri": other}})
    after_documents = resident(server.process)
    server.stop()
    return {"start_mib": round(start, 1), "after_edits_mib": round(after_edits, 1), "after_documents_mib": round(after_documents, 1)}


def main():
    mode = sys.argv[1]
    separator = sys.argv.index("--")
    arguments, command = sys.argv[2:separator], sys.argv[separator + 1:]
    if mode == "server":
        result = measure_server(arguments[0], int(arguments[1]), arguments[2], command)
    elif mode == "spawn":
        result = measure_spawn(arguments[0], int(arguments[1]), arguments[2], command)
    elif mode == "churn":
        result = measure_churn(arguments[0], int(arguments[1]), arguments[2], command)
    else:
        result = measure_memory(arguments[0].split(","), arguments[1], command)
    print(json.dumps(result))


if __name__ == "__main__":
    main()

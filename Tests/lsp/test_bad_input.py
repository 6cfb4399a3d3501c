"""swiftlint-lite lsp fed what no editor should send: each bad message gets the protocol's
error (or is logged and skipped), and the server goes on to lint the next document."""
import json
import subprocess

from conftest import BINARY


def frame(body):
    body = body.encode() if isinstance(body, str) else body
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def did_open(name, text):
    return frame(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": f"file:///tmp/bad-input/{name}", "languageId": "swift", "version": 1, "text": text}}}))


def serve(*frames):
    """Runs the server on the frames, then a good document, `shutdown` and `exit`; returns its messages."""
    start = frame(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                              "params": {"rootUri": "file:///tmp/bad-input", "capabilities": {}}}))
    end = [did_open("Good.swift", "let x = 1;\n"), frame('{"jsonrpc":"2.0","id":99,"method":"shutdown"}'),
           frame('{"jsonrpc":"2.0","method":"exit"}')]
    result = subprocess.run([BINARY, "lsp"], input=b"".join([start, *frames, *end]), capture_output=True, timeout=120)
    assert result.returncode == 0, result.stderr[-500:]
    messages, rest = [], result.stdout
    while b"\r\n\r\n" in rest:
        header, rest = rest.split(b"\r\n\r\n", 1)
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        rest = rest[length:]
    published = {m["params"]["uri"].rsplit("/", 1)[1]: m["params"]["diagnostics"]
                 for m in messages if m.get("method") == "textDocument/publishDiagnostics"}
    assert "trailing_semicolon" in {d["code"] for d in published["Good.swift"]}, "the server went on"
    assert any(m.get("id") == 99 and "result" in m for m in messages)
    return messages, published


def errors(messages):
    return [m["error"]["code"] for m in messages if "error" in m]


def test_text_that_is_not_utf8_is_a_parse_error():
    body = (b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/x.swift",'
            b'"languageId":"swift","version":1,"text":"let a = \xff\xfe 1\\n"}}}')
    messages, _ = serve(frame(body))
    assert errors(messages) == [-32700]


def test_pathological_json_nesting_is_a_parse_error():
    messages, _ = serve(frame('{"jsonrpc":"2.0","id":5,"method":"x","params":' + "[" * 100_000 + "]" * 100_000 + "}"))
    assert errors(messages) == [-32700]


def test_a_wrong_content_length_costs_its_own_message_only():
    body = b'{"jsonrpc":"2.0","id":3,"method":"no/such"}'
    messages, _ = serve(b"Content-Length: 5\r\n\r\n" + body, frame('{"jsonrpc":"2.0","id":4,"method":"no/such"}'))
    assert -32601 in errors(messages) and any(m.get("id") == 4 for m in messages)


def test_pathological_swift_nesting_is_linted_without_a_crash():
    _, published = serve(did_open("Parens.swift", "let x = " + "(" * 10_000 + "1" + ")" * 10_000 + "\n"),
                         did_open("Closures.swift", "let y = " + "{ " * 10_000 + "}" * 10_000 + "\n"))
    assert "Parens.swift" in published and "Closures.swift" in published


def test_a_20_mb_document_is_reported_and_not_linted_as_you_type():
    text = "let value = [1, 2, 3].map { $0 * 2 }\n" * (20_000_000 // 37)
    messages, published = serve(did_open("Huge.swift", text))
    assert published["Huge.swift"] == []
    shown = [m["params"]["message"] for m in messages if m.get("method") == "window/showMessage"]
    assert any("Huge.swift is not linted as you type: 19 MiB" in text for text in shown), shown

import Foundation

// What the server writes: diagnostics, responses (a cancelled request's too),
// and messages for the user and for the log.
extension LintServer {
    func publish(_ params: PublishDiagnosticsParams) {
        writer.notify("textDocument/publishDiagnostics", json: params.json)
    }

    func respond(id: JSONValue?, result: JSONValue) {
        forgetCancellation(of: id)
        writer.send(.object(["jsonrpc": .string("2.0"), "id": id ?? .null, "result": result]))
    }

    func respond(id: JSONValue, error: (code: Int, message: String)) {
        forgetCancellation(of: id)
        writer.send(.object([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .number(Double(error.code)), "message": .string(error.message)]),
        ]))
    }

    /// A request still waiting for the lint queue is answered with RequestCancelled
    /// when it gets there; one already answered is not affected.
    func cancel(_ id: JSONValue?) {
        guard let id else { return }
        state.lock()
        cancelled.insert(id)
        state.unlock()
    }

    /// True, after answering RequestCancelled, for a request the client cancelled meanwhile.
    func answeredAsCancelled(_ id: JSONValue?) -> Bool {
        guard let id else { return false }
        state.lock()
        let wasCancelled = cancelled.contains(id)
        state.unlock()
        if wasCancelled { respond(id: id, error: (-32800, "Request cancelled")) }
        return wasCancelled
    }

    private func forgetCancellation(of id: JSONValue?) {
        guard let id else { return }
        state.lock()
        cancelled.remove(id)
        state.unlock()
    }

    enum MessageType: Int { case error = 1, warning, info, log }

    /// A message the editor shows (`window/showMessage`).
    func show(_ type: MessageType, _ text: String) {
        writer.send(.object([
            "jsonrpc": .string("2.0"), "method": .string("window/showMessage"),
            "params": .object(["type": .number(Double(type.rawValue)), "message": .string(text)]),
        ]))
    }

    func log(_ text: String) {
        writer.send(.object([
            "jsonrpc": .string("2.0"), "method": .string("window/logMessage"),
            "params": .object(["type": .number(4), "message": .string(text)]),
        ]))
    }
}

#if os(Linux)
  import Foundation
  import Glibc
  import Synchronization
  import TestSupport

  /// A tiny HTTP server on 127.0.0.1 for the transport's tests: it reads each request (head
  /// and `Content-Length` body) and writes the bytes `answer` gives for it, keeping the connection
  /// open for the next request unless told to close. It counts connections and requests.
  final class LocalHTTPServer: Sendable {
    /// What to send back for one request, and whether to close the connection afterwards.
    struct Reply: Sendable {
      var bytes: [UInt8]
      var close = false
      /// After the bytes, send nothing more and keep the connection open until the client ends it.
      var stall = false

      /// A complete answer with `body`, framed by `Content-Length`.
      static func ok(_ body: String, close: Bool = false, extra: String = "") -> Reply {
        Reply(
          bytes: Array(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\(extra)Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
              .utf8),
          close: close)
      }
    }

    /// The port it listens on.
    let port: Int
    private let listener: Int32
    private let answer: @Sendable (_ index: Int, _ request: String) -> Reply
    private let counts = Mutex((connections: 0, requests: [String]()))

    /// How many connections were accepted.
    var connections: Int { counts.withLock { $0.connections } }
    /// Every request's head and body as text, in order.
    var requests: [String] { counts.withLock { $0.requests } }

    /// Listens on an ephemeral port and answers each request (numbered from 0) with `answer`.
    init(answer: @escaping @Sendable (_ index: Int, _ request: String) -> Reply) throws {
      (listener, port) = try SilentServer.listenOnLoopback()
      self.answer = answer
      let server = self
      Thread.detachNewThread { server.acceptLoop() }
    }

    /// Stops listening; connections in progress end with their next read.
    func close() { shutdown(listener, Int32(SHUT_RDWR)) }

    private func acceptLoop() {
      while true {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else {
          Glibc.close(listener)
          return
        }
        counts.withLock { $0.connections += 1 }
        Thread.detachNewThread { self.serve(connection) }
      }
    }

    private func serve(_ connection: Int32) {
      defer { Glibc.close(connection) }
      var pending: [UInt8] = []
      while let request = Self.readRequest(connection, &pending) {
        let index = counts.withLock {
          $0.requests.append(request)
          return $0.requests.count - 1
        }
        let reply = answer(index, request)
        var offset = 0
        while offset < reply.bytes.count {
          let written = reply.bytes[offset...].withUnsafeBytes {
            send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
          }
          guard written > 0 else { return }
          offset += written
        }
        if reply.stall {
          var byte: UInt8 = 0
          while recv(connection, &byte, 1, 0) > 0 {}
          return
        }
        if reply.close { return }
      }
    }

    /// The next request's head and body, or nil when the client closed the connection.
    private static func readRequest(_ connection: Int32, _ pending: inout [UInt8]) -> String? {
      let separator = Array("\r\n\r\n".utf8)
      func headEnd() -> Int? {
        guard pending.count >= 4 else { return nil }
        return (0...(pending.count - 4)).first { Array(pending[$0..<$0 + 4]) == separator }
      }
      func more() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = recv(connection, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        pending += chunk[..<count]
        return true
      }
      while headEnd() == nil { guard more() else { return nil } }
      let end = headEnd()! + 4
      let head = String(decoding: pending[..<end], as: UTF8.self)
      let length =
        head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
      while pending.count < end + length { guard more() else { return nil } }
      let request = String(decoding: pending[..<(end + length)], as: UTF8.self)
      pending.removeFirst(end + length)
      return request
    }
  }
#endif

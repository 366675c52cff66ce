// The socket transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  #if canImport(FoundationEssentials)
    import FoundationEssentials
  #else
    import Foundation
  #endif
  import MediaWikiAPI

  /// Where an answer's bytes come from: a connection, or a test's script.
  protocol ByteSource: AnyObject {
    /// Reads at most `buffer.count` bytes into `buffer`; 0 means the peer closed the connection.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(WireError) -> Int
  }

  /// Reads one HTTP/1.1 answer: the status line, the header fields and the body framed by
  /// `Content-Length`, chunked coding or the end of the connection; interim `1xx` answers are
  /// skipped. Everything is bounded, so a hostile or broken server cannot make it hold more than
  /// ``maximumBody`` bytes.
  struct ResponseReader {
    /// The most header bytes an answer may have.
    static let maximumHead = 64 * 1024
    /// The largest body held (an options read is tens of kilobytes).
    static let maximumBody = 32 * 1024 * 1024

    private let source: any ByteSource
    private var buffer: [UInt8] = []
    private var position = 0
    /// Whether any byte of the answer arrived: a connection closed before then gave no answer.
    private var receivedAny = false

    /// Reads from `source`.
    init(source: any ByteSource) { self.source = source }

    /// The answer to a `method` request, and whether its connection may carry another request.
    mutating func read(method: String) throws(WireError) -> (HTTPResponse, reusable: Bool) {
      var head = try readHead()
      while (100..<200).contains(head.status) {
        // 101 (a protocol switch) was never asked for; other 1xx precede the real answer.
        guard head.status != 101 else { throw .malformed("unexpected 101 Switching Protocols") }
        head = try readHead()
      }
      var reusable = head.isHTTP11 && !head.tokens("connection").contains("close")
      let body: [UInt8]
      if method == "HEAD" || head.status == 204 || head.status == 304 {
        body = []
      } else if let codings = head.field("transfer-encoding") {
        if codings.split(separator: ",").last?.trimmingSpaces.lowercased() == "chunked" {
          body = try readChunked()
          // A length beside chunked coding is a smuggling attempt; do not trust what follows.
          if head.field("content-length") != nil { reusable = false }
        } else {
          body = try readToEnd()
          reusable = false
        }
      } else if let length = head.field("content-length") {
        body = try readExactly(try Self.contentLength(length))
      } else {
        // A JSON answer is whole at its closing bracket; anything else only at the end (a
        // media type such as application/json-seq may hold several JSON texts).
        let mediaType = head.field("content-type")?.split(separator: ";").first?.trimmingSpaces
        body = try readToEnd(orJSONEnd: mediaType?.lowercased() == "application/json")
        reusable = false
      }
      // Bytes beyond the answer were never asked for: the connection is out of step.
      if position < buffer.count { reusable = false }
      return (
        HTTPResponse(statusCode: head.status, headers: head.joined, body: Data(body)), reusable
      )
    }

    /// A `Content-Length` value: digits, or the same digits repeated in a list.
    private static func contentLength(_ value: String) throws(WireError) -> Int {
      let values = Set(value.split(separator: ",").map(\.trimmingSpaces))
      guard values.count == 1, let text = values.first, !text.isEmpty, text.count <= 12,
        text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let length = Int(text)
      else { throw .malformed("invalid Content-Length") }
      guard length <= maximumBody else { throw .malformed("answer too large") }
      return length
    }

    // MARK: The head

    /// One answer's status line and header fields.
    private struct Head {
      var status: Int
      var isHTTP11: Bool
      var fields: [(name: String, value: String)] = []

      /// The first value of a field (names are case-blind).
      func field(_ name: String) -> String? {
        fields.first { $0.name.lowercased() == name }?.value
      }

      /// The comma-separated tokens of every instance of a field, lowercased.
      func tokens(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name }.flatMap {
          $0.value.split(separator: ",").map { $0.trimmingSpaces.lowercased() }
        }
      }

      /// The fields with each name once, repeated values joined by commas (as URLSession joins
      /// them; the cookie parser reads several Set-Cookie headers from one joined field).
      var joined: [String: String] {
        var result: [String: String] = [:]
        var spelling: [String: String] = [:]
        for (name, value) in fields {
          let key = spelling[name.lowercased(), default: name]
          spelling[name.lowercased()] = key
          result[key] = result[key].map { "\($0), \(value)" } ?? value
        }
        return result
      }
    }

    private mutating func readHead() throws(WireError) -> Head {
      var budget = Self.maximumHead
      var line = try readLine(budget: &budget)
      // A client should ignore empty lines before the status line (RFC 9112, 2.2).
      while line.isEmpty { line = try readLine(budget: &budget) }
      let parts = line.split(
        separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count >= 2, parts[0].starts(with: "HTTP/1.".utf8), parts[0].count == 8,
        parts[1].count == 3, parts[1].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        let status = Int(String(decoding: parts[1], as: UTF8.self)), status >= 100
      else { throw .malformed("not an HTTP/1.1 answer") }
      var head = Head(status: status, isHTTP11: parts[0].last == UInt8(ascii: "1"))
      while true {
        let field = try readLine(budget: &budget)
        if field.isEmpty { return head }
        guard let colon = field.firstIndex(of: UInt8(ascii: ":")), colon > field.startIndex,
          field[..<colon].allSatisfy(RequestWire.isTokenByte), head.fields.count < 256
        else { throw .malformed("invalid header field") }
        head.fields.append(
          (
            String(decoding: field[..<colon], as: UTF8.self),
            String(decoding: field[(colon + 1)...], as: UTF8.self).trimmingSpaces
          ))
      }
    }

    // MARK: The body

    private mutating func readChunked() throws(WireError) -> [UInt8] {
      var body: [UInt8] = []
      while true {
        var budget = 1024
        let line = try readLine(budget: &budget)
        let sizeText = line.prefix { $0 != UInt8(ascii: ";") }
        let digits = String(decoding: sizeText, as: UTF8.self).trimmingSpaces
        guard !digits.isEmpty, digits.count <= 8, let size = Int(digits, radix: 16) else {
          throw .malformed("invalid chunk size")
        }
        if size == 0 { break }
        guard body.count + size <= Self.maximumBody else { throw .malformed("answer too large") }
        body += try readExactly(size)
        guard try readLine(budget: &budget).isEmpty else { throw .malformed("invalid chunk end") }
      }
      // Trailer fields, which nothing here uses, up to the empty line.
      var budget = Self.maximumHead
      while try !readLine(budget: &budget).isEmpty {}
      return body
    }

    private mutating func readExactly(_ count: Int) throws(WireError) -> [UInt8] {
      while buffer.count - position < count {
        guard try fill() else { throw .connectionLost("the connection closed inside the answer") }
      }
      defer { position += count }
      return Array(buffer[position..<position + count])
    }

    /// The rest of the bytes, up to the end of the connection; with `orJSONEnd`, only up to the
    /// end of the JSON object or array they hold (see ``JSONEnd``), which is sooner.
    private mutating func readToEnd(orJSONEnd: Bool = false) throws(WireError) -> [UInt8] {
      var end = JSONEnd()
      // `position` stays the body's start here (fill moves it only while no body byte is held).
      while !(orJSONEnd && end.isWhole(after: buffer[(position + end.scanned)...])), try fill() {
        guard buffer.count - position <= Self.maximumBody else {
          throw .malformed("answer too large")
        }
      }
      defer { position = buffer.count }
      return Array(buffer[position...])
    }

    // MARK: Bytes

    /// One line without its line end (CRLF, or a bare LF as RFC 9112 tolerates), charged to
    /// `budget`.
    private mutating func readLine(budget: inout Int) throws(WireError) -> ArraySlice<UInt8> {
      // Bytes after `position` already searched; relative, because `fill` may move the bytes.
      var searched = 0
      while true {
        if let end = buffer[(position + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
          let length = end + 1 - position
          guard length <= budget else { throw .malformed("header too large") }
          budget -= length
          var line = buffer[position..<end]
          if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
          position = end + 1
          return line
        }
        guard buffer.count - position <= budget else { throw .malformed("header too large") }
        searched = buffer.count - position
        guard try fill() else {
          throw .connectionLost(
            receivedAny ? "the connection closed inside the answer" : "the server sent no answer")
        }
      }
    }

    /// Reads more bytes into the buffer; false when the peer closed the connection.
    private mutating func fill() throws(WireError) -> Bool {
      if position > 0, position == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        position = 0
      }
      let start = buffer.count
      buffer.append(contentsOf: repeatElement(0, count: 16 * 1024))
      let source = source
      let read = buffer.withUnsafeMutableBytes { bytes -> Result<Int, WireError> in
        do throws(WireError) {
          return .success(
            try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[start...])))
        } catch {
          return .failure(error)
        }
      }
      if case .failure(let error) = read {
        buffer.removeSubrange(start...)
        throw error
      }
      let count = try read.get()
      buffer.removeSubrange((start + count)...)
      if count > 0 { receivedAny = true }
      return count > 0
    }
  }

  extension StringProtocol {
    /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
    fileprivate var trimmingSpaces: String {
      var scalars = Substring(self).unicodeScalars
      while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
      while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
      return String(scalars)
    }
  }
#endif

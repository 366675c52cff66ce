#if os(Linux) && canImport(SocketTransport)
  import Foundation
  import MediaWikiAPI
  import Testing

  @testable import SocketTransport

  /// Bytes handed out in the pieces a test chose, as a network would split them.
  /// With `thenStall`, a read after the last piece fails as a server that never closes the
  /// connection would make it (timed out) instead of seeing the close.
  final class ScriptedBytes: ByteSource {
    private var pieces: [[UInt8]]
    private let thenStall: Bool

    convenience init(_ pieces: [String], thenStall: Bool = false) {
      self.init(bytes: pieces.map { Array($0.utf8) }, thenStall: thenStall)
    }

    init(bytes pieces: [[UInt8]], thenStall: Bool = false) {
      self.pieces = pieces
      self.thenStall = thenStall
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(WireError) -> Int {
      guard !pieces.isEmpty else {
        if thenStall { throw .timedOut }
        return 0
      }
      let piece = pieces.removeFirst()
      let count = min(piece.count, buffer.count)
      buffer.copyBytes(from: piece[..<count])
      if count < piece.count { pieces.insert(Array(piece[count...]), at: 0) }
      return count
    }
  }

  /// How the socket transport frames answers: every way HTTP/1.1 ends a body, interim answers,
  /// and what a broken or hostile server gets back (a typed error, never a crash or a guess).
  @Suite("socket transport: reading answers")
  struct ResponseReaderTests {
    func read(_ pieces: [String], method: String = "GET", thenStall: Bool = false)
      throws(WireError) -> (HTTPResponse, reusable: Bool)
    {
      try read(bytes: pieces.map { Array($0.utf8) }, method: method, thenStall: thenStall)
    }

    func read(bytes pieces: [[UInt8]], method: String = "GET", thenStall: Bool = false)
      throws(WireError) -> (HTTPResponse, reusable: Bool)
    {
      var reader = ResponseReader(source: ScriptedBytes(bytes: pieces, thenStall: thenStall))
      return try reader.read(method: method)
    }

    @Test func aLengthFramedAnswerSplitAnywhereIsWholeAndReusable() throws {
      let answer = try read([
        "HTTP/1.1 200 OK\r\nContent-Le", "ngth: 5\r\nX-A:  1 \r\n\r\nhel", "lo",
      ])
      #expect(
        answer.0
          == HTTPResponse(
            statusCode: 200, headers: ["Content-Length": "5", "X-A": "1"], body: Data("hello".utf8))
      )
      #expect(answer.reusable)
    }

    @Test func aChunkedAnswerWithExtensionsAndTrailersIsJoined() throws {
      let answer = try read([
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
        "4;note=x\r\nWiki\r\n", "6\r\npedia!\r\n0\r\nX-Trailer: t\r\n\r\n",
      ])
      #expect(answer.0.body == Data("Wikipedia!".utf8))
      #expect(answer.reusable)
    }

    @Test func anAnswerWithoutLengthEndsWithTheConnectionAndIsNotReused() throws {
      let answer = try read(["HTTP/1.0 200 OK\nContent-Type: text/html\n\n<html>", "error</html>"])
      #expect(answer.0.body == Data("<html>error</html>".utf8))
      #expect(!answer.reusable)
    }

    /// PHP's built-in server frames MediaWiki's answers by closing the connection, which it does
    /// only after the wiki's post-send work; a JSON answer is whole at its closing bracket.
    static let jsonHead =
      "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n\r\n"

    @Test func aJSONAnswerWithoutLengthIsWholeAtItsClosingBracket() throws {
      // Brackets, quotes and backslashes inside strings do not count, whatever the split: the
      // head alone first, then the body cut at every byte (so between a backslash and the quote
      // it escapes too).
      let body = Array(#" {"a":"}]\"{","b":[1,{"c":[]}],"d":"\\","é":"\""} "#.utf8)
      for cut in 0...body.count {
        let pieces = [Array(Self.jsonHead.utf8), Array(body[..<cut]), Array(body[cut...])]
        let answer = try read(bytes: pieces.filter { !$0.isEmpty }, thenStall: true)
        // White space after the bracket that has not arrived with it is not waited for.
        let whole = cut == body.count - 1 ? body.dropLast() : body[...]
        #expect(answer.0.body == Data(whole), "cut at \(cut)")
        #expect(!answer.reusable)
      }
      let array = try read([Self.jsonHead + "[1,", "2]"], thenStall: true)
      #expect(array.0.body == Data("[1,2]".utf8))
    }

    @Test func anythingElseWithoutLengthWaitsForTheConnectionsEnd() throws {
      // Not an object or array, something after the value, a bracket still open, or not JSON
      // by its type: only the close ends these, so a server that does not close times out.
      let unfinished = [
        Self.jsonHead + #""text""#, Self.jsonHead + "12", Self.jsonHead + #"{"a":1} x"#,
        Self.jsonHead + #"{"a":"}"#, Self.jsonHead + #"{"a":[1}"#, Self.jsonHead + #"{"a":"\"}"#,
        "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n{\"a\":1}",
        "HTTP/1.1 200 OK\r\nContent-Type: application/json-seq\r\n\r\n{\"a\":1}",
      ]
      for head in unfinished {
        #expect(throws: WireError.timedOut, "\(head.suffix(12))") {
          try read([head], thenStall: true)
        }
      }
      // And with the close, each is the whole of what came.
      let trailing = try read([Self.jsonHead + #"{"a":1} x"#, "y"])
      #expect(trailing.0.body == Data(#"{"a":1} xy"#.utf8))
      let cut = try read([Self.jsonHead + #"{"a":["#])
      #expect(cut.0.body == Data(#"{"a":["#.utf8))
    }

    @Test func interimAnswersAreSkippedAndCloseIsHonoured() throws {
      let answer = try read([
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 503 Busy\r\nConnection: close\r\n"
          + "Content-Length: 2\r\n\r\nno"
      ])
      #expect(answer.0.statusCode == 503 && answer.0.body == Data("no".utf8))
      #expect(!answer.reusable)
    }

    @Test func noBodyFollowsAHeadRequestOr204() throws {
      #expect(try read(["HTTP/1.1 204 No Content\r\n\r\n"]).0.body.isEmpty)
      #expect(
        try read(["HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n"], method: "HEAD").0.body.isEmpty)
    }

    @Test func brokenAnswersAreTypedErrors() {
      let cases: [([String], WireError)] = [
        ([], .connectionLost("the server sent no answer")),
        (["SSH-2.0-OpenSSH\r\n\r\n"], .malformed("not an HTTP/1.1 answer")),
        (["HTTP/1.1 20 OK\r\n\r\n"], .malformed("not an HTTP/1.1 answer")),
        (["HTTP/1.1 200 OK\r\nno colon here\r\n\r\n"], .malformed("invalid header field")),
        (["HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n"], .malformed("invalid Content-Length")),
        (["HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\n"], .malformed("invalid Content-Length")),
        (
          ["HTTP/1.1 200 OK\r\nContent-Length: 9999999999999\r\n\r\n"],
          .malformed("invalid Content-Length")
        ),
        (
          ["HTTP/1.1 200 OK\r\nContent-Length: 99999999999\r\n\r\n"],
          .malformed("answer too large")
        ),
        (
          ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"],
          .malformed("invalid chunk size")
        ),
        (
          ["HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort"],
          .connectionLost("the connection closed inside the answer")
        ),
        (
          ["HTTP/1.1 101 Switching Protocols\r\n\r\n"],
          .malformed("unexpected 101 Switching Protocols")
        ),
        (
          ["HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: 70_000)],
          .malformed("header too large")
        ),
      ]
      for (pieces, expected) in cases {
        #expect(throws: expected, "\(pieces.first?.prefix(40) ?? "nothing")") {
          try read(pieces)
        }
      }
    }

    @Test func requestsAreWrittenWithTheirOwnFramingOnly() throws {
      let origin = try Origin(URL(string: "https://[::1]:8443/w/api.php")!)
      #expect(origin.isTLS && origin.host == "::1" && origin.port == 8443)
      #expect(origin.hostHeader == "[::1]:8443")
      let request = HTTPRequest(
        method: "POST", url: URL(string: "https://en.wikipedia.org/w/api.php?format=json")!,
        headers: ["Content-Length": "999", "Connection": "upgrade", "User-Agent": "T/1"],
        body: Data("x=1".utf8))
      let bytes = try RequestWire.bytes(of: request, to: Origin(request.url))
      #expect(
        String(decoding: bytes, as: UTF8.self)
          == "POST /w/api.php?format=json HTTP/1.1\r\nHost: en.wikipedia.org\r\nUser-Agent: T/1\r\n"
          + "Content-Length: 3\r\n\r\nx=1")
      #expect(throws: WireError.invalidRequest("only http and https URLs can be sent")) {
        try Origin(URL(string: "ftp://example.org/")!)
      }
    }
  }
#endif

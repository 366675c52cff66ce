#if os(Linux) && canImport(CurlTransport)
  import Foundation
  import MediaWikiAPI
  import TestSupport
  import Testing

  @testable import CurlTransport

  /// The transport's own header checks read each field once: a head of thousands of tiny
  /// fields (all that 64 KiB allows) costs in proportion to their number, and never holds the
  /// transport's one thread until the timeout.
  @Suite("curl transport: the header check is linear")
  struct AnswerHeadTests {
    static let fieldCount = 16_000

    /// The status line and `count` fields of four bytes: 64,017 bytes for 16,000.
    static func lines(_ count: Int, field: String = "a:\r\n") -> [String] {
      ["HTTP/1.1 200 OK\r\n"] + Array(repeating: field, count: count) + ["\r\n"]
    }

    @Test func sixteenThousandFieldsAreEachCheckedOnce() {
      var head = AnswerHead()
      let start = Self.threadCPUSeconds()
      var refusals: [String] = []
      for line in Self.lines(Self.fieldCount) {
        var bytes = Array(line.utf8)
        if let refusal = bytes.withUnsafeMutableBytes({
          head.take(line: UnsafeRawBufferPointer($0))
        }) {
          refusals.append(refusal)
        }
      }
      let joined = head.joined
      let elapsed = Self.threadCPUSeconds() - start
      #expect(refusals.isEmpty)
      // The work counted: one check per field, where each new field used to rescan them all
      // (16,000 fields: 128 million field reads).
      #expect(head.fieldsChecked == Self.fieldCount)
      #expect(joined["a"]?.count == 2 * Self.fieldCount - 2)
      // This thread's CPU time (other tests running at once do not count): some 70 ms in a
      // debug build, where the quadratic check took 8 s.
      #expect(elapsed < 1, "\(elapsed) s")
    }

    /// The CPU time the calling thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func aLengthStillCannotBeFoldedOrRepeatedDifferently() {
      func refusal(_ lines: [String]) -> String? {
        var head = AnswerHead()
        for line in lines {
          var bytes = Array(line.utf8)
          if let refusal = bytes.withUnsafeMutableBytes({
            head.take(line: UnsafeRawBufferPointer($0))
          }) {
            return refusal
          }
        }
        return nil
      }
      let status = "HTTP/1.1 200 OK\r\n"
      #expect(
        refusal([status, "Content-Length: 5\r\n", " 6\r\n"]) == "invalid header field")
      #expect(
        refusal(
          [status, "Content-Length: 5\r\n"] + Array(repeating: "a:\r\n", count: 1000) + [
            "content-length: 5, 6\r\n"
          ]) == "the answer has conflicting Content-Length fields")
      #expect(
        refusal([status, "Transfer-Encoding: chunked\r\n", "X: 1\r\n", "Content-Length: 5\r\n"])
          == "the answer has both Content-Length and Transfer-Encoding")
      // An interim answer's fields do not count against the final one's.
      #expect(
        refusal([
          "HTTP/1.1 100 Continue\r\n", "Content-Length: 1\r\n", "\r\n", status,
          "Content-Length: 2\r\n",
        ]) == nil)
      #expect(refusal([status, "X-Folded: a\r\n", " b\r\n", "Content-Length: 2\r\n"]) == nil)
    }

    @Test func theTransportTakesAnAnswerOfSixteenThousandFieldsAtOnce() async throws {
      let head = Self.lines(Self.fieldCount, field: "a:\r\n").dropLast().joined()
      let server = try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(bytes: Array((head + "Content-Length: 2\r\n\r\n{}").utf8))
      }
      defer { server.close() }
      // libcurl hands the lines over in one go, without looking at its deadline in between: the
      // quadratic check held the transport's thread for 20 s and more. A generous bound on the
      // wall clock (it takes some 0.15 s).
      let start = ContinuousClock.now
      let answer = try await CurlTransport(timeout: 30).send(
        HTTPRequest(url: URL(string: "http://127.0.0.1:\(server.port)/api.php")!))
      #expect(answer.statusCode == 200 && answer.body == Data("{}".utf8))
      #expect(ContinuousClock.now - start < .seconds(5))
    }
  }
#endif

// The socket transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  /// Finds where a JSON object or array ends, from its bytes as they arrive.
  ///
  /// An answer framed by the end of the connection (no `Content-Length`, no chunked coding, as
  /// PHP's built-in server sends every MediaWiki answer) is only over when the server closes the
  /// connection, and MediaWiki closes it after its post-send work: 1–2 ms after the last byte
  /// of the answer, on every request. A JSON object or array, though, is over at its closing
  /// bracket: no proper prefix of one is itself a whole JSON text, so a reader that has its
  /// closing bracket (and nothing but white space after it) has the whole answer. Bytes after
  /// the value that arrive with it make the reader wait for the end after all (the decoder then
  /// refuses them); bytes that would have come later are never read: either way the client
  /// never holds a value the server did not send whole.
  struct JSONEnd {
    private enum Phase {
      /// White space before the first byte.
      case before
      /// Inside the outermost bracket.
      case inside
      /// The outermost bracket has closed.
      case closed
      /// The text does not start with `{` or `[`: only the connection's end ends it.
      case notContainer
    }

    private var phase = Phase.before
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// How many bytes were looked at.
    private(set) var scanned = 0

    /// Looks at the next bytes of the body (those after the ``scanned`` ones) and says whether
    /// the body is whole: its outermost bracket has closed and only white space followed.
    mutating func isWhole(after bytes: ArraySlice<UInt8>) -> Bool {
      for byte in bytes {
        scanned += 1
        switch phase {
        case .before:
          if Self.isSpace(byte) { continue }
          if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
            phase = .inside
            depth = 1
          } else {
            phase = .notContainer
          }
        case .inside:
          step(byte)
        case .closed:
          // Anything but white space after the value: not JSON after all; the decoder judges
          // the whole body, read to the connection's end.
          if !Self.isSpace(byte) { phase = .notContainer }
        case .notContainer:
          return false
        }
      }
      return phase == .closed
    }

    private mutating func step(_ byte: UInt8) {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        return
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { phase = .closed }
      default: break
      }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
  }
#endif

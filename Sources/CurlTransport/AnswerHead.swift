// libcurl is the Linux transport; Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  /// The header fields of the answer libcurl is receiving, line by line as its header callback
  /// hands them over, and the few checks libcurl leaves to its caller: the size of the head, and
  /// an answer whose length fields disagree (a sign of request smuggling or a broken server,
  /// which RFC 9112 says to treat as an error rather than guess).
  struct AnswerHead {
    /// Why a body was refused.
    static let tooLarge = "the answer is larger than \(CurlTransport.maximumBody / 1024 / 1024) MiB"

    private var fields: [(name: String, value: String)] = []
    /// Header bytes received for the request so far, interim answers included.
    private var size = 0
    /// The distinct values of the answer's `Content-Length` fields (each list member apart).
    private var lengths: Set<String> = []
    /// Whether the answer has a `Transfer-Encoding` field.
    private var hasTransferEncoding = false
    /// Fields the length checks have read so far: each once, as it arrives, so a head of many
    /// fields costs in proportion to their number.
    private(set) var fieldsChecked = 0

    /// Takes one line (the status line, a field, or the empty line ending a head); the reason
    /// to stop the transfer, or nil to go on.
    mutating func take(line bytes: UnsafeRawBufferPointer) -> String? {
      size += bytes.count
      guard size <= CurlTransport.maximumHead else {
        return "the answer's header is larger than \(CurlTransport.maximumHead / 1024) KiB"
      }
      var line = bytes[...]
      while let last = line.last, last == 0x0A || last == 0x0D { line = line.dropLast() }
      if line.starts(with: "HTTP/".utf8) {
        // A new answer (the one after an interim 1xx): its fields replace the earlier ones.
        fields = []
        lengths = []
        hasTransferEncoding = false
        return nil
      }
      guard let first = line.first else { return nil }
      if first == 0x20 || first == 0x09 {
        // An obsolete folded line continues the field before it; never a length's, which a
        // fold could make disagree with what the checks read.
        guard let last = fields.last, !Self.isFraming(last.name) else {
          return "invalid header field"
        }
        fields[fields.count - 1].value += " " + Self.trimmed(line)
        return nil
      }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
        line[..<colon].allSatisfy(Self.isTokenByte)
      else { return "invalid header field" }
      let field = (
        name: String(decoding: line[..<colon], as: UTF8.self),
        value: Self.trimmed(line[(colon + 1)...])
      )
      fields.append(field)
      return check(field)
    }

    /// Refuses an answer with two different lengths, or a length beside a transfer coding,
    /// reading only the field that just arrived.
    private mutating func check(_ field: (name: String, value: String)) -> String? {
      fieldsChecked += 1
      switch field.name.lowercased() {
      case "content-length":
        for length in field.value.utf8.split(separator: UInt8(ascii: ",")) {
          lengths.insert(Self.trimmed(length))
        }
      case "transfer-encoding":
        hasTransferEncoding = true
      default:
        return nil
      }
      if lengths.count > 1 { return "the answer has conflicting Content-Length fields" }
      if !lengths.isEmpty && hasTransferEncoding {
        return "the answer has both Content-Length and Transfer-Encoding"
      }
      return nil
    }

    /// Whether a field named `name` frames the body.
    private static func isFraming(_ name: String) -> Bool {
      let lowercased = name.lowercased()
      return lowercased == "content-length" || lowercased == "transfer-encoding"
    }

    /// The fields with each name once, repeated values joined by commas (as URLSession joins
    /// them).
    var joined: [String: String] {
      var result: [String: String] = [:]
      var spelling: [String: String] = [:]
      for (name, value) in fields {
        let key = spelling[name.lowercased(), default: name]
        spelling[name.lowercased()] = key
        // Appended in place: copying the joined text for each repeat would be quadratic.
        if result[key] == nil {
          result[key] = value
        } else {
          result[key]!.append(", " + value)
        }
      }
      return result
    }

    /// Whether `byte` may be part of a field name (an RFC 9110 token).
    static func isTokenByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      default:
        return "!#$%&'*+-.^_`|~".utf8.contains(byte)
      }
    }

    /// The bytes as text without the spaces and tabs around them (HTTP's optional whitespace).
    private static func trimmed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
      var text = Substring(decoding: Array(bytes), as: UTF8.self).unicodeScalars[...]
      while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
      while let last = text.last, last == " " || last == "\t" { text.removeLast() }
      return String(text)
    }
  }
#endif

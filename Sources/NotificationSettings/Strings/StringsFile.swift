/// A `Localizable.strings` file as the Wikipedia app keeps the texts it sends to TranslateWiki:
/// one `"key" = "value";` line per key, sorted by key, UTF-8, no comments.
public struct StringsFile: Equatable, Sendable {
  /// The entries, by key.
  public var entries: [String: String]

  /// A file holding `entries`.
  public init(entries: [String: String]) { self.entries = entries }

  /// Why a text is not a `.strings` file this type can read.
  public struct ParseError: Error, Equatable, Sendable {
    /// The line (from 1) where reading stopped.
    public var line: Int
    /// What was wrong there.
    public var reason: String
  }

  /// The file's text: sorted lines, each key and value quoted with `\"`, `\\`, `\n`, `\r` and
  /// `\t` escaped.
  public var text: String {
    entries.keys.sorted().map { key in
      "\"\(Self.escaped(key))\" = \"\(Self.escaped(entries[key]!))\";\n"
    }.joined()
  }

  /// Reads a `.strings` file: `"key" = "value";` entries, with `/* */` and `//` comments and
  /// blank space between them, and the escapes `\"`, `\\`, `\n`, `\r`, `\t` and `\UXXXX`.
  public init(parsing text: String) throws(ParseError) {
    var reader = Reader(text)
    var entries: [String: String] = [:]
    while true {
      try reader.skipSpaceAndComments()
      if reader.isAtEnd { break }
      let key = try reader.quoted()
      try reader.skipSpaceAndComments()
      try reader.expect("=")
      try reader.skipSpaceAndComments()
      let value = try reader.quoted()
      try reader.skipSpaceAndComments()
      try reader.expect(";")
      guard entries[key] == nil else {
        throw ParseError(line: reader.line, reason: "duplicate key \(key)")
      }
      entries[key] = value
    }
    self.entries = entries
  }

  /// `text` with `"`, `\\`, `\n`, `\r` and `\t` escaped: a quoted value's inside.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r\n": result += "\\r\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result
  }

  /// Reads a `.strings` text character by character, counting lines for the errors.
  private struct Reader {
    private var rest: Substring
    private(set) var line = 1

    init(_ text: String) { rest = Substring(text) }

    var isAtEnd: Bool { rest.isEmpty }

    mutating func skipSpaceAndComments() throws(ParseError) {
      while let first = rest.first {
        if first.isWhitespace {
          advance()
        } else if rest.hasPrefix("//") {
          while let next = rest.first, next != "\n" { advance() }
        } else if rest.hasPrefix("/*") {
          advance(2)
          while !rest.hasPrefix("*/") {
            guard !rest.isEmpty else { throw ParseError(line: line, reason: "unclosed comment") }
            advance()
          }
          advance(2)
        } else {
          return
        }
      }
    }

    mutating func expect(_ character: Character) throws(ParseError) {
      guard rest.first == character else {
        throw ParseError(line: line, reason: "expected \(character)")
      }
      advance()
    }

    mutating func quoted() throws(ParseError) -> String {
      try expect("\"")
      var result = ""
      while let character = rest.first {
        advance()
        switch character {
        case "\"":
          return result
        case "\\":
          result.append(try escape())
        default:
          result.append(character)
        }
      }
      throw ParseError(line: line, reason: "unclosed string")
    }

    private mutating func escape() throws(ParseError) -> Character {
      guard let character = rest.first else {
        throw ParseError(line: line, reason: "unfinished escape")
      }
      advance()
      switch character {
      case "n": return "\n"
      case "r": return "\r"
      case "t": return "\t"
      case "\"", "\\", "'": return character
      case "U", "u":
        let hex = rest.prefix(4)
        guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
        else { throw ParseError(line: line, reason: "bad \\U escape") }
        advance(4)
        return Character(scalar)
      default:
        throw ParseError(line: line, reason: "unknown escape \\\(character)")
      }
    }

    private mutating func advance(_ count: Int = 1) {
      for _ in 0..<count {
        guard let character = rest.popFirst() else { return }
        if character == "\n" || character == "\r\n" { line += 1 }
      }
    }
  }
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A key the screen acts on.
enum Key: Equatable, Sendable {
  /// Arrow up or `k`.
  case up
  /// Arrow down or `j`.
  case down
  /// Enter (toggles outside questions, as space does).
  case enter
  /// Backspace.
  case backspace
  /// Escape.
  case escape
  /// Ctrl-C or Ctrl-D.
  case interrupt
  /// Any other printable character.
  case character(Character)
}

/// Turns raw terminal bytes into keys (arrow keys arrive as `ESC [ A` / `ESC O A`).
enum KeyParser {
  static func keys(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        if index + 1 < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F {
          let final = bytes[index + 1]
          index += 2
          if final == 0x41 { keys.append(.up) } else if final == 0x42 { keys.append(.down) }
        } else {
          keys.append(.escape)
        }
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x03, 0x04: keys.append(.interrupt)
      case 0x20...0x7E: keys.append(.character(Character(UnicodeScalar(byte))))
      default:
        // A multi-byte UTF-8 character (typed in a user name): keep it whole.
        guard byte >= 0xC0 else { continue }
        var end = index
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        if let text = String(bytes: bytes[(index - 1)..<end], encoding: .utf8),
          let first = text.first
        {
          keys.append(.character(first))
        }
        index = end
      }
    }
    return keys
  }
}

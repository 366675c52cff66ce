#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The cookie date algorithm of RFC 6265 §5.1.1: reads `Sun, 29-Nov-2026 17:00:00 GMT` (what PHP
/// sends), RFC 1123, RFC 850 and asctime dates alike, always as UTC. Pure arithmetic, so it
/// behaves the same on every platform and cannot trap on any input.
enum CookieDate {
  /// The date, or nil when the text is not a cookie date.
  static func parse(_ text: Substring) -> Date? {
    var time: (hour: Int, minute: Int, second: Int)?
    var day: Int?
    var month: Int?
    var year: Int?
    for token in tokens(text) {
      if time == nil, let found = parseTime(token) {
        time = found
      } else if day == nil, let found = leadingNumber(token, digits: 1...2) {
        day = found
      } else if month == nil, let found = parseMonth(token) {
        month = found
      } else if year == nil, let found = leadingNumber(token, digits: 2...4) {
        year = found
      }
    }
    guard let time, let day, let month, var year else { return nil }
    if (70...99).contains(year) { year += 1900 } else if (0...69).contains(year) { year += 2000 }
    guard (1...31).contains(day), year >= 1601, time.hour <= 23, time.minute <= 59,
      time.second <= 59, day <= daysIn(month: month, year: year)
    else { return nil }
    let seconds =
      daysSinceEpoch(year: year, month: month, day: day) * 86_400 + time.hour * 3_600
      + time.minute * 60 + time.second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// The runs of non-delimiter characters (digits, letters, `:` and anything outside ASCII).
  private static func tokens(_ text: Substring) -> [Substring.UnicodeScalarView.SubSequence] {
    text.unicodeScalars.split { scalar in
      switch scalar.value {
      case 0x09, 0x20...0x2F, 0x3B...0x40, 0x5B...0x60, 0x7B...0x7E: return true
      default: return false
      }
    }
  }

  /// `1*2DIGIT ":" 1*2DIGIT ":" 1*2DIGIT` followed by nothing or a non-digit.
  private static func parseTime(_ token: Substring.UnicodeScalarView.SubSequence) -> (
    hour: Int, minute: Int, second: Int
  )? {
    var rest = token
    var fields: [Int] = []
    for position in 0..<3 {
      let digits = rest.prefix { isDigit($0) }
      guard (1...2).contains(digits.count),
        let value = Int(String(String.UnicodeScalarView(digits)))
      else { return nil }
      fields.append(value)
      rest = rest.dropFirst(digits.count)
      if position < 2 {
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst()
      }
    }
    if let next = rest.first, isDigit(next) { return nil }
    return (fields[0], fields[1], fields[2])
  }

  /// A number of `digits` digits at the start of the token, followed by nothing or a non-digit.
  private static func leadingNumber(
    _ token: Substring.UnicodeScalarView.SubSequence, digits allowed: ClosedRange<Int>
  ) -> Int? {
    let digits = token.prefix { isDigit($0) }
    guard allowed.contains(digits.count) else { return nil }
    return Int(String(String.UnicodeScalarView(digits)))
  }

  /// The month (1–12) named by the token's first three letters.
  private static func parseMonth(_ token: Substring.UnicodeScalarView.SubSequence) -> Int? {
    guard token.count >= 3 else { return nil }
    let name = String(String.UnicodeScalarView(token.prefix(3))).lowercased()
    let months = [
      "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
    return months.firstIndex(of: name).map { $0 + 1 }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar (H. Hinnant's
  /// `days_from_civil`).
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

import NotificationSettings
import Testing

// A parameterized test names its case by this, not by dumping the whole string table.
extension Strings: CustomTestStringConvertible {
  /// The table's language, e.g. `Strings(de)`.
  public var testDescription: String { "Strings(\(languageCode))" }
}

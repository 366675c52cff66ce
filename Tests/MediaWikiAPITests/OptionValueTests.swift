import Foundation
import Testing

@testable import MediaWikiAPI

@Suite struct OptionValueTests {
  /// Values as a wiki returns them, each with what PHP's `(bool)` makes of it.
  @Test(arguments: [
    ("true", true), ("false", false), ("1", true), ("0", false), ("\"1\"", true), ("\"0\"", false),
    ("\"\"", false), ("\"false\"", true), ("null", false), ("0.0", false), ("2", true),
    ("\"yes\"", true), ("[]", true), ("{}", true),
  ])
  func decodesEveryShapeAsTheServerReadsIt(json: String, isOn: Bool) throws {
    let value = try JSONDecoder().decode(OptionValue.self, from: Data(json.utf8))
    #expect(value.isOn == isOn)
  }

  @Test func keepsTheWireType() throws {
    let decoded = try JSONDecoder().decode(
      [String: OptionValue].self,
      from: Data(#"{"a":true,"b":"1","c":0,"d":"","e":null,"f":[1]}"#.utf8))
    #expect(
      decoded == [
        "a": .bool(true), "b": .string("1"), "c": .int(0), "d": .string(""), "e": .null,
        "f": .unsupported,
      ])
  }
}

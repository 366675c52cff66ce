/// A user option's value as the wiki returns it: defaults come as JSON booleans, stored values as
/// `"1"`, `0`, `"0"` or (1.43+) `""`, and free-form options as any string.
public enum OptionValue: Equatable, Sendable, Decodable {
  /// A JSON boolean.
  case bool(Bool)
  /// A JSON integer.
  case int(Int)
  /// A JSON number with a fraction.
  case double(Double)
  /// A JSON string.
  case string(String)
  /// JSON null.
  case null
  /// An array or object: no option of ours has one, but a wiki may.
  case unsupported

  /// Decodes any JSON value without failing: a wrong type is data, not a crash.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else {
      self = .unsupported
    }
  }

  /// The value as the server reads a boolean option: PHP's `(bool)` cast, so `0`, `"0"`, `""`,
  /// `false` and null are off and every other string (even `"false"`) is on.
  public var isOn: Bool {
    switch self {
    case .bool(let value): value
    case .int(let value): value != 0
    case .double(let value): value != 0
    case .string(let value): !(value.isEmpty || value == "0")
    case .null: false
    case .unsupported: true
    }
  }
}

// A child's step can change a value its parent owns more than once (the device record: forget a
// subscription, then owe it; the wiki: make types global, then store the rest), and its later
// steps must see the earlier changes. So the child changes a draft, which keeps each change it
// applies; the parent applies the same changes, in the same order, to the same value it handed
// over, and ends with the same value.

/// A value one owner holds and others change only by named changes: the ``SettingsFeature/Wiki``
/// (``SettingsFeature/WikiChange``) and the ``DeviceRecord`` (``DeviceChange``), both the
/// parent's.
protocol ChangeApplying: Equatable {
  /// A named change of the value.
  associatedtype Change: Equatable
  /// Applies `change`.
  mutating func apply(_ change: Change)
}

/// A child's working copy of a value its parent owns. Each change is applied at once, so the
/// child's later steps of the same action see it, and recorded, so the parent (the value's one
/// owner) applies the same named changes in order: the child never holds the parent's value
/// `inout`, and what it did to it reads as a list of names. A change that leaves the value as
/// it was is not recorded.
@dynamicMemberLookup
struct Draft<Value: ChangeApplying> {
  /// The value with the changes so far.
  private(set) var current: Value
  /// The changes that changed it, in order.
  private(set) var changes: [Value.Change] = []

  /// A draft of `value`, unchanged.
  init(_ value: Value) { current = value }

  /// Reads a property of the current value.
  subscript<Property>(dynamicMember keyPath: KeyPath<Value, Property>) -> Property {
    current[keyPath: keyPath]
  }

  /// Applies `change` to the draft and records it, if it changed anything.
  mutating func apply(_ change: Value.Change) {
    let before = current
    current.apply(change)
    if current != before { changes.append(change) }
  }
}

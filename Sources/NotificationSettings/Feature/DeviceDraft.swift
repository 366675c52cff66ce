// A child's step can change the device record more than once (forget a subscription, then owe
// it), and its later steps must see the earlier changes (a retry picks the next pending delete
// from the record as changed). The parent owns the record, so the child changes a draft of it
// instead, which keeps each change it applies; the parent applies the same changes, in the same
// order, to the same record it handed over, and ends with the same record.

/// A child's working copy of the parent's ``DeviceRecord`` during one action, with the named
/// changes it applied, in order, for the parent to apply too.
@dynamicMemberLookup
struct DeviceDraft {
  /// The record with the changes applied so far.
  private(set) var record: DeviceRecord
  /// The changes that altered the record, in the order applied.
  private(set) var changes: [DeviceChange] = []

  /// A draft of `record` (the parent's, as the child's context shows it), nothing changed yet.
  init(_ record: DeviceRecord) {
    self.record = record
  }

  /// Reads the record as changed so far.
  subscript<Value>(dynamicMember keyPath: KeyPath<DeviceRecord, Value>) -> Value {
    record[keyPath: keyPath]
  }

  /// Applies `change` to the draft and keeps it. A change that alters nothing (forgetting what
  /// is not recorded) is not kept: the parent's record would not change either, and a step that
  /// changes nothing hands back no change.
  mutating func apply(_ change: DeviceChange) {
    let before = record
    record.apply(change)
    if record != before { changes.append(change) }
  }
}

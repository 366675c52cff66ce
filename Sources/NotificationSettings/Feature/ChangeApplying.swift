// The values the parent owns change only by named changes: the ``SettingsFeature/Wiki``
// (``SettingsFeature/WikiChange``), the ``DeviceRecord`` (``DeviceChange``) and the
// ``Announcements`` (``AnnouncementChange``). A child that may change one gets it in its context,
// changes it by these names, and the parent takes it back (see `SettingsFeature.State.scope`).

/// A value one owner holds and others change only by named changes.
protocol ChangeApplying: Equatable {
  /// A named change of the value.
  associatedtype Change: Equatable
  /// Applies `change`.
  mutating func apply(_ change: Change)
}

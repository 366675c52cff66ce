// How the parent runs its children: one generic scope for all of them (as TCA's `Scope`). A
// child's delegate actions (what it tells the parent) come back through the parent's one switch,
// ``SettingsFeature/State/apply(_:)``, as the child's `.delegate` action.

/// A child of ``SettingsFeature``: one `reduce` that changes only the child, given what it sees
/// of the parent, and tells the parent what to do through its delegate actions.
protocol ChildFeature {
  /// The child's actions (one of them `delegate`: what it tells the parent).
  associatedtype Action
  /// What the child tells the parent, in order.
  associatedtype Delegate: Equatable
  /// What the child sees of the parent.
  associatedtype Context

  /// The child's one entry: applies `action` to the child alone.
  static func reduce(into child: inout Self, action: Action, context: Context)
    -> SettingsFeature.ChildResult<Delegate>

  /// What the child sees of the parent, built from it.
  static var context: KeyPath<SettingsFeature.State, Context> { get }
  /// The parent's action that carries what the child tells it (the child's `.delegate`).
  static func told(_ delegate: Delegate) -> SettingsFeature.Action
}

extension SettingsFeature.State {
  /// The one scope of every child: sends `action` to the child at `child`, then each of its
  /// delegate actions, in order, to the parent's switch. The effects are always in this one
  /// order: the child's own, then those of what it told the parent, in order.
  mutating func scope<Child: ChildFeature>(
    _ child: WritableKeyPath<Self, Child>, _ action: Child.Action
  ) -> [Effect] {
    let context = self[keyPath: Child.context]
    let result = Child.reduce(into: &self[keyPath: child], action: action, context: context)
    var effects = result.effects
    for delegate in result.delegates { effects += apply(Child.told(delegate)) }
    return effects
  }
}

extension ChangeApplying {
  /// Applies `change`, which asks for no work: for a parent event that only changes a value.
  mutating func applied(_ change: Change) -> [SettingsFeature.Effect] {
    apply(change)
    return []
  }
}

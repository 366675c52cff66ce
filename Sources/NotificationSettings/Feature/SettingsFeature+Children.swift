// How the parent runs its children: one runner for all of them (as TCA's `Scope`), and their
// outputs as the parent's steps (as TCA's delegate actions), which go through
// ``SettingsFeature/State/apply(_:)-(SettingsFeature.Delegate)``.

/// A child of ``SettingsFeature``: one `reduce` that changes only the child, given what it sees
/// of the parent, and tells the parent what to do through outputs.
protocol ChildFeature {
  /// What the parent asks of the child.
  associatedtype Action
  /// What the child asks of the parent, in order.
  associatedtype Output: Equatable
  /// What the child sees of the parent.
  associatedtype Context

  /// The child's one entry: applies `action` to the child alone.
  static func reduce(into child: inout Self, action: Action, context: Context)
    -> SettingsFeature.ChildResult<Output>

  /// What the child sees of the parent, built from it.
  static var context: KeyPath<SettingsFeature.State, Context> { get }
  /// The parent's step each output becomes.
  static func delegate(_ output: Output) -> SettingsFeature.Delegate
}

extension SettingsFeature.State {
  /// The one runner of every child: sends `action` to the child at `child`, then each of its
  /// outputs, as the parent's step, through ``apply(_:)-(SettingsFeature.Delegate)``, in
  /// order. The effects are always in this one order: the child's own, then those of its
  /// outputs, in order.
  mutating func run<Child: ChildFeature>(
    _ child: WritableKeyPath<Self, Child>, _ action: Child.Action
  ) -> [Effect] {
    let context = self[keyPath: Child.context]
    let step = Child.reduce(into: &self[keyPath: child], action: action, context: context)
    var effects = step.effects
    for output in step.outputs { effects += apply(Child.delegate(output)) }
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

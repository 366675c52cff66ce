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

  /// The child's one entry: applies `action` to the child alone. The context is what it reads
  /// of the parent, and the values of the parent's it may change by their named changes: the
  /// wiki or the device record, and the screen's announcements (what the child says).
  static func reduce(into child: inout Self, action: Action, context: inout Context)
    -> SettingsFeature.ChildResult<Delegate>

  /// What the child sees of the parent, built from it; setting it gives the parent back the
  /// values of its own the child may change (as TCA's scoped state writes back its parent).
  static var context: WritableKeyPath<SettingsFeature.State, Context> { get }
  /// The parent's action that carries what the child tells it (the child's `.delegate`).
  static func told(_ delegate: Delegate) -> SettingsFeature.Action
}

extension SettingsFeature.State {
  /// The one scope of every child: sends `action` to the child at `child` with its context,
  /// takes back what the child changed of the parent's (the context's writable values), then
  /// sends each of its delegate actions, in order, to the parent's switch. The effects are
  /// always in this one order: the child's own, then those of what it told the parent, in order.
  mutating func scope<Child: ChildFeature>(
    _ child: WritableKeyPath<Self, Child>, _ action: Child.Action
  ) -> [Effect] {
    SettingsFeature.childRuns?.count += 1
    var context = self[keyPath: Child.context]
    let result = Child.reduce(into: &self[keyPath: child], action: action, context: &context)
    self[keyPath: Child.context] = context
    var effects = result.effects
    for delegate in result.delegates { effects += apply(Child.told(delegate)) }
    return effects
  }
}

extension SettingsFeature {
  /// Counts the children's runs while set (`$childRuns.withValue`): how much work one action
  /// costs, as `scripts/measure-core` reports it for one toggle. Nil, and free, otherwise.
  @TaskLocal static var childRuns: ChildRunCount?
}

/// A count of the children's runs (see ``SettingsFeature/childRuns``). Only the task that set
/// it changes it, synchronously inside `reduce`, so it needs no lock.
final class ChildRunCount: @unchecked Sendable {
  /// The runs so far.
  var count = 0
}
